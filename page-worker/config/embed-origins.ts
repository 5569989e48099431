/**
 * `EMBED_ORIGINS` (docs/security.md, 'Who may frame the page'): which sites may show a link's page
 * in a frame. Comma-separated origins, each for every app or, as `appId=origin`, for one app only.
 * Each origin is read by the grammar all origin and host lists share (host-lists.ts): why an entry
 * is refused is said without any of the value, and plain http is taken only in the local
 * configuration, where a page over http cannot be changed on the way to the payer's events.
 */
import { isValidAppId } from '../../common/payer-link.ts';
import { NOT_BARE, readList, readOrigin, type Entry } from './host-lists.ts';

/** Each entry as [app id, or '' for every app; origin]. */
export type Embedders = readonly (readonly [appId: string, origin: string])[];

export type EmbedOrigins = { ok: true; embedders: Embedders } | { ok: false; problem: string };

/** One entry, `origin` or `appId=origin`, as its parts; the origin read by the grammar every list shares. */
function entryOf(entry: string, local: boolean): Entry<readonly [string, string]> {
  const parts = entry.split('=');
  // No origin holds `=`, nor any app id `:`: an `=` after a `:` is a URL's query, not an app id's end.
  if (parts[0]?.includes(':') && parts.length > 1) return { ok: false, why: NOT_BARE };
  if (parts.length > 2) return { ok: false, why: 'it has more than one =' };
  const origin = readOrigin((parts.pop() ?? '').trim(), local);
  const appId = parts[0]?.trim() ?? '';
  if (parts.length && !appId) return { ok: false, why: 'its app id before = is empty' };
  if (appId && !isValidAppId(appId)) return { ok: false, why: 'its app id is not 1 to 64 letters, digits, _ or -' };
  return origin.ok ? { ok: true, value: [appId, origin.value] } : origin;
}

/**
 * Empty (or unset) is nobody; any malformed entry makes the whole value a configuration error.
 * `local`: the configuration is the local one (its payment worker on this machine).
 */
export function parseEmbedOrigins(value: string | undefined, local: boolean): EmbedOrigins {
  const list = readList('EMBED_ORIGINS', value, (entry) => entryOf(entry, local));
  return list.ok ? { ok: true, embedders: list.entries } : list;
}

/** The origins that may frame a link's page: every app's entries and this app's, once each. */
export function framersOf(embedders: Embedders, appId: string): string[] {
  return [...new Set(embedders.filter(([id]) => !id || id === appId).map(([, origin]) => origin))];
}
