// A payment-worker answer's body as both sides parse it (common/json.ts; docs/rules.md, Channels answer).
import { describe, expect, it } from 'vitest';
import { parseJsonBody, wellFormed } from './json.ts';

/** As JSON, which writes a lone surrogate as its escape: comparable, and printable in a failure. */
const escaped = (value: unknown) => JSON.stringify(value);

describe('parseJsonBody', () => {
  it('reads JSON, and anything else as null', () => {
    expect(parseJsonBody('{"a":[1,"x"]}')).toEqual({ a: [1, 'x'] });
    for (const text of ['', 'not json', '{"a":', '\uFEFF{}']) expect(parseJsonBody(text)).toBeNull();
  });

  it.each([
    ['a lone high surrogate', '{"name":"UPI \\ud800 Pay"}', { name: 'UPI \uFFFD Pay' }],
    ['a lone low surrogate', '{"name":"\\uDC00x"}', { name: '\uFFFDx' }],
    ['two high surrogates', '{"name":"\\ud83d\\ud83d"}', { name: '\uFFFD\uFFFD' }],
    ['a pair written as escapes, kept', '{"name":"\\ud83d\\ude00"}', { name: '\u{1F600}' }],
    ['deep in arrays', '{"groups":[{"options":[{"id":"\\udbff"}]}]}', { groups: [{ options: [{ id: '\uFFFD' }] }] }],
    ['a raw lone surrogate in the text', '{"name":"a\ud800"}', { name: 'a\uFFFD' }],
  ])('makes every string well formed: %s', (_case, text, parsed) => {
    expect(escaped(parseJsonBody(text))).toBe(escaped(parsed));
  });

  it('leaves an escaped backslash before "ud800" as the text it is', () => {
    expect(parseJsonBody('{"name":"\\\\ud800"}')).toEqual({ name: '\\ud800' });
  });
});

describe('wellFormed', () => {
  it('replaces each lone surrogate and keeps every pair', () => {
    expect(escaped(wellFormed('\ud800\ud83d\ude00\udc00 ok'))).toBe(escaped('\uFFFD\u{1F600}\uFFFD ok'));
  });
});
