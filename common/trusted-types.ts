/**
 * Trusted Types (docs/security.md, 'Trusted Types'): the name of the page's one policy, which the
 * page worker's CSP allows (`trusted-types payment-page`) and the client creates
 * (client/platform/trusted-urls.ts), the two thread scripts that policy lets the page start, and
 * the setting that decides whether the browser enforces the rule or only reports breaches of it
 * (docs/rules.md, Configuration: TRUSTED_TYPES).
 */

export const TRUSTED_TYPES_POLICY = 'payment-page';

/**
 * The OCR thread's hashed script, `/assets/ocr-thread-<hash>.js`: the build finds it by this
 * pattern and hands its path to the page worker's CSP (`worker-src`, make/client.ts), and the
 * policy lets no other script start as a thread (client/platform/trusted-urls.ts).
 * client/public/_headers gives these files their own policy (docs/security.md,
 * 'The OCR thread's policy').
 */
export const OCR_THREAD_PATH = /^\/assets\/ocr-thread-[\w-]+\.js$/;

/**
 * The QR thread's hashed script, `/assets/qr-thread-<hash>.js` (client/qr/qr-thread.ts): found
 * and allowed the same way. It runs under the policy of every static file, which lets it load and
 * reach nothing; it needs neither.
 */
export const QR_THREAD_PATH = /^\/assets\/qr-thread-[\w-]+\.js$/;

/** `enforce`: in the page's Content-Security-Policy; `report`: in Content-Security-Policy-Report-Only. */
export type TrustedTypesMode = 'enforce' | 'report';

/** The setting's value, or null when it is neither word (a configuration error). */
export function parseTrustedTypesMode(value: string): TrustedTypesMode | null {
  const word = value.trim().toLowerCase();
  return word === 'enforce' || word === 'report' ? word : null;
}
