// Which bank transfers take an amount (docs/rules.md, Bank transfers and large amounts): IMPS up to
// ₹5,00,000, NEFT at any amount, RTGS from ₹2,00,000, each checked at its paisa and the paisa past it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankRails, IMPS_LIMIT, RTGS_MINIMUM } from './bank-rails.ts';

const LAKH = 100_000 * 100;

describe('the limits, in paise', () => {
  it('are ₹5,00,000 for IMPS and from ₹2,00,000 for RTGS', () => {
    expect([IMPS_LIMIT, RTGS_MINIMUM]).toEqual([5 * LAKH, 2 * LAKH]);
  });
});

describe('bankRails', () => {
  it.each([
    [150_000, ['IMPS', 'NEFT']],
    [RTGS_MINIMUM - 1, ['IMPS', 'NEFT']],
    [RTGS_MINIMUM, ['IMPS', 'NEFT', 'RTGS']],
    [3 * LAKH, ['IMPS', 'NEFT', 'RTGS']],
    [IMPS_LIMIT, ['IMPS', 'NEFT', 'RTGS']],
    [IMPS_LIMIT + 1, ['NEFT', 'RTGS']],
    [6 * LAKH, ['NEFT', 'RTGS']],
    [Number.MAX_SAFE_INTEGER, ['NEFT', 'RTGS']],
  ])('%i paise: %j', (paise, rails) => {
    expect(bankRails(paise)).toEqual(rails);
  });

  it('any amount: IMPS up to ₹5,00,000, NEFT always, RTGS from ₹2,00,000, in that order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        const rails = bankRails(paise);
        expect(rails.includes('IMPS')).toBe(paise <= IMPS_LIMIT);
        expect(rails.includes('NEFT')).toBe(true);
        expect(rails.includes('RTGS')).toBe(paise >= RTGS_MINIMUM);
        expect(rails).toEqual(['IMPS', 'NEFT', 'RTGS'].filter((rail) => rails.includes(rail as never)));
      }),
    );
  });
});
