/**
 * A body read as a stream that stops at a byte cap: the rest is never read, so an
 * endless or huge body costs at most `maxBytes`. Shared by the payment-worker
 * answers (common/payment-api.ts), the CSP report endpoint (page-worker/csp-reports.ts), the
 * operations beacon (page-worker/beacon/beacon.ts) and the sandbox's submit-deposit body
 * (sandbox/api/submit-deposit.ts).
 */

/** The body's text (UTF-8, a BOM dropped, as `Response.text()` decodes), or null once it passes `maxBytes`. */
export async function readCappedText(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop the transfer: the rest is never read.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A request's body as text, or null when it is longer than `maxBytes`: declared (refused unread) or actual. */
export function readCappedRequest(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(null);
  return readCappedText(request.body, maxBytes);
}
