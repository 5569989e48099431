/**
 * Money in paise: validation and the two ways the page writes an amount
 * (docs/rules.md, Money). Integer arithmetic only; floating-point division never makes text.
 */

/** A payable amount: a positive safe integer number of paise. */
export function isValidAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 150000 → "₹1,500"; 150050 → "₹1,500.50"; 5 → "₹0.05". */
export function formatAmount(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return wholeRupees.format(rupees);
  // Format the rupees as an integer, then append the paise we already know exactly.
  const formatted = withPaise.format(rupees);
  return formatted.slice(0, -2) + String(rest).padStart(2, '0');
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

/** The UPI amount: rupees with exactly two decimals, 150050 → "1500.50". */
export function upiAmount(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
