// Who the payee is (docs/rules.md, Who the payee is): the payee fields' shapes, a malformed one left
// out while its option stays, and which ways to pay each kind of payee is offered; and a bank
// account's holder (docs/rules.md, Bank transfers and large amounts), checked the same way.
import { describe, expect, it } from 'vitest';
import { bankFields, payeeFields, payeeTypeField } from './channel-fields.ts';
import { parseChannels } from './channels-answer.ts';
import { offersAppLink, offersSavedQr, PAYEE_KINDS, PAYEE_TYPES, payeeKind, SAVED_QR_LIMIT } from './payee.ts';

const upi = (fields: Record<string, unknown>) => ({
  amount: 250_000,
  channel_types: [
    {
      name: 'UPI',
      type: 'upi',
      options: [{ channel_id: 'u1', type: 'upi', upi_address: 'ravi@okhdfcbank', ...fields }],
    },
  ],
});

describe('payeeFields', () => {
  it('keeps each field that has its shape', () => {
    expect(
      payeeFields({
        payee_type: 'merchant',
        payee_name: 'ACME GAMES',
        merchant_code: '5816',
        transaction_ref: 'ORD-20261128_1.a',
      }),
    ).toEqual({
      payee_type: 'merchant',
      payee_name: 'ACME GAMES',
      merchant_code: '5816',
      transaction_ref: 'ORD-20261128_1.a',
    });
    expect(payeeFields({ payee_type: 'personal', payee_name: 'रवि कुमार' })).toEqual({
      payee_type: 'personal',
      payee_name: 'रवि कुमार',
    });
    expect(payeeFields({ payee_name: "  D'Souza & Sons (P) Ltd.  " })).toEqual({
      payee_name: "D'Souza & Sons (P) Ltd.",
    });
  });

  it.each([
    ['payee_type', 'Merchant'],
    ['payee_type', 'person'],
    ['payee_type', ''],
    ['payee_type', 1],
    ['payee_name', ''],
    ['payee_name', '   '],
    ['payee_name', 'RAVI\u202eKUMAR'],
    ['payee_name', 'RAVI\nKUMAR'],
    ['payee_name', '<b>RAVI</b>'],
    ['payee_name', '-RAVI'],
    ['payee_name', 'R'.repeat(101)],
    ['payee_name', ['RAVI']],
    ['merchant_code', '581'],
    ['merchant_code', '58160'],
    ['merchant_code', '58a6'],
    ['merchant_code', 5816],
    ['merchant_code', '५८१६'],
    ['transaction_ref', ''],
    ['transaction_ref', 'T'.repeat(36)],
    ['transaction_ref', 'ORD 1'],
    ['transaction_ref', 'ORD&am=1'],
    ['transaction_ref', null],
  ])('leaves out %s %j', (field, value) => {
    expect(payeeFields({ [field]: value })).toEqual({});
  });

  it('takes 100 characters of name and 35 of reference, not one more', () => {
    expect(payeeFields({ payee_name: 'R'.repeat(100), transaction_ref: 'T'.repeat(35) })).toEqual({
      payee_name: 'R'.repeat(100),
      transaction_ref: 'T'.repeat(35),
    });
  });
});

describe('the channels answer with payee fields', () => {
  it('keeps the option, with only the fields that have their shape', () => {
    const channels = parseChannels(
      upi({ payee_type: 'personal', payee_name: 'RAVI\u200bKUMAR', merchant_code: 'x', extra: 1 }),
    );
    expect(channels?.groups[0]?.options).toEqual([
      { channel_id: 'u1', type: 'upi', upi_address: 'ravi@okhdfcbank', payee_type: 'personal' },
    ]);
  });

  it('gives a bank option no payee field', () => {
    const channels = parseChannels({
      amount: 100,
      channel_types: [
        {
          name: 'Bank',
          type: 'bank_transfer',
          options: [
            {
              channel_id: 'b1',
              type: 'bank_transfer',
              bank_name: 'HDFC Bank',
              bank_account_number: '50200012345678',
              bank_ifsc_code: 'HDFC0001234',
              payee_type: 'personal',
            },
          ],
        },
      ],
    });
    expect(channels?.groups[0]?.options[0]).not.toHaveProperty('payee_type');
  });
});

