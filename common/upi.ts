/**
 * The UPI deep link that the QR code encodes (docs/rules.md, UPI link and QR code), with the payee's
 * merchant fields where the payee is a merchant (docs/rules.md, Who the payee is).
 */
import { isUpi, type ChannelGroup, type UpiChannel } from './channels.ts';
import { upiFit } from './rail-limits.ts';

/**
 * The UPI amount: rupees with exactly two decimals, 150050 → "1500.50" (docs/rules.md, Money).
 * Here with the link, its only user, so step 1's code, which writes amounts but no link, carries none of it.
 */
export function upiAmount(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** RFC 3986 percent-encoding, keeping '@' (UPI addresses are name@bank). */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');
}

/** What a UPI link names: the payee's address and, from the payment worker, who the payee is. */
export type UpiPayee = Pick<
  UpiChannel,
  'upi_address' | 'payee_type' | 'payee_name' | 'merchant_code' | 'transaction_ref'
>;

/**
 * The link's query: payee, then for a merchant with a category code its name (`pn`, when given),
 * code (`mc`) and reference (`tr`, when given), then amount and currency. Payers' apps show a
 * verified merchant and match the payment from these; a person's link carries none of them. The
 * iPhone app links (common/upi-apps.ts) carry exactly this query, so every way to pay names the
 * same payee and amount.
 */
export function upiQuery(payee: UpiPayee, paise: number): string {
  const fields: [string, string][] = [['pa', payee.upi_address]];
  if (payee.payee_type === 'merchant' && payee.merchant_code !== undefined) {
    if (payee.payee_name !== undefined) fields.push(['pn', payee.payee_name]);
    fields.push(['mc', payee.merchant_code]);
    if (payee.transaction_ref !== undefined) fields.push(['tr', payee.transaction_ref]);
  }
  fields.push(['am', upiAmount(paise)], ['cu', 'INR']);
  return fields.map(([name, value]) => `${name}=${encode(value)}`).join('&');
}

export function upiLink(payee: UpiPayee, paise: number): string {
  return `upi://pay?${upiQuery(payee, paise)}`;
}

/** A page's UPI options, in display order. */
export const upiOptions = (groups: readonly ChannelGroup[]): UpiChannel[] =>
  groups.flatMap((group) => group.options.filter(isUpi));

/**
 * Whether step 2 offers this option's QR code at all: not to a person above what UPI sends one
 * (docs/rules.md, Bank transfers and large amounts), which every app refuses. Here, in step 2's
 * code, rather than beside the limit, which step 1 carries.
 */
export const offersQr = (channel: Pick<UpiChannel, 'payee_type'>, paise: number): boolean =>
  upiFit(channel, paise) !== 'refused';

/**
 * The texts the QR codes of a page's UPI options encode, in display order, for the options whose
 * code step 2 shows: what the page worker draws ahead for step 1 (page-worker/render/server-qr.ts)
 * and the browser's QR prefetch draws the rest of (client/qr/qr-prefetch.ts).
 */
export function upiValues(groups: readonly ChannelGroup[], amount: number): string[] {
  return upiOptions(groups)
    .filter((channel) => offersQr(channel, amount))
    .map((channel) => upiLink(channel, amount));
}
