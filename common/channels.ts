/**
 * The `get-channels` answer's types and the display order of its groups (docs/rules.md, Channels
 * answer and Query flags). The check that decides whether the page can show an answer is
 * ./channels-answer.ts, which only a page that loads its channels itself needs.
 */

import type { PayeeType } from './payee.ts';

export type ChannelId = string | number;

export interface UpiChannel {
  channel_id: ChannelId;
  type: 'upi';
  upi_address: string;
  /** Optional, from the payment worker; each absent when it was missing or malformed. */
  payee_type?: PayeeType;
  /** The name the payee's bank gives, which the payer's app shows before they confirm. Never translated. */
  payee_name?: string;
  /** The merchant category code: four digits. */
  merchant_code?: string;
  /** The merchant's reference for this payment. */
  transaction_ref?: string;
}

export interface BankChannel {
  channel_id: ChannelId;
  type: 'bank_transfer';
  bank_name: string;
  bank_account_number: string;
  bank_ifsc_code: string;
  /**
   * The account holder's name as the payee's bank registers it, which the payer's bank shows before
   * a transfer (docs/rules.md, Bank transfers and large amounts). Optional: absent when missing or
   * malformed. Never translated.
   */
  account_holder_name?: string;
}

/** A channel of a type this page does not know: shown with a generic icon. */
interface OtherChannel {
  channel_id: ChannelId;
  type: string;
}

export type Channel = UpiChannel | BankChannel | OtherChannel;

export interface ChannelGroup {
  name: string;
  type: string;
  options: Channel[];
}

export interface Channels {
  groups: ChannelGroup[];
  amount: number;
}

export function isUpi(channel: Channel): channel is UpiChannel {
  return channel.type === 'upi' && 'upi_address' in channel;
}

export function isBank(channel: Channel): channel is BankChannel {
  return channel.type === 'bank_transfer' && 'bank_account_number' in channel;
}

/** Display order (docs/rules.md, Query flags): UPI first unless `upi_default` is false, then bank; others keep the server's order after. */
export function orderGroups(groups: ChannelGroup[], upiDefault: boolean): ChannelGroup[] {
  const first = upiDefault ? 'upi' : 'bank_transfer';
  const second = upiDefault ? 'bank_transfer' : 'upi';
  const rank = (group: ChannelGroup) => (group.type === first ? 0 : group.type === second ? 1 : 2);
  return [...groups].sort((a, b) => rank(a) - rank(b));
}
