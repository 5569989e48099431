/**
 * The HTML document around the server-rendered page: inline CSS, the hashed
 * client entry, and the boot data as an inert JSON block. Nothing here may let
 * a value break out of its element.
 */
import { clientAssets } from './generated/client-assets.ts';

/** JSON that is safe inside <script type="application/json">: no `</script>`, no `<!--`, no line separators. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface DocumentParts {
  nonce: string;
  title: string;
  body: string;
  /** Shown only when scripts do not run; outside the root React hydrates. */
  noscript?: string;
  boot: unknown;
  /** `<html lang>`: the language's BCP 47 tag (client/i18n/languages.ts). */
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function htmlDocument({ nonce, title, body, noscript, boot, lang, dir }: DocumentParts): string {
  const n = escapeAttribute(nonce);
  const preloads = clientAssets.preload.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`).join('');
  return (
    `<!doctype html><html lang="${escapeAttribute(lang)}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">' +
    // Light and dark like the page (docs/browsers.md, 'Dark mode'): the browser paints its own
    // background and bar in the right scheme before the inline CSS applies; light comes first for
    // browsers that ignore `media` on theme-color.
    '<meta name="color-scheme" content="light dark">' +
    '<meta name="theme-color" content="#1e3a8a" media="(prefers-color-scheme: light)">' +
    '<meta name="theme-color" content="#0e1522" media="(prefers-color-scheme: dark)">' +
    `<title>${escapeAttribute(title)}</title>` +
    `<link rel="icon" href="${escapeAttribute(clientAssets.icon)}" type="image/svg+xml">` +
    `<style nonce="${n}">${clientAssets.css}</style>` +
    `<script type="module" nonce="${n}" src="${escapeAttribute(clientAssets.entry)}"></script>${preloads}` +
    `</head><body><div id="root">${body}</div>` +
    (noscript ? `<noscript><div class="page">${noscript}</div></noscript>` : '') +
    `<script type="application/json" id="boot">${embedJson(boot)}</script>` +
    '</body></html>'
  );
}
