// What a corpus receipt's payment is, and how reading it is scored (docs/rules.md, Reading the payment from a screenshot).
import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../../client/utr-finder/utr-tokens.ts';
import { makeCorpus } from './corpus.ts';
import { findPayment } from '../../client/utr-finder/payment-finder.ts';
import { scorePayment as scoreFound } from './payment-score.ts';
import { truthOf } from './payment-truth.ts';

describe('truthOf: the generator’s own formats', () => {
  it('reads each form of amount and date the generator prints', () => {
    const printed = { upiId: 'ramesh35@oksbi', payee: 'Ramesh Kumar' };
    expect(truthOf({ ...printed, amount: '₹ 33,172.40', date: '1:12 pm on 10 Jun 2026' })).toMatchObject({
      paise: 3317240,
      day: { year: 2026, month: 6, day: 10 },
      minutes: 13 * 60 + 12,
    });
    expect(truthOf({ ...printed, amount: '₹74,718.00', date: '23/07/2026 06:07' })).toMatchObject({
      paise: 7471800,
      day: { year: 2026, month: 7, day: 23 },
      minutes: 6 * 60 + 7,
    });
    expect(truthOf({ ...printed, amount: '₹15,474', date: '24 Oct 2026, 12:07 AM' })).toMatchObject({
      paise: 1547400,
      minutes: 7,
    });
  });

  it('reads what every corpus receipt printed', () => {
    const corpus = makeCorpus(new Date('2026-11-28T12:00:00Z'));
    expect(corpus.length).toBeGreaterThan(100);
    for (const receipt of corpus) expect(() => truthOf(receipt.printed)).not.toThrow();
  });
});

/** One row of words, 40 px tall, at `y`. */
const row = (y: number, text: string): OcrLine => {
  let x = 40;
  return {
    words: text.split(' ').map((word) => {
      const box = { x0: x, y0: y, x1: x + word.length * 24, y1: y + 40 };
      x = box.x1 + 24;
      return { text: word, confidence: 95, box };
    }),
  };
};

describe('scorePayment', () => {
  const receipt = {
    name: '#1 inline light en test',
    failed: false,
    printed: { amount: '₹1,500.50', date: '12 Nov 2026, 3:45 pm', upiId: 'ramesh35@oksbi', payee: 'Ramesh Kumar' },
  };
  const options = { testMode: false, now: new Date('2026-11-28T12:00:00Z') };
  /** Scored as the corpus report scores it: what the finder makes of the lines. */
  const scorePayment = (scored: Parameters<typeof scoreFound>[0], lines: readonly OcrLine[], check: typeof options) =>
    scoreFound(scored, findPayment(lines, check));

  it('counts a right reading right, and its notes against a differing link right, with no false note', () => {
    const lines = [row(100, 'Payment successful'), row(160, 'Amount ₹1,500.50'), row(220, 'To ramesh35@oksbi')];
    const scored = scorePayment(receipt, [...lines, row(280, '12 Nov 2026, 3:45 pm')], options);
    expect(scored.finders).toMatchObject({ amount: 'right', 'payee UPI ID': 'right', date: 'right', status: 'right' });
    expect(scored.notes).toEqual({ amount: 'right', payee: 'right', date: 'right' });
    expect(scored.falseNotes).toEqual([]);
  });

  it('counts a misread value wrong, and the note it makes false', () => {
    const scored = scorePayment(receipt, [row(100, 'Amount ₹150.50')], options);
    expect(scored.finders.amount).toBe('wrong');
    expect(scored.notes.amount).toBe('wrong');
    expect(scored.falseNotes.map((note) => note.kind)).toEqual(['amount']);
  });

  it('counts nothing found as silent, or as nothing to find where nothing is printed', () => {
    const scored = scorePayment({ ...receipt, printed: { ...receipt.printed, upiId: null } }, [], options);
    expect(scored.finders.amount).toBe('silent');
    expect(scored.finders['payee UPI ID']).toBe('none');
  });

  describe("against an app receipt's own link", () => {
    const lines = [row(100, 'Payment successful'), row(160, 'Amount ₹1,500.50'), row(220, 'To ramesh35@oksbi')];
    const paid = Date.UTC(2026, 10, 12, 10, 15);
    const link = { amount: 1_500_50, upiId: 'ramesh35@oksbi', openedAt: paid + 3_600_000 };
    // A link for ₹15,000.50: the receipt's ₹1,500.50 lost a digit.
    const other = { ...link, amount: 1_500_050 };

    it('counts the due note right when it shows what the receipt printed', () => {
      const scored = scorePayment({ ...receipt, checked: { link: other, mismatch: 'amount' } }, lines, options);
      expect(scored.ownLink?.notes).toEqual({ amount: 'right', payee: 'none', date: 'none' });
    });

    it('counts a due note not shown silent', () => {
      const scored = scorePayment(
        { ...receipt, checked: { link: other, mismatch: 'amount' } },
        lines.slice(2),
        options,
      );
      expect(scored.ownLink?.notes.amount).toBe('silent');
    });

    it('counts a note that was not due wrong, and leaves a match with no note alone', () => {
      const scored = scorePayment({ ...receipt, checked: { link, mismatch: 'match' } }, lines, options);
      expect(scored.ownLink?.notes).toEqual({ amount: 'none', payee: 'none', date: 'none' });
      const elsewhere = scorePayment(
        { ...receipt, checked: { link: { ...link, upiId: 'priya12@ybl' }, mismatch: 'match' } },
        lines,
        options,
      );
      expect(elsewhere.ownLink?.notes.payee).toBe('wrong');
    });
  });
});
