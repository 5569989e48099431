/**
 * The HTML document around the server-rendered page: inline CSS, the hashed
 * client entry, and the boot data as an inert JSON block. Nothing here may let
 * a value break out of its element.
 */
import { clientAssets } from '../generated/client-assets.ts';

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

interface DocumentParts {
  nonce: string;
  title: string;
  body: string;
  /** For a page whose script does not run (page-worker/render/noscript.tsx); outside the root React hydrates. */
  fallback?: string;
  boot: unknown;
  /** `<html lang>`: the language's BCP 47 tag (page/i18n/languages.ts). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page needs step 2's chunk at once (page/flow/state.ts, needsStepTwoAtOnce): it preloads it too. */
  stepTwo?: boolean;
}

/**
 * With scripts off, what waits for the script in styles.css ('Before and without the script')
 * is settled at once: the controls that need it go, the note that says so and the fallback block
 * show. `!important` so it wins whatever the selectors there.
 */
const SCRIPTS_OFF_CSS =
  '.utr-form>:not(.needs-js),.copy-button,.banner-copy{display:none!important}' +
  '.needs-js,#fallback{position:static!important;max-height:none!important;visibility:visible!important;animation:none!important}';

export function htmlDocument({ nonce, title, body, fallback, boot, lang, dir, stepTwo }: DocumentParts): string {
  const n = escapeAttribute(nonce);
  // Step 1's chunks, and step 2's where the page needs it at once (docs/rules.md, Lazy chunks).
  const preloads = [...clientAssets.preload, ...(stepTwo ? clientAssets.stepTwo : [])]
    .map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`)
    .join('');
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
    // A PNG, never an SVG: Chromium decodes the icon on the page's main thread, an SVG as a whole
    // document (docs/rules.md, Start-up).
    `<link rel="icon" href="${escapeAttribute(clientAssets.icon)}" type="image/png">` +
    `<style nonce="${n}">${clientAssets.css}</style>` +
    // The first paint waits for the whole page, as it arrives in the first round trip: painted
    // after part of it, the rest was laid out in one long frame right after the first paint
    // (docs/performance.md, 'The first layout'). `#boot` comes after the page; browsers without
    // `rel=expect` ignore it.
    '<link rel="expect" href="#boot" blocking="render">' +
    `<noscript><style nonce="${n}">${SCRIPTS_OFF_CSS}</style></noscript>` +
    // `async`: the document is finished when the parser is, not in the task the script arrives in
    // (docs/rules.md, Start-up); client/hydrate.tsx waits for the boot data if it runs first.
    `<script type="module" async nonce="${n}" src="${escapeAttribute(clientAssets.entry)}"></script>${preloads}` +
    `</head><body><div id="root">${body}</div>` +
    (fallback ? `<div id="fallback"><div class="page">${fallback}</div></div>` : '') +
    `<script type="application/json" id="boot">${embedJson(boot)}</script>` +
    '</body></html>'
  );
}
