// The iPhone's UPI app links (docs/rules.md, UPI apps on iPhone): each app's scheme and path, with exactly the UPI link's query.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upiLink } from './upi.ts';
import { upiAppLinks } from './upi-apps.ts';

describe('upiAppLinks', () => {
  it('gives each app its published scheme and path, with the query of the UPI link', () => {
    expect(upiAppLinks({ upi_address: 'acme@okaxis' }, 150_050).map(({ name, href }) => [name, href])).toEqual([
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
        const qr = new URL(upiLink({ upi_address: pa }, amount));
        for (const { href } of upiAppLinks({ upi_address: pa }, amount)) {
          const app = new URL(href);
          expect(app.search).toBe(qr.search);
          expect([...app.searchParams]).toEqual([...qr.searchParams]);
        }
      }),
    );
  });
});

describe("upiAppLinks for a merchant's link", () => {
  it("carry the UPI link's merchant fields too: the same query", () => {
    const payee = {
      upi_address: 'acme@okaxis',
      payee_type: 'merchant',
      payee_name: 'ACME GAMES',
      merchant_code: '5816',
      transaction_ref: 'T1',
    } as const;
    const qr = new URL(upiLink(payee, 250_000));
    expect(qr.search).toBe('?pa=acme@okaxis&pn=ACME%20GAMES&mc=5816&tr=T1&am=2500.00&cu=INR');
    for (const { href } of upiAppLinks(payee, 250_000)) expect(new URL(href).search).toBe(qr.search);
  });
});
