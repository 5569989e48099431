// The grammar every origin and host list is read by (page-worker/config/host-lists.ts): what it takes,
// what it refuses and why, in every configuration.
import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from '../../common/redirect.ts';
import { readList, readOrigin, readRedirectHost } from './host-lists.ts';

const HOST_CHARACTERS = 'its host has characters other than letters, digits, dots and hyphens';
const NOT_CANONICAL = 'its host is not written as the URL parser writes it';
const NOT_PUBLIC =
  'its host is not on the public web (an IP address, a single label, a special-use name such as localhost, .local, .internal or .test, or a trailing dot), which only the local configuration allows';

/** Characters that would start a CSP directive or source, or a script's string, if a host held them. */
const INJECTED = [';', "'", '"', '{', '}', '!', '$', '&', '`', ' ', '\t', '(', ')', '<', '>', '^', '|', '%', '+', ','];

describe('readOrigin', () => {
  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['HTTPS://Shop.EXAMPLE:8443', 'https://shop.example:8443'],
    ['https://xn--80ak6aa92e.example', 'https://xn--80ak6aa92e.example'],
    ['https://shop.example/', 'https://shop.example'],
    ['HTTPS://Shop.Example:8443/', 'https://shop.example:8443'],
  ])('takes %j as %j in any configuration', (entry, origin) => {
    for (const local of [false, true]) expect(readOrigin(entry, local)).toEqual({ ok: true, value: origin });
  });

  // One rule for the three lists: this machine's https origins, and names off the public web.
  it.each([
    ['https://localhost:8790', 'https://localhost:8790'],
    ['https://127.0.0.1', 'https://127.0.0.1'],
    ['https://[::1]:8443', 'https://[::1]:8443'],
    ['https://foo.localhost', 'https://foo.localhost'],
    ['https://router', 'https://router'],
    ['https://printer.local/', 'https://printer.local'],
    ['https://x.home.arpa', 'https://x.home.arpa'],
    ['https://shop.test', 'https://shop.test'],
    ['https://metadata.google.internal', 'https://metadata.google.internal'],
  ])('takes %j as %j only in the local configuration', (entry, origin) => {
    expect(readOrigin(entry, true)).toEqual({ ok: true, value: origin });
    expect(readOrigin(entry, false)).toEqual({ ok: false, why: NOT_PUBLIC });
  });

  it.each(INJECTED.filter((character) => character !== ','))('refuses a host holding %j', (character) => {
    const result = readOrigin(`https://x.example${character}require-trusted-types-for`, true);
    expect(result.ok).toBe(false);
  });

  it.each([
    ['https://x.example;require-trusted-types-for', HOST_CHARACTERS],
    ["https://x.example'unsafe-inline'", HOST_CHARACTERS],
    ['https://x.exa"mple', HOST_CHARACTERS],
    ['https://x{y}.example', HOST_CHARACTERS],
    ['https://x!y$z&w.example', HOST_CHARACTERS],
    ['https://x`y.example', HOST_CHARACTERS],
    ['https://-x.example', HOST_CHARACTERS],
    ['https://x_y.example', HOST_CHARACTERS],
    ['https://shop.example.', HOST_CHARACTERS],
    ['https://0x7f000001', NOT_CANONICAL],
    ['https://2130706433', NOT_CANONICAL],
    ['https://127.1', NOT_CANONICAL],
    ['https://[0:0:0:0:0:0:0:1]', NOT_CANONICAL],
    ['https://10.0.0.1', 'its host is an IP address other than 127.0.0.1 or [::1]'],
    ['https://[::ffff:7f00:1]', 'its host is an IP address other than 127.0.0.1 or [::1]'],
    ['https://shop.example//', 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://shop.example/x/', 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://shop.example:443', 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://shop.example:', 'it is not a bare origin (scheme://host[:port] only)'],
    ['https:shop.example', 'it is not a bare origin (scheme://host[:port] only)'],
    ['https://user@shop.example', 'it carries credentials before the host'],
    ['https://*.shop.example', 'it has a wildcard'],
    ['shop.example', 'it is not a URL'],
    ['ftp://shop.example', 'it is not https (plain http only to localhost)'],
    ['', 'it is empty'],
    [
      'https://eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.c2ln',
      'it looks like a secret (a JWT), which every page would publish',
    ],
    [
      'https://sk_live_x.example',
      'it looks like a secret (an sk_live_ or sk_test_ key), which every page would publish',
    ],
  ])('refuses %j: %s', (entry, why) => {
    for (const local of [false, true]) expect(readOrigin(entry, local)).toEqual({ ok: false, why });
  });

  it('takes plain http to this machine in the local configuration only', () => {
    expect(readOrigin('http://localhost:8790', true)).toEqual({ ok: true, value: 'http://localhost:8790' });
    expect(readOrigin('http://localhost:8790', false)).toMatchObject({ ok: false, why: /^it is plain http/ });
  });
});

