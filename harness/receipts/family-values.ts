/**
 * What a receipt family (./families.ts) prints about its payment, and how: the payment differs
 * from the link it is checked against in one way, in none, or at a boundary of a note's rule
 * (docs/rules.md, Reading the payment from a screenshot); amounts, UPI IDs and dates are written
 * the way each app writes them, in English or in Hindi.
 */
import type { PaymentNoteKind } from '../../client/utr-finder/payment-notes.ts';
import type { CheckedLink } from './apps.ts';
import { IST_MS } from './payment-truth.ts';
import { dayOfYear, digits, MONTHS, NAMES, pad, pick, vpa, type Random } from './values.ts';

/**
 * How the payment differs from the link. The four ways of ./apps.ts, and the boundaries: ₹1 and
 * ₹100 off; a payee's mobile-number UPI ID one digit off, or two digits swapped; a payee's
 * letters one or two off (taken for a misreading: no note); paid exactly 48 hours before the page
 * opened (no note: the rule is 'more than'); and a year before to the day.
 */
export type Case =
  | 'match'
  | 'amount'
  | 'payee'
  | 'date'
  | 'amount-1'
  | 'amount-100'
  | 'payee-digit'
  | 'payee-swap'
  | 'payee-letter'
  | 'payee-letters'
  | 'exactly-48h'
  | 'year-old';

/** The note each case is due; none for a match and for the cases the rules tolerate. */
export const DUE: Record<Case, PaymentNoteKind | null> = {
  match: null,
  amount: 'amount',
  payee: 'payee',
  date: 'date',
  'amount-1': 'amount',
  'amount-100': 'amount',
  'payee-digit': 'payee',
  'payee-swap': 'payee',
  'payee-letter': null,
  'payee-letters': null,
  'exactly-48h': null,
  'year-old': 'date',
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What was paid, to whom and when, and the link it is checked against. */
export interface Payment {
  paise: number;
  payee: string;
  upiId: string;
  paidAt: number;
  utr: string;
  link: CheckedLink;
}

const mobile = (random: Random) => digits(random, 10, '6789');

/** A digit changed, or two neighbouring digits swapped, in a mobile number's UPI ID. */
function otherMobile(upiId: string, random: Random, swap: boolean): string {
  const [name = '', handle = ''] = upiId.split('@');
  const at = 2 + Math.floor(random() * (name.length - 3));
  const chars = name.split('');
  if (swap) {
    let i = at;
    while (chars[i] === chars[i + 1]) i = (i + 1) % (name.length - 1);
    [chars[i], chars[i + 1]] = [chars[i + 1] ?? '', chars[i] ?? ''];
  } else chars[at] = String((Number(chars[at]) + 1 + Math.floor(random() * 8)) % 10);
  return `${chars.join('')}@${handle}`;
}

/** One or two letters of a name's UPI ID changed: what the misreading tolerance takes for the same payee. */
function otherLetters(upiId: string, count: number): string {
  const [name = '', handle = ''] = upiId.split('@');
  const chars = name.split('');
  for (let n = 0, i = 1; n < count && i < chars.length; i += 2) {
    const c = chars[i] ?? '';
    if (!/[a-z]/.test(c)) continue;
    chars[i] = c === 'z' ? 'y' : String.fromCharCode(c.charCodeAt(0) + 1);
    n++;
  }
  return `${chars.join('')}@${handle}`;
}

/** A UPI reference as banks issue it: the year's last digit, the day of the year, the hour, six more digits. */
function rrn(random: Random, ms: number): string {
  const d = new Date(ms + IST_MS);
  const day = dayOfYear(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())));
  return `${d.getUTCFullYear() % 10}${pad(day, 3)}${pad(d.getUTCHours(), 2)}${digits(random, 6)}`;
}

/** A slip of the thumb: a digit dropped or doubled. Never the link's own amount. */
function otherAmount(random: Random, paise: number): number {
  const slips = [Math.floor(paise / 10 / 100) * 100 + (paise % 100), paise * 10].filter(
    (other) => other !== paise && other >= 100,
  );
  return pick(random, slips);
}

