/**
 * The row of UPI apps offered on an iPhone or iPad (docs/rules.md, UPI apps on iPhone). iOS has no
 * chooser for `upi://`, so each app is opened by its own URL scheme, with the query of the UPI link
 * itself. Each scheme and path is the one the source named in docs/rules.md publishes; the names
 * are brand names, the same in every language (page/styles.css tints each initial's circle).
 */
import { upiQuery, type UpiPayee } from './upi.ts';

export interface UpiApp {
  /** A stable id: the test hook and the key. */
  id: string;
  name: string;
  /** What comes before the query: the app's scheme and path. */
  prefix: string;
}

/** In the order payers in India use them most; CRED last. */
export const UPI_APPS: readonly UpiApp[] = [
  { id: 'gpay', name: 'Google Pay', prefix: 'gpay://upi/pay?' },
  { id: 'phonepe', name: 'PhonePe', prefix: 'phonepe://pay?' },
  { id: 'paytm', name: 'Paytm', prefix: 'paytmmp://pay?' },
  { id: 'bhim', name: 'BHIM', prefix: 'bhim://pay?' },
  { id: 'cred', name: 'CRED', prefix: 'credpay://upi/pay?' },
];

export interface UpiAppLink extends UpiApp {
  href: string;
}

/** Each app's link: the same parameters as upiLink, and the same query. */
export function upiAppLinks(payee: UpiPayee, paise: number): UpiAppLink[] {
  const query = upiQuery(payee, paise);
  return UPI_APPS.map((app) => ({ ...app, href: app.prefix + query }));
}
