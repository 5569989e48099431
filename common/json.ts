/** A payment-worker answer's body as JSON, or null when it is empty or not JSON: read the same way by the worker and the client. */

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
