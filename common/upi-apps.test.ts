// The iPhone's UPI app links (docs/rules.md, UPI apps on iPhone): each app's scheme and path, with exactly the UPI link's query.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upiLink } from './upi.ts';
import { upiAppLinks } from './upi-apps.ts';

describe('upiAppLinks', () => {
  it('gives each app its published scheme and path, with the query of the UPI link', () => {
    expect(upiAppLinks('acme@okaxis', 150_050).map(({ name, href }) => [name, href])).toEqual([
      ['Google Pay', 'gpay://upi/pay?pa=acme@okaxis&am=1500.50&cu=INR'],
      ['PhonePe', 'phonepe://pay?pa=acme@okaxis&am=1500.50&cu=INR'],
      ['Paytm', 'paytmmp://pay?pa=acme@okaxis&am=1500.50&cu=INR'],
      ['BHIM', 'bhim://pay?pa=acme@okaxis&am=1500.50&cu=INR'],
      ['CRED', 'credpay://upi/pay?pa=acme@okaxis&am=1500.50&cu=INR'],
    ]);
  });

  it('every link reads back to the same payee, amount and currency as the UPI link (property)', () => {
    const address = fc.string({ unit: 'grapheme', minLength: 1 });
    const paise = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(address, paise, (pa, amount) => {
        const qr = new URL(upiLink(pa, amount));
        for (const { href } of upiAppLinks(pa, amount)) {
          const app = new URL(href);
          expect(app.search).toBe(qr.search);
          expect([...app.searchParams]).toEqual([...qr.searchParams]);
        }
      }),
    );
  });
});
