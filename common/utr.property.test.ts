// Property-based checks of the UTR rules: generated valid UTRs pass, single-character breakages fail.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUtr, normaliseUtr, type UtrCheckOptions } from './utr.ts';

// 19:00 UTC on 22 Nov is 00:30 IST on 23 Nov: the last valid UTR date is 23 Nov.
const NOW = new Date('2026-11-22T19:00:00Z');
const LAST_VALID_DAY_END = new Date('2026-11-23T23:59:59.999Z');
const FIRST_FUTURE_DAY = new Date('2026-11-24T00:00:00Z');
const live: UtrCheckOptions = { testMode: false, now: NOW };
const testMode: UtrCheckOptions = { testMode: true, now: NOW };

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const letter = fc.constantFrom(...UPPER);
const anyCaseLetter = fc.constantFrom(...UPPER, ...UPPER.toLowerCase());
const digit = fc.constantFrom(...DIGITS);
const alnum = fc.constantFrom(...DIGITS, ...UPPER);
const run = (char: fc.Arbitrary<string>, length: number) =>
  fc.array(char, { minLength: length, maxLength: length }).map((chars) => chars.join(''));
/** Printable ASCII without space: nothing trim() would remove. */
const visible = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));

const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** Day of year computed with Date, independently of the module's own arithmetic. */
const dayOfYear = (date: Date) =>
  (Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - Date.UTC(date.getUTCFullYear(), 0, 1)) /
    86_400_000 +
  1;

