// The open-redirect corpus (tests/corpus/redirects.txt) against safeRedirectUrl: with `*` in a production
// and in the local configuration, with an allowlist in both, and with the empty default.
import { describe, expect, it } from 'vitest';
import { corpus, REDIRECT_ALLOWLIST, title } from './corpus.ts';
import { LOOPBACK_HOSTS } from '../../common/local-hosts.ts';
import { safeRedirectUrl } from '../../common/redirect.ts';

const allowlist = REDIRECT_ALLOWLIST.split(',');

/**
 * What an accepted URL must look like: exactly the parser's own reading of the text, https, or
 * plain http to this machine in the local configuration only.
 */
function expectSafeTarget(raw: string, result: string | null, local: boolean): void {
  expect(result).not.toBeNull();
  const url = new URL(raw);
  expect(result).toBe(url.href);
  expect(url.username + url.password).toBe('');
  expect(
    url.protocol === 'https:' || (local && url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)),
  ).toBe(true);
}

describe.each([
  ['REDIRECT_ALLOWED_HOSTS=* in production', ['*'], false, 'anyHost'],
  ['REDIRECT_ALLOWED_HOSTS=* in the local configuration', ['*'], true, 'anyHostLocally'],
  [`REDIRECT_ALLOWED_HOSTS=${REDIRECT_ALLOWLIST} in production`, allowlist, false, 'allowlist'],
  [`REDIRECT_ALLOWED_HOSTS=${REDIRECT_ALLOWLIST} in the local configuration`, allowlist, true, 'allowlist'],
] as const)('with %s', (_label, hosts, local, column) => {
  it.each(corpus.redirects.map((item) => [title(item, JSON.stringify(item.url)), item] as const))(
    '%s',
    (_title, item) => {
      const result = safeRedirectUrl(item.url, [...hosts], local);
      if (item[column]) expectSafeTarget(item.url, result, local);
      else expect(result).toBeNull();
    },
  );
});

describe('with REDIRECT_ALLOWED_HOSTS empty (the default)', () => {
  it.each(corpus.redirects.map((item) => [title(item, JSON.stringify(item.url)), item] as const))(
    '%s is refused',
    (_title, item) => {
      expect(safeRedirectUrl(item.url, [], false)).toBeNull();
      expect(safeRedirectUrl(item.url, [], true)).toBeNull();
    },
  );
});

describe('the attack on `*` in production (docs/rules.md, Redirect rule)', () => {
  it('has lines for plain http to this machine, each refused in production and followed only locally', () => {
    const attack = ['http://127.0.0.1', 'http://localhost', 'http://0x7f000001/'];
    for (const url of attack) {
      const item = corpus.redirects.find((line) => line.url === url);
      expect(item, url).toMatchObject({ anyHost: false, anyHostLocally: true, allowlist: false });
    }
  });
});
