/**
 * The link hash (docs/rules.md, Operations data): what lets the funnel count each link once per
 * step without any data point holding its token. It is an HMAC-SHA256 of the link's token keyed by
 * LINK_HASH_KEY, a key of its own (not the ticket key, BEACON_SECRET), so rotating the ticket key
 * leaves every link's hash as it was. Cut to LINK_HASH_LENGTH base64url characters.
 */
import { base64urlEncode } from '../../common/encoding.ts';
import { hmacSign } from '../../common/hmac.ts';

/**
 * 16 base64url characters, 96 bits: for n links an app opens in a day, the chance that any two
 * share a hash is about n² / 2⁹⁷, under 10⁻¹⁶ for a million links.
 */
export const LINK_HASH_LENGTH = 16;

/** The shortest key accepted, as for BEACON_SECRET (beacon-ticket.ts). */
const MIN_KEY_LENGTH = 32;

/** LINK_HASH_KEY when it is usable, else null (beacons are then off: beacon-ticket.ts says why). */
export function linkHashKey(env: { LINK_HASH_KEY?: unknown }): string | null {
  const key = typeof env.LINK_HASH_KEY === 'string' ? env.LINK_HASH_KEY.trim() : '';
  return key.length >= MIN_KEY_LENGTH ? key : null;
}

/** The link's hash: the same for every page load of one link, whoever asks, while the key stays. */
export async function linkHash(key: string, token: string): Promise<string> {
  return base64urlEncode(await hmacSign(key, token)).slice(0, LINK_HASH_LENGTH);
}
