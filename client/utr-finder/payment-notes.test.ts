// What the page may note about a screenshot's payment against this link (docs/rules.md, Reading the payment from a screenshot), rule by rule.
import { describe, expect, it } from 'vitest';
import type { PaymentFindings } from './payment-finder.ts';
import { editsBetween, noteDay, otherName, paymentNotes, type PaymentLink } from './payment-notes.ts';

/** Opened at 10:00 IST on 22 November 2026. */
const openedAt = Date.parse('2026-11-22T04:30:00Z');
const link: PaymentLink = { amount: 150050, upiId: 'acme.pay@okaxis', openedAt };
const none: PaymentFindings = {
  amount: null,
  amountEither: null,
  payeeUpiId: null,
  payeeName: null,
  date: null,
  status: 'success',
};
const notes = (found: Partial<PaymentFindings>, to: Partial<PaymentLink> = {}) =>
  paymentNotes({ ...none, ...found }, { ...link, ...to });
const on = (year: number | null, month: number, day: number, minutes: number | null = null) => ({
  days: [{ year, month, day }],
  minutes,
});

describe('the amount note', () => {
  it('notes another amount, with both', () =>
    expect(notes({ amount: 15050 })).toEqual([{ kind: 'amount', shown: 15050, expected: 150050 }]));

  it('notes nothing for the same amount, no amount read, or a link without one', () => {
    expect(notes({ amount: 150050 })).toEqual([]);
    expect(notes({})).toEqual([]);
    expect(notes({ amount: 15050 }, { amount: null })).toEqual([]);
  });
});

describe('the payee note', () => {
  it("notes another UPI ID than the channel's", () =>
    expect(notes({ payeeUpiId: 'someone@okicici' })).toEqual([
      { kind: 'payee', shown: 'someone@okicici', expected: 'acme.pay@okaxis' },
    ]));

  it('notes the same name at another bank', () =>
    expect(notes({ payeeUpiId: 'acme.pay@ybl' }).map((note) => note.kind)).toEqual(['payee']));

  it('takes a character or two off for a misreading, and case for nothing', () => {
    expect(notes({ payeeUpiId: 'acme.pay@okaxls' })).toEqual([]);
    expect(notes({ payeeUpiId: 'acme.pay@okaxis' }, { upiId: 'Acme.Pay@OKAXIS' })).toEqual([]);
  });

  it('notes nothing when the channel is not UPI', () =>
    expect(notes({ payeeUpiId: 'someone@okicici' }, { upiId: null })).toEqual([]));

  it('counts edits', () => {
    expect(editsBetween('okaxis', 'okaxls', 2)).toBe(1);
    expect(editsBetween('acme', 'acne1', 2)).toBe(2);
    expect(editsBetween('someone@okicici', 'acme.pay@okaxis', 2)).toBe(3);
  });
});

describe("the payee note on a mobile number's UPI ID", () => {
  const mobile = { upiId: '9876543210@ybl' };
  it('notes a mobile number one digit off, or two digits swapped: another person', () => {
    expect(notes({ payeeUpiId: '9876543211@ybl' }, mobile)).toEqual([
      { kind: 'payee', shown: '9876543211@ybl', expected: '9876543210@ybl' },
    ]);
    expect(notes({ payeeUpiId: '9876543201@ybl' }, mobile)).toHaveLength(1);
    expect(notes({ payeeUpiId: '919876543201@paytm' }, { upiId: '919876543210@paytm' })).toHaveLength(1);
  });

  it("keeps the misreading's slack for the handle's letters and for a name's", () => {
    expect(notes({ payeeUpiId: '9876543210@ibl' }, mobile)).toEqual([]);
    expect(notes({ payeeUpiId: '919876543210@ybl' }, mobile)).toEqual([]);
    expect(notes({ payeeUpiId: 'kavita61@ybl' }, { upiId: 'kavita16@ybl' })).toEqual([]);
  });
});

