// UTR rules (docs/rules.md, UTR formats, UTR dates and Test mode) as a table: every row says what the payer typed and what must happen.
import { afterEach, describe, expect, it } from 'vitest';
import { checkUtr, diagnoseUtr, istToday, normaliseUtr, type UtrCheckOptions, type UtrFailureReason } from './utr.ts';

// Noon UTC on 22 Nov 2026 is 17:30 IST on the same day (day 326 of 2026).
const NOW = new Date('2026-11-22T12:00:00Z');
const live: UtrCheckOptions = { testMode: false, now: NOW };
const testMode: UtrCheckOptions = { testMode: true, now: NOW };
const at = (iso: string, mode = false): UtrCheckOptions => ({ testMode: mode, now: new Date(iso) });

type Expected = { ok: true; utr: string } | { ok: false; reason: UtrFailureReason };
const accept = (utr: string): Expected => ({ ok: true, utr });
const refuse = (reason: UtrFailureReason): Expected => ({ ok: false, reason });

const rows: [string, string, UtrCheckOptions, Expected][] = [
  // Each format, valid.
  ['12 digits (UPI)', '123456789012', live, accept('123456789012')],
  ['16 chars dated today', 'SBIN026326123456', live, accept('SBIN026326123456')],
  ['16 chars with a letter in the 5th place', 'SBINN26326123456', live, accept('SBINN26326123456')],
  ['16 chars dated 2000-01-01 (YY means 20YY)', 'SBIN000001123456', live, accept('SBIN000001123456')],
  ['22 chars dated today', 'HDFCR52026112212345678', live, accept('HDFCR52026112212345678')],
  ['22 chars with a letter in the 6th place', 'HDFCRA2026112212345678', live, accept('HDFCRA2026112212345678')],
  ['22 chars dated long ago', 'HDFCR51999123112345678', live, accept('HDFCR51999123112345678')],

  // Wrong lengths.
  ['11 digits', '12345678901', live, refuse('format')],
  ['13 digits', '1234567890123', live, refuse('format')],
  ['15 chars', 'SBIN02632612345', live, refuse('format')],
  ['17 chars', 'SBIN0263261234567', live, refuse('format')],
  ['21 chars', 'HDFCR5202611221234567', live, refuse('format')],
  ['23 chars', 'HDFCR520261122123456789', live, refuse('format')],
  ['empty', '', live, refuse('empty')],
  ['only spaces', '   ', live, refuse('empty')],

  // Normalisation.
  ['lower-case 16 chars', 'sbin026326123456', live, accept('SBIN026326123456')],
  ['lower-case 22 chars, lower-case r', 'hdfcr52026112212345678', live, accept('HDFCR52026112212345678')],
  ['mixed case', 'SbIna26326123456', live, accept('SBINA26326123456')],
  ['surrounding spaces', '  123456789012  ', live, accept('123456789012')],
  ['surrounding tab and newline', '\tSBIN026326123456\n', live, accept('SBIN026326123456')],
  ['internal space', '123456 789012', live, refuse('whitespace')],
  ['internal space after the prefix', 'SBIN 026326123456', live, refuse('whitespace')],
  ['internal tab', '1234\t56789012', live, refuse('whitespace')],
  ['non-ASCII look-alike of S is not upper-cased to S', 'ſBIN026326123456', live, refuse('format')],
  ['full-width digits', '１２３４５６７８９０１２', live, refuse('format')],

  // Impossible dates.
  ['day-of-year 000', 'SBIN026000123456', live, refuse('impossible-date')],
  ['day-of-year 365 in 2025', 'SBIN025365123456', live, accept('SBIN025365123456')],
  ['day-of-year 366 in 2025 (not leap)', 'SBIN025366123456', live, refuse('impossible-date')],
  ['day-of-year 366 in 2024 (leap)', 'SBIN024366123456', live, accept('SBIN024366123456')],
  ['day-of-year 367 in 2024', 'SBIN024367123456', live, refuse('impossible-date')],
  ['day-of-year 999', 'SBIN024999123456', live, refuse('impossible-date')],
  ['30 April', 'HDFCR52025043012345678', live, accept('HDFCR52025043012345678')],
  ['31 April', 'HDFCR52025043112345678', live, refuse('impossible-date')],
  ['29 Feb 2025 (not leap)', 'HDFCR52025022912345678', live, refuse('impossible-date')],
  ['29 Feb 2024 (leap)', 'HDFCR52024022912345678', live, accept('HDFCR52024022912345678')],
  ['29 Feb 1900 (century, not leap)', 'HDFCR51900022912345678', live, refuse('impossible-date')],
  ['29 Feb 2000 (400-year, leap)', 'HDFCR52000022912345678', live, accept('HDFCR52000022912345678')],
  ['month 13', 'HDFCR52025130112345678', live, refuse('impossible-date')],
  ['month 00', 'HDFCR52025000112345678', live, refuse('impossible-date')],
  ['day 00', 'HDFCR52025010012345678', live, refuse('impossible-date')],
  ['32 January', 'HDFCR52025013212345678', live, refuse('impossible-date')],

  // Future dates, judged by the calendar in India (UTC+05:30).
  ['16 chars dated tomorrow in IST', 'SBIN026327123456', live, refuse('future-date')],
  ['22 chars dated tomorrow in IST', 'HDFCR52026112312345678', live, refuse('future-date')],
  ['16 chars dated next year', 'SBIN027001123456', live, refuse('future-date')],
  ['16 chars dated 2099', 'SBIN099001123456', live, refuse('future-date')],
  [
    '22 chars dated 23 Nov at 19:00 UTC on 22 Nov (already 23 Nov in India)',
    'HDFCR52026112312345678',
    at('2026-11-22T19:00:00Z'),
    accept('HDFCR52026112312345678'),
  ],
  [
    '16 chars, day 327 at 19:00 UTC on 22 Nov',
    'SBIN026327123456',
    at('2026-11-22T19:00:00Z'),
    accept('SBIN026327123456'),
  ],
  [
    '22 chars dated 23 Nov at 18:00 UTC on 22 Nov (23:30 IST on the 22nd)',
    'HDFCR52026112312345678',
    at('2026-11-22T18:00:00Z'),
    refuse('future-date'),
  ],
  ['16 chars, day 327 at 18:00 UTC on 22 Nov', 'SBIN026327123456', at('2026-11-22T18:00:00Z'), refuse('future-date')],
  [
    'one millisecond before IST midnight',
    'HDFCR52026112312345678',
    at('2026-11-22T18:29:59.999Z'),
    refuse('future-date'),
  ],
  ['exactly IST midnight', 'HDFCR52026112312345678', at('2026-11-22T18:30:00.000Z'), accept('HDFCR52026112312345678')],
  [
    '1 Jan when it is already New Year in India',
    'SBIN027001123456',
    at('2026-12-31T18:30:00Z'),
    accept('SBIN027001123456'),
  ],
  ['dated UTR with an invalid clock', 'SBIN000001123456', at('not a date'), refuse('future-date')],
  ['12 digits with an invalid clock (no date to check)', '123456789012', at('not a date'), accept('123456789012')],

  // Test mode.
  ['test12345678 in test mode', 'test12345678', testMode, accept('TEST12345678')],
  ['test12345678 without test mode', 'test12345678', live, refuse('format')],
  ['FAIL12345678 in test mode', 'FAIL12345678', testMode, accept('FAIL12345678')],
  ['FAIL12345678 without test mode', 'FAIL12345678', live, refuse('format')],
  ['Test + 7 characters in test mode (too short)', 'Test1234567', testMode, refuse('format')],
  ['Test + 8 characters in test mode', 'Test12345678', testMode, accept('TEST12345678')],
  ['fail + 8 punctuation characters', 'fail-abc-xy!', testMode, accept('FAIL-ABC-XY!')],
  ['long test UTR', 'TESTING-a-long-reference', testMode, accept('TESTING-A-LONG-REFERENCE')],
  ['test UTR with surrounding spaces', '  test12345678 ', testMode, accept('TEST12345678')],
  ['test UTR with an internal space', 'TEST 12345678', testMode, refuse('whitespace')],
  ['TES prefix is not TEST', 'TES123456789', testMode, refuse('format')],
  ['real UTR still accepted in test mode', '123456789012', testMode, accept('123456789012')],
  ['future-dated UTR still refused in test mode', 'SBIN026327123456', testMode, refuse('future-date')],

  // Wrong characters.
  ['letter at the end of 12 digits', '12345678901A', live, refuse('format')],
  ['letter O for zero in 12 digits', 'O23456789O12', live, refuse('format')],
  ['digit in the 16-char prefix', 'SB1N026326123456', live, refuse('format')],
  ['all digits, 16 chars', '1234026326123456', live, refuse('format')],
  ['letter in the 16-char year', 'SBIN0A6326123456', live, refuse('format')],
  ['letter in the 16-char tail', 'SBIN02632612345X', live, refuse('format')],
  ['digit in the 22-char prefix', 'HD3CR52026112212345678', live, refuse('format')],
  ['22 chars without R in the 5th place', 'HDFCX52026112212345678', live, refuse('format')],
  ['letter in the 22-char month', 'HDFCR520261A2212345678', live, refuse('format')],
  ['punctuation in the 5th place', 'SBIN-26326123456', live, refuse('format')],
];

