import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, isValidAmount, plainAmount } from './money.ts';
import { upiAmount } from './upi.ts';

describe('formatAmount (docs/rules.md, Money)', () => {
  it.each([
    [150000, '₹1,500'],
    [150050, '₹1,500.50'],
    [10000000, '₹1,00,000'],
    [5, '₹0.05'],
    [100, '₹1'],
    [99, '₹0.99'],
    [123456789, '₹12,34,567.89'],
  ])('%i paise reads %s', (paise, text) => {
    expect(formatAmount(paise)).toBe(text);
  });

  // The page groups digits by hand (no Intl at start-up); Intl's en-IN currency format is the reference.
  const intlWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const intlReference = (paise: number) => {
    const rupees = intlWhole.format(Math.trunc(paise / 100));
    return paise % 100 === 0 ? rupees : `${rupees}.${String(paise % 100).padStart(2, '0')}`;
  };

  it('reads as Intl.NumberFormat en-IN writes rupees, for any valid amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: 10_000_000_000 }),
          fc.maxSafeNat().filter((n) => n > 0),
        ),
        (paise) => {
          expect(formatAmount(paise)).toBe(intlReference(paise));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('upiAmount', () => {
  it.each([
    [150050, '1500.50'],
    [150000, '1500.00'],
    [5, '0.05'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i paise is %s', (paise, text) => {
    expect(upiAmount(paise)).toBe(text);
  });
});

describe('plainAmount (docs/rules.md, Money): what the amount Copy button copies', () => {
  it.each([
    [150050, '1500.50'],
    [150000, '1500'],
    [10000000, '100000'],
    [5, '0.05'],
    [100, '1'],
    [1234567891, '12345678.91'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i paise is %s: no rupee sign, no commas, decimals only with paise', (paise, text) => {
    expect(plainAmount(paise)).toBe(text);
  });
});

describe('isValidAmount', () => {
  it.each([1, 150000, Number.MAX_SAFE_INTEGER])('accepts %s', (value) => {
    expect(isValidAmount(value)).toBe(true);
  });
  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '100', null, undefined, Infinity])(
    'rejects %s',
    (value) => {
      expect(isValidAmount(value)).toBe(false);
    },
  );
});
