/**
 * The values a generated receipt prints (docs/rules.md, Reading the UTR from a screenshot): the
 * UTR in each accepted form, and the look-alikes a real receipt carries beside it (a phone
 * number, the amount, the date, account and order numbers, app transaction IDs). Everything comes
 * from one seeded generator, so a seed always draws the same receipts.
 */

/** A small deterministic generator (mulberry32): the same seed gives the same receipts on every machine. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: no items');
  return item;
};

export const digits = (random: Random, count: number, first = '0123456789'): string => {
  let text = pick(random, first.split(''));
  while (text.length < count) text += String(Math.floor(random() * 10));
  return text;
};

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

const BANKS = ['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'KKBK', 'BARB', 'CNRB'] as const;
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A past calendar day within the last ~300 days before `now` (UTC is close enough for a past date). */
function pastDay(random: Random, now: Date): Date {
  return new Date(now.getTime() - (2 + Math.floor(random() * 300)) * 86_400_000);
}

/** The date's day of its year, 1 to 366 (in UTC). */
export function dayOfYear(date: Date): number {
  return (
    Math.round(
      (Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - Date.UTC(date.getUTCFullYear(), 0, 1)) /
        86_400_000,
    ) + 1
  );
}

export type UtrKind = 'upi' | 'neft' | 'rtgs';

/** A UTR in one of the accepted forms (docs/rules.md, UTR formats), dated in the past. */
export function makeUtr(random: Random, kind: UtrKind, now: Date): string {
  const day = pastDay(random, now);
  const bank = pick(random, BANKS);
  if (kind === 'upi') return digits(random, 12, '123456789');
  if (kind === 'neft') {
    return `${bank}${pick(random, ['N', 'H', '4'])}${pad(day.getUTCFullYear() % 100, 2)}${pad(dayOfYear(day), 3)}${digits(random, 6)}`;
  }
  const ymd = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1, 2)}${pad(day.getUTCDate(), 2)}`;
  return `${bank}R${pick(random, ['5', '6', 'C'])}${ymd}${digits(random, 8)}`;
}

/** A 12-digit UTR as some apps print it: in groups of four. */
export const grouped = (utr: string): string => utr.replace(/(\d{4})(?=\d)/g, '$1 ');

/** An Indian mobile number as apps print it. */
export function phone(random: Random): string {
  const number = digits(random, 10, '6789');
  return pick(random, [
    number,
    `+91 ${number.slice(0, 5)} ${number.slice(5)}`,
    `+91${number}`,
    `${number.slice(0, 5)} ${number.slice(5)}`,
  ]);
}

export function amount(random: Random): string {
  const rupees = 100 + Math.floor(random() * 99_900);
  const text = rupees.toLocaleString('en-IN');
  return pick(random, [`₹${text}`, `₹${text}.00`, `₹ ${text}.${pad(Math.floor(random() * 100), 2)}`]);
}

export function dateTime(random: Random, now: Date): string {
  const day = pastDay(random, now);
  const hour = 1 + Math.floor(random() * 12);
  const minute = pad(Math.floor(random() * 60), 2);
  const ampm = pick(random, ['am', 'pm', 'AM', 'PM']);
  const d = day.getUTCDate();
  const month = MONTHS[day.getUTCMonth()] ?? 'Jan';
  return pick(random, [
    `${d} ${month} ${day.getUTCFullYear()}, ${hour}:${minute} ${ampm}`,
    `${pad(d, 2)}/${pad(day.getUTCMonth() + 1, 2)}/${day.getUTCFullYear()} ${pad(hour, 2)}:${minute}`,
    `${hour}:${minute} ${ampm} on ${d} ${month} ${day.getUTCFullYear()}`,
  ]);
}

/**
 * What a receipt prints about its payment, as printed: the amount, the date and time, the payee's
 * UPI ID (null when it prints none) and name. What reading the payment (client/utr-finder/payment-finder.ts)
 * is measured against (./payment-truth.ts).
 */
export interface Printed {
  amount: string;
  date: string;
  upiId: string | null;
  payee: string;
  /**
   * When it was paid (ms since the epoch), for a date printed in a form ./payment-truth.ts does not
   * parse ('Today, 7:42 pm', '12 नव॰ 2026'); and whether the date gives day, month and year (absent:
   * it does).
   */
  paidAt?: number;
  fullDate?: boolean;
}

/** Long app-specific transaction IDs that are not UTRs. */
export function appId(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789';
  const mixed = (count: number) => Array.from({ length: count }, () => pick(random, letters.split(''))).join('');
  return pick(random, [
    `T${digits(random, 22)}`,
    `CICAgK${mixed(8)}`,
    `pay_${mixed(14)}`,
    `${digits(random, 20)}`,
    `AXI${mixed(9)}${digits(random, 6)}`,
  ]);
}

/** A masked account or card number, as apps print the payer's own. */
export const masked = (random: Random): string => pick(random, ['XXXX', 'XXXXXX', '••••', '**']) + digits(random, 4);

export const NAMES = [
  'Ramesh Kumar',
  'Priya Sharma',
  'Sunita Devi',
  'Anil Verma',
  'Kavita Nair',
  'Mohammed Irfan',
  'Lakshmi Traders',
  'Shree Ganesh Stores',
] as const;

export const vpa = (name: string, random: Random): string =>
  `${name.toLowerCase().split(' ')[0] ?? 'pay'}${digits(random, 2)}@${pick(random, ['okaxis', 'okhdfcbank', 'ybl', 'paytm', 'oksbi', 'ibl'])}`;
