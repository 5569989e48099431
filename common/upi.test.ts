// The UPI deep link (docs/rules.md, UPI link and QR code): exact text for known cases, and a round trip for any address.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upiAmount, upiLink } from './upi.ts';

describe('upiLink', () => {
  it.each([
    ['acme@okaxis', 150050, 'upi://pay?pa=acme@okaxis&am=1500.50&cu=INR'],
    ['acme@okaxis', 150000, 'upi://pay?pa=acme@okaxis&am=1500.00&cu=INR'],
    ['shop.payments@ybl', 5, 'upi://pay?pa=shop.payments@ybl&am=0.05&cu=INR'],
    ['a b@bank', 100, 'upi://pay?pa=a%20b@bank&am=1.00&cu=INR'],
    ['a&am=1@bank', 100, 'upi://pay?pa=a%26am%3D1@bank&am=1.00&cu=INR'],
    ['a+b@bank', 100, 'upi://pay?pa=a%2Bb@bank&am=1.00&cu=INR'],
    ['a?b#c@bank', 100, 'upi://pay?pa=a%3Fb%23c@bank&am=1.00&cu=INR'],
    ['50%@bank', 100, 'upi://pay?pa=50%25@bank&am=1.00&cu=INR'],
    ["it's(x)*!@bank", 100, 'upi://pay?pa=it%27s%28x%29%2A%21@bank&am=1.00&cu=INR'],
    ['a-b_c.d~e@bank', 100, 'upi://pay?pa=a-b_c.d~e@bank&am=1.00&cu=INR'],
    ['दुकान@upi', 100, 'upi://pay?pa=%E0%A4%A6%E0%A5%81%E0%A4%95%E0%A4%BE%E0%A4%A8@upi&am=1.00&cu=INR'],
  ])('%j and %i paise give %s', (address, paise, link) => {
    expect(upiLink(address, paise)).toBe(link);
  });

  it('any address and amount read back exactly from the link (property)', () => {
    const address = fc.string({ unit: 'grapheme', minLength: 1 });
    const paise = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(address, paise, (pa, amount) => {
        const link = upiLink(pa, amount);
        expect(link.startsWith('upi://pay?')).toBe(true);
        // Only RFC 3986 unreserved characters, '@' and percent escapes may appear in the values.
        const query = link.slice('upi://pay?'.length);
        for (const pair of query.split('&')) expect(pair).toMatch(/^[a-z]+=[A-Za-z0-9\-._~@%]*$/);
        const params = new URLSearchParams(query);
        expect([...params.keys()]).toEqual(['pa', 'am', 'cu']);
        expect(params.get('pa')).toBe(pa);
        expect(params.get('am')).toBe(upiAmount(amount));
        expect(params.get('cu')).toBe('INR');
      }),
    );
  });
});
