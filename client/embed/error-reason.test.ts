// The error event's reason (client/embed/error-reason.ts; docs/embedding.md, 'Errors').
import { describe, expect, it } from 'vitest';
import type { ErrorKind } from '../../page/flow/state.ts';
import { errorReason, tokenExpiry } from './error-reason.ts';

const NOW = Date.UTC(2026, 10, 28, 12);
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: unknown) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.c2ln`;

describe('tokenExpiry', () => {
  it('reads exp from the middle part, base64url without padding', () => {
    expect(tokenExpiry(token({ app_id: 'demo', exp: 1_800_000_000 }))).toBe(1_800_000_000);
    // '?' and '>' make '/' and '+' in base64: base64url writes '_' and '-'.
    expect(tokenExpiry(token({ note: '??>>', exp: 7 }))).toBe(7);
  });

  it.each([
    ['no exp', token({ app_id: 'demo' })],
    ['a string exp', token({ exp: '1800000000' })],
    ['not base64', 'a.%%%.c'],
    ['not JSON', `a.${base64url('not json')}.c`],
    ['JSON null', `a.${base64url('null')}.c`],
    ['one part', 'abc'],
  ])('is null for %s', (_name, value) => {
    expect(tokenExpiry(value)).toBeNull();
  });
});

describe('errorReason', () => {
  const expired = token({ exp: NOW / 1000 - 60 });
  const current = token({ exp: NOW / 1000 + 3600 });

  it('a refused link whose time is up is expired; one still in time, or with no time to read, is invalid', () => {
    expect(errorReason('unauthorized', expired, NOW)).toBe('expired');
    expect(errorReason('unauthorized', current, NOW)).toBe('invalid');
    expect(errorReason('unauthorized', 'x.y.z', NOW)).toBe('invalid');
    expect(errorReason('unauthorized', null, NOW)).toBe('invalid');
  });

  it('a link the page would not read is invalid, even with an expired token', () => {
    expect(errorReason('invalid-link', expired, NOW)).toBe('invalid');
    expect(errorReason('not-found', null, NOW)).toBe('invalid');
  });

  it.each<ErrorKind>(['load', 'call', 'chunk', 'config'])('%s is unavailable, whatever the token says', (kind) => {
    expect(errorReason(kind, expired, NOW)).toBe('unavailable');
  });
});