/** The payment for `which` case, against a link opened up to five hours before `now`. */
export function paymentFor(which: Case, random: Random, now: Date): Payment {
  const linkPaise = (100 + Math.floor(random() * 49_900)) * 100 + (random() < 0.5 ? 0 : Math.floor(random() * 100));
  const paise =
    which === 'amount'
      ? otherAmount(random, linkPaise)
      : which === 'amount-1'
        ? linkPaise + (random() < 0.5 ? 100 : -100)
        : which === 'amount-100'
          ? linkPaise + (random() < 0.5 ? 10_000 : -10_000)
          : linkPaise;
  const linkPayee = pick(random, NAMES);
  // A third of payees (and every mobile-number case) are known by their mobile number: 98765 43210@ybl.
  const byMobile =
    which === 'payee-digit' || which === 'payee-swap' || (!which.startsWith('payee-') && random() < 0.34);
  const linkUpiId = byMobile
    ? `${mobile(random)}@${pick(random, ['ybl', 'paytm', 'axl', 'ibl'])}`
    : vpa(linkPayee, random);
  const otherPayee = pick(
    random,
    NAMES.filter((name) => name !== linkPayee),
  );
  const [payee, upiId] =
    which === 'payee'
      ? [otherPayee, vpa(otherPayee, random)]
      : which === 'payee-digit' || which === 'payee-swap'
        ? [otherPayee, otherMobile(linkUpiId, random, which === 'payee-swap')]
        : which === 'payee-letter' || which === 'payee-letters'
          ? [linkPayee, otherLetters(linkUpiId, which === 'payee-letter' ? 1 : 2)]
          : [linkPayee, linkUpiId];
  // Opened on a whole minute, as receipts print their times: the 48-hour case is then exact.
  const openedAt = Math.floor((now.getTime() - Math.floor(random() * 5 * 60) * 60_000) / 60_000) * 60_000;
  const before =
    which === 'date'
      ? (3 + Math.floor(random() * 18)) * DAY_MS + Math.floor(random() * 600) * 60_000
      : which === 'exactly-48h'
        ? 2 * DAY_MS
        : which === 'year-old'
          ? 365 * DAY_MS + Math.floor(random() * 300) * 60_000
          : (1 + Math.floor(random() * 40)) * HOUR_MS + Math.floor(random() * 60) * 60_000;
  const paidAt = openedAt - before;
  return {
    paise,
    payee,
    upiId,
    paidAt,
    utr: rrn(random, paidAt),
    link: { amount: linkPaise, upiId: linkUpiId, openedAt },
  };
}

/** Paise as apps print rupees: '1,500.50', '1,500' when whole unless `always` (banks print '1,500.00'). */
export const rupees = (paise: number, always: boolean): string => {
  const whole = Math.floor(paise / 100).toLocaleString('en-IN');
  return paise % 100 === 0 && !always ? whole : `${whole}.${pad(paise % 100, 2)}`;
};

/** Hindi short month names as apps write them (Intl's hi-IN forms). */
const HI_MONTHS = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'] as const;

/** How a family writes its dates; `relative`: 'Today'/'Yesterday' for a payment of those days. */
export type DateForm =
  | 'd-mon-yyyy, h:mm am'
  | 'h:mm am on d mon yyyy'
  | 'dd/mm/yyyy hh:mm'
  | 'dd-mm-yyyy hh:mm:ss'
  | 'dd-mon-yyyy hh:mm am'
  | 'd month yyyy, h:mm am'
  | 'd mon, h:mm am';

/** A date as printed, and whether it gives day, month and year ('Today, 7:42 pm' and '12 Nov' do not). */
export interface PrintedDate {
  text: string;
  full: boolean;
}

const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `ms` as a family prints it, in `lang`, the reading happening at `now` (for 'Today' and a year left out). */
export function printDate(ms: number, form: DateForm, lang: 'en' | 'hi', relative: boolean, now: Date): PrintedDate {
  const d = new Date(ms + IST_MS);
  const [year, month, day, hour, minute, second] = [
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
  const h12 = hour % 12 || 12;
  const ampm = hour < 12 ? 'am' : 'pm';
  const time = `${h12}:${pad(minute, 2)} ${ampm}`;
  const today = new Date(now.getTime() + IST_MS);
  const daysAgo = Math.round(
    (Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.UTC(year, month, day)) / DAY_MS,
  );
  // Only English screens say 'Today' here: what the English model reads of 'आज' is nothing.
  if (relative && lang === 'en' && daysAgo <= 1)
    return { text: `${daysAgo === 0 ? 'Today' : 'Yesterday'}, ${time}`, full: false };
  const mon = lang === 'hi' ? HI_MONTHS[month] : MONTHS[month];
  switch (form) {
    case 'd-mon-yyyy, h:mm am':
      return { text: `${day} ${mon} ${year}, ${time}`, full: true };
    case 'h:mm am on d mon yyyy':
      return { text: `${time} on ${day} ${mon} ${year}`, full: true };
    case 'dd/mm/yyyy hh:mm':
      return { text: `${pad(day, 2)}/${pad(month + 1, 2)}/${year} ${pad(hour, 2)}:${pad(minute, 2)}`, full: true };
    case 'dd-mm-yyyy hh:mm:ss':
      return {
        text: `${pad(day, 2)}-${pad(month + 1, 2)}-${year} ${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`,
        full: true,
      };
    case 'dd-mon-yyyy hh:mm am':
      return {
        text: `${pad(day, 2)}-${mon}-${year} ${pad(h12, 2)}:${pad(minute, 2)} ${ampm.toUpperCase()}`,
        full: true,
      };
    case 'd month yyyy, h:mm am':
      return { text: `${day} ${lang === 'hi' ? mon : LONG[month]} ${year}, ${time}`, full: true };
    case 'd mon, h:mm am':
      // The year only when it is not this year's, as a history list writes it.
      return year === today.getUTCFullYear()
        ? { text: `${day} ${mon}, ${time}`, full: false }
        : { text: `${day} ${mon} ${year}, ${time}`, full: true };
  }
}