describe('the date note: more than two days before the page was opened', () => {
  it('notes a payment exactly 48 hours before the page was opened not at all, a minute more yes', () => {
    // Opened at 10:00 IST on 22 November: 10:00 on the 20th is exactly 48 hours before.
    expect(notes({ date: on(2026, 11, 20, 600) })).toEqual([]);
    expect(notes({ date: on(2026, 11, 20, 599) })).toEqual([
      { kind: 'date', shown: { year: 2026, month: 11, day: 20 } },
    ]);
  });

  it("says whether the day is in another year than the page's: a receipt a year old", () => {
    expect(noteDay(on(2025, 11, 22, 600), openedAt)).toEqual({ year: 2025, month: 11, day: 22, otherYear: true });
    expect(noteDay(on(2026, 11, 12), openedAt)).toEqual({ year: 2026, month: 11, day: 12, otherYear: false });
    // A day without a year after today's is last year's.
    expect(noteDay(on(null, 12, 28), openedAt)).toMatchObject({ year: 2025, otherYear: true });
    expect(noteDay({ days: [], minutes: null }, openedAt)).toBeNull();
  });

  it('notes a day three days before', () =>
    expect(notes({ date: on(2026, 11, 19) })).toEqual([{ kind: 'date', shown: { year: 2026, month: 11, day: 19 } }]));

  it('notes nothing within two days, counting the end of a day without a time', () => {
    expect(notes({ date: on(2026, 11, 20) })).toEqual([]);
    // 20 November, 9:59 IST: 48 h 1 min before the page was opened.
    expect(notes({ date: on(2026, 11, 20, 9 * 60 + 59) }).map((note) => note.kind)).toEqual(['date']);
    expect(notes({ date: on(2026, 11, 20, 10 * 60 + 1) })).toEqual([]);
  });

  it('notes nothing for a day after the page was opened', () => expect(notes({ date: on(2026, 11, 23) })).toEqual([]));

  it('gives a day without a year the latest year it can be', () => {
    expect(notes({ date: on(null, 11, 12) })).toEqual([{ kind: 'date', shown: { year: 2026, month: 11, day: 12 } }]);
    expect(notes({ date: on(null, 12, 30) })).toEqual([{ kind: 'date', shown: { year: 2025, month: 12, day: 30 } }]);
    expect(notes({ date: on(null, 11, 23) })).toEqual([]);
  });

  it('notes nothing for a day in doubt (05/11 or 11/05)', () =>
    expect(
      notes({
        date: {
          days: [
            { year: 2026, month: 11, day: 5 },
            { year: 2026, month: 5, day: 11 },
          ],
          minutes: null,
        },
      }),
    ).toEqual([]));

  it('notes nothing against an unreadable clock', () =>
    expect(notes({ date: on(2026, 1, 1) }, { openedAt: Number.NaN })).toEqual([]));
});

describe('all together', () => {
  it('gives amount, payee and date in that order', () =>
    expect(notes({ amount: 100, payeeUpiId: 'someone@okicici', date: on(2026, 1, 2) }).map((n) => n.kind)).toEqual([
      'amount',
      'payee',
      'date',
    ]));

  it('notes nothing on a failed payment: the page already says so', () =>
    expect(notes({ amount: 100, payeeUpiId: 'someone@okicici', date: on(2026, 1, 2), status: 'failed' })).toEqual([]));
});

describe('a name that differs (measured, not shown)', () => {
  it('is another payee only when no word is shared, titles and shop words aside', () => {
    expect(otherName('Priya Sharma', 'RAVI KUMAR')).toBe(true);
    expect(otherName('Ravi K', 'RAVI KUMAR')).toBe(false);
    expect(otherName('Kumar Stores', 'RAVI KUMAR')).toBe(false);
    expect(otherName('M/s Acme Pvt Ltd', 'Acme Games')).toBe(false);
    expect(otherName('Shri', 'RAVI KUMAR')).toBe(false);
  });
});
