/**
 * The receipt generator the reading tests use (harness/receipts; docs/rules.md, Reading the UTR
 * from a screenshot) draws what it promises: every layout in light and dark, English and Hindi,
 * several fonts, the UTR in each accepted form and at different places, and real look-alikes
 * beside it; and the same seed always draws the same receipts.
 */
import { describe, expect, it } from 'vitest';
import { checkUtr } from '../../common/utr.ts';
import { makeReceipts } from './index.ts';

const now = new Date('2026-11-22T12:00:00Z');
const receipts = makeReceipts(42, 2026, now);
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

describe('makeReceipts', () => {
  it('draws every layout in light and dark, in English and Hindi, in several fonts', () => {
    const kinds = new Set(receipts.map((receipt) => `${receipt.layout} ${receipt.theme}`));
    expect(kinds.size).toBe(12);
    expect(new Set(receipts.filter((receipt) => receipt.lang === 'hi').map((receipt) => receipt.layout)).size).toBe(5);
    expect(receipts.filter((receipt) => receipt.lang === 'hi').length).toBeGreaterThanOrEqual(10);
    expect(new Set(receipts.map((receipt) => receipt.font)).size).toBeGreaterThanOrEqual(4);
  });

  it('shows a valid UTR on each, in all three forms, sometimes in groups of four', () => {
    for (const receipt of receipts) {
      expect(checkUtr(receipt.utr, { testMode: false, now })).toEqual({ ok: true, utr: receipt.utr });
      const shown = textOf(receipt.html).replace(/(\d{4}) (?=\d{4})/g, '$1');
      expect(shown, receipt.name).toContain(receipt.utr);
    }
    const lengths = new Set(receipts.map((receipt) => receipt.utr.length));
    expect([...lengths].sort()).toEqual([12, 16, 22]);
    expect(receipts.some((receipt) => receipt.name.endsWith('grouped'))).toBe(true);
  });

  it('puts the UTR at different heights of the screen', () => {
    const places = receipts.map((receipt) =>
      Math.round((textOf(receipt.html).indexOf(receipt.utr.slice(0, 4)) / textOf(receipt.html).length) * 4),
    );
    expect(new Set(places).size).toBeGreaterThanOrEqual(3);
  });

  it('prints look-alikes beside it: a phone number, an amount, a date, app IDs, 12-digit numbers labelled otherwise', () => {
    for (const receipt of receipts) {
      const text = textOf(receipt.html);
      for (const decoy of receipt.decoys) expect(text, receipt.name).toContain(decoy);
      expect(
        receipt.decoys.some((decoy) => /^(?:\+91 ?)?\d{5} ?\d{5}$/.test(decoy)),
        receipt.name,
      ).toBe(true);
      expect(receipt.decoys.some((decoy) => /^(?:₹|Rs\.)/.test(decoy))).toBe(true);
      expect(receipt.decoys).not.toContain(receipt.utr);
    }
    // A 12-digit number labelled as something else passes the UTR rules: only its label tells it apart.
    const twelve = receipts.flatMap((receipt) => receipt.decoys.filter((decoy) => /^\d{12}$/.test(decoy)));
    expect(twelve.length).toBeGreaterThanOrEqual(receipts.length / 2);
    expect(twelve.every((decoy) => checkUtr(decoy, { testMode: false, now }).ok)).toBe(true);
    const appIds = receipts.flatMap((receipt) =>
      receipt.decoys.filter((decoy) => /[A-Za-z_]/.test(decoy) && decoy.length > 12),
    );
    expect(appIds.length).toBeGreaterThan(10);
  });

  it('draws the same receipts from the same seed, and others from another', () => {
    expect(makeReceipts(42, 2026, now)).toEqual(receipts);
    expect(makeReceipts(42, 2027, now).map((receipt) => receipt.utr)).not.toEqual(
      receipts.map((receipt) => receipt.utr),
    );
  });
});
