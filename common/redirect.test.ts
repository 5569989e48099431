// The redirect_url guard (docs/rules.md, Redirect rule) against known open-redirect payloads, as a table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostAllowed, MAX_REDIRECT_URL_LENGTH, REDIRECT_DELAY_MS, safeRedirectUrl } from './redirect.ts';
import { isPublicWebHost, LOOPBACK_HOSTS } from './local-hosts.ts';

/** `*`: any https host (and, in the local configuration only, http to this machine); it must be written out. */
const any = ['*'];
/** REDIRECT_ALLOWED_HOSTS empty (the default): no redirect at all. */
const closed: string[] = [];
const allowed = ['allowed.example'];
const wildcard = ['*.example.com'];

/**
 * Cases whose answer is the same in the local configuration and in any other: https targets, and
 * everything refused. Each is checked both ways.
 */
const rows: [string, string | null, string[], string | null][] = [
  // Accepted.
  ['https URL', 'https://shop.example/done?order=1#top', any, 'https://shop.example/done?order=1#top'],
  ['https URL without a path gets one', 'https://shop.example', any, 'https://shop.example/'],
  ['https with a port', 'https://shop.example:8443/x', any, 'https://shop.example:8443/x'],
  ['upper-case scheme', 'HTTPS://shop.example/', any, 'https://shop.example/'],
  ['https to an allowed host', 'https://allowed.example/thanks', allowed, 'https://allowed.example/thanks'],
  ['allowed host in upper case', 'https://ALLOWED.example/', allowed, 'https://allowed.example/'],
  ['allowed host with a port', 'https://allowed.example:444/', allowed, 'https://allowed.example:444/'],
  [
    'encoded query kept as is',
    'https://shop.example/?next=%2F%2Fevil.example',
    any,
    'https://shop.example/?next=%2F%2Fevil.example',
  ],
  [
    '@ in the query is not userinfo',
    'https://allowed.example/?a=@evil.example',
    allowed,
    'https://allowed.example/?a=@evil.example',
  ],
  [
    '@ in the fragment is not userinfo',
    'https://allowed.example/#@evil.example',
    allowed,
    'https://allowed.example/#@evil.example',
  ],

  // Nothing to follow.
  ['null', null, any, null],
  ['empty', '', any, null],
  ['relative path', '/done', any, null],
  ['relative path without slash', 'done.html', any, null],

  // Schemes other than https / local http.
  ['javascript:', 'javascript:alert(1)', any, null],
  ['JaVaScRiPt:', 'JaVaScRiPt:alert(1)', any, null],
  ['javascript: after a space', ' javascript:alert(1)', any, null],
  ['javascript: after NUL', '\u0000javascript:alert(1)', any, null],
  ['java<TAB>script:', 'java\tscript:alert(1)', any, null],
  ['java<NL>script:', 'java\nscript:alert(1)', any, null],
  ['javascript: dressed as https', 'javascript://https://shop.example/%0aalert(1)', any, null],
  ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', any, null],
  ['vbscript:', 'vbscript:msgbox(1)', any, null],
  ['ftp:', 'ftp://shop.example/', any, null],
  ['http to another host', 'http://evil.example/', any, null],
  ['http to a localhost look-alike', 'http://localhost.evil.example/', any, null],
  ['http to localhost with a trailing dot', 'http://localhost./', any, null],
  ['http to 127.0.0.2', 'http://127.0.0.2/', any, null],

  // Inputs a browser would "fix up" into somewhere else.
  ['protocol-relative', '//evil.example', any, null],
  ['protocol-relative with slashes', '///evil.example', any, null],
  ['slash-backslash', '/\\evil.example', any, null],
  ['backslash-backslash', '\\\\evil.example', any, null],
  ['scheme without slashes', 'https:evil.example', any, null],
  ['scheme with one slash', 'https:/evil.example', any, null],
  ['scheme with backslashes', 'https:\\\\evil.example', any, null],
  ['scheme with mixed slashes', 'https:/\\evil.example', any, null],
  ['scheme with three slashes', 'https:///evil.example', any, null],
  ['encoded slashes', '%2F%2Fevil.example', any, null],
  ['encoded scheme', 'https%3A%2F%2Fevil.example', any, null],
  ['leading space', ' https://shop.example/', any, null],
  ['trailing newline', 'https://shop.example/\n', any, null],
  ['tab inside the host', 'https://shop.exa\tmple/', any, null],
  ['newline inside the path', 'https://shop.example/a\nb', any, null],
  ['space inside the path', 'https://shop.example/a b', any, null],
  ['DEL inside', 'https://shop.example/\u007f', any, null],
  ['C1 control inside', 'https://shop.example/\u0085', any, null],
  ['backslash in the path', 'https://shop.example/a\\b', any, null],

  // Userinfo disguising the real host.
  ['allowed host as username', 'https://allowed.example@evil.example', allowed, null],
  ['allowed host as username, no list', 'https://allowed.example@evil.example/', any, null],
  ['username and password', 'https://user:pass@shop.example/', any, null],
  ['empty userinfo', 'https://@shop.example/', any, null],
  ['backslash before @', 'https://evil.example\\@allowed.example', allowed, null],
  ['encoded backslash before @', 'https://evil.example%5C@allowed.example', allowed, null],
  ['userinfo on localhost', 'http://evil.example@localhost/', any, null],

  // Host allow-list.
  ['host not in the list', 'https://evil.example/', allowed, null],
  ['allowed host as a subdomain of another', 'https://allowed.example.evil.example/', allowed, null],
  ['subdomain of an exact entry', 'https://a.allowed.example/', allowed, null],
  ['allowed host with a trailing dot', 'https://allowed.example./', allowed, null],
  ['localhost is not exempt from the list', 'http://localhost/', allowed, null],
  ['wildcard: one level', 'https://a.example.com/', wildcard, 'https://a.example.com/'],
  ['wildcard: two levels', 'https://a.b.example.com/', wildcard, 'https://a.b.example.com/'],
  ['wildcard: upper case', 'https://A.EXAMPLE.COM/x', wildcard, 'https://a.example.com/x'],
  ['wildcard: the bare domain', 'https://example.com/', wildcard, null],
  ['wildcard: suffix without a dot', 'https://evilexample.com/', wildcard, null],
  ['wildcard: domain followed by more', 'https://a.example.com.evil.example/', wildcard, null],
  ['second entry matches', 'https://pay.shop.in/', ['allowed.example', 'pay.shop.in'], 'https://pay.shop.in/'],
  [
    '* among other entries still allows any host',
    'https://evil.example/',
    ['allowed.example', '*'],
    'https://evil.example/',
  ],
  ['*.* is no wildcard for every host', 'https://evil.example/', ['*.*'], null],

  // The default: an empty list allows nothing, not even this machine.
  ['empty list: an https URL', 'https://shop.example/done', closed, null],
  ['empty list: https to allowed.example', 'https://allowed.example/thanks', closed, null],
  ['empty list: http to localhost', 'http://localhost:8787/done', closed, null],
  ['empty list: http to 127.0.0.1', 'http://127.0.0.1/done', closed, null],
  ['the local-development list: another host', 'https://shop.example/', ['localhost', '127.0.0.1'], null],

  // Length.
  [
    '2048 characters',
    `https://shop.example/${'a'.repeat(MAX_REDIRECT_URL_LENGTH - 21)}`,
    any,
    `https://shop.example/${'a'.repeat(MAX_REDIRECT_URL_LENGTH - 21)}`,
  ],
  ['2049 characters', `https://shop.example/${'a'.repeat(MAX_REDIRECT_URL_LENGTH - 20)}`, any, null],
  [
    '2049 raw characters whose href would be shorter',
    `https://shop.example:443/${'a'.repeat(MAX_REDIRECT_URL_LENGTH - 24)}`,
    any,
    null,
  ],
  ['short raw that normalises to more than 2048', `https://shop.example/${'é'.repeat(700)}`, any, null],
];

