// Reading amounts, UPI IDs, dates and times from a receipt's text (docs/rules.md, Reading the payment from a screenshot).
import { describe, expect, it } from 'vitest';
import { AMOUNT, datesIn, exists, paiseOf, timesIn, upiIdInDoubt, upiIdOf } from './receipt-values.ts';

const amounts = (text: string) => [...text.matchAll(AMOUNT)].map((match) => paiseOf(match[1] ?? ''));

describe('amounts in paise', () => {
  it('reads the rupee sign, Rs and INR, with or without a space', () => {
    expect(amounts('₹1,500.50')).toEqual([150050]);
    expect(amounts('₹ 500')).toEqual([50000]);
    expect(amounts('Rs.1,500.00 debited')).toEqual([150000]);
    expect(amounts('Rs 250')).toEqual([25000]);
    expect(amounts('INR 1500.75')).toEqual([150075]);
  });

  it('reads Indian grouping (1,50,000.50) and international grouping (150,000.50)', () => {
    expect(amounts('₹1,50,000.50')).toEqual([15000050]);
    expect(amounts('₹12,34,567')).toEqual([123456700]);
    expect(amounts('₹150,000.50')).toEqual([15000050]);
  });

  it("reads what the English model makes of '₹': '¥', '$', '£'", () => {
    expect(amounts('¥ 33,172.40')).toEqual([3317240]);
    expect(amounts('$15,474')).toEqual([1547400]);
    expect(amounts('£500')).toEqual([50000]);
  });

  it("reads nothing without a currency mark: a bare number may be anything, '31,500' a misread '₹1,500'", () => {
    expect(amounts('1,500.00 paid')).toEqual([]);
    expect(amounts('31,500')).toEqual([]);
  });

  it('reads nothing of a grouping that is neither Indian nor international, or of one paisa digit', () => {
    expect(amounts('₹15,00')).toEqual([]);
    expect(amounts('₹1.500,00')).toEqual([]);
    expect(amounts('₹1,500.5')).toEqual([]);
    expect(amounts('₹1,5000')).toEqual([]);
  });

  it('reads no Rs inside a word ("Hrs 12")', () => expect(amounts('2 Hrs 12')).toEqual([]));

  it('refuses nothing paid', () => expect(paiseOf('0.00')).toBeNull());
});

describe('UPI IDs', () => {
  it('reads one, lower-cased, without brackets or a sentence end', () => {
    expect(upiIdOf('Acme.Pay@okaxis')).toBe('acme.pay@okaxis');
    expect(upiIdOf('(ramesh12@ybl).')).toBe('ramesh12@ybl');
  });

  it('reads no e-mail address, no bare handle, no phone', () => {
    expect(upiIdOf('help@bank.com')).toBeNull();
    expect(upiIdOf('@okaxis')).toBeNull();
    expect(upiIdOf('9876543210')).toBeNull();
  });
});

describe('a UPI ID in doubt', () => {
  it('trusts one read with confidence, at a known handle, with no look-alike by a digit', () => {
    expect(upiIdInDoubt('ramesh35@oksbi', 90)).toBe(false);
    expect(upiIdInDoubt('acme.pay@okaxis', 60)).toBe(false);
    // Two trailing 1s or 0s read as letters: 'shreell' for 'shree11'.
    expect(upiIdInDoubt('shreell@oksbi', 90)).toBe(true);
    expect(upiIdInDoubt('priyaIO@ybl', 90)).toBe(true);
  });

  it('doubts a letter OCR makes of a digit next to a digit', () => {
    expect(upiIdInDoubt('kavital6@okhdfcbank', 90)).toBe(true);
    expect(upiIdInDoubt('kavitaD1@paytm', 90)).toBe(true);
    expect(upiIdInDoubt('sunitad9@paytm', 90)).toBe(true);
    expect(upiIdInDoubt('12o4@ybl', 90)).toBe(true);
  });

  it('doubts an unknown handle and a word the engine doubts', () => {
    expect(upiIdInDoubt('lakshmi60@okhdfcban', 90)).toBe(true);
    expect(upiIdInDoubt('ramesh35@oksbi', 41)).toBe(true);
  });
});

const days = (text: string) => datesIn(text).map((date) => date.days);

describe('datesIn: a numeric date prints day and month alike', () => {
  it("reads '05/11/2026' and '5/1/2026', not '26-9-2026': a month's name misread as a digit", () => {
    expect(days('05/11/2026')).toHaveLength(1);
    expect(days('5/1/2026')).toEqual([
      [
        { day: 5, month: 1, year: 2026 },
        { day: 1, month: 5, year: 2026 },
      ],
    ]);
    // How Kotak's Hindi layout read '26-नव॰-2026 01:14 PM', its '°' gone.
    expect(days('26-9-2026 01:14 PM')).toEqual([]);
  });
});

describe('dates', () => {
  it('reads day-month-year with the month in words', () => {
    expect(days('12 Nov 2026, 3:45 pm')).toEqual([[{ year: 2026, month: 11, day: 12 }]]);
    expect(days('12-Nov-2026')).toEqual([[{ year: 2026, month: 11, day: 12 }]]);
    expect(days('1st September, 2026')).toEqual([[{ year: 2026, month: 9, day: 1 }]]);
  });

  it('reads month-day-year with the month in words', () =>
    expect(days('Nov 12, 2026')).toEqual([[{ year: 2026, month: 11, day: 12 }]]));

  it('reads a day without a year as such', () =>
    expect(days('12 Nov, 3:45 pm')).toEqual([[{ year: null, month: 11, day: 12 }]]));

  it('reads numbers day first or month first when only one exists', () => {
    expect(days('25/11/2026')).toEqual([[{ year: 2026, month: 11, day: 25 }]]);
    expect(days('11/25/2026')).toEqual([[{ year: 2026, month: 11, day: 25 }]]);
    expect(days('2026-11-05')).toEqual([[{ year: 2026, month: 11, day: 5 }]]);
  });

  it('keeps both readings of 05/11/2026, and one of 05/05/2026', () => {
    expect(days('05/11/2026')).toEqual([
      [
        { year: 2026, month: 11, day: 5 },
        { year: 2026, month: 5, day: 11 },
      ],
    ]);
    expect(days('05/05/2026')).toEqual([[{ year: 2026, month: 5, day: 5 }]]);
  });

  it('reads no day that does not exist, and no month inside a word', () => {
    expect(days('31/02/2026')).toEqual([]);
    expect(days('29 Feb 2026')).toEqual([]);
    expect(exists({ year: 2028, month: 2, day: 29 })).toBe(true);
    expect(days('12 Marketing Road')).toEqual([]);
  });
});

describe('times of day', () => {
  const minutes = (text: string) => timesIn(text).map((time) => time.minutes);

  it('reads 12- and 24-hour times', () => {
    expect(minutes('3:45 pm')).toEqual([15 * 60 + 45]);
    expect(minutes('12:05 AM')).toEqual([5]);
    expect(minutes('3.45 p.m.')).toEqual([15 * 60 + 45]);
    expect(minutes('15:45')).toEqual([15 * 60 + 45]);
    expect(minutes('00:30')).toEqual([30]);
  });

  it('reads 05:23 without am or pm as the later of the two', () => expect(minutes('05:23')).toEqual([17 * 60 + 23]));

  it('reads no time from an amount or an impossible clock', () => {
    expect(minutes('Rs.15.50')).toEqual([]);
    expect(minutes('25:61')).toEqual([]);
  });
});
