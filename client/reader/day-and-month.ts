/**
 * The day a receipt shows, as the date note writes it (docs/rules.md, Reading the payment from a
 * screenshot): '19 Nov' in the page's language, with Latin digits as everywhere on the page
 * (docs/glossary.md). Run in the OCR thread, never on the page's main thread: building a date
 * formatter loads the language's locale data, 11 ms in desktop Chromium and 50–60 ms at 4× CPU
 * throttling (docs/performance.md, Reading the payment), a long task on a slow phone.
 */
import type { PrintedDay } from '../utr-finder/receipt-values.ts';

/** One formatter per language and form, built the first time a date shows in that thread. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The day is already India's calendar day (the receipt prints IST), so it is formatted as that day
 * at midnight UTC, in UTC: no time zone can move it. `withYear`: the year is written too ('6 Dec
 * 2025'), for a day not in the page's year (client/utr-finder/payment-notes.ts, noteDay); else a day
 * printed without a year is formatted in a leap year, so 29 Feb stays itself, and no year is shown. A runtime without the language's month
 * names writes it in English.
 */
export function dayAndMonth(
  day: Pick<PrintedDay, 'year' | 'month' | 'day'>,
  language: string,
  withYear = false,
): string {
  const key = `${language} ${withYear}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
      ...(withYear ? { year: 'numeric' } : {}),
    };
    const wanted = new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, options);
    format = wanted.resolvedOptions().locale.startsWith(language)
      ? wanted
      : new Intl.DateTimeFormat('en-IN-u-nu-latn', options);
    formatters.set(key, format);
  }
  return format.format(Date.UTC(withYear ? (day.year ?? 2024) : 2024, day.month - 1, day.day));
}
