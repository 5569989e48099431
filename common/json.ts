/**
 * JSON as the page reads it from outside: a body's text parsed without throwing, the guards
 * that tell a parsed object from the other values before any field is read, and an identifier. Every runtime uses
 * these (the client, the page worker, the sandbox), so a record means the same thing everywhere.
 */

/**
 * A payment-worker answer's body as JSON, or null when it is empty or not JSON: read the same way by the page worker
 * and the client.
 */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
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
