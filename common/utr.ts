/**
 * UTR rules (docs/rules.md, UTR formats and UTR dates), shared by the page and the sandbox.
 * Pure: no DOM, no Node, no local time zone — "today" is always today in India.
 */

export interface UtrCheckOptions {
  /** Test mode also accepts `test…` / `fail…` UTRs. */
  testMode: boolean;
  /** The current instant; dates are compared with today in India Standard Time. */
  now: Date;
}

type UtrCheck = { ok: true; utr: string } | { ok: false };

/** Which rule accepted a UTR: 12-digit UPI, 16-char, 22-char, or a test-mode UTR. */
type UtrFormat = 'upi' | 'short' | 'long' | 'test';

/**
 * Why a UTR was refused. The page shows one message ('Invalid UTR') for all of
 * them; the reason exists so tests can prove a rejection happened for the
 * intended cause and not by accident.
 */
export type UtrFailureReason = 'empty' | 'whitespace' | 'format' | 'impossible-date' | 'future-date';

type UtrDiagnosis = { ok: true; utr: string; format: UtrFormat } | { ok: false; utr: string; reason: UtrFailureReason };

/** A calendar date; month and day are 1-based. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Trim surrounding whitespace and upper-case letters.
 * Only ASCII letters are upper-cased: full Unicode case mapping would turn
 * look-alikes such as 'ı' or 'ſ' into 'I' / 'S' and so manufacture a valid UTR
 * out of text the payer never typed as one.
 */
export function normaliseUtr(raw: string): string {
  return raw.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * Today's calendar date in India Standard Time. Banks stamp UTR dates in IST,
 * so the machine's own time zone must never matter: shift the instant by
 * +05:30 and read the UTC fields. Returns NaN fields for an invalid Date.
 */
export function istToday(now: Date): CalendarDate {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_DAYS[month - 1] ?? 0;
}

/**
 * The date for a year and 1-based day of the year, or null when that day does
 * not exist (000, or 366 outside leap years). Plain arithmetic rather than
 * `Date.UTC`, which maps years 0-99 to 1900-1999.
 */
function fromDayOfYear(year: number, dayOfYear: number): CalendarDate | null {
  let rest = dayOfYear;
  if (rest < 1) return null;
  for (let month = 1; month <= 12; month++) {
    const length = daysInMonth(year, month);
    if (rest <= length) return { year, month, day: rest };
    rest -= length;
  }
  return null;
}

function isRealDate(date: CalendarDate): boolean {
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
}

/** A sortable number for a date: 2026-11-23 → 20261123. */
function dateKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

// The length alone tells which format a string must follow.
const UPI = /^\d{12}$/;
const SHORT = /^[A-Z]{4}[0-9A-Z](\d{2})(\d{3})\d{6}$/;
const LONG = /^[A-Z]{4}R[0-9A-Z](\d{4})(\d{2})(\d{2})\d{8}$/;
// Test mode: at least 8 more characters after the prefix, none of them whitespace.
const TEST = /^(?:TEST|FAIL)\S{8,}$/;

/** The encoded date of a 16- or 22-character UTR, null if it has none, 'impossible' if it is not a real date. */
function encodedDate(utr: string): CalendarDate | 'impossible' | null {
  const short = SHORT.exec(utr);
  if (short) {
    const date = fromDayOfYear(2000 + Number(short[1]), Number(short[2]));
    return date ?? 'impossible';
  }
  const long = LONG.exec(utr);
  if (long) {
    const date = { year: Number(long[1]), month: Number(long[2]), day: Number(long[3]) };
    return isRealDate(date) ? date : 'impossible';
  }
  return null;
}

/** The full verdict on a UTR, with the format that accepted it or the reason it was refused. */
export function diagnoseUtr(raw: string, options: UtrCheckOptions): UtrDiagnosis {
  const utr = normaliseUtr(raw);
  if (utr.length === 0) return { ok: false, utr, reason: 'empty' };
  if (/\s/.test(utr)) return { ok: false, utr, reason: 'whitespace' };
  if (options.testMode && TEST.test(utr)) return { ok: true, utr, format: 'test' };
  if (UPI.test(utr)) return { ok: true, utr, format: 'upi' };
  const date = encodedDate(utr);
  if (date === null) return { ok: false, utr, reason: 'format' };
  if (date === 'impossible') return { ok: false, utr, reason: 'impossible-date' };
  // Written as "not on or before today" so an invalid `now` (NaN) refuses rather than accepts.
  if (!(dateKey(date) <= dateKey(istToday(options.now)))) return { ok: false, utr, reason: 'future-date' };
  return { ok: true, utr, format: utr.length === 16 ? 'short' : 'long' };
}

/** Accept a UTR (returning its normalised form, which is what gets submitted) or refuse it. */
export function checkUtr(raw: string, options: UtrCheckOptions): UtrCheck {
  const verdict = diagnoseUtr(raw, options);
  return verdict.ok ? { ok: true, utr: verdict.utr } : { ok: false };
}
