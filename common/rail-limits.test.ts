// What UPI takes in one payment (docs/rules.md, Bank transfers and large amounts): its ₹1,00,000 by
// payee, checked at its paisa and the paisa past it, and when bank transfer leads step 1.
import { describe, expect, it } from 'vitest';
import type { BankChannel, ChannelGroup, UpiChannel } from './channels.ts';
import { firstBankOption, UPI_LIMIT, upiFit, upiLeads, upiRefusesAll } from './rail-limits.ts';

const LAKH = 100_000 * 100;

const person: UpiChannel = { channel_id: 'p', type: 'upi', upi_address: 'ravi@okhdfcbank', payee_type: 'personal' };
const merchant: UpiChannel = { channel_id: 'm', type: 'upi', upi_address: 'acme@okaxis', payee_type: 'merchant' };
const unknown: UpiChannel = { channel_id: 'u', type: 'upi', upi_address: 'shop@oksbi' };
const bank: BankChannel = {
  channel_id: 'b',
  type: 'bank_transfer',
  bank_name: 'HDFC Bank',
  bank_account_number: '50200012345678',
  bank_ifsc_code: 'HDFC0001234',
};
const upiGroup = (...options: UpiChannel[]): ChannelGroup => ({ name: 'UPI', type: 'upi', options });
const bankGroup: ChannelGroup = { name: 'Bank Transfer', type: 'bank_transfer', options: [bank] };
const wallet: ChannelGroup = { name: 'Wallet', type: 'wallet', options: [{ channel_id: 'w', type: 'wallet' }] };

describe('the limit, in paise', () => {
  it('is ₹1,00,000', () => {
    expect(UPI_LIMIT).toBe(1 * LAKH);
  });
});

describe('upiFit', () => {
  it.each([
    ['a person', person, 'refused'],
    ['a merchant', merchant, 'may-refuse'],
    ['a payee the page cannot name', unknown, 'may-refuse'],
  ] as const)('%s: fits up to exactly ₹1,00,000, and not one paisa more', (_who, payee, above) => {
    expect(upiFit(payee, 1)).toBe('fits');
    expect(upiFit(payee, 150_000)).toBe('fits');
    expect(upiFit(payee, UPI_LIMIT)).toBe('fits');
    expect(upiFit(payee, UPI_LIMIT + 1)).toBe(above);
    expect(upiFit(payee, 1.5 * LAKH)).toBe(above);
    expect(upiFit(payee, Number.MAX_SAFE_INTEGER)).toBe(above);
  });
});

describe('upiRefusesAll and firstBankOption', () => {
  it('every option UPI to a person above the limit, and at least one', () => {
    expect(upiRefusesAll([person, { ...person, channel_id: 'p2' }], UPI_LIMIT + 1)).toBe(true);
    expect(upiRefusesAll([person], UPI_LIMIT)).toBe(false);
    expect(upiRefusesAll([person, merchant], UPI_LIMIT + 1)).toBe(false);
    expect(upiRefusesAll([person, bank], UPI_LIMIT + 1)).toBe(false);
    expect(upiRefusesAll([], UPI_LIMIT + 1)).toBe(false);
  });

  it('the first bank option in display order, or none', () => {
    expect(firstBankOption([upiGroup(person), bankGroup])).toBe(bank);
    expect(firstBankOption([upiGroup(person), wallet])).toBeNull();
  });
});

describe('upiLeads (docs/rules.md, Query flags)', () => {
  const above = UPI_LIMIT + 1;
  it.each([
    ['UPI to a person above the limit, with bank transfer', [upiGroup(person), bankGroup], above, true, false],
    ['the same at exactly ₹1,00,000', [upiGroup(person), bankGroup], UPI_LIMIT, true, true],
    ['two people above the limit', [upiGroup(person, { ...person, channel_id: 'p2' }), bankGroup], above, true, false],
    ['a person and a merchant above the limit', [upiGroup(person, merchant), bankGroup], above, true, true],
    ['a merchant above the limit', [upiGroup(merchant), bankGroup], above, true, true],
    ['an unknown payee above the limit', [upiGroup(unknown), bankGroup], above, true, true],
    ['a person above the limit, no bank transfer offered', [upiGroup(person), wallet], above, true, true],
    ['no UPI at all', [bankGroup], above, true, true],
    ['upi_default false, whatever the amount', [upiGroup(merchant), bankGroup], 100, false, false],
    ['upi_default false, a person above the limit', [upiGroup(person), bankGroup], above, false, false],
  ] as const)('%s', (_case, groups, paise, upiDefault, leads) => {
    expect(upiLeads(groups, paise, upiDefault)).toBe(leads);
  });
});
