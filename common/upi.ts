/** The UPI deep link that the QR code encodes (docs/rules.md, UPI link and QR code). */
import { upiAmount } from './money.ts';

/** RFC 3986 percent-encoding, keeping '@' (UPI addresses are name@bank). */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');
}

export function upiLink(address: string, paise: number): string {
  return `upi://pay?pa=${encode(address)}&am=${encode(upiAmount(paise))}&cu=INR`;
}