describe('readRedirectHost', () => {
  it.each([
    ['*', '*'],
    ['Shop.Example.com', 'shop.example.com'],
    ['*.Pay.In', '*.pay.in'],
    ['*.com', '*.com'],
  ])('takes %j as %j in any configuration', (entry, host) => {
    for (const local of [false, true]) expect(readRedirectHost(entry, local)).toEqual({ ok: true, value: host });
  });

  it.each([
    ['127.0.0.1'],
    ['[::1]'],
    ['10.0.0.1'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['8.8.8.8'],
    ['[::ffff:7f00:1]'],
    ['localhost'],
    ['LocalHost'],
    ['*.localhost'],
    ['app.localhost'],
    ['printer.local'],
    ['*.local'],
    ['metadata.google.internal'],
    ['*.internal'],
    ['router'],
    ['metadata'],
    ['x.home.arpa'],
    ['*.home.arpa'],
    ['shop.test'],
    ['*.test'],
    ['x.invalid'],
    ['x.onion'],
    ['x.alt'],
  ])('takes %j only in the local configuration', (entry) => {
    expect(readRedirectHost(entry, true)).toEqual({ ok: true, value: entry.toLowerCase() });
    expect(readRedirectHost(entry, false)).toEqual({ ok: false, why: NOT_PUBLIC });
  });

  it.each([
    ['0x7f000001', NOT_CANONICAL],
    ['2130706433', NOT_CANONICAL],
    ['127.1', NOT_CANONICAL],
    ['https://shop.example', HOST_CHARACTERS],
    ['shop.example:8443', HOST_CHARACTERS],
    ['shop.example/done', HOST_CHARACTERS],
    ["shop.example'", HOST_CHARACTERS],
    ['shop.example;', HOST_CHARACTERS],
    ['user@shop.example', HOST_CHARACTERS],
    ['*.*', 'it has a wildcard'],
    ['shop.*.example', 'it has a wildcard'],
    ['*.127.0.0.1', 'it has a wildcard'],
    ['', 'it is empty'],
    ['9f86d081884c7d659a2feaa0c55ad015', 'it looks like a secret (a long hex key), which every page would publish'],
  ])('refuses %j: %s', (entry, why) => {
    for (const local of [false, true]) expect(readRedirectHost(entry, local)).toEqual({ ok: false, why });
  });
});

describe('an entry as the reader writes it, and the redirect rule', () => {
  it('matches the host the URL parser writes, whatever case the entry was written in: one normalisation', () => {
    const hosts = readList('REDIRECT_ALLOWED_HOSTS', ' Shop.EXAMPLE.com , *.Pay.Example ', (entry) =>
      readRedirectHost(entry, false),
    );
    if (!hosts.ok) throw new Error(hosts.problem);
    expect(safeRedirectUrl('https://SHOP.example.COM/done', hosts.entries, false)).toBe(
      'https://shop.example.com/done',
    );
    expect(safeRedirectUrl('https://A.PAY.example/', hosts.entries, false)).toBe('https://a.pay.example/');
    expect(safeRedirectUrl('https://pay.example/', hosts.entries, false)).toBeNull();
  });
});

describe('readList', () => {
  const hosts = (value: string | undefined) =>
    readList('REDIRECT_ALLOWED_HOSTS', value, (e) => readRedirectHost(e, false));

  it('reads blank or unset as no entries, and trims each entry', () => {
    for (const value of [undefined, '', '  ']) expect(hosts(value)).toEqual({ ok: true, entries: [] });
    expect(hosts(' a.com , *.B.com ')).toEqual({ ok: true, entries: ['a.com', '*.b.com'] });
  });

  it.each([
    [',', 1],
    [' , ', 1],
    ['a.com,', 2],
    ['a.com,,b.com', 2],
  ])('refuses %j: entry %i is empty', (value, position) => {
    expect(hosts(value)).toEqual({ ok: false, problem: `REDIRECT_ALLOWED_HOSTS entry ${position}: it is empty.` });
  });

  it('names the variable and the entry, never any of the value', () => {
    for (const value of ['zq.example,zq.zq;zq', 'zq.example, https://zq.example', 'zq.example,127.0.0.1']) {
      const result = hosts(value);
      expect(result).toMatchObject({ ok: false, problem: /^REDIRECT_ALLOWED_HOSTS entry 2: / });
      if (!result.ok) expect(result.problem).not.toMatch(/zq|127/);
    }
  });
});