/**
 * Plain http to this machine: followed only in the local configuration (the payment worker on this
 * machine); in any other, `*` means any https host and nothing else (docs/rules.md, Redirect rule).
 * Columns: the local configuration's answer, then any other configuration's.
 */
const localRows: [string, string, string[], string | null, null][] = [
  ['http to localhost', 'http://localhost/done', any, 'http://localhost/done', null],
  ['http to localhost on a port', 'http://localhost:8787/done', any, 'http://localhost:8787/done', null],
  ['http to LOCALHOST', 'HTTP://LOCALHOST:3000/', any, 'http://localhost:3000/', null],
  ['http to 127.0.0.1 on a port', 'http://127.0.0.1:5173/x?y=1', any, 'http://127.0.0.1:5173/x?y=1', null],
  ['http to [::1] on a port', 'http://[::1]:3000/done', any, 'http://[::1]:3000/done', null],
  [
    'the local-development list: http to localhost',
    'http://localhost:3000/done',
    ['localhost', '127.0.0.1'],
    'http://localhost:3000/done',
    null,
  ],
  [
    'the local-development list: http to 127.0.0.1',
    'http://127.0.0.1:5173/x',
    ['localhost', '127.0.0.1'],
    'http://127.0.0.1:5173/x',
    null,
  ],
  ['the local-development list: http to [::1]', 'http://[::1]/x', [...LOOPBACK_HOSTS], 'http://[::1]/x', null],
  // The attack: `*` in production must not send the payer to a service on their own machine.
  ['* and http://127.0.0.1', 'http://127.0.0.1', any, 'http://127.0.0.1/', null],
  ['* and http://localhost', 'http://localhost', any, 'http://localhost/', null],
  ['* and 127.0.0.1 written in hex', 'http://0x7f000001/', any, 'http://127.0.0.1/', null],
  ['* and 127.0.0.1 as one number', 'http://2130706433/', any, 'http://127.0.0.1/', null],
  ['* and [::1] written out', 'http://[0:0:0:0:0:0:0:1]/', any, 'http://[::1]/', null],
];

