/**
 * JSON as the page reads it from outside: a body's text parsed without throwing, the guards
 * that tell a parsed object from the other values before any field is read, and an identifier. Every runtime uses
 * these (the client, the page worker, the sandbox), so a record means the same thing everywhere.
 */

/** A surrogate pair, or a surrogate alone (a lone one). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;
/** A surrogate written as a JSON escape, or as itself: the only ways a lone one gets into a string. */
const MAY_HOLD_LONE_SURROGATE = /\\u[dD][89a-fA-F]|[\uD800-\uDFFF]/;

/**
 * `text` with each lone surrogate replaced by U+FFFD, as encoding it to UTF-8 does
 * (`String.prototype.toWellFormed`, which the older supported engines lack).
 */
export function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}

const wellFormedStrings = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? wellFormed(value) : value;

/**
 * A payment-worker answer's body as JSON, or null when it is empty or not JSON: read the same way by
 * the page worker and the client. Every string in it is well formed: a lone surrogate (`"\ud800"`
 * in the JSON) becomes U+FFFD here, once, so the server's first HTML (whose UTF-8 would turn it into
 * U+FFFD) and the browser, which reads the same string from the boot data, draw the same text
 * (docs/rules.md, Channels answer; a difference was React's hydration error #418).
 */
export function parseJsonBody(text: string): unknown {
  try {
    return MAY_HOLD_LONE_SURROGATE.test(text)
      ? (JSON.parse(text, wellFormedStrings) as unknown)
      : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * Any object, arrays included: for reading fields where an array simply has none of them (a CSP
 * report, page-worker/csp-reports.ts). Where an array must not pass for an object, use isRecord.
 */
export function isObjectOrArray(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A JSON object: not null and not an array, whose fields may be read one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return isObjectOrArray(value) && !Array.isArray(value);
}

/**
 * An identifier the payment worker sends, a `channel_id` or an `upload_id` (docs/rules.md, Channels
 * answer and Payment-worker calls): a non-empty string or a safe integer, 0 included; else null.
 */
export function readId(value: unknown): string | number | null {
  return (typeof value === 'string' && value.length > 0) || Number.isSafeInteger(value)
    ? (value as string | number)
    : null;
}
