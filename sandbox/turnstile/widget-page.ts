/**
 * The widget iframe's page (GET /turnstile/v0/widget): the checkbox and status
 * its script (browser/widget.ts) drives. Its one inline script and style carry
 * the nonce of the page's own CSP.
 */
import { TURNSTILE_WIDGET_SCRIPT } from '../generated/turnstile-scripts.ts';
import type { ChallengeMode } from './sitekeys.ts';

/** What the page is told by the server; the rest it reads from its own query. */
export type WidgetMode = ChallengeMode | 'domain-not-allowed';

const STYLE = `
:root { color-scheme: light; --bg: #fafafa; --fg: #232323; --line: #e0e0e0; --ok: #1f7a3a; --bad: #b3261e; }
:root[data-theme="dark"] { color-scheme: dark; --bg: #232323; --fg: #fafafa; --line: #4a4a4a; --ok: #6fcf8f; --bad: #f2a19b; }
@media (prefers-color-scheme: dark) {
  :root[data-theme="auto"] { color-scheme: dark; --bg: #232323; --fg: #fafafa; --line: #4a4a4a; --ok: #6fcf8f; --bad: #f2a19b; }
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; overflow: hidden; }
body { font: 14px/1.3 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
.box { display: flex; align-items: center; gap: 12px; height: 100%; padding: 0 12px; border: 1px solid var(--line); }
.check { display: none; align-items: center; gap: 10px; cursor: pointer; }
.check input { width: 24px; height: 24px; margin: 0; cursor: pointer; }
.check input:focus-visible { outline: 3px solid #2f6fde; outline-offset: 2px; }
body[data-state="interactive"] .check { display: flex; }
body[data-state="interactive"] .status { display: none; }
body[data-state="success"] .status { color: var(--ok); }
body[data-state="error"] .status { color: var(--bad); }
.brand { margin-left: auto; font-size: 10px; text-align: right; opacity: .75; }
`;

export function widgetHtml(mode: WidgetMode, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Sandbox Turnstile widget</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body data-mode="${mode}" data-state="idle">
<div class="box">
  <label class="check"><input type="checkbox" id="verify"> <span>Verify you are human</span></label>
  <span class="status" id="status" role="status" aria-live="polite"></span>
  <span class="brand">Turnstile<br>sandbox</span>
</div>
<script nonce="${nonce}">${TURNSTILE_WIDGET_SCRIPT}</script>
</body>
</html>`;
}

/**
 * The widget page's own CSP: only its nonce'd script and style, fetches to itself, framed only by
 * its parent page and, where the page itself is framed, that page's embedders (`ancestors`).
 */
export function widgetCsp(nonce: string, ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[...new Set(ancestors)].join(' ')}`,
  ].join('; ');
}
