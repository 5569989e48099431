/**
 * Where the done screen may send the payer (docs/rules.md, Redirect rule): an open-redirect guard
 * for `redirect_url`. Deliberately stricter than the WHATWG parser, which
 * "fixes up" inputs such as `https:evil.example` or `/\evil.example` that a
 * browser would happily follow somewhere unexpected.
 */
import { isPublicWebHost, LOOPBACK_HOSTS } from './local-hosts.ts';

/** Longest `redirect_url` followed; anything longer is treated as absent. */
export const MAX_REDIRECT_URL_LENGTH = 2048;

/** How long the done screen shows before the page follows the redirect. */
export const REDIRECT_DELAY_MS = 2000;

/** The allow-list entry that allows any host; it has to be written out, an empty list allows none. */
const ANY_REDIRECT_HOST = '*';

/**
 * Whether `host`, as the URL parser writes it (lower case), matches an allowed entry as the
 * configuration reader wrote it (page-worker/config/host-lists.ts, readRedirectHost: trimmed and
 * case folded there, the one place a list entry is normalised): exactly; `*.example.com` matches
 * any subdomain depth but not `example.com` itself; `*` matches every host; an empty list matches none.
 */
export function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((pattern) => {
    if (pattern === ANY_REDIRECT_HOST) return true;
    if (pattern.startsWith('*.')) {
      const suffix = pattern.slice(1); // ".example.com": the dot stops "evilexample.com" matching
      return host.length > suffix.length && host.endsWith(suffix);
    }
    return host === pattern;
  });
}

// C0 controls, space, DEL and C1 controls: the parser silently strips or
// re-encodes these (`java\tscript:`), so their presence means the text is not
// the URL it appears to be. A literal space is never valid in a URL either.
const UNSAFE_CHARACTERS = /[\p{Cc} \\]/u;
const ABSOLUTE_HTTP = /^https?:\/\//i;

/** The authority as written: after `scheme://`, up to the first `/`, `?` or `#`. */
function writtenAuthority(raw: string): string {
  const afterScheme = raw.slice(raw.indexOf('//') + 2);
  const end = afterScheme.search(/[/?#]/);
  return end === -1 ? afterScheme : afterScheme.slice(0, end);
}

/**
 * The URL to navigate to (normalised `href`), or null when there is none or it
 * is not allowed: absolute https:, to a host that matches allowedHosts (`*`
 * matches any; an empty list, the default, matches none, so no redirect is ever
 * followed). Plain http: only to this machine (local-hosts.ts, any port) and
 * only when `local`, the local configuration (ClientConfig.local). Elsewhere only
 * the public web, over https too (local-hosts.ts, isPublicWebHost: no IP address,
 * no single label, no special-use name, no trailing dot), so `*` cannot reach a
 * service on the payer's own machine or network.
 * The raw text is not trimmed: surrounding whitespace is refused like any
 * other whitespace, since a legitimate merchant URL never carries it.
 */
export function safeRedirectUrl(raw: string | null, allowedHosts: string[], local: boolean): string | null {
  if (raw === null || raw.length === 0 || raw.length > MAX_REDIRECT_URL_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(raw) || !ABSOLUTE_HTTP.test(raw)) return null;
  // Userinfo (`https://allowed.example@evil.example`) only serves to disguise the
  // real host; an empty authority (`https:///evil.example`) would be fixed up.
  const authority = writtenAuthority(raw);
  if (authority.length === 0 || authority.includes('@')) return null;

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'http:') {
    if (!local || !LOOPBACK_HOSTS.includes(url.hostname)) return null;
  } else if (url.protocol !== 'https:') {
    return null;
  }
  if (!hostAllowed(url.hostname, allowedHosts) || (!local && !isPublicWebHost(url.hostname))) return null;
  return url.href.length <= MAX_REDIRECT_URL_LENGTH ? url.href : null;
}
