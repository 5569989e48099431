/**
 * What a receipt says about its payment besides the UTR (docs/rules.md, Reading the payment from a
 * screenshot): the amount paid, the payee's UPI ID and name, the day and time, and the status,
 * from the same OCR lines the UTR is found in. Each value counts only where the layout labels it
 * as the payment's: by the words to its left or above it (./utr-layout.ts, the UTR's own rules),
 * by the words after it in running text ('₹500 paid via UPI'), or by standing alone beside the
 * receipt's headline (the big amount over 'Paid to …', the time stamp under the status). A value
 * labelled as something else (a balance, a fee, the payer's UPI ID, a due date) never counts; two
 * different values that both count make none. Pure.
 */
import type { UtrCheckOptions } from '../../common/utr.ts';
import {
  amountLabel,
  dateLabel,
  isName,
  isNameLabel,
  nameAfterLabel,
  paidAfter,
  payeeLabel,
} from './payment-labels.ts';
import type { ValueLabel } from './payment-labels.ts';
import {
  aloneOnRow,
  bodyHeight,
  lineText,
  rowLabelAbove,
  rowsAround,
  spanOf,
  textAfter,
  type LineText,
  type Span,
} from './payment-spans.ts';
import { findStatus, statesSuccess, type PaymentStatus } from './payment-status.ts';
import { statesFailure } from './failed-payment.ts';
import { AMOUNT, datesIn, paiseOf, timesIn, upiIdInDoubt, upiIdOf, type PrintedDay } from './receipt-values.ts';
import { findUtrs, MIN_CONFIDENCE } from './utr-finder.ts';
import { height, isValue } from './utr-layout.ts';
import { labelTexts } from './utr-layout.ts';
import type { OcrLine } from './utr-tokens.ts';

export interface PaymentDate {
  /** The day it could be: one, or two when printed as 05/11/2026 and nothing tells which. */
  days: PrintedDay[];
  /** Minutes after midnight (India Standard Time, as receipts print it), null when not printed. */
  minutes: number | null;
}

export interface PaymentFindings {
  /** In paise. */
  amount: number | null;
  payeeUpiId: string | null;
  payeeName: string | null;
  date: PaymentDate | null;
  status: PaymentStatus | null;
}

/** What the layout's labels around a span make of it: any label that is something else's wins. */
function labelled(span: Span, lines: readonly OcrLine[], kind: (text: string) => ValueLabel): ValueLabel | 'none' {
  const kinds = labelTexts(span.parts, lines).map(kind);
  if (kinds.includes('other')) return 'other';
  return kinds.includes('payment') ? 'payment' : kinds.length ? null : 'none';
}

/** One value when every finding agrees, null when there is none or they differ. */
function agreed<T>(found: readonly T[], key: (value: T) => string = String): T | null {
  const first = found[0];
  return first !== undefined && found.every((value) => key(value) === key(first)) ? first : null;
}

/** A headline beside a big amount: the status ('Payment successful', 'Payment failed') or 'Paid to …'. */
const isHeadline = (text: string) => statesSuccess(text) || statesFailure(text) || nameAfterLabel(text) !== null;

/**
 * How much taller than the body text an amount alone on its row must be to be the receipt's
 * headline: the big amount every app prints as the payment's, whatever is printed beside it (the
 * payee's name and UPI ID, 'Paid to …', a status whose tick OCR reads as a stray mark, or words in a
 * script the English model cannot read).
 */
const HEADLINE_SCALE = 1.6;