describe('safeRedirectUrl (docs/rules.md, Redirect rule)', () => {
  it.each(rows)('%s: %j', (_description, raw, hosts, expected) => {
    expect(safeRedirectUrl(raw, hosts, false)).toBe(expected);
    expect(safeRedirectUrl(raw, hosts, true)).toBe(expected);
  });

  it.each(localRows)('%s: %j (local configuration only)', (_description, raw, hosts, locally, elsewhere) => {
    expect(safeRedirectUrl(raw, hosts, true)).toBe(locally);
    expect(safeRedirectUrl(raw, hosts, false)).toBe(elsewhere);
  });

  it('the 2048-character row really is 2048 characters', () => {
    expect(`https://shop.example/${'a'.repeat(MAX_REDIRECT_URL_LENGTH - 21)}`).toHaveLength(2048);
  });

  it('an empty allow-list follows no redirect; * follows any https host', () => {
    expect(safeRedirectUrl('https://shop.example/', closed, false)).toBeNull();
    expect(safeRedirectUrl('https://shop.example/', any, false)).toBe('https://shop.example/');
  });
});

describe('hostAllowed', () => {
  it.each([
    ['a.com', ['a.com'], true],
    ['b.a.com', ['a.com'], false],
    ['x.b.com', ['*.b.com'], true],
    ['x.y.b.com', ['*.b.com'], true],
    ['b.com', ['*.b.com'], false],
    ['xb.com', ['*.b.com'], false],
    ['.b.com', ['*.b.com'], false],
    ['a.com', [], false],
    ['anything.example', ['*'], true],
    ['anything.example', ['a.com', '*'], true],
    ['anything.example', ['*.*'], false],
  ])('%s against %j is %s', (host, hosts, expected) => {
    expect(hostAllowed(host, hosts)).toBe(expected);
  });
});

describe('safeRedirectUrl on arbitrary input (property)', () => {
  const hostLists = fc.constantFrom(any, closed, allowed, wildcard);
  const text = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.tuple(fc.constantFrom('https://', 'http://', 'HTTPS:', '//', '/\\'), fc.string()).map((parts) => parts.join('')),
  );

  it('never throws, and whatever it returns is a safe, allowed, absolute URL', () => {
    fc.assert(
      fc.property(text, hostLists, fc.boolean(), (raw, hosts, local) => {
        const href = safeRedirectUrl(raw, hosts, local);
        if (href === null) return;
        const url = new URL(href);
        expect(url.href).toBe(href);
        expect(href.length).toBeLessThanOrEqual(MAX_REDIRECT_URL_LENGTH);
        expect(url.username + url.password).toBe('');
        // Plain http only to this machine, and only in the local configuration.
        expect(url.protocol === 'https:' || (local && LOOPBACK_HOSTS.includes(url.hostname))).toBe(true);
        expect(hostAllowed(url.hostname, hosts)).toBe(true);
        expect(raw.toLowerCase().startsWith('https://') || raw.toLowerCase().startsWith('http://')).toBe(true);
      }),
    );
  });

  it('accepts generated https URLs without userinfo when the list is *, and none when it is empty', () => {
    const urls = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true });
    fc.assert(
      fc.property(urls, (raw) => {
        const parsed = new URL(raw);
        fc.pre(parsed.username === '' && parsed.password === '' && raw.length <= MAX_REDIRECT_URL_LENGTH);
        fc.pre(!/[\p{Cc} \\]/u.test(raw) && !/^https:\/\/[^/?#]*@/i.test(raw));
        // A generated name may be off the public web: those are for the tables of redirect-public-web.test.ts.
        fc.pre(isPublicWebHost(parsed.hostname));
        for (const local of [false, true]) {
          expect(safeRedirectUrl(raw, any, local)).toBe(parsed.href);
          expect(safeRedirectUrl(raw, closed, local)).toBeNull();
        }
      }),
    );
  });
});

describe('REDIRECT_DELAY_MS', () => {
  it('is 2000 ms: the done screen shows for two seconds before the redirect', () => {
    expect(REDIRECT_DELAY_MS).toBe(2000);
  });
});
