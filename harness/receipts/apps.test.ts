// The app receipts (./apps.ts): each prints what it says it does, and differs from its link only as told.
import { describe, expect, it } from 'vitest';
import { APPS, appReceipt, MISMATCHES } from './apps.ts';
import { makeCorpus } from './corpus.ts';
import { paidAtOf, truthOf } from './payment-truth.ts';
import { fitsItsDay } from './score.ts';
import { seeded } from './values.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY_MS = 86_400_000;

const all = APPS.flatMap((app, a) =>
  MISMATCHES.flatMap((mismatch, m) =>
    [0, 1, 2].map((round) => appReceipt(app, mismatch, seeded(a * 100 + m * 10 + round), NOW, round * 24 + a + m)),
  ),
);

/** When the receipt says it was paid, as the scorer reads it (./payment-score.ts). */
const paidAt = (printed: Parameters<typeof truthOf>[0]) => paidAtOf(truthOf(printed));

describe('appReceipt', () => {
  it.each(all.map((receipt) => [`${receipt.app} ${receipt.mismatch} ${receipt.lang}`, receipt] as const))(
    '%s prints its amount, payee, date and UTR',
    (_name, receipt) => {
      const html = receipt.html.replace(/&amp;/g, '&');
      for (const text of [receipt.printed.amount.replace(/^(?:₹|INR |Rs\. )/, ''), receipt.printed.date, receipt.utr])
        expect(html).toContain(text);
      expect(html).toContain(receipt.printed.upiId ?? 'no UPI ID');
      expect(html).toContain(receipt.printed.payee);
      expect(receipt.utr).toMatch(/^\d{12}$/);
    },
  );

  it.each(all.map((receipt) => [`${receipt.app} ${receipt.mismatch}`, receipt] as const))(
    '%s differs from its link only in what it is drawn for',
    (_name, receipt) => {
      const truth = truthOf(receipt.printed);
      const { link, mismatch } = { link: receipt.link, mismatch: receipt.mismatch };
      expect(truth.paise !== link.amount).toBe(mismatch === 'amount');
      expect(truth.upiId !== link.upiId).toBe(mismatch === 'payee');
      const age = link.openedAt - paidAt(receipt.printed);
      expect(age).toBeGreaterThan(0);
      // 'More than two days before the page was opened' is what the date note says.
      expect(age > 2 * DAY_MS).toBe(mismatch === 'date');
      if (mismatch === 'date') expect(age).toBeGreaterThanOrEqual(3 * DAY_MS - 60 * 60_000);
      expect(link.openedAt).toBeLessThanOrEqual(NOW.getTime());
    },
  );

  it("dates the UPI reference on the receipt's own day: the year's last digit, then the day of the year", () => {
    for (const receipt of all) {
      const { day } = truthOf(receipt.printed);
      const dayOfYear = (Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(day.year, 0, 1)) / DAY_MS + 1;
      expect(receipt.utr.slice(0, 4)).toBe(`${day.year % 10}${String(dayOfYear).padStart(3, '0')}`);
      // As the corpus report counts it: this reference fits its day; one five days on does not.
      expect(fitsItsDay(receipt.utr, receipt.printed)).toBe(true);
      const later = `${receipt.utr[0]}${String(dayOfYear + 5).padStart(3, '0')}${receipt.utr.slice(4)}`;
      expect(fitsItsDay(later, receipt.printed)).toBe(false);
    }
  });
});

describe('the corpus', () => {
  it('has two receipts for each app and way of differing, one for tuning and one held out', () => {
    const apps = makeCorpus(NOW).filter((receipt) => receipt.checked && !receipt.family);
    expect(apps).toHaveLength(APPS.length * MISMATCHES.length * 2);
    for (const app of APPS)
      for (const mismatch of MISMATCHES) {
        const pair = apps.filter((r) => r.name.split(' ')[2] === app && r.checked?.mismatch === mismatch);
        expect(pair.map((r) => r.split).sort()).toEqual(['held-out', 'tuning']);
      }
  });
});