function amountsIn(line: LineText, lines: readonly OcrLine[], body: number): number[] {
  const found: number[] = [];
  for (const match of line.text.matchAll(AMOUNT)) {
    const paise = paiseOf(match[1] ?? '');
    const span = spanOf(line, match.index, match[0].length);
    if (paise === null || !span || span.confidence < MIN_CONFIDENCE) continue;
    const label = labelled(span, lines, amountLabel);
    if (label === 'other') continue;
    const after = textAfter(span, lines);
    if (amountLabel(after) === 'other' && !paidAfter(after)) continue;
    const alone = label !== 'payment' && aloneOnRow(span, lines);
    const around = alone ? rowsAround(span, lines) : null;
    const headline = alone && body > 0 && height(span.box) >= body * HEADLINE_SCALE;
    // Ending a row under a payment's label: 'Debited from' over 'XXXXXX1234 ₹500', 'Paid to' over 'Ramesh Kumar ₹500'.
    const underRowLabel = label !== 'payment' && !alone && amountLabel(rowLabelAbove(span, lines)) === 'payment';
    if (
      label === 'payment' ||
      paidAfter(after) ||
      headline ||
      underRowLabel ||
      (around && (isHeadline(around.above) || isHeadline(around.below)))
    )
      found.push(paise);
  }
  return found;
}

/** The UPI IDs read with confidence in a line, each with what its label makes of it. */
function upiIdSpans(line: LineText, lines: readonly OcrLine[]): Array<{ upiId: string; label: ValueLabel | 'none' }> {
  const found: Array<{ upiId: string; label: ValueLabel | 'none' }> = [];
  line.words.forEach((word, i) => {
    const upiId = upiIdOf(word.text.split(/:(?=[^:]*@)/).pop() ?? '');
    if (!upiId) return;
    const printed = word.text.slice(
      word.text.toLowerCase().lastIndexOf(upiId),
      word.text.toLowerCase().lastIndexOf(upiId) + upiId.length,
    );
    if (upiIdInDoubt(printed, word.confidence)) return;
    const at = (line.starts[i] ?? 0) + word.text.toLowerCase().lastIndexOf(upiId.split('@')[0] ?? '');
    const span = spanOf(line, at, upiId.length);
    if (span && span.confidence >= MIN_CONFIDENCE) found.push({ upiId, label: labelled(span, lines, payeeLabel) });
  });
  return found;
}

function upiIdsIn(line: LineText, lines: readonly OcrLine[]): string[] {
  return upiIdSpans(line, lines).flatMap(({ upiId, label }) => (label === 'payment' ? [upiId] : []));
}

/**
 * The receipt's only UPI ID, when no label says whose it is ('UPI ID', a label in a script the
 * English model cannot read, none): a receipt of a payment prints the payee's; one that also
 * prints the payer's prints two, and then only a label decides. Never one labelled as the payer's
 * ('From', 'Your UPI ID'), and none when anything on the receipt that looks like a UPI ID was not
 * read with confidence (it could be the other one).
 */
function soleUpiId(texts: readonly LineText[], lines: readonly OcrLine[]): string | null {
  const seen = texts.flatMap((line) => line.words.filter((word) => word.text.includes('@')));
  const read = texts.flatMap((line) => upiIdSpans(line, lines));
  const ids = new Set(read.map(({ upiId }) => upiId));
  const only = read[0];
  if (!only || ids.size !== 1 || seen.length !== read.length || read.some(({ label }) => label === 'other'))
    return null;
  return only.upiId;
}

function namesIn(line: LineText, lines: readonly OcrLine[]): string[] {
  const after = nameAfterLabel(line.text);
  if (after) return [after];
  // A name under or beside its label: the line's words up to its first value ('Ramesh Kumar ₹1,500').
  const end = line.words.findIndex((word) => isValue(word.text));
  const words = end < 0 ? line.words : line.words.slice(0, end);
  const text = words.map((word) => word.text).join(' ');
  const span = words.length ? spanOf(line, 0, text.length) : null;
  if (!span || !isName(text) || span.confidence < MIN_CONFIDENCE) return [];
  return labelTexts(span.parts, lines).some(isNameLabel) ? [text] : [];
}

const dayKey = (date: PaymentDate) =>
  `${date.days.map(({ year, month, day }) => `${year}-${month}-${day}`).join('|')} ${date.minutes}`;

