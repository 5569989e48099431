/**
 * The page's one Trusted Types policy, `payment-page` (docs/security.md, 'Trusted Types'). Under
 * `require-trusted-types-for 'script'` the page's only script-loading sinks take what this policy
 * makes: the Turnstile script (client/effects/turnstile.ts) and the OCR worker
 * (client/reader/ocr-reader.ts). It turns a URL into a TrustedScriptURL only when it is one of
 * those two files, and throws for anything else, so a script URL from anywhere else cannot load
 * even through our own code. It makes no HTML and no script text: the page never needs them.
 *
 * It is created once, at hydration, from the boot configuration: the CSP allows one policy of this
 * name and no duplicates, so a script that ran later could not create its own in its place.
 * Browsers without Trusted Types (Firefox, Safari, old Chromium) get the plain strings.
 */
import { TRUSTED_TYPES_POLICY } from '../../common/trusted-types.ts';
import ocrWorkerAsset from '../reader/ocr-worker.ts?worker&url';

/** What the DOM's Trusted Types give us; not yet in TypeScript's DOM library. */
interface TrustedScriptUrl {
  readonly brand: 'TrustedScriptURL';
}
interface ScriptUrlPolicy {
  createScriptURL(input: string): TrustedScriptUrl;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): ScriptUrlPolicy;
}

/**
 * A TrustedScriptURL where the browser has Trusted Types, else the string. Typed as the string the
 * DOM types of `script.src` and `new Worker` ask for: the browser takes either.
 */
const asSinkValue = (url: TrustedScriptUrl | string) => url as string;

/** The two scripts the page may load, fixed when the policy is made. */
interface Allowed {
  /** The configured Turnstile script (origin and path: the page adds its own query). */
  turnstile: URL | null;
  /** The OCR worker's hashed file, on this origin. */
  ocrWorker: string;
}

let allowed: Allowed | null = null;
let policy: ScriptUrlPolicy | null = null;

function check(input: string): string {
  if (!allowed) throw new TypeError('trusted URLs: not started');
  const url = new URL(input, document.baseURI);
  if (url.href === allowed.ocrWorker) return url.href;
  const turnstile = allowed.turnstile;
  if (turnstile && url.origin === turnstile.origin && url.pathname === turnstile.pathname) return url.href;
  // Only the origin: a URL may carry anything (docs/rules.md, Logs).
  throw new TypeError(`trusted URLs: ${url.origin} is not a script this page loads`);
}

/**
 * Makes the policy, once (later calls do nothing). `turnstileScriptUrl` is the configuration's
 * (null when the page has none, on an error screen).
 */
export function startTrustedUrls(turnstileScriptUrl: string | null): void {
  if (allowed) return;
  allowed = {
    turnstile: turnstileScriptUrl === null ? null : new URL(turnstileScriptUrl),
    ocrWorker: new URL(ocrWorkerAsset, document.baseURI).href,
  };
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: check }) : null;
  } catch {
    // The CSP refused the name (a second policy of it already exists): the sinks then get plain
    // strings, which enforcement blocks and reports, and the bot check and the reading fail as
    // their scripts failing to load would.
    policy = null;
  }
}

/** The Turnstile script's URL for `script.src`; throws unless it is the configured script. */
export function turnstileScriptUrl(url: URL): string {
  return asSinkValue(policy ? policy.createScriptURL(url.href) : check(url.href));
}

/** The OCR worker's URL for `new Worker`. */
export function ocrWorkerUrl(): string {
  const href = allowed?.ocrWorker ?? new URL(ocrWorkerAsset, document.baseURI).href;
  return asSinkValue(policy ? policy.createScriptURL(href) : href);
}
