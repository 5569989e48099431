/**
 * What the page may tell the payer about their screenshot's payment (docs/rules.md, Reading the
 * payment from a screenshot): that it shows another amount than this link's, a payment to another
 * UPI ID than the chosen channel's, or a day more than two days before the page was opened. Notes
 * only inform; they never block. Pure: findings (./payment-finder.ts) and the link in, notes out,
 * none where anything is in doubt, since a wrong note is worse than none.
 */
import type { PaymentDate, PaymentFindings } from './payment-finder.ts';
import type { PrintedDay } from './receipt-values.ts';

export interface PaymentLink {
  /** This link's amount in paise; null when it has none to compare with. */
  amount: number | null;
  /** The chosen channel's UPI ID; null when the channel is not UPI. */
  upiId: string | null;
  /** When the page was opened (ms since the epoch). */
  openedAt: number;
}

export type PaymentNote =
  /** `shown` null: the screenshot's amount is surely not the link's, but which it is is in doubt. */
  | { kind: 'amount'; shown: number | null; expected: number }
  | { kind: 'payee'; shown: string; expected: string }
  | { kind: 'date'; shown: { year: number; month: number; day: number } };

export type PaymentNoteKind = PaymentNote['kind'];

const DAY_MS = 86_400_000;
/** India Standard Time, UTC+05:30: receipts print their times in it. */
const IST_MS = (5 * 60 + 30) * 60_000;
/** A screenshot older than this before the page was opened is from another payment, most likely. */
export const OLD_AFTER_MS = 2 * DAY_MS;

/**
 * Edits (insert, delete, change a character) from one text to the other, up to `limit` + 1: OCR
 * misreads a character or two of a UPI ID ('okaxls' for 'okaxis'), which is no other payee.
 */
export function editsBetween(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(change, (previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1));
    }
    previous = row;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

/** Differences of at most this many characters between two UPI IDs are taken for misreadings. */
export const UPI_ID_SLACK = 2;

/** A UPI ID's name part that is an Indian mobile number ('9876543210@ybl', '919876543210@paytm'). */
const MOBILE_NAME = /^(?:91)?([6-9]\d{9})@/;

/**
 * Whether the UPI ID found is another payee's than the link's: more than UPI_ID_SLACK characters
 * apart (fewer are taken for OCR's misreading of letters: 'okaxls' for 'okaxis'); or, when both
 * name parts are mobile numbers, any digit apart, since OCR reads digits with high confidence and
 * a mobile number one digit off is another person's (9876543201@ybl is not 9876543210@ybl). The
 * handle may still be a digit or two misread.
 */
export function otherPayee(found: string, expected: string): boolean {
  const [mobileFound, mobileExpected] = [MOBILE_NAME.exec(found)?.[1], MOBILE_NAME.exec(expected)?.[1]];
  if (mobileFound && mobileExpected && mobileFound !== mobileExpected) return true;
  return editsBetween(found, expected, UPI_ID_SLACK) > UPI_ID_SLACK;
}

/** A name's words, lower-cased, without titles and the shop words every other name has. */
const nameWords = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 1 && !/^(?:mr|mrs|ms|dr|shri|smt|m\/s|the|and|co|pvt|ltd)$/.test(word)),
  );

/**
 * Whether a payee's name found on a receipt shares no word with the name the link gives its payee
 * (`payee_name`, or a bank account's `account_holder_name`): 'Priya Sharma' against 'RAVI KUMAR'.
 * One word in common ('Ravi K' for 'RAVI KUMAR', 'Kumar Stores') is not another payee. Measured
 * on the corpus, not shown (docs/performance.md, Reading the payment: OCR's misread names would
 * make false notes).
 */
export function otherName(found: string, expected: string): boolean {
  const mine = nameWords(expected);
  const theirs = [...nameWords(found)];
  return mine.size > 0 && theirs.length > 0 && !theirs.some((word) => mine.has(word));
}

/**
 * The printed day in a year: its own, or for '12 Nov' without one, the latest not more than a day
 * after the page was opened (a page opened just before midnight, paid just after).
 */
export function withYear(day: PrintedDay, openedAt: number): { year: number; month: number; day: number } {
  if (day.year !== null) return { year: day.year, month: day.month, day: day.day };
  const opened = new Date(openedAt + IST_MS);
  const year = opened.getUTCFullYear();
  const thisYear = Date.UTC(year, day.month - 1, day.day);
  const today = Date.UTC(year, opened.getUTCMonth(), opened.getUTCDate());
  return { year: thisYear > today + DAY_MS ? year - 1 : year, month: day.month, day: day.day };
}

/**
 * The instant the receipt's payment was made at the latest: at its time when printed, else at the
 * end of its day (both in IST). Taking the latest never makes a payment look older than it is.
 */
function latestInstant({ year, month, day }: { year: number; month: number; day: number }, minutes: number | null) {
  const start = Date.UTC(year, month - 1, day) - IST_MS;
  return minutes === null ? start + DAY_MS : start + minutes * 60_000;
}

/**
 * The day a date note shows, in its year (`withYear`), and whether that year is not the page's
 * own (in India when the page was opened): then the note says the year ('6 Dec 2025'), or a payment
 * a year old would read as last week's. Null when the receipt shows no one day.
 */
export function noteDay(
  date: PaymentDate | null,
  openedAt: number,
): { year: number; month: number; day: number; otherYear: boolean } | null {
  const only = date?.days.length === 1 ? date.days[0] : undefined;
  if (!only || !Number.isFinite(openedAt)) return null;
  const shown = withYear(only, openedAt);
  return { ...shown, otherYear: shown.year !== new Date(openedAt + IST_MS).getUTCFullYear() };
}

/** The date note, when the one day the receipt shows is more than two days before the page was opened. */
function dateNote(date: PaymentDate, openedAt: number): PaymentNote | null {
  const day = noteDay(date, openedAt);
  if (!day) return null;
  const shown = { year: day.year, month: day.month, day: day.day };
  return openedAt - latestInstant(shown, date.minutes) > OLD_AFTER_MS ? { kind: 'date', shown } : null;
}

/**
 * The notes for a screenshot's findings against this link, amount first. A receipt that says its
 * payment failed gets none: the page already says so, and offers nothing from it.
 */
export function paymentNotes(found: PaymentFindings, link: PaymentLink): PaymentNote[] {
  if (found.status === 'failed') return [];
  const notes: PaymentNote[] = [];
  if (found.amount !== null && link.amount !== null && found.amount !== link.amount)
    notes.push({ kind: 'amount', shown: found.amount, expected: link.amount });
  else if (found.amount === null && found.amountEither && link.amount !== null) {
    const readings = found.amountEither;
    const expected = link.amount;
    // The headline read without its mark: another amount only when no reading of it is the link's;
    // which, only when it was read one way.
    if (!readings.includes(expected))
      notes.push({ kind: 'amount', shown: readings.length === 1 ? (readings[0] ?? null) : null, expected });
  }
  const expected = link.upiId?.toLowerCase();
  if (found.payeeUpiId !== null && expected && otherPayee(found.payeeUpiId, expected))
    notes.push({ kind: 'payee', shown: found.payeeUpiId, expected });
  const date = found.date && dateNote(found.date, link.openedAt);
  if (date) notes.push(date);
  return notes;
}
