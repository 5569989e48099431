// The payer's link and its query flags (docs/rules.md, Routes and statuses and Query flags).
import { describe, expect, it } from 'vitest';
import { isValidAuthToken, parseBooleanLike, parseFlags, parseLink } from './payer-link.ts';
import { MAX_REDIRECT_URL_LENGTH } from './redirect.ts';

describe('isValidAuthToken', () => {
  it.each([
    ['a.b.c', true],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', true],
    ['a-_.b_9.c-Z', true],
    // One link, one spelling: anything but base64url in a part is another spelling of some link or none.
    ['a.b.c ', false],
    ['a.b.c\t', false],
    [' a.b.c', false],
    ['a.b.c \t \n', false],
    ['a.b .c', false],
    ['a.b.c%20', false],
    ['a-_.b~.c', false],
    ['a.b.c=', false],
    ['a+b.c/d.e', false],
    ['a.b.c\u00a0', false],
    ['a.b.c\u200b', false],
    ['a.b.\u0435', false],
    ['', false],
    ['abc', false],
    ['a.b', false],
    ['a.b.c.d', false],
    ['.b.c', false],
    ['a..c', false],
    ['a.b.', false],
    ['..', false],
    ['...', false],
  ])('%j is %s', (token, valid) => {
    expect(isValidAuthToken(token)).toBe(valid);
  });
});

describe('parseLink', () => {
  it('keeps a valid app id and token as they are', () => {
    expect(parseLink('app-1', 'x.y.z')).toEqual({ appId: 'app-1', authToken: 'x.y.z' });
  });

  it.each([
    ['missing app id', '', 'x.y.z'],
    ['token with two parts', 'app-1', 'x.y'],
    ['token with an empty part', 'app-1', 'x..z'],
    ['token with four parts', 'app-1', 'w.x.y.z'],
  ])('is null for a %s', (_case, appId, token) => {
    expect(parseLink(appId, token)).toBeNull();
  });

  // App ids the payment-worker path can carry as they are (docs/rules.md, Routes and statuses).
  it.each([
    'demo',
    'default',
    'single',
    'empty',
    'shop-42',
    'app-1a2b3c4d',
    'A_b-9',
    'DEMO',
    '0',
    '-',
    '_',
    'a'.repeat(64),
  ])('accepts the app id %j', (appId) => {
    expect(parseLink(appId, 'x.y.z')).toEqual({ appId, authToken: 'x.y.z' });
  });

  // '.' and '..' would be dropped as path segments by the URL parser; the rest are outside the set.
  it.each([
    '.',
    '..',
    '...',
    '.%2e',
    '%2e%2e',
    '%2E',
    'a.b',
    'demo.',
    'a b',
    'ü',
    'dëmo',
    'a/b',
    '../get-channels',
    'a%2Fb',
    'a\\b',
    '<img>',
    'a\u0000',
    ' demo',
    'a'.repeat(65),
  ])('refuses the app id %j', (appId) => {
    expect(parseLink(appId, 'x.y.z')).toBeNull();
  });
});

describe('parseBooleanLike (docs/rules.md, Query flags)', () => {
  it.each([
    [null, undefined],
    ['', true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['True', true],
    ['yes', true],
    ['YES', true],
    ['on', true],
    ['On', true],
    ['0', false],
    ['false', false],
    ['FALSE', false],
    ['no', false],
    ['No', false],
    ['off', false],
    ['OFF', false],
    ['2', undefined],
    ['y', undefined],
    ['n', undefined],
    ['truee', undefined],
    [' true', undefined],
    ['enabled', undefined],
    ['-1', undefined],
  ])('%j means %s', (value, meaning) => {
    expect(parseBooleanLike(value)).toBe(meaning);
  });
});

describe('parseFlags', () => {
  const flags = (query: string) => parseFlags(new URLSearchParams(query));

  it('defaults: nothing on, UPI first, no redirect', () => {
    expect(flags('')).toEqual({
      resubmit: false,
      test: false,
      upiDefault: true,
      skipSelection: false,
      skipTrivialSelection: false,
      redirectUrl: null,
    });
  });

  it('reads every flag by its query name', () => {
    expect(
      flags(
        'resubmit=1&test=true&upi_default=off&skip_selection=yes&skip_trivial_selection=ON&redirect_url=https%3A%2F%2Fa.example%2Fx',
      ),
    ).toEqual({
      resubmit: true,
      test: true,
      upiDefault: false,
      skipSelection: true,
      skipTrivialSelection: true,
      redirectUrl: 'https://a.example/x',
    });
  });

  it.each([
    ['test', true],
    ['test=', true],
    ['test=1', true],
    ['test=0', false],
    ['test=maybe', false],
    ['', false],
  ])('test flag from %j is %s', (query, on) => {
    expect(flags(query).test).toBe(on);
  });

  // upi_default is false only when present and false; anything else keeps UPI first.
  it.each([
    ['', true],
    ['upi_default', true],
    ['upi_default=', true],
    ['upi_default=1', true],
    ['upi_default=maybe', true],
    ['upi_default=0', false],
    ['upi_default=false', false],
    ['upi_default=No', false],
    ['upi_default=off', false],
  ])('upiDefault from %j is %s', (query, upiFirst) => {
    expect(flags(query).upiDefault).toBe(upiFirst);
  });

  // docs/rules.md, Without JavaScript: absent unless given, so a link without one parses as it always did.
  it('reads the option a card link chose, and its type only beside it', () => {
    expect(flags('channel=upi-demo-1')).toMatchObject({ channel: 'upi-demo-1' });
    expect(flags('channel=a%20b%26c&channel_type=upi')).toMatchObject({ channel: 'a b&c', channelType: 'upi' });
    expect(flags('channel=7&channel=8').channel).toBe('7');
    expect(flags('channel_type=upi')).not.toHaveProperty('channelType');
    expect(flags('channel=7&channel_type=')).not.toHaveProperty('channelType');
  });

  it.each([
    ['absent', ''],
    ['empty', 'channel='],
    ['bare', 'channel'],
    ['over 256 characters', `channel=${'x'.repeat(257)}`],
  ])('has no channel when it is %s', (_name, query) => {
    expect(flags(query)).not.toHaveProperty('channel');
  });

  it('takes a channel of exactly 256 characters', () => {
    expect(flags(`channel=${'x'.repeat(256)}`).channel).toHaveLength(256);
  });

  it('keeps redirect_url raw: validation is the redirect module’s job', () => {
    expect(flags('redirect_url=javascript%3Aalert(1)').redirectUrl).toBe('javascript:alert(1)');
    expect(flags('redirect_url=').redirectUrl).toBe('');
  });

  it('drops a redirect_url longer than the redirect limit, so it never reaches the boot data', () => {
    const url = (length: number) => `https://a.example/${'x'.repeat(length - 'https://a.example/'.length)}`;
    expect(flags(`redirect_url=${url(MAX_REDIRECT_URL_LENGTH)}`).redirectUrl).toBe(url(MAX_REDIRECT_URL_LENGTH));
    expect(flags(`redirect_url=${url(MAX_REDIRECT_URL_LENGTH + 1)}`).redirectUrl).toBeNull();
    expect(flags(`redirect_url=${'x'.repeat(100_000)}`).redirectUrl).toBeNull();
  });
});
