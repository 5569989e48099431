// The open-redirect corpus (tests/corpus/redirects.txt) against safeRedirectUrl: with `*`, with an allowlist, and with the empty default.
import { describe, expect, it } from 'vitest';
import { corpus, REDIRECT_ALLOWLIST, title } from '../corpus/corpus.ts';
import { parseAllowedHosts, safeRedirectUrl } from '../../common/redirect.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/** What an accepted URL must look like: exactly the parser's own reading of the text, https or local http. */
function expectSafeTarget(raw: string, result: string | null): void {
  expect(result).not.toBeNull();
  const url = new URL(raw);
  expect(result).toBe(url.href);
  expect(url.username + url.password).toBe('');
  expect(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))).toBe(true);
}

describe.each([
  ['REDIRECT_ALLOWED_HOSTS=*', parseAllowedHosts('*'), 'anyHost'],
  [`REDIRECT_ALLOWED_HOSTS=${REDIRECT_ALLOWLIST}`, parseAllowedHosts(REDIRECT_ALLOWLIST), 'allowlist'],
] as const)('with %s', (_label, hosts, column) => {
  it.each(corpus.redirects.map((item) => [title(item, JSON.stringify(item.url)), item] as const))(
    '%s',
    (_title, item) => {
      const result = safeRedirectUrl(item.url, [...hosts]);
      if (item[column]) expectSafeTarget(item.url, result);
      else expect(result).toBeNull();
    },
  );
});

describe('with REDIRECT_ALLOWED_HOSTS empty (the default)', () => {
  it.each(corpus.redirects.map((item) => [title(item, JSON.stringify(item.url)), item] as const))(
    '%s is refused',
    (_title, item) => {
      expect(safeRedirectUrl(item.url, parseAllowedHosts(''))).toBeNull();
    },
  );
});
