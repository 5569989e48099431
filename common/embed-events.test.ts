// The embed event contract, rule by rule (docs/embedding.md, 'Events').
import { describe, expect, it } from 'vitest';
import {
  EMBED_ERROR_REASONS,
  EMBED_MAX_HEIGHT,
  embedMessage,
  isEmbedMessage,
  type EmbedMessage,
  type EmbedType,
} from './embed-events.ts';

const envelope = { source: 'payment-page', version: 1 } as const;

/** One valid message of every type. */
const VALID: EmbedMessage[] = [
  { ...envelope, type: 'ready', step: 1 },
  { ...envelope, type: 'ready', step: 3 },
  { ...envelope, type: 'step', step: 2 },
  { ...envelope, type: 'submitted' },
  { ...envelope, type: 'done', redirect_url: 'https://shop.example/thanks?order=7' },
  { ...envelope, type: 'done', redirect_url: null },
  { ...envelope, type: 'done', redirect_url: 'http://localhost:8790/thanks' },
  { ...envelope, type: 'close' },
  ...EMBED_ERROR_REASONS.map((reason) => ({ ...envelope, type: 'error' as const, reason })),
  { ...envelope, type: 'resize', height: 0 },
  { ...envelope, type: 'resize', height: 812.5 },
  { ...envelope, type: 'resize', height: EMBED_MAX_HEIGHT },
];

describe('isEmbedMessage', () => {
  it.each(VALID)('accepts %j', (message) => {
    expect(isEmbedMessage(message)).toBe(true);
  });

  it.each([null, undefined, 'ready', 1, [], [{ ...envelope, type: 'close' }]])('refuses the non-object %j', (data) => {
    expect(isEmbedMessage(data)).toBe(false);
  });

  it('refuses another source or version: every message names this page and version 1', () => {
    expect(isEmbedMessage({ source: 'payment-pages', version: 1, type: 'close' })).toBe(false);
    expect(isEmbedMessage({ version: 1, type: 'close' })).toBe(false);
    expect(isEmbedMessage({ source: 'payment-page', version: 2, type: 'close' })).toBe(false);
    expect(isEmbedMessage({ source: 'payment-page', version: '1', type: 'close' })).toBe(false);
    expect(isEmbedMessage({ source: 'payment-page', type: 'close' })).toBe(false);
  });

  it.each(['', 'READY', 'navigate', 'toString', '__proto__', 'constructor'])('refuses the unknown type %j', (type) => {
    expect(isEmbedMessage({ ...envelope, type })).toBe(false);
  });

  it('refuses a step that is not 1, 2 or 3, or a missing one', () => {
    for (const type of ['ready', 'step'] as const) {
      for (const step of [0, 4, '2', 1.5, null]) expect(isEmbedMessage({ ...envelope, type, step })).toBe(false);
      expect(isEmbedMessage({ ...envelope, type })).toBe(false);
    }
  });

  it('refuses a done without redirect_url, or one that is not an absolute http(s) URL', () => {
    expect(isEmbedMessage({ ...envelope, type: 'done' })).toBe(false);
    for (const url of ['javascript:alert(1)', '/thanks', 'data:text/html,x', '', 7, undefined]) {
      expect(isEmbedMessage({ ...envelope, type: 'done', redirect_url: url })).toBe(false);
    }
  });

  it('refuses an error without a reason, or with one outside the documented set', () => {
    expect(isEmbedMessage({ ...envelope, type: 'error' })).toBe(false);
    for (const reason of ['', 'EXPIRED', 'offline', 0, null, 'toString']) {
      expect(isEmbedMessage({ ...envelope, type: 'error', reason })).toBe(false);
    }
  });

  it('refuses a height that is negative, not finite, not a number or beyond the bound', () => {
    for (const height of [-1, Number.NaN, Number.POSITIVE_INFINITY, '600', null, EMBED_MAX_HEIGHT + 1]) {
      expect(isEmbedMessage({ ...envelope, type: 'resize', height })).toBe(false);
    }
  });

  it('refuses any field beyond its type’s own: no message can carry a token, a UTR or what was typed', () => {
    for (const message of VALID) {
      for (const extra of ['token', 'utr', 'authToken', 'proof', 'value', 'step', 'height']) {
        if (extra in message) continue;
        expect(isEmbedMessage({ ...message, [extra]: 'x' })).toBe(false);
      }
    }
  });
});

describe('embedMessage', () => {
  it('builds each type with the envelope, and the result passes the check', () => {
    const built: [EmbedType, EmbedMessage][] = [
      ['ready', embedMessage('ready', { step: 1 })],
      ['step', embedMessage('step', { step: 2 })],
      ['submitted', embedMessage('submitted', {})],
      ['done', embedMessage('done', { redirect_url: null })],
      ['close', embedMessage('close', {})],
      ['error', embedMessage('error', { reason: 'expired' })],
      ['resize', embedMessage('resize', { height: 640 })],
    ];
    for (const [type, message] of built) {
      expect(message.type).toBe(type);
      expect(message.source).toBe('payment-page');
      expect(message.version).toBe(1);
      expect(isEmbedMessage(message)).toBe(true);
    }
    expect(embedMessage('done', { redirect_url: 'https://shop.example/' })).toEqual({
      ...envelope,
      type: 'done',
      redirect_url: 'https://shop.example/',
    });
  });
});
