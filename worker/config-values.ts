/**
 * How a configuration value is judged and shown in a `Configuration error` line (docs/rules.md,
 * Configuration; docs/operations.md, 'Configuration errors'). The line is logged on every link
 * request, so it must never repeat a secret: a URL's user name, password, query and fragment are
 * replaced by `[redacted]`, a value that is not an http(s) URL is described by its length only, and
 * any other value is quoted only when it is made of characters a secret-bearing URL cannot hide in.
 */
import { LOOPBACK_HOSTS } from '../common/local-hosts.ts';

const REDACTED = '[redacted]';

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
 * A URL-like value as a log may show it: scheme, host and path, with any user name, password,
 * query or fragment replaced. A value that does not parse is never quoted, since a secret could sit
 * anywhere in it.
 */
export function showUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return hidden(value);
  }
  // `user:secret@host` parses as a URL with the scheme `user:`: only web URLs have parts to tell apart.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return hidden(value);
  const userInfo = url.username || url.password ? `${REDACTED}@` : '';
  const authority = url.host ? `//${userInfo}${url.host}` : '';
  const query = url.search ? `?${REDACTED}` : '';
  const fragment = url.hash ? `#${REDACTED}` : '';
  return JSON.stringify(`${url.protocol}${authority}${clip(url.pathname)}${query}${fragment}`);
}

// Words, numbers, host lists and `*`: no `@`, `:`, `/`, `?` or `#`, so no URL with a secret fits.
const PLAIN = /^[\w .,*-]*$/;

/** A non-URL value (a word, a number, a host list) as a log may show it. */
export function showPlain(value: string): string {
  return PLAIN.test(value) ? JSON.stringify(clip(value)) : hidden(value);
}

const hidden = (value: string) => `(${value.length} characters, not shown)`;

const clip = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);
