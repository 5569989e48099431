// EMBED_ORIGINS read into who may frame which app's link page (docs/security.md, 'Who may frame the page').
import { describe, expect, it } from 'vitest';
import { framersOf, parseEmbedOrigins, type Embedders } from './embed-origins.ts';

/** The entries of a value that must parse, in the local configuration unless told otherwise. */
function embedders(value: string, local = true): Embedders {
  const result = parseEmbedOrigins(value, local);
  if (!result.ok) throw new Error(result.problem);
  return result.embedders;
}

const HOST_CHARACTERS = 'its host has characters other than letters, digits, dots and hyphens';

describe('parseEmbedOrigins', () => {
  it.each([undefined, '', ' ', '\t'])('reads %j as nobody', (value) => {
    expect(parseEmbedOrigins(value, false)).toEqual({ ok: true, embedders: [] });
    expect(parseEmbedOrigins(value, true)).toEqual({ ok: true, embedders: [] });
  });

  it('reads global and per-app entries in order, spaces around either part ignored', () => {
    expect(
      embedders(' https://shop.example ,demo = http://localhost:8790, my_app-2=https://pay.shop.example:8443'),
    ).toEqual([
      ['', 'https://shop.example'],
      ['demo', 'http://localhost:8790'],
      ['my_app-2', 'https://pay.shop.example:8443'],
    ]);
  });

  it('writes each origin as the browser compares it: scheme and host in lower case', () => {
    expect(embedders('HTTPS://Shop.Example:8443,http://[::1]:8790,http://127.0.0.1:8790')).toEqual([
      ['', 'https://shop.example:8443'],
      ['', 'http://[::1]:8790'],
      ['', 'http://127.0.0.1:8790'],
    ]);
  });

  it('takes an app id of 64 characters, not 65', () => {
    expect(embedders(`${'a'.repeat(64)}=https://shop.example`)).toEqual([['a'.repeat(64), 'https://shop.example']]);
    expect(parseEmbedOrigins(`${'a'.repeat(65)}=https://shop.example`, true).ok).toBe(false);
  });

  it.each([
    ['https://shop.example//', 1, 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://shop.example/pay', 1, 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://shop.example#top', 1, 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://shop.example?a', 1, 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://shop.example/?a=b', 1, 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://a.example,https://shop.example:443', 2, 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://*.shop.example', 1, 'it has a wildcard'],
    ['*', 1, 'it has a wildcard'],
    ['demo=*', 1, 'it has a wildcard'],
    ['ftp://shop.example', 1, 'it is not https (plain http only to localhost)'],
    ['javascript:alert(1)', 1, 'it is not https (plain http only to localhost)'],
    ['http://shop.example', 1, 'it is not https (plain http only to localhost)'],
    ['shop.example', 1, 'it is not a URL'],
    ['https://user:pass@shop.example', 1, 'it carries credentials before the host'],
    ['=https://shop.example', 1, 'its app id before = is empty'],
    ['https://a.example, =https://shop.example', 2, 'its app id before = is empty'],
    ['my.app=https://shop.example', 1, 'its app id is not 1 to 64 letters, digits, _ or -'],
    ['my app=https://shop.example', 1, 'its app id is not 1 to 64 letters, digits, _ or -'],
    ['a=b=https://shop.example', 1, 'it has more than one ='],
    ['demo==https://shop.example', 1, 'it has more than one ='],
    ['https://a.example,,https://b.example', 2, 'it is empty'],
    ['https://a.example,', 2, 'it is empty'],
    ['demo=', 1, 'it is empty'],
    // A host that would end the directive it is written into, or add a source of its own.
    ['https://ok.example,https://x.example;require-trusted-types-for', 2, HOST_CHARACTERS],
    ["https://x.example'unsafe-eval'", 1, HOST_CHARACTERS],
    ['demo=https://x{y}.example', 1, HOST_CHARACTERS],
    ['https://0x7f000001', 1, 'its host is not written as the URL parser writes it'],
    ['https://10.0.0.1', 1, 'its host is an IP address other than 127.0.0.1 or [::1]'],
  ])('refuses %j: entry %i, %s', (value, position, why) => {
    for (const local of [false, true]) {
      expect(parseEmbedOrigins(value, local)).toEqual({
        ok: false,
        problem: `EMBED_ORIGINS entry ${position}: ${why}.`,
      });
    }
  });

  it.each(['http://localhost:8790', 'demo=http://127.0.0.1:8790', 'https://shop.example,http://[::1]'])(
    'refuses plain http to this machine outside the local configuration, as the redirect rule does: %j',
    (value) => {
      const position = value.startsWith('https') ? 2 : 1;
      expect(parseEmbedOrigins(value, false)).toEqual({
        ok: false,
        problem: `EMBED_ORIGINS entry ${position}: it is plain http, which only the local configuration allows (its payment worker on this machine).`,
      });
      expect(parseEmbedOrigins(value, true).ok).toBe(true);
    },
  );

  it.each(['https://localhost:8790', 'https://127.0.0.1', 'demo=https://[::1]:8443', 'https://foo.localhost'])(
    'takes this machine over https, %j, in the local configuration only, as the other lists do',
    (value) => {
      expect(embedders(value, true)).toHaveLength(1);
      expect(parseEmbedOrigins(value, false)).toMatchObject({
        ok: false,
        problem: /^EMBED_ORIGINS entry 1: its host is not on the public web/,
      });
    },
  );

  it("takes an origin written with a trailing slash as that origin: `npm start` names a developer's so", () => {
    expect(embedders('http://localhost:3000/,demo=https://shop.example/')).toEqual([
      ['', 'http://localhost:3000'],
      ['demo', 'https://shop.example'],
    ]);
  });

  it('says nothing of the value it refuses', () => {
    for (const value of [
      'https://zq.example/zq',
      'zq=zq=https://zq.example',
      'zq.zq=https://zq.example',
      'https://zq:zq@zq.example',
      'https://*.zq.example',
      'zq',
    ]) {
      const result = parseEmbedOrigins(value, false);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problem).not.toMatch(/zq|example/);
    }
  });
});

describe('framersOf', () => {
  const list = embedders(
    'demo=https://demo-shop.example,https://all.example,shop=https://shop.example,demo=https://all.example',
  );

  it('gives an app the global entries and its own, in the order written, each once', () => {
    expect(framersOf(list, 'demo')).toEqual(['https://demo-shop.example', 'https://all.example']);
    expect(framersOf(list, 'shop')).toEqual(['https://all.example', 'https://shop.example']);
  });

  it('gives an app without entries the global ones, and nothing when there are none', () => {
    expect(framersOf(list, 'other')).toEqual(['https://all.example']);
    expect(framersOf(embedders('demo=https://demo-shop.example'), 'other')).toEqual([]);
    expect(framersOf([], 'demo')).toEqual([]);
  });

  it('matches the app id exactly: no case folding, no prefix', () => {
    const own = embedders('demo=https://demo-shop.example');
    expect(framersOf(own, 'Demo')).toEqual([]);
    expect(framersOf(own, 'demo2')).toEqual([]);
    expect(framersOf(own, '')).toEqual([]);
  });
});
