// The receipt families (./families.ts): each prints what it says it does, and differs from its link only as its case says.
import { describe, expect, it } from 'vitest';
import { makeCorpus } from './corpus.ts';
import { DUE } from './family-values.ts';
import { FAMILIES } from './families.ts';
import { paidAtOf, truthOf } from './payment-truth.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY_MS = 86_400_000;
const families = makeCorpus(NOW).filter((receipt) => receipt.family);
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

describe('the receipt families', () => {
  it('has every family in a tuning layout and a held-out one, in English and Hindi, light and dark, whole and cropped', () => {
    for (const family of FAMILIES) {
      const mine = families.filter((receipt) => receipt.family?.family === family);
      expect(new Set(mine.map((receipt) => `${receipt.family?.layout} ${receipt.split}`))).toEqual(
        new Set(['tuning tuning', 'held-out held-out layouts']),
      );
      for (const layout of ['tuning', 'held-out'])
        for (const lang of ['en', 'hi']) {
          const some = mine.filter((receipt) => receipt.family?.layout === layout && receipt.family.lang === lang);
          expect(some.length, `${family} ${layout} ${lang}`).toBeGreaterThanOrEqual(6);
          expect(new Set(some.map((receipt) => / (light|dark) /.exec(receipt.name)?.[1])).size).toBe(2);
          expect(some.some((receipt) => receipt.cropped)).toBe(true);
          expect(some.some((receipt) => !receipt.cropped)).toBe(true);
        }
    }
  });

  it.each(families.map((receipt) => [receipt.name, receipt] as const))('%s prints its values', (_name, receipt) => {
    const text = textOf(receipt.html);
    for (const value of [receipt.printed.amount, receipt.printed.date, receipt.utr, receipt.printed.upiId ?? '?'])
      expect(text).toContain(value);
    // The UTR is labelled in English on every screen, as these apps do.
    expect(text).toMatch(/UTR|UPI transaction ID|UPI Ref|Reference No|RRN|Bank Reference/);
  });

  it('differs from its link only as its case says, at the boundaries exactly', () => {
    for (const receipt of families) {
      const { link, mismatch } = receipt.checked ?? { link: null, mismatch: 'match' };
      if (!link) throw new Error('a family receipt without its link');
      const truth = truthOf(receipt.printed);
      const age = link.openedAt - paidAtOf(truth);
      expect(truth.paise !== link.amount, receipt.name).toBe(mismatch.startsWith('amount'));
      if (mismatch === 'amount-1') expect(Math.abs(truth.paise - link.amount)).toBe(100);
      if (mismatch === 'amount-100') expect(Math.abs(truth.paise - link.amount)).toBe(10_000);
      expect(truth.upiId !== link.upiId, receipt.name).toBe(mismatch.startsWith('payee'));
      if (mismatch === 'payee-digit' || mismatch === 'payee-swap') {
        const [a = '', b = ''] = [truth.upiId?.split('@')[0], link.upiId.split('@')[0]];
        expect(a).toMatch(/^[6-9]\d{9}$/);
        const differ = [...a].filter((c, i) => c !== b[i]).length;
        expect(differ).toBe(mismatch === 'payee-digit' ? 1 : 2);
      }
      if (mismatch === 'exactly-48h') expect(age).toBe(2 * DAY_MS);
      if (mismatch === 'year-old') expect(age).toBeGreaterThanOrEqual(365 * DAY_MS);
      expect(age > 2 * DAY_MS, receipt.name).toBe(DUE[mismatch] === 'date');
    }
  });
});
