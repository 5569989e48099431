// What one reading comes to, as the OCR thread and the corpus report both find it (docs/rules.md, Reading the payment from a screenshot).
import { describe, expect, it } from 'vitest';
import { readScreenshot } from './read-screenshot.ts';
import type { OcrBox, OcrLine } from './utr-tokens.ts';

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

  describe("a date read again with Hindi's model", () => {
    // 'तारीख 07-दिस॰-2026' as the English model reads it, and as Hindi's does.
    const english = (y: number): OcrLine => ({
      words: [
        { text: 'GLEE]', confidence: 30, box: { x0: 40, y0: y, x1: 160, y1: y + 40 } },
        { text: '07-f&8°-2026', confidence: 40, box: { x0: 200, y0: y, x1: 480, y1: y + 40 } },
      ],
    });
    const hindi = (y: number): OcrLine => ({
      words: [
        { text: 'तारीख', confidence: 90, box: { x0: 40, y0: y, x1: 160, y1: y + 40 } },
        { text: '07-दिस*-2026', confidence: 90, box: { x0: 200, y0: y, x1: 480, y1: y + 40 } },
      ],
    });

    it('finds the date in the line read again, and only then', async () => {
      const asked: OcrBox[] = [];
      const found = await readScreenshot(
        [...receipt, english(280)],
        options,
        () => true,
        (box) => {
          asked.push(box);
          return Promise.resolve([hindi(280)]);
        },
      );
      expect(asked).toEqual([{ x0: 40, y0: 280, x1: 480, y1: 320 }]);
      expect(found).toMatchObject({
        utrs: ['634012216499'],
        payment: { date: { days: [{ year: 2026, month: 12, day: 7 }] } },
      });
      const without = await readScreenshot([...receipt, english(280)], options, () => true);
      expect(without).toMatchObject({ payment: { date: null } });
    });

    it('asks nothing when the whole reading found the date', async () => {
      let asked = 0;
      const dated = [...receipt, row(280, 'Date 20 Nov 2026')];
      const found = await readScreenshot(
        dated,
        options,
        () => true,
        () => {
          asked++;
          return Promise.resolve([]);
        },
      );
      expect(asked).toBe(0);
      expect(found).toMatchObject({ payment: { date: { days: [{ year: 2026, month: 11, day: 20 }] } } });
    });

    it('finds no date, and still offers the UTR, when that reading fails', async () => {
      const found = await readScreenshot(
        [...receipt, english(280)],
        options,
        () => true,
        () => Promise.reject(new Error('the model did not load')),
      );
      expect(found).toMatchObject({ utrs: ['634012216499'], payment: { amount: 150000, date: null } });
    });
  });
});
