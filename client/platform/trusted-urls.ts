/**
 * The page's one Trusted Types policy, `payment-page` (docs/security.md, 'Trusted Types'). Under
 * `require-trusted-types-for 'script'` the page's only script-loading sinks take what this policy
 * makes: the Turnstile script (client/submission/turnstile.ts), the OCR thread
 * (client/reader/ocr-reader.ts) and the QR thread (client/qr/qr-modules.ts). It turns a URL
 * into a TrustedScriptURL only when it is one of those three files, and throws for anything else,
 * so no other script URL loads even through our own code. It makes no HTML and no script text: the
 * page never needs them.
 *
 * It is made on first use, in the lazy QR chunk that the chunks needing it share (step 1 carries none of it;
 * vite.config.ts): before
 * the Turnstile script, the only script not ours, can run, since that script loads through it.
 * The CSP allows one policy of this name and no duplicates, so none can be made in its place
 * later. Browsers without Trusted Types (Firefox, Safari, old Chromium) get the checked URL as a
 * string.
 */
import { OCR_THREAD_PATH, QR_THREAD_PATH, TRUSTED_TYPES_POLICY } from '../../common/trusted-types.ts';

/** What the DOM's Trusted Types give us; not yet in TypeScript's DOM library. */
interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): ScriptUrlPolicy;
}

/** The configured Turnstile script: its origin and path (the page adds its own query). */
let turnstile: URL | null = null;
/** Undefined until first use; null where the browser has no Trusted Types or refused the name. */
let policy: ScriptUrlPolicy | null | undefined;

function check(input: string): string {
  const url = new URL(input, location.href);
  const thread =
    url.origin === location.origin && (OCR_THREAD_PATH.test(url.pathname) || QR_THREAD_PATH.test(url.pathname));
  const script = turnstile && url.origin === turnstile.origin && url.pathname === turnstile.pathname;
  // Only the origin: a URL may carry anything (docs/rules.md, Logs).
  if (!thread && !script) throw new TypeError(`not a script of this page: ${url.origin}`);
  return url.href;
}

/** The Turnstile script the configuration names (the boot data's); the first call decides. */
export function allowTurnstileScript(configured: string): void {
  if (turnstile === null) turnstile = new URL(configured);
}

/**
 * A CSP that refuses the name (one was made already) leaves no policy: the sinks then get plain
 * strings, which enforcement refuses and reports, and the bot check and the reading fail as if
 * their scripts had not loaded.
 */
function makePolicy(): ScriptUrlPolicy | null {
  try {
    const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    return factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: check }) : null;
  } catch {
    return null;
  }
}

/**
 * A script URL for `script.src` or `new Worker`: a TrustedScriptURL where the browser has Trusted
 * Types, else the string, typed as the string the DOM types ask for (the browser takes either).
 * Throws unless it is the Turnstile script, the OCR thread or the QR thread.
 */
export function trustedScriptUrl(url: URL): string {
  if (policy === undefined) policy = makePolicy();
  return (policy ? policy.createScriptURL(url.href) : check(url.href)) as string;
}