/** The reading's calendar day in India ('Today' on a receipt is that day, at the latest). */
function todayInIndia(now: Date) {
  const day = new Date(now.getTime() + 330 * 60_000);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

function datesOf(line: LineText, lines: readonly OcrLine[], now: Date): PaymentDate[] {
  const found: PaymentDate[] = [];
  const times = timesIn(line.text);
  for (const date of datesIn(line.text, todayInIndia(now))) {
    // A time printed next to it: '12 Nov 2026, 3:45 pm', '3:45 pm on 12 Nov 2026', '12/11/2026 15:45'.
    const joined = times.find((time) => {
      const between =
        time.index >= date.index + date.length
          ? line.text.slice(date.index + date.length, time.index)
          : line.text.slice(time.index + time.length, date.index);
      return time.index + time.length <= date.index || time.index >= date.index + date.length
        ? /^[\s,|@-]*(?:(?:on|at)\b)?[\s,|-]*$/i.test(between)
        : false;
    });
    const from = Math.min(date.index, joined?.index ?? date.index);
    const to = Math.max(date.index + date.length, joined ? joined.index + joined.length : 0);
    const span = spanOf(line, from, to - from);
    if (!span || span.confidence < MIN_CONFIDENCE) continue;
    const label = labelled(span, lines, dateLabel);
    // Alone on its row with a time: the receipt's own stamp, under its headline.
    const stamp = label !== 'other' && label !== 'payment' && joined !== undefined && aloneOnRow(span, lines);
    if (label === 'payment' || stamp) found.push({ days: date.days, minutes: joined?.minutes ?? null });
  }
  return found;
}

/** Days of the year, 1 to 366. */
const dayOfYear = ({ year, month, day }: PrintedDay) =>
  (Date.UTC(year ?? 2024, month - 1, day) - Date.UTC(year ?? 2024, 0, 1)) / 86_400_000 + 1;

/**
 * A 12-digit UPI reference often starts with the year's last digit and the day of the year: where
 * the date's day is in doubt (05/11 or 11/05) and exactly one of its days has that shape, it is
 * the one. Evidence only: a reference of another shape changes nothing.
 */
export function withReferenceEvidence(date: PaymentDate, utr: string | undefined): PaymentDate {
  if (date.days.length < 2 || !utr || !/^\d{12}$/.test(utr)) return date;
  const shaped = date.days.filter(
    (day) => day.year !== null && day.year % 10 === Number(utr[0]) && dayOfYear(day) === Number(utr.slice(1, 4)),
  );
  return shaped.length === 1 ? { ...date, days: shaped } : date;
}

/**
 * A screenshot cannot show a payment made after it is read: of a date's two readings (05/12 or
 * 12/05), one later than a day after `now` (a day for a device clock that is off) is not it. The
 * page's open time is no such bound: a page may stay open for days before the payment.
 */
export function withoutFuture(date: PaymentDate, now: Date): PaymentDate {
  const latest = now.getTime() + 330 * 60_000 + 86_400_000;
  const days = date.days.filter((day) => day.year === null || Date.UTC(day.year, day.month - 1, day.day) <= latest);
  return date.days.length > 1 && days.length === 1 ? { ...date, days } : date;
}

/**
 * Everything the receipt says about its payment, each null where it does not say it clearly. `utr`
 * is the UTR the receipt offers when the caller has found it already (the OCR thread has), else
 * it is found here.
 */
export function findPayment(
  lines: readonly OcrLine[],
  options: UtrCheckOptions,
  utr: string | undefined = findUtrs(lines, options)[0]?.utr,
): PaymentFindings {
  const texts = lines.map(lineText);
  const body = bodyHeight(lines);
  const date = agreed(
    texts.flatMap((line) => datesOf(line, lines, options.now)),
    dayKey,
  );
  return {
    amount: agreed(texts.flatMap((line) => amountsIn(line, lines, body))),
    payeeUpiId: agreed(texts.flatMap((line) => upiIdsIn(line, lines))) ?? soleUpiId(texts, lines),
    payeeName: agreed(
      texts.flatMap((line) => namesIn(line, lines)),
      (name) => name.toLowerCase(),
    ),
    date: date && withReferenceEvidence(withoutFuture(date, options.now), utr),
    status: findStatus(lines),
  };
}
