/**
 * The widget iframe's page (GET /turnstile/v0/widget). It runs the pretend
 * challenge for its site key's mode, gets a token from /turnstile/v0/token on
 * its own origin and posts the outcome to the parent page, addressed to the
 * `parent` origin only. Its one inline script and style carry the nonce of
 * the page's own CSP. The challenge runs only when loaded with `run=1`.
 */
import type { ChallengeMode } from './sitekeys.ts';
import { CHALLENGE_FAILED_CODE, DOMAIN_NOT_ALLOWED_CODE } from './sitekeys.ts';
import { TOKEN_LIFETIME_SECONDS } from './tokens.ts';

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

// Runs in the iframe. Plain ES2017, no template literals (this file embeds it in one).
const SCRIPT = `
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var id = query.get('id');
  var parentOrigin = query.get('parent');
  var body = document.body;
  var mode = body.getAttribute('data-mode');
  var status = document.getElementById('status');
  var checkbox = document.getElementById('verify');
  var expiryTimer = 0;
  document.documentElement.setAttribute('data-theme', query.get('theme') || 'auto');

  function post(event, extra) {
    var message = Object.assign({ source: 'sandbox-turnstile', id: id, event: event }, extra || {});
    window.parent.postMessage(message, parentOrigin);
  }
  function show(state, text) {
    body.setAttribute('data-state', state);
    status.textContent = text;
  }
  function failWith(code) {
    show('error', 'Verification failed (' + code + ')');
    post('error', { code: code });
  }
  function succeed(token) {
    show('success', 'Success!');
    post('success', { token: token });
    expiryTimer = setTimeout(function () {
      show('expired', 'Expired');
      post('expired');
    }, LIFETIME_MS);
  }
  function requestToken() {
    show('verifying', 'Verifying\\u2026');
    var payload = { sitekey: query.get('sitekey'), action: query.get('action'), cdata: query.get('cdata') };
    fetch('token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (response.ok && answer && typeof answer.token === 'string') succeed(answer.token);
          else failWith(answer && typeof answer.code === 'string' ? answer.code : FAILED_CODE);
        });
      })
      .catch(function () { failWith('200500'); });
  }
  function start() {
    clearTimeout(expiryTimer);
    if (mode === 'domain-not-allowed') return failWith(DOMAIN_CODE);
    if (mode === 'interactive') {
      show('interactive', '');
      post('before-interactive');
      return;
    }
    show('verifying', 'Verifying\\u2026');
    setTimeout(mode === 'fail' ? function () { failWith(FAILED_CODE); } : requestToken, 300);
  }
  checkbox.addEventListener('change', function () {
    if (!checkbox.checked) return;
    checkbox.disabled = true;
    post('after-interactive');
    requestToken();
  });
  if (query.get('run') === '1') start(); else show('idle', 'Waiting for verification');
})();
`
  .replace(/LIFETIME_MS/g, String(TOKEN_LIFETIME_SECONDS * 1000))
  .replace(/FAILED_CODE/g, JSON.stringify(CHALLENGE_FAILED_CODE))
  .replace(/DOMAIN_CODE/g, JSON.stringify(DOMAIN_NOT_ALLOWED_CODE));

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
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/** The widget page's own CSP: only its nonce'd script and style, fetches to itself, framed only by `parent`. */
export function widgetCsp(nonce: string, parentOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');
}
