/** The UPI deep link that the QR code encodes (docs/rules.md, UPI link and QR code). */

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

/**
 * The link's query: payee, amount and currency. The iPhone app links (common/upi-apps.ts) carry
 * exactly this query, so every way to pay names the same payee and amount.
 */
export function upiQuery(address: string, paise: number): string {
  return `pa=${encode(address)}&am=${encode(upiAmount(paise))}&cu=INR`;
}

export function upiLink(address: string, paise: number): string {
  return `upi://pay?${upiQuery(address, paise)}`;
}
