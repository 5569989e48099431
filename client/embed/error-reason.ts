/**
 * Why the page's error screen shows, as the merchant hears it (docs/embedding.md, 'Errors'). The
 * payer sees one error screen; the merchant can act on the difference: send a new link, fix theirs,
 * or try again later. Read from the flow's error and, when the payment worker refused the link, the
 * token's own `exp` claim: unverified, so it only tells an expired link from a forged one, and a
 * device clock that is wrong only swaps those two words.
 */
import type { EmbedErrorReason } from '../../common/embed-events.ts';
import { base64urlDecode, fromUtf8 } from '../../common/encoding.ts';
import type { ErrorKind } from '../../page/flow/state.ts';

/** The token's `exp` (seconds since 1970) from its middle part, or null when it has none to read. */
export function tokenExpiry(authToken: string): number | null {
  const bytes = base64urlDecode(authToken.split('.')[1] ?? '');
  const json = bytes && fromUtf8(bytes);
  if (!json) return null;
  try {
    const exp: unknown = (JSON.parse(json) as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

export function errorReason(error: ErrorKind | null, authToken: string | null, nowMs: number): EmbedErrorReason {
  if (error === 'not-found' || error === 'invalid-link') return 'invalid';
  if (error === 'unauthorized') {
    const exp = authToken === null ? null : tokenExpiry(authToken);
    return exp !== null && exp * 1000 <= nowMs ? 'expired' : 'invalid';
  }
  // The payment worker down or failing, the page's own code or configuration: none of them the link's fault.
  return 'unavailable';
}
