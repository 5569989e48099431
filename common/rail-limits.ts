/**
 * What UPI takes in one payment (docs/rules.md, Bank transfers and large amounts). A way to pay
 * that the payer's app refuses for this amount is a wrong suggestion, so the page does not make
 * it. Amounts are compared in paise, so exactly ₹1,00,000 is within the limit. Step 1 orders its
 * groups with it, so this module is in step 1's code; the bank rails are step 2's (./bank-rails.ts).
 */
import { isBank, isUpi, type Channel, type ChannelGroup, type UpiChannel } from './channels.ts';

/** UPI to a person (P2P), and to most merchants: at most ₹1,00,000 in one payment, in paise. */
export const UPI_LIMIT = 10_000_000;

/**
 * How a UPI payment of this amount to this payee fares: `fits` up to ₹1,00,000 whoever the payee
 * is; above it `refused` for a person (every UPI app refuses), `may-refuse` for a merchant or a
 * payee the page cannot name (some merchant categories take more, from verified merchants only, so
 * some payers' apps refuse and some do not).
 */
export type UpiFit = 'fits' | 'refused' | 'may-refuse';

export function upiFit(channel: Pick<UpiChannel, 'payee_type'>, paise: number): UpiFit {
  if (paise <= UPI_LIMIT) return 'fits';
  return channel.payee_type === 'personal' ? 'refused' : 'may-refuse';
}

/** Whether every one of these options is UPI that refuses the amount (none: false). */
export const upiRefusesAll = (options: readonly Channel[], paise: number): boolean =>
  options.length > 0 && options.every((option) => isUpi(option) && upiFit(option, paise) === 'refused');

/** The page's first bank option in display order, where it offers bank transfer at all. */
export const firstBankOption = (groups: readonly ChannelGroup[]) =>
  groups.flatMap((group) => group.options).find(isBank) ?? null;

/**
 * Whether UPI leads step 1 (docs/rules.md, Query flags): as `upi_default` says, except that bank
 * transfer leads when every UPI option refuses the amount and the page offers bank transfer, so
 * step 1 never leads with a way that cannot take it.
 */
export function upiLeads(groups: readonly ChannelGroup[], paise: number, upiDefault: boolean): boolean {
  const options = groups.flatMap((group) => group.options);
  return upiDefault && !(upiRefusesAll(options.filter(isUpi), paise) && options.some(isBank));
}
