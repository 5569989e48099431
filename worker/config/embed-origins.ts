/**
 * `EMBED_ORIGINS` (docs/security.md, 'Who may frame the page'): which sites may show a link's page
 * in a frame. Comma-separated origins, each for every app or, as `appId=origin`, for one app only.
 * Why an entry is refused is said without any of the value: the reason goes into a log line.
 * Plain http only to this machine and only in the local configuration (docs/rules.md, Configuration),
 * as for the redirect rule's local exception: elsewhere a page over http, which anyone on the way can
 * change, would receive the payer's events.
 */
import { isValidAppId } from '../../common/payer-link.ts';
import { parseServiceUrl } from './config-values.ts';

/** Each entry as [app id, or '' for every app; origin]. */
export type Embedders = readonly (readonly [appId: string, origin: string])[];

export type EmbedOrigins = { ok: true; embedders: Embedders } | { ok: false; problem: string };

const NOT_BARE = 'it is not a bare origin (scheme://host[:port] only)';
const HTTP_NOT_LOCAL =
  'it is plain http, which only the local configuration allows (its payment worker on this machine)';

/** Why one entry is not `origin` or `appId=origin`, or its parts. */
function entryOf(entry: string, local: boolean): string | [string, string] {
  const parts = entry.split('=');
  // No origin holds `=`, nor any app id `:`: an `=` after a `:` is a URL's query, not an app id's end.
  if (parts[0]?.includes(':') && parts.length > 1) return NOT_BARE;
  if (parts.length > 2) return 'it has more than one =';
  const origin = (parts.pop() ?? '').trim();
  const appId = parts[0]?.trim() ?? '';
  if (parts.length && !appId) return 'its app id before = is empty';
  if (appId && !isValidAppId(appId)) return 'its app id is not 1 to 64 letters, digits, _ or -';
  if (origin.includes('*')) return 'it has a wildcard';
  const url = parseServiceUrl(origin);
  if (!url.ok) return url.why;
  // Case aside, what was written must be the origin itself: no path, query, fragment or trailing slash.
  if (url.url.origin !== origin.toLowerCase()) return NOT_BARE;
  if (url.url.protocol === 'http:' && !local) return HTTP_NOT_LOCAL;
  return [appId, url.url.origin];
}

/**
 * Empty (or unset) is nobody; any malformed entry makes the whole value a configuration error.
 * `local`: the configuration is the local one (its payment worker on this machine).
 */
export function parseEmbedOrigins(value: string | undefined, local: boolean): EmbedOrigins {
  if (!value?.trim()) return { ok: true, embedders: [] };
  const embedders: [string, string][] = [];
  for (const [index, entry] of value.split(',').entries()) {
    const parsed = entryOf(entry, local);
    if (typeof parsed === 'string') return { ok: false, problem: `EMBED_ORIGINS entry ${index + 1}: ${parsed}.` };
    embedders.push(parsed);
  }
  return { ok: true, embedders };
}

/** The origins that may frame a link's page: every app's entries and this app's, once each. */
export function framersOf(embedders: Embedders, appId: string): string[] {
  return [...new Set(embedders.filter(([id]) => !id || id === appId).map(([, origin]) => origin))];
}
