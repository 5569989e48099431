/**
 * `@payment-page/embed`: the embed loader for an app that installs it (docs/embedding.md, 'The npm
 * package'). `loadPaymentPage({ origin })` adds the page origin's `/embed.js` once, however often it
 * is called, and resolves to the API the script defines (`open`, `version`); the script stays the
 * one place the loader lives, so a merchant's app always runs the page's current loader. Built by
 * make/embed-package.ts into dist/, with types made from the loader's own (make/embed-types.ts).
 * Type imports only: nothing of the loader's code is bundled here.
 */
import type { PaymentPageApi } from '../../../embed/loader.ts';

/** This package's version, the same as the loader's (`PaymentPage.version`): filled in by make/embed-package.ts. */
declare const PACKAGE_VERSION: string;
export const version: string = PACKAGE_VERSION;

export interface LoadOptions {
  /** The payment page's origin, where `/embed.js` and the payer links are: `https://pay.example`. */
  origin: string;
}

/** The Trusted Types policy name a merchant's CSP lists when it enforces Trusted Types (`trusted-types payment-page-embed`). */
export const TRUSTED_TYPES_POLICY = 'payment-page-embed';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** One load per origin, for the page's lifetime: the script tag goes in once. */
const loads = new Map<string, Promise<PaymentPageApi>>();
let policy: ScriptUrlPolicy | undefined;

/**
 * The loader's address as a script sink takes it: under Trusted Types, made by this package's one
 * policy, which makes nothing but a page origin's `/embed.js`.
 */
function scriptUrl(src: string): string {
  const trustedTypes = (window as { trustedTypes?: TrustedTypes }).trustedTypes;
  if (!trustedTypes) return src;
  policy ??= trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL: (url) => {
      if (!/^https?:\/\/[^/?#]+\/embed\.js$/.test(url))
        throw new TypeError(`${TRUSTED_TYPES_POLICY}: not a loader URL`);
      return url;
    },
  });
  return policy.createScriptURL(src) as string;
}

/** The API, once the script has run; a loader of another major version is said on the console. */
function loaded(origin: string): PaymentPageApi | undefined {
  const api = window.PaymentPage;
  if (!api || !('version' in api)) return undefined;
  if (api.version.split('.')[0] !== version.split('.')[0]) {
    console.warn(
      `@payment-page/embed ${version}: ${origin}/embed.js is version ${api.version}; install the matching package`,
    );
  }
  return api;
}

/**
 * Adds `origin`/embed.js to the page once (or waits for the merchant's own tag of it), and resolves
 * to its API. Rejects, with the reason, when the origin is not one or the script cannot load; a
 * later call then tries again.
 */
export function loadPaymentPage({ origin }: LoadOptions): Promise<PaymentPageApi> {
  let pageOrigin: string;
  try {
    pageOrigin = new URL(origin).origin;
  } catch {
    return Promise.reject(
      new TypeError(`@payment-page/embed: origin must be the page's origin, such as https://pay.example`),
    );
  }
  const known = loads.get(pageOrigin);
  if (known) return known;
  const load = new Promise<PaymentPageApi>((resolve, reject) => {
    const ready = loaded(pageOrigin);
    if (ready) return resolve(ready);
    const src = `${pageOrigin}/embed.js`;
    const failed = (why: string) => {
      loads.delete(pageOrigin);
      reject(new Error(`@payment-page/embed: ${src} ${why}`));
    };
    const tag = Array.from(document.scripts).find((script) => script.src === src);
    const script = tag ?? document.createElement('script');
    script.addEventListener('load', () => {
      const api = loaded(pageOrigin);
      if (api) resolve(api);
      else failed('ran without defining PaymentPage');
    });
    script.addEventListener('error', () => failed('did not load'));
    if (tag) return;
    script.async = true;
    try {
      script.src = scriptUrl(src);
    } catch (error) {
      return failed(
        `was refused (${String(error)}): a CSP that enforces Trusted Types must allow the policy ${TRUSTED_TYPES_POLICY} (trusted-types ${TRUSTED_TYPES_POLICY})`,
      );
    }
    document.head.append(script);
  });
  loads.set(pageOrigin, load);
  return load;
}