/** Where each kind of character sits, so a mutation is known to break the format. */
interface Layout {
  digits: number[];
  letters: number[];
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const LAYOUTS: Record<12 | 16 | 22, Layout> = {
  12: { digits: range(0, 11), letters: [] },
  16: { digits: range(5, 15), letters: range(0, 3) }, // position 4 may be either
  22: { digits: range(6, 21), letters: range(0, 4) }, // position 4 is the R; 5 may be either
};

const shortUtr = (dates: fc.Arbitrary<Date>) =>
  fc
    .tuple(run(letter, 4), alnum, dates, run(digit, 6))
    .map(
      ([prefix, kind, date, tail]) =>
        `${prefix}${kind}${pad(date.getUTCFullYear() % 100, 2)}${pad(dayOfYear(date), 3)}${tail}`,
    );
const longUtr = (dates: fc.Arbitrary<Date>) =>
  fc
    .tuple(run(letter, 4), alnum, dates, run(digit, 8))
    .map(
      ([prefix, kind, date, tail]) =>
        `${prefix}R${kind}${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}${tail}`,
    );

const pastShortDates = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: LAST_VALID_DAY_END, noInvalidDate: true });
const pastLongDates = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: LAST_VALID_DAY_END, noInvalidDate: true });
const futureShortDates = fc.date({
  min: FIRST_FUTURE_DAY,
  max: new Date('2099-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});
const futureLongDates = fc.date({
  min: FIRST_FUTURE_DAY,
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

const validUtr = fc.oneof(run(digit, 12), shortUtr(pastShortDates), longUtr(pastLongDates));

function layoutOf(utr: string): Layout {
  const layout = LAYOUTS[utr.length as 12 | 16 | 22];
  if (!layout) throw new Error(`generator produced a ${utr.length}-character UTR`);
  return layout;
}

const replaceAt = (text: string, index: number, char: string) => text.slice(0, index) + char + text.slice(index + 1);

describe('valid UTRs (property)', () => {
  it('every generated UTR of each format passes and normalises to itself', () => {
    fc.assert(
      fc.property(validUtr, (utr) => {
        expect([12, 16, 22]).toContain(utr.length);
        expect(checkUtr(utr, live)).toEqual({ ok: true, utr });
      }),
    );
  });

  it('lower-casing letters and adding surrounding whitespace changes nothing but the input', () => {
    const whitespace = fc
      .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'), { maxLength: 3 })
      .map((s) => s.join(''));
    fc.assert(
      fc.property(
        validUtr,
        fc.array(fc.boolean(), { minLength: 22, maxLength: 22 }),
        whitespace,
        whitespace,
        (utr, lower, before, after) => {
          const typed = [...utr].map((char, i) => (lower[i] ? char.toLowerCase() : char)).join('');
          expect(checkUtr(`${before}${typed}${after}`, live)).toEqual({ ok: true, utr });
        },
      ),
    );
  });

  it('UTRs dated after today in India fail', () => {
    fc.assert(
      fc.property(fc.oneof(shortUtr(futureShortDates), longUtr(futureLongDates)), (utr) => {
        expect(checkUtr(utr, live)).toEqual({ ok: false });
      }),
    );
  });
});

describe('single-character mutations that break the format (property)', () => {
  const mutation = <T>(arbitrary: (utr: string) => fc.Arbitrary<T>, apply: (utr: string, value: T) => string) =>
    validUtr.chain((utr) => arbitrary(utr).map((value) => ({ utr, mutated: apply(utr, value) })));
  const fails = ({ utr, mutated }: { utr: string; mutated: string }) => {
    expect(mutated).not.toBe(utr);
    expect(checkUtr(mutated, live)).toEqual({ ok: false });
  };

  it('a digit position replaced by a letter fails', () => {
    const arbitrary = (utr: string) => fc.tuple(fc.constantFrom(...layoutOf(utr).digits), anyCaseLetter);
    fc.assert(
      fc.property(
        mutation(arbitrary, (utr, [i, char]) => replaceAt(utr, i, char)),
        fails,
      ),
    );
  });

  it('a letter position replaced by a digit fails', () => {
    const letterUtr = fc.oneof(shortUtr(pastShortDates), longUtr(pastLongDates));
    fc.assert(
      fc.property(
        letterUtr.chain((utr) => fc.tuple(fc.constant(utr), fc.constantFrom(...layoutOf(utr).letters), digit)),
        ([utr, i, char]) => fails({ utr, mutated: replaceAt(utr, i, char) }),
      ),
    );
  });

  it('a deleted character fails', () => {
    const arbitrary = (utr: string) => fc.integer({ min: 0, max: utr.length - 1 });
    fc.assert(
      fc.property(
        mutation(arbitrary, (utr, i) => utr.slice(0, i) + utr.slice(i + 1)),
        fails,
      ),
    );
  });

  it('an inserted visible character fails', () => {
    const arbitrary = (utr: string) => fc.tuple(fc.integer({ min: 0, max: utr.length }), visible);
    fc.assert(
      fc.property(
        mutation(arbitrary, (utr, [i, char]) => utr.slice(0, i) + char + utr.slice(i)),
        fails,
      ),
    );
  });

  it('any character replaced by a space fails (inside: whitespace; at an end: trimmed to a wrong length)', () => {
    const arbitrary = (utr: string) => fc.integer({ min: 0, max: utr.length - 1 });
    fc.assert(
      fc.property(
        mutation(arbitrary, (utr, i) => replaceAt(utr, i, ' ')),
        fails,
      ),
    );
  });
});

describe('test-mode UTRs (property)', () => {
  const prefix = fc
    .constantFrom('test', 'fail')
    .chain((word) =>
      fc
        .array(fc.boolean(), { minLength: 4, maxLength: 4 })
        .map((upper) => [...word].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('')),
    );
  const chunk = fc.array(visible, { minLength: 4, maxLength: 20 }).map((chars) => chars.join(''));
  // A punctuation mark guarantees the text matches no real format outside test mode.
  const suffix = fc.tuple(chunk, fc.constantFrom('-', '_', '/', '.', '!'), chunk).map((parts) => parts.join(''));

  it('test/fail plus 8 or more non-space characters pass only in test mode', () => {
    fc.assert(
      fc.property(prefix, suffix, (start, rest) => {
        const typed = start + rest;
        expect(checkUtr(typed, testMode)).toEqual({ ok: true, utr: normaliseUtr(typed) });
        expect(checkUtr(typed, live)).toEqual({ ok: false });
      }),
    );
  });

  it('test/fail plus 7 or fewer characters fail even in test mode', () => {
    fc.assert(
      fc.property(prefix, fc.array(visible, { maxLength: 7 }), (start, rest) => {
        expect(checkUtr(start + rest.join(''), testMode)).toEqual({ ok: false });
      }),
    );
  });
});

describe('arbitrary input (property)', () => {
  it('never throws, and an accepted UTR is the normalised input and is accepted again as is', () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string(), fc.stringMatching(/^\s*[0-9A-Za-z]{10,24}\s*$/));
    fc.assert(
      fc.property(text, fc.boolean(), fc.date(), (raw, mode, now) => {
        const options = { testMode: mode, now };
        const result = checkUtr(raw, options);
        if (result.ok) {
          expect(result.utr).toBe(normaliseUtr(raw));
          expect(checkUtr(result.utr, options)).toEqual(result);
        } else {
          expect(result).toEqual({ ok: false });
        }
      }),
    );
  });
});
