/**
 * Money in paise: validation and the two ways the page writes an amount
 * (docs/rules.md, Money). Integer arithmetic only; floating-point division never makes text.
 */

/** A payable amount: a positive safe integer number of paise. */
export function isValidAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Digits grouped the Indian way: the last three together, then pairs (1,23,45,678).
 * By hand rather than with Intl.NumberFormat('en-IN'): the same text, but building that
 * formatter loads locale data, which took ~90 ms on a throttled phone profile at page start
 * (docs/performance.md).
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** 150000 → "₹1,500"; 150050 → "₹1,500.50"; 5 → "₹0.05". */
export function formatAmount(paise: number): string {
  const rupees = `₹${groupIndian(String(Math.trunc(paise / 100)))}`;
  const rest = paise % 100;
  return rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * The amount as a payer types it into a UPI or banking app's amount field: no rupee sign, no
 * grouping commas, decimals only when there are paise. 150050 → "1500.50"; 150000 → "1500".
 */
export function plainAmount(paise: number): string {
  const rupees = String(Math.trunc(paise / 100));
  const rest = paise % 100;
  return rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`;
}
