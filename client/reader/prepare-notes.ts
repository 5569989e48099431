/**
 * The payment notes' first run, done early in the OCR thread (docs/performance.md, Reading the
 * payment): the first call of the rules compiles their patterns (the month names of twelve
 * languages among them) and the first day written builds the language's date formatter, tens of
 * milliseconds on a slow phone. Run on a made-up line while the picture decodes and the engine
 * loads (client/reader/ocr-thread.ts), they cost the reading nothing it waits for.
 */
import { findPayment } from '../utr-finder/payment-finder.ts';
import { noteDay } from '../utr-finder/payment-notes.ts';
import type { OcrLine } from '../utr-finder/utr-tokens.ts';
import { dayAndMonth } from './day-and-month.ts';

/** A made-up receipt line with every kind of value the notes read: each rule's pattern compiles on it. */
const PREPARE: OcrLine[] = [
  {
    words: ['Paid', '₹1,500.00', 'to', 'a.b@ybl', 'on', '1', 'Jan', '2026,', '1:00', 'pm', 'Today'].map((text, i) => ({
      text,
      confidence: 90,
      box: { x0: i * 100, y0: 0, x1: i * 100 + 90, y1: 20 },
    })),
  },
];

/** Runs the notes once on PREPARE, and writes a day with and without its year in the page's language. */
export function prepareNotes(language: string, openedAt: number): void {
  const found = findPayment(PREPARE, { testMode: false, now: new Date(openedAt) }, '');
  noteDay(found.date, openedAt);
  dayAndMonth({ year: 2025, month: 1, day: 1 }, language, true);
  dayAndMonth({ year: 2026, month: 1, day: 1 }, language, false);
}
