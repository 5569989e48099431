/**
 * What a corpus receipt's payment is, from what its generator printed (./values.ts, `Printed`):
 * the amount in paise, the day, the payee's UPI ID and name. Read here by the generator's own few
 * formats, not by the page's rules, so that measuring those rules (./payment-score.ts) does not
 * lean on them.
 */
import { MONTHS, type Printed } from './values.ts';

export interface Truth {
  paise: number;
  day: { year: number; month: number; day: number };
  /** Minutes after midnight as printed (a time without am or pm read on a 24-hour clock). */
  minutes: number;
  upiId: string | null;
  payee: string;
}

export function truthOf(printed: Printed): Truth {
  const amount = /(\d[\d,]*)(?:\.(\d{2}))?/.exec(printed.amount);
  if (!amount?.[1]) throw new Error(`no amount in ${printed.amount}`);
  const paise = Number(amount[1].replace(/,/g, '')) * 100 + Number(amount[2] ?? '0');
  if (printed.paidAt !== undefined) {
    const d = new Date(printed.paidAt + IST_MS);
    return {
      paise,
      day: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
      minutes: d.getUTCHours() * 60 + d.getUTCMinutes(),
      upiId: printed.upiId,
      payee: printed.payee,
    };
  }
  // The generator's forms: '12 Nov 2026, 3:45 pm', '12/11/2026 03:45', '3:45 pm on 12 Nov 2026'.
  const words = /(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})/.exec(printed.date);
  const numbers = /(\d{2})\/(\d{2})\/(\d{4})/.exec(printed.date);
  const day = words
    ? {
        day: Number(words[1]),
        month: MONTHS.indexOf((words[2] ?? '') as (typeof MONTHS)[number]) + 1,
        year: Number(words[3]),
      }
    : numbers
      ? { day: Number(numbers[1]), month: Number(numbers[2]), year: Number(numbers[3]) }
      : null;
  const time = /(\d{1,2}):(\d{2})\s*(am|pm)?/i.exec(printed.date);
  if (!day || !time) throw new Error(`no date in ${printed.date}`);
  // Without am or pm, a 24-hour clock (the 12-hour forms the generator prints without it read the same).
  const hour = time[3] ? (Number(time[1]) % 12) + (time[3].toLowerCase() === 'pm' ? 12 : 0) : Number(time[1]);
  return { paise, day, minutes: hour * 60 + Number(time[2]), upiId: printed.upiId, payee: printed.payee };
}

/** India Standard Time, UTC+05:30: receipts print their times in it. */
export const IST_MS = 330 * 60_000;

/** The instant a receipt says it was paid, from its day and time in India. */
export const paidAtOf = ({ day, minutes }: Truth): number =>
  Date.UTC(day.year, day.month - 1, day.day) - IST_MS + minutes * 60_000;
