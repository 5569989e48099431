/**
 * Which bank transfers take an amount in one transfer (docs/rules.md, Bank transfers and large
 * amounts): IMPS up to ₹5,00,000, NEFT at any amount (each bank sets its own limit), RTGS from
 * ₹2,00,000. Compared in paise. Only step 2's bank details use it, so step 1 carries none of it.
 */

/** IMPS: at most ₹5,00,000 in one transaction, in paise. */
export const IMPS_LIMIT = 50_000_000;
/** RTGS: from ₹2,00,000. NEFT has no limit of its own. */
export const RTGS_MINIMUM = 20_000_000;

/** A bank transfer rail. Its name is never translated, like UPI and IFSC. */
export type BankRail = 'IMPS' | 'NEFT' | 'RTGS';

/**
 * The rails that take this amount in one transfer, in the order the page names them: IMPS up to
 * ₹5,00,000, NEFT at any amount, RTGS from ₹2,00,000.
 */
export function bankRails(paise: number): BankRail[] {
  const rails: BankRail[] = [];
  if (paise <= IMPS_LIMIT) rails.push('IMPS');
  rails.push('NEFT');
  if (paise >= RTGS_MINIMUM) rails.push('RTGS');
  return rails;
}
