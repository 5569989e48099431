// What one reading comes to, as the OCR thread and the corpus report both find it (docs/rules.md, Reading the payment from a screenshot).
import { describe, expect, it } from 'vitest';
import { readScreenshot } from './read-screenshot.ts';
import type { OcrLine } from './utr-tokens.ts';

const options = { testMode: false, now: new Date('2026-11-28T12:00:00Z') };
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
const receipt = [row(100, 'Payment successful'), row(160, 'Amount ₹1,500.00'), row(220, 'UTR 634012216499')];

describe('readScreenshot', () => {
  it('offers only the UTRs the second look confirms, and finds the payment beside them', async () => {
    const confirmed = await readScreenshot(receipt, options, () => true);
    expect(confirmed).toMatchObject({ utrs: ['634012216499'], payment: { amount: 150000, status: 'success' } });
    const refused = await readScreenshot(receipt, options, async () => Promise.resolve(false));
    expect(refused).toMatchObject({ utrs: [], payment: { amount: 150000 } });
  });

  it('says only that a failed payment failed, and asks for no second look', async () => {
    let asked = 0;
    const failed = await readScreenshot([row(100, 'Payment failed'), ...receipt.slice(1)], options, () => {
      asked++;
      return true;
    });
    expect(failed).toEqual({ failedPayment: true });
    expect(asked).toBe(0);
  });
});
