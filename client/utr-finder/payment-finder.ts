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
  unreadLabel,
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
  /**
   * When no amount is sure, what the big headline amount is as read without its mark, in paise:
   * one reading, or two when its '₹' may have been read as a digit or dropped ('34,959.69' is
   * ₹34,959.69 or ₹4,959.69); else null.
   */
  amountEither: readonly number[] | null;
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

/**
 * Each digit of a headline read without its mark (its first aside, where the mark may be) must be
 * read at least this surely: big digits in a thin font are misread more than body text ('₹46,455'
 * read '40,455', its '0' at 96), and nothing else on the receipt checks them.
 */
const HEADLINE_CONFIDENCE = 97;

/** A number grouped the Indian way, or not at all, with two digits of paise or none: how apps print a headline. */
const INDIAN = /^(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3}|\d{4,})(?:\.\d{2})?$/;

/**
 * The big headline amount whose mark OCR lost ('₹' is not in the English model): a headline-sized
 * number alone on its row, grouped or with paise, its characters read with confidence. One glued behind a single other
 * mark ('X32,154') is that amount. One without: the first digit may be the sign read as a digit
 * ('₹4,959.69' read '34,959.69') or the sign may be gone ('₹46,670.70' read '46,670.70'); where only
 * one reading is grouped as Indian apps print amounts ('348,725.18' is not), it is that one, else
 * both are kept, and a note is made of them only when neither is the link's amount, with the
 * amount only when it was read one way (./payment-notes.ts).
 */
function unmarkedHeadlines(lines: readonly OcrLine[], body: number): Array<readonly number[]> {
  const found: Array<readonly number[]> = [];
  for (const line of lines.map(lineText)) {
    line.words.forEach((word, i) => {
      const match = /^([^\d\s.,])?(\d[\d,]*(?:\.\d{2})?)$/u.exec(word.text);
      const digits = match?.[2];
      // Grouped or with paise, as apps print an amount: a bare run of digits is as likely a word of
      // a script the model cannot read ('भुगतान' read as '349').
      if (!match || !digits || /[₹¥$£€]/u.test(match[1] ?? '') || !/[,.]/.test(digits)) return;
      const span = spanOf(line, line.starts[i] ?? 0, word.text.length);
      if (!span || body <= 0 || height(span.box) < body * HEADLINE_SCALE || !aloneOnRow(span, lines)) return;
      if (labelled(span, lines, amountLabel) === 'other') return;
      const sure = (word.characters ?? []).slice(1).every((c) => c >= HEADLINE_CONFIDENCE) && word.characters?.length;
      if (!sure) return;
      const asRead = INDIAN.test(digits) ? paiseOf(digits) : null;
      if (match[1] !== undefined) {
        if (asRead !== null) found.push([asRead]);
        return;
      }
      const rest = digits.slice(1);
      const dropped = /^\d/.test(rest) && INDIAN.test(rest) ? paiseOf(rest) : null;
      const readings = [asRead, dropped].filter((paise): paise is number => paise !== null);
      if (readings.length) found.push(readings);
    });
  }
  return found;
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

/** Every amount read with its mark and with confidence, and of those the ones nothing readable labels. */
interface Printed {
  every: number[];
  unlabelled: number[];
}

function amountsIn(line: LineText, lines: readonly OcrLine[], body: number, printed: Printed): number[] {
  const found: number[] = [];
  for (const match of line.text.matchAll(AMOUNT)) {
    const paise = paiseOf(match[1] ?? '');
    const span = spanOf(line, match.index, match[0].length);
    if (paise === null || !span || span.confidence < MIN_CONFIDENCE) continue;
    printed.every.push(paise);
    const label = labelled(span, lines, amountLabel);
    if (label === 'other') continue;
    if (unreadLabel(span, lines)) printed.unlabelled.push(paise);
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
  const seen = texts.flatMap((line) => line.words.filter((word) => /[\w.-]{2,}@[a-z]{2,}/i.test(word.text)));
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

/** Below this word confidence a date's word is not read (genuine dates' words are read at 80 or more). */
const DATE_WORD_CONFIDENCE = 50;

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
    // A word the engine doubts as a whole, however sure of each character: a month's name in a
    // script the English model cannot read, made digits ('07-दिस॰-2026' read '07-29-2026' at 0).
    if (span.parts.some((part) => part.word.confidence < DATE_WORD_CONFIDENCE)) continue;
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
  const printed: Printed = { every: [], unlabelled: [] };
  const counted = texts.flatMap((line) => amountsIn(line, lines, body, printed));
  // The receipt's only amount, nothing readable labelling it: on a Hindi screen whose labels the
  // English model cannot read ('राशि ₹ 1,500.00'), the payment's; never where another amount, a
  // balance or a fee, is printed beside it.
  const sole = printed.unlabelled.length && new Set(printed.every).size === 1 ? printed.unlabelled : [];
  const amounts = counted.length ? counted : sole;
  const headlines = amounts.length ? [] : unmarkedHeadlines(lines, body);
  return {
    amount: agreed(amounts),
    amountEither: headlines.length === 1 ? (headlines[0] ?? null) : null,
    payeeUpiId: agreed(texts.flatMap((line) => upiIdsIn(line, lines))) ?? soleUpiId(texts, lines),
    payeeName: agreed(
      texts.flatMap((line) => namesIn(line, lines)),
      (name) => name.toLowerCase(),
    ),
    date: date && withReferenceEvidence(withoutFuture(date, options.now), utr),
    status: findStatus(lines),
  };
}
