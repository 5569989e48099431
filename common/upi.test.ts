// The UPI deep link (docs/rules.md, UPI link and QR code; Who the payee is): exact text for known
// cases, every combination of payee fields, and a round trip for any address and merchant field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUpi, type UpiChannel } from './channels.ts';
import { parseChannels } from './channels-answer.ts';
import { offersQr, upiAmount, upiLink, upiValues, type UpiPayee } from './upi.ts';

const to = (upi_address: string, fields: Omit<UpiPayee, 'upi_address'> = {}): UpiPayee => ({ upi_address, ...fields });

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
    expect(upiLink(to(address), paise)).toBe(link);
  });

  it('any address and amount read back exactly from the link (property)', () => {
    const address = fc.string({ unit: 'grapheme', minLength: 1 });
    const paise = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(address, paise, (pa, amount) => {
        const link = upiLink(to(pa), amount);
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

describe('upiLink with who the payee is', () => {
  const merchant = {
    payee_type: 'merchant',
    payee_name: 'ACME GAMES',
    merchant_code: '5816',
    transaction_ref: 'ORD-1',
  } as const;
  const plain = 'upi://pay?pa=acme@okaxis&am=2500.00&cu=INR';

  it.each([
    [
      'a merchant with every field',
      merchant,
      'upi://pay?pa=acme@okaxis&pn=ACME%20GAMES&mc=5816&tr=ORD-1&am=2500.00&cu=INR',
    ],
    [
      'a merchant without a name',
      { ...merchant, payee_name: undefined },
      'upi://pay?pa=acme@okaxis&mc=5816&tr=ORD-1&am=2500.00&cu=INR',
    ],
    [
      'a merchant without a reference',
      { ...merchant, transaction_ref: undefined },
      'upi://pay?pa=acme@okaxis&pn=ACME%20GAMES&mc=5816&am=2500.00&cu=INR',
    ],
    [
      'a merchant with a code alone',
      { payee_type: 'merchant', merchant_code: '5816' },
      'upi://pay?pa=acme@okaxis&mc=5816&am=2500.00&cu=INR',
    ],
    ['a merchant without a code', { ...merchant, merchant_code: undefined }, plain],
    ['a personal payee with a name', { payee_type: 'personal', payee_name: 'RAVI KUMAR' }, plain],
    ['a personal payee given merchant fields', { ...merchant, payee_type: 'personal' }, plain],
    [
      'an unknown payee with a name and a code',
      { payee_name: 'ACME', merchant_code: '5816', transaction_ref: 'X' },
      plain,
    ],
    ['an unknown payee', {}, plain],
  ] as const)('%s', (_case, fields, link) => {
    expect(upiLink(to('acme@okaxis', fields), 250_000)).toBe(link);
  });

  it('carries the longest name and reference a payment worker may send, whole', () => {
    const name = `ACME ${'G'.repeat(95)}`;
    const ref = `ORD-${'1'.repeat(31)}`;
    expect([name.length, ref.length]).toEqual([100, 35]);
    expect(
      upiLink(
        to('acme@okaxis', { payee_type: 'merchant', payee_name: name, merchant_code: '5816', transaction_ref: ref }),
        100,
      ),
    ).toBe(`upi://pay?pa=acme@okaxis&pn=ACME%20${'G'.repeat(95)}&mc=5816&tr=${ref}&am=1.00&cu=INR`);
  });

  it('encodes the merchant fields as strictly as the address', () => {
    const link = upiLink(
      to('acme@okaxis', {
        payee_type: 'merchant',
        payee_name: "Chai & Co. (O'Neil)",
        merchant_code: '5812',
        transaction_ref: 'a_b.c-d',
      }),
      100,
    );
    expect(link).toBe(
      'upi://pay?pa=acme@okaxis&pn=Chai%20%26%20Co.%20%28O%27Neil%29&mc=5812&tr=a_b.c-d&am=1.00&cu=INR',
    );
    expect(upiLink(to('a@b', { payee_type: 'merchant', payee_name: 'दुकान', merchant_code: '5812' }), 100)).toBe(
      'upi://pay?pa=a@b&pn=%E0%A4%A6%E0%A5%81%E0%A4%95%E0%A4%BE%E0%A4%A8&mc=5812&am=1.00&cu=INR',
    );
  });

  it("any merchant's fields read back exactly, in the order pa, pn, mc, tr, am, cu (property)", () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1 });
    // As long as the payment worker may send them: a name up to 100 characters, a reference up to 35
    // (common/channel-fields.ts). Half the runs use one past 30, so a link that cut either would fail.
    const long = (max: number) => fc.oneof(text, fc.string({ unit: 'grapheme', minLength: 31, maxLength: max }));
    fc.assert(
      fc.property(
        text,
        long(100),
        fc.stringMatching(/^[0-9]{4}$/),
        fc.oneof(long(35), fc.stringMatching(/^[A-Za-z0-9._-]{31,35}$/)),
        fc.integer({ min: 1, max: 10 ** 12 }),
        (pa, pn, mc, tr, amount) => {
          const params = new URLSearchParams(
            upiLink(
              to(pa, { payee_type: 'merchant', payee_name: pn, merchant_code: mc, transaction_ref: tr }),
              amount,
            ).slice('upi://pay?'.length),
          );
          expect([...params]).toEqual([
            ['pa', pa],
            ['pn', pn],
            ['mc', mc],
            ['tr', tr],
            ['am', upiAmount(amount)],
            ['cu', 'INR'],
          ]);
        },
      ),
    );
  });
});

describe('upiLink from a channels answer with malformed payee fields', () => {
  it('leaves out each malformed field, so the link carries only what has its shape', () => {
    const link = (fields: Record<string, unknown>) => {
      const channels = parseChannels({
        amount: 250_000,
        channel_types: [
          {
            name: 'UPI',
            type: 'upi',
            options: [{ channel_id: 'u1', type: 'upi', upi_address: 'acme@okaxis', ...fields }],
          },
        ],
      });
      const channel = channels?.groups[0]?.options[0];
      if (!channel || !isUpi(channel)) throw new Error('no UPI option');
      return upiLink(channel, 250_000);
    };
    const merchant = { payee_type: 'merchant', payee_name: 'ACME GAMES', merchant_code: '5816', transaction_ref: 'T1' };
    expect(link(merchant)).toBe('upi://pay?pa=acme@okaxis&pn=ACME%20GAMES&mc=5816&tr=T1&am=2500.00&cu=INR');
    // A code of three digits is no code: a merchant without one gets the plain link.
    expect(link({ ...merchant, merchant_code: '581' })).toBe('upi://pay?pa=acme@okaxis&am=2500.00&cu=INR');
    // A name with a hidden character, a reference with a space: each left out, the rest kept.
    expect(link({ ...merchant, payee_name: 'ACME\u202eGAMES' })).toBe(
      'upi://pay?pa=acme@okaxis&mc=5816&tr=T1&am=2500.00&cu=INR',
    );
    expect(link({ ...merchant, transaction_ref: 'T 1' })).toBe(
      'upi://pay?pa=acme@okaxis&pn=ACME%20GAMES&mc=5816&am=2500.00&cu=INR',
    );
    // A payee type of another spelling is no type: the payee is unknown, the link plain.
    expect(link({ ...merchant, payee_type: 'MERCHANT' })).toBe('upi://pay?pa=acme@okaxis&am=2500.00&cu=INR');
  });
});

describe('the QR codes a page offers (docs/rules.md, Bank transfers and large amounts)', () => {
  const person: UpiChannel = { channel_id: 'p', type: 'upi', upi_address: 'ravi@okhdfcbank', payee_type: 'personal' };
  const merchant: UpiChannel = { channel_id: 'm', type: 'upi', upi_address: 'acme@okaxis', payee_type: 'merchant' };
  const shop: UpiChannel = { channel_id: 's', type: 'upi', upi_address: 'shop@oksbi' };

  it('to a person up to exactly ₹1,00,000, not one paisa more; to anyone else at any amount', () => {
    expect([offersQr(person, 10_000_000), offersQr(person, 10_000_001)]).toEqual([true, false]);
    expect([offersQr(merchant, 10_000_001), offersQr(shop, 10_000_001)]).toEqual([true, true]);
  });

  it('draws ahead only the codes step 2 shows', () => {
    const groups = [{ name: 'UPI', type: 'upi', options: [person, merchant, shop] }];
    expect(upiValues(groups, 10_000_000)).toHaveLength(3);
    expect(upiValues(groups, 15_000_000)).toEqual([
      'upi://pay?pa=acme@okaxis&am=150000.00&cu=INR',
      'upi://pay?pa=shop@oksbi&am=150000.00&cu=INR',
    ]);
  });
});
