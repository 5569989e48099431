/**
 * How a configuration value is judged and shown in a `Configuration error` line (docs/rules.md,
 * Configuration; docs/operations.md, 'Configuration errors'). The line is logged on every link
 * request, so it never quotes a value: it gives the value's length and, for a URL, its scheme and
 * host.
 */
import { LOOPBACK_HOSTS } from '../../common/local-hosts.ts';

/** A URL a variable may name, or why it may not. */
export type ServiceUrl = { ok: true; url: URL } | { ok: false; why: string };

/** https anywhere, plain http only to this machine (local development and tests); never credentials. */
export function parseServiceUrl(value: string): ServiceUrl {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, why: 'it is not a URL' };
  }
  if (url.username || url.password) return { ok: false, why: 'it carries credentials before the host' };
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
  if (!secure) return { ok: false, why: 'it is not https (plain http only to localhost)' };
  return { ok: true, url };
}

/**
 * A malformed value as the log line describes it: its length, and for an http(s) URL its scheme
 * and host, never more of its content. A JWT, a hex key or `sk_live_…` pasted into the wrong
 * variable is made of the same characters as a word, and a URL's path can carry a token too.
 */
export function described(value: string, url = false): string {
  let host = '';
  try {
    const parsed = new URL(value);
    if (url && /^https?:$/.test(parsed.protocol)) host = ` at ${parsed.protocol}//${parsed.host}`;
  } catch {
    // Not a URL: its length only.
  }
  return `a value of ${value.length} characters${host}`;
}
