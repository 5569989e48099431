// What the page may note about a screenshot's payment against this link (docs/rules.md, Reading the payment from a screenshot), rule by rule.
import { describe, expect, it } from 'vitest';
import type { PaymentFindings } from './payment-finder.ts';
import { editsBetween, paymentNotes, type PaymentLink } from './payment-notes.ts';

/** Opened at 10:00 IST on 22 November 2026. */
const openedAt = Date.parse('2026-11-22T04:30:00Z');
const link: PaymentLink = { amount: 150050, upiId: 'acme.pay@okaxis', openedAt };
const none: PaymentFindings = { amount: null, payeeUpiId: null, payeeName: null, date: null, status: 'success' };
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

describe('the date note: more than two days before the page was opened', () => {
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