describe('checkUtr (docs/rules.md, UTR formats)', () => {
  it.each(rows)('%s: %j', (_description, input, options, expected) => {
    const result = checkUtr(input, options);
    expect(result).toEqual(expected.ok ? { ok: true, utr: expected.utr } : { ok: false });
    // The reason proves a refusal happened for the intended cause.
    const diagnosis = diagnoseUtr(input, options);
    expect(diagnosis.ok ? diagnosis.utr : diagnosis.reason).toBe(expected.ok ? expected.utr : expected.reason);
  });
});

describe('normaliseUtr', () => {
  it.each([
    ['  abc123  ', 'ABC123'],
    ['\n\tsbin026326123456\r\n', 'SBIN026326123456'],
    ['a b', 'A B'],
    ['ı', 'ı'],
  ])('%j becomes %j', (raw, normalised) => {
    expect(normaliseUtr(raw)).toBe(normalised);
  });
});

describe('istToday', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it.each([
    ['2026-11-22T18:29:59.999Z', { year: 2026, month: 11, day: 22 }],
    ['2026-11-22T18:30:00.000Z', { year: 2026, month: 11, day: 23 }],
    ['2026-11-22T19:00:00Z', { year: 2026, month: 11, day: 23 }],
    ['2026-12-31T18:30:00Z', { year: 2027, month: 1, day: 1 }],
    ['2024-02-28T20:00:00Z', { year: 2024, month: 2, day: 29 }],
  ])('at %s it is %j in India', (iso, date) => {
    expect(istToday(new Date(iso))).toEqual(date);
  });

  // The machine's zone must not leak in: far west and far east of India give the same answer.
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('ignores the local time zone (%s)', (zone) => {
    process.env.TZ = zone;
    expect(istToday(new Date('2026-11-22T19:00:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
    expect(checkUtr('HDFCR52026112312345678', at('2026-11-22T18:00:00Z')).ok).toBe(false);
  });
});