describe('which ways to pay each payee is offered', () => {
  it('an app link for a merchant and an unknown payee, never for a person', () => {
    expect(offersAppLink({ payee_type: 'merchant' })).toBe(true);
    expect(offersAppLink({})).toBe(true);
    expect(offersAppLink({ payee_type: 'personal' })).toBe(false);
  });

  it('a saved QR code to a person up to ₹2,000, not a paisa more; to others at any amount', () => {
    expect(SAVED_QR_LIMIT).toBe(200_000);
    expect(offersSavedQr({ payee_type: 'personal' }, 150_000)).toBe(true);
    expect(offersSavedQr({ payee_type: 'personal' }, 200_000)).toBe(true);
    expect(offersSavedQr({ payee_type: 'personal' }, 200_001)).toBe(false);
    expect(offersSavedQr({ payee_type: 'personal' }, 250_000)).toBe(false);
    expect(offersSavedQr({ payee_type: 'merchant' }, 10_000_000)).toBe(true);
    expect(offersSavedQr({}, 10_000_000)).toBe(true);
  });

  it('names the payee kind the funnel records', () => {
    expect([payeeKind({ payee_type: 'merchant' }), payeeKind({ payee_type: 'personal' }), payeeKind({})]).toEqual([
      'merchant',
      'personal',
      'unknown',
    ]);
  });
});

describe('the payee kinds, written once', () => {
  it('the field takes exactly the payee types, and the funnel adds unknown', () => {
    expect(PAYEE_TYPES).toEqual(['merchant', 'personal']);
    for (const type of PAYEE_TYPES) expect(payeeTypeField(type)).toBe(type);
    expect(payeeTypeField('unknown')).toBeNull();
    expect(PAYEE_KINDS).toEqual([...PAYEE_TYPES, 'unknown']);
  });
});

describe("a bank account's holder (bankFields)", () => {
  it.each(['SUNITA DEVI', 'ACME GAMES PRIVATE LIMITED', "D'Souza & Sons (P) Ltd.", 'सुनीता देवी', 'R'.repeat(100)])(
    'keeps %j',
    (name) => {
      expect(bankFields({ account_holder_name: name })).toEqual({ account_holder_name: name });
    },
  );

  it('trims it', () => {
    expect(bankFields({ account_holder_name: '  SUNITA DEVI ' })).toEqual({ account_holder_name: 'SUNITA DEVI' });
  });

  it.each([
    '',
    '   ',
    'SUNITA\u202eDEVI',
    'SUNITA\u200bDEVI',
    'SUNITA\nDEVI',
    '<b>SUNITA</b>',
    '-SUNITA',
    'R'.repeat(101),
    42,
    null,
    ['SUNITA DEVI'],
  ])('leaves out %j', (value) => {
    expect(bankFields({ account_holder_name: value })).toEqual({});
  });

  it('in a channels answer: the option stays with a malformed name, and keeps a good one', () => {
    const answer = (name: unknown) =>
      parseChannels({
        amount: 60_000_000,
        channel_types: [
          {
            name: 'Bank',
            type: 'bank_transfer',
            options: [
              {
                channel_id: 'b1',
                type: 'bank_transfer',
                bank_name: 'HDFC Bank',
                bank_account_number: '50200012345678',
                bank_ifsc_code: 'HDFC0001234',
                account_holder_name: name,
              },
            ],
          },
        ],
      })?.groups[0]?.options[0];
    const plain = {
      channel_id: 'b1',
      type: 'bank_transfer',
      bank_name: 'HDFC Bank',
      bank_account_number: '50200012345678',
      bank_ifsc_code: 'HDFC0001234',
    };
    expect(answer('SUNITA DEVI')).toEqual({ ...plain, account_holder_name: 'SUNITA DEVI' });
    expect(answer('SUNITA\u202eDEVI')).toEqual(plain);
    expect(answer(undefined)).toEqual(plain);
  });

  it('a UPI option gets no holder name', () => {
    const channels = parseChannels(upi({ account_holder_name: 'SUNITA DEVI' }));
    expect(channels?.groups[0]?.options[0]).not.toHaveProperty('account_holder_name');
  });
});
