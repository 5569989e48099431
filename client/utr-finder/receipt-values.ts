/**
 * The values a payment receipt prints besides its UTR, read from text (docs/rules.md, Reading the
 * payment from a screenshot): an amount in paise, a UPI ID, a calendar day and a time of day. Pure
 * and strict: a text that could be read two ways is not read, since a value read wrongly would
 * make the page say something false about the payment. Which of these values are the payment's is
 * decided by their labels (./payment-finder.ts).
 */
import { ENGLISH_MONTH_NAME, MONTH_NAME, monthNamed } from './month-names.ts';

/**
 * An amount with its currency mark: '₹1,50,000.50', '₹ 500', 'Rs.1,500.00', 'Rs 500', 'INR 1500'.
 * The English model has no '₹': it reads the sign as '¥' most often, else '$' or '£' (or drops it,
 * or makes it a digit: '₹1,500' read '31,500', which is why a number without a mark is never read).
 * The digits are grouped in the Indian way (thousands, then pairs: 1,50,000), in the international
 * way (150,000), or not at all; paise are two digits or none. Anything else ('1.500,00', '₹15,00')
 * is a misread or a foreign format, and not read.
 */
export const AMOUNT =
  /(?:[₹¥$£€]|\brs\.?|\binr)\s?((?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)(?![\d,]*\d|\.\d)/giu;

/** The amount `text` is (a whole match of AMOUNT's number part), in paise; null when it is not one. */
export function paiseOf(number: string): number | null {
  const match = /^([\d,]+)(?:\.(\d{2}))?$/.exec(number);
  if (!match?.[1]) return null;
  const rupees = Number(match[1].replace(/,/g, ''));
  const paise = Number(match[2] ?? '0');
  const total = rupees * 100 + paise;
  return Number.isSafeInteger(total) && total > 0 ? total : null;
}

/**
 * A UPI ID ('acme.pay@okaxis'): a name of letters, digits, dots, hyphens and underscores, '@', and
 * a handle of letters (and digits after the first). Brackets and a sentence's full stop around it
 * go ('(x@ybl).'); an e-mail address ('a@b.com') has a dot in its handle and is not one.
 */
export function upiIdOf(word: string): string | null {
  const core = word.replace(/^[([{"'“‘<]+/u, '').replace(/[)\]}"'”’>.,;:!?]+$/u, '');
  return /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/i.test(core) ? core.toLowerCase() : null;
}

/**
 * The handles of the banks and apps most payers use: a UPI ID whose handle is not one of them is
 * most likely a misreading ('okhdfcban', 'okhdfchank'), and is not read.
 */
const HANDLES = new Set(
  (
    'okaxis okhdfcbank okicici oksbi ybl ibl axl paytm pthdfc ptaxis ptyes ptsbi apl yapl rapl abfspay axisbank ' +
    'axisb icici hdfcbank hdfcbankjd sbi kotak kmbl upi yesbank yesbankltd idfcbank idfcfirst indus federal fbl ' +
    'aubank rbl pnb barodampay boi cnrb unionbank uboi centralbank indianbank iob dbs hsbc citi jupiteraxis fam ' +
    'slice waaxis wahdfcbank wasbi waicici naviaxis superyes tapicici airtel jio freecharge mobikwik ikwik ' +
    'postbank kvb equitas kbl dcb cub tmb sib'
  ).split(' '),
);

/**
 * Letters OCR makes of digits ('l' and 'I' of 1, 'o' and 'D' of 0, 'd' of 4, 'S' of 5, 'B' of 8 …):
 * next to a digit in a UPI ID ('kavital6', 'mohammedl0') one may be a misread digit, and the ID
 * is not read. A name ending in one ('anil84', 'mohammed54') is lost with them: precision first.
 */
const DIGIT_LOOKALIKE = /[lIi|oODdQSsBZzgqGTA](?=\d)|(?<=\d)[lIi|oODdQSsBZzgqGTA]/;

/**
 * A name ending in two or more of the letters OCR makes of 1 and 0 ('shreell' for 'shree11',
 * 'priyaIO'): the number most UPI IDs end with, read as letters. Lost with them: 'bell', 'atoll'.
 */
const DIGITS_AT_END = /[lIi|oO]{2,}$/;

/** Below this word confidence the engine itself doubts a UPI ID: half its words are misread. */
export const UPI_ID_CONFIDENCE = 50;

/** Whether a UPI ID as OCR read it (`text`, before lower-casing) could be a misreading of another. */
export function upiIdInDoubt(text: string, confidence: number): boolean {
  const [name = '', handle = ''] = text.split('@');
  return (
    confidence < UPI_ID_CONFIDENCE ||
    !HANDLES.has(handle.toLowerCase()) ||
    DIGIT_LOOKALIKE.test(name) ||
    DIGITS_AT_END.test(name)
  );
}

/** A day of the month, '12' or '12th'. */
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

/** A calendar day as printed; `year` is null when the receipt leaves it out ('12 Nov, 3:45 pm'). */
export interface PrintedDay {
  year: number | null;
  month: number;
  day: number;
}

/** A date as read: one day, or two when its numbers could be day/month or month/day (05/11/2026). */
export interface DateReading {
  days: PrintedDay[];
  /** Where in the text it was printed. */
  index: number;
  length: number;
}

const fullYear = (year: string | undefined) =>
  year === undefined ? null : year.length === 2 ? 2000 + Number(year) : Number(year);

/** Whether the day exists (29 February only in leap years). */
export function exists({ year, month, day }: PrintedDay): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year ?? 2024, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const DATE_FORMS: ReadonlyArray<{ pattern: RegExp; read: (m: RegExpExecArray) => PrintedDay[] }> = [
  // '12 Nov 2026', '12-Nov-2026', '12th November, 2026', '12 Nov' (no year), '12 नवंबर', '6 दिस॰ 2025'.
  {
    pattern: new RegExp(String.raw`\b${DAY}[\s\-/.]*${MONTH_NAME}(?:,?[\s\-/.]*(\d{4}|'\d{2})(?!\d))?`, 'giu'),
    read: (m) => [{ day: Number(m[1]), month: monthNamed(m[2] ?? ''), year: fullYear(m[3]?.replace("'", '')) }],
  },
  // 'Nov 12, 2026', 'November 12 2026': English only, the one language that writes the month first.
  {
    pattern: new RegExp(String.raw`\b${ENGLISH_MONTH_NAME}\s+${DAY},?\s+(\d{4})(?!\d)`, 'giu'),
    read: (m) => [{ day: Number(m[2]), month: monthNamed(m[1] ?? ''), year: Number(m[3]) }],
  },
  // '2026-11-12': year first is never read the other way round.
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})(?!\d)/gu,
    read: (m) => [{ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }],
  },
  // '12/11/2026', '12-11-26', '12.11.2026': day first (India's order) or month first; both when both exist.
  // Day and month are printed alike, both padded or neither ('5/1/2026'): '26-9-2026' is a month's
  // name misread as a digit ('26-नव॰-2026'), not a day in September.
  {
    pattern: /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d.]*\d)/gu,
    read: (m) => {
      if (m[1]?.length !== m[3]?.length) return [];
      const [a, b, year] = [Number(m[1]), Number(m[3]), fullYear(m[4])];
      const readings = [
        { day: a, month: b, year },
        { day: b, month: a, year },
      ];
      return a === b ? [readings[0] ?? { day: a, month: b, year }] : readings;
    },
  },
];

/**
 * 'Today' and 'Yesterday' as a receipt or a history list prints them ('Today, 7:42 pm'), in English
 * and Hindi ('आज', and 'कल', which on a past payment is yesterday): days before the reading.
 */
const RELATIVE = /(?<![\p{L}\p{M}])(today|yesterday|आज|कल)(?![\p{L}\p{M}])/giu;
const DAYS_BEFORE: Readonly<Record<string, number>> = { today: 0, yesterday: 1, आज: 0, कल: 1 };

/**
 * Every date printed in `text`, each with the days it could be (none that does not exist). 'Today'
 * and 'Yesterday' are read only when `today` (the reading's day in India) is given, as that day or
 * the one before.
 */
export function datesIn(text: string, today?: { year: number; month: number; day: number }): DateReading[] {
  const found: DateReading[] = [];
  if (today) {
    for (const match of text.matchAll(RELATIVE)) {
      const day = new Date(
        Date.UTC(today.year, today.month - 1, today.day - (DAYS_BEFORE[match[0].toLowerCase()] ?? 0)),
      );
      const printed = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      found.push({ days: [printed], index: match.index, length: match[0].length });
    }
  }
  for (const { pattern, read } of DATE_FORMS) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      if (found.some((date) => index < date.index + date.length && date.index < index + match[0].length)) continue;
      const days = read(match).filter(exists);
      if (days.length) found.push({ days, index, length: match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A time of day as read, in minutes after midnight; `latest` when it lacks am/pm and could be either. */
export interface TimeReading {
  minutes: number;
  index: number;
  length: number;
}

/**
 * The times of day printed in `text` ('3:45 pm', '03:45 PM', '15:45', '3.45 p.m.'). A 12-hour
 * time without am or pm ('05:23') is read as the later of its two meanings: a payment made later
 * in the day is never made to look older than it is.
 */
export function timesIn(text: string): TimeReading[] {
  const found: TimeReading[] = [];
  // '3.45' is a time only with am or pm after it: alone it may be an amount ('Rs.15.50').
  const pattern = /\b(\d{1,2})(?::(\d{2})(?::\d{2})?(?:\s*([ap])\.?\s?m\b\.?)?|\.(\d{2})\s*([ap])\.?\s?m\b\.?)/giu;
  for (const match of text.matchAll(pattern)) {
    const [hour, minute, half] = [
      Number(match[1]),
      Number(match[2] ?? match[4]),
      (match[3] ?? match[5])?.toLowerCase(),
    ];
    if (minute > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) continue;
    const base = half ? (hour % 12) + (half === 'p' ? 12 : 0) : hour >= 1 && hour < 12 ? hour + 12 : hour;
    found.push({ minutes: base * 60 + minute, index: match.index, length: match[0].length });
  }
  return found;
}
