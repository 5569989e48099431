/**
 * The one grammar every origin and host list is read by: `EMBED_ORIGINS`, `UPLOAD_ORIGINS` and
 * `REDIRECT_ALLOWED_HOSTS` (docs/security.md, 'Configuration that matters'). Their entries end up in
 * the CSP (`frame-ancestors`, `connect-src`) and in every page's boot data, so an entry is taken
 * only when it is nothing but a scheme, a host of letters, digits, dots and hyphens (or an IP
 * address where one is allowed) and a port: a `;`, a quote or a space in a host would otherwise
 * start a directive or a source expression of its own. Every entry is case folded the same way.
 * Why an entry is refused names the variable and the entry's place, never any of its text: the
 * reason goes into a log line, and a secret pasted into the wrong variable looks like a host.
 */
import { isPublicWebHost, LOOPBACK_HOSTS } from '../../common/local-hosts.ts';
import { parseServiceUrl } from './config-values.ts';
import { secretShape } from './secret-shapes.ts';

/** One entry read, or why it is refused. */
export type Entry<T> = { ok: true; value: T } | { ok: false; why: string };

/** A whole list read, or the configuration error it is. */
export type List<T> = { ok: true; entries: T[] } | { ok: false; problem: string };

export const NOT_BARE = 'it is not a bare origin (scheme://host[:port] only)';
export const HTTP_NOT_LOCAL =
  'it is plain http, which only the local configuration allows (its payment worker on this machine)';
const HOST_CHARACTERS = 'its host has characters other than letters, digits, dots and hyphens';
const NOT_CANONICAL = 'its host is not written as the URL parser writes it';
const NOT_PUBLIC =
  'its host is not on the public web (an IP address, a single label, a special-use name such as localhost, .local, .internal or .test, or a trailing dot), which only the local configuration allows';

const LABEL = '[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?';
const NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const IPV6 = /^\[[\da-f:.]+\]$/;

const refused = (why: string) => ({ ok: false, why }) as const;
const taken = <T>(value: T) => ({ ok: true, value }) as const;

/**
 * Whether a host, already in lower case, is a name or an IP address, or why it is neither. It must
 * be what the URL parser makes of it: `0x7f000001` or `2130706433` is a name to the grammar but
 * `127.0.0.1` to every browser, so a host the parser rewrites is refused.
 */
function hostKind(host: string): Entry<'name' | 'ip'> {
  if (host.length > 253 || !(NAME.test(host) || IPV6.test(host))) return refused(HOST_CHARACTERS);
  let parsed: string;
  try {
    parsed = new URL(`http://${host}`).hostname;
  } catch {
    return refused(NOT_CANONICAL);
  }
  if (parsed !== host) return refused(NOT_CANONICAL);
  return taken(/^[\d.]+$/.test(host) || host.startsWith('[') ? 'ip' : 'name');
}

/** A secret's shape in an entry every page would publish: refused, named by its shape only. */
function secretIn(entry: string): string | null {
  const shape = secretShape(entry);
  return shape && `it looks like a secret (${shape}), which every page would publish`;
}

/**
 * An origin: `https://host[:port]`, or plain http to this machine in the local configuration only
 * (elsewhere a page over http, which anyone on the way can change, would be trusted). One trailing
 * slash is taken as the origin it follows (`http://localhost:3000/` is how a browser's address bar
 * writes it). An IP address only for this machine (`127.0.0.1`, `[::1]`): the local stack's. Outside
 * the local configuration only the public web, as for a redirect host (isPublicWebHost): this
 * machine's https origins (`https://localhost`, `https://127.0.0.1`, `https://[::1]`,
 * `https://app.localhost`) and names off the public web are refused in all three lists alike.
 */
export function readOrigin(entry: string, local: boolean): Entry<string> {
  if (!entry) return refused('it is empty');
  const secret = secretIn(entry);
  if (secret) return refused(secret);
  if (entry.includes('*')) return refused('it has a wildcard');
  const url = parseServiceUrl(entry);
  if (!url.ok) return refused(url.why);
  const written = entry.toLowerCase().replace(/^(https?:\/\/[^/?#]*)\/$/, '$1');
  const parts = /^https?:\/\/([^/?#]*)$/.exec(written);
  const authority = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(parts?.[1] ?? '');
  if (!parts || !authority) return refused(parts ? HOST_CHARACTERS : NOT_BARE);
  const host = hostKind(authority[1] ?? '');
  if (!host.ok) return host;
  if (host.value === 'ip' && !LOOPBACK_HOSTS.includes(url.url.hostname))
    return refused('its host is an IP address other than 127.0.0.1 or [::1]');
  // What was written must be the origin itself: no default port, no empty one.
  if (url.url.origin !== written) return refused(NOT_BARE);
  if (url.url.protocol === 'http:' && !local) return refused(HTTP_NOT_LOCAL);
  if (!local && !isPublicWebHost(url.url.hostname)) return refused(NOT_PUBLIC);
  return taken(url.url.origin);
}

/**
 * A redirect host: `*`, `*.name` or a name (docs/rules.md, Redirect rule), trimmed (readList) and
 * case folded here: the one normalisation an entry gets, which common/redirect.ts's hostAllowed
 * relies on. Outside the local configuration only the public web (isPublicWebHost; for `*.name`,
 * the names under it), so an allowed redirect cannot send the payer to their own machine or network.
 */
export function readRedirectHost(entry: string, local: boolean): Entry<string> {
  if (!entry) return refused('it is empty');
  const secret = secretIn(entry);
  if (secret) return refused(secret);
  const written = entry.toLowerCase();
  if (written === '*') return taken(written);
  const wildcard = written.startsWith('*.');
  const pattern = wildcard ? written.slice(2) : written;
  if (pattern.includes('*')) return refused('it has a wildcard');
  const host = hostKind(pattern);
  if (!host.ok) return host;
  if (wildcard && host.value === 'ip') return refused('it has a wildcard');
  // `*.com` allows names under `com`, which are public; `*.test` names under a special-use one.
  if (!local && !isPublicWebHost(wildcard ? `x.${pattern}` : pattern)) return refused(NOT_PUBLIC);
  return taken(written);
}

/**
 * A comma-separated list, each entry trimmed and read by `readEntry`. Blank (or unset) is the empty
 * list; otherwise every entry must be one, so a stray comma is a mistake, not a choice.
 */
export function readList<T>(name: string, value: string | undefined, readEntry: (entry: string) => Entry<T>): List<T> {
  if (!value?.trim()) return { ok: true, entries: [] };
  const entries: T[] = [];
  for (const [index, text] of value.split(',').entries()) {
    const entry = readEntry(text.trim());
    if (!entry.ok) return { ok: false, problem: `${name} entry ${index + 1}: ${entry.why}.` };
    entries.push(entry.value);
  }
  return { ok: true, entries };
}
