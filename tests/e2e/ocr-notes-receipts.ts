/**
 * The receipts of the payment-note tests (docs/rules.md, Reading the payment from a
 * screenshot), for every engine that reads them: tests/e2e/ocr-notes.test.ts in Chromium,
 * tests/firefox/ocr-notes.test.ts and tests/webkit/ocr-notes.test.ts. On a ₹1,500.50 link paid by
 * UPI to demo.store@okaxis: a receipt for ₹150.50 (the amount note), the right amount and payee (no
 * note), a payment to another UPI ID (the payee note), one dated ten days before today (the
 * date note), and one from the same day a year ago (the date note, with its year). On a link of
 * the sandbox's `mobile` app, paid by UPI to 9876543210@ybl: a payment to 9876543201@ybl, another
 * person's mobile number two digits swapped (the payee note). They are drawn by harness/receipts' own
 * layout in Chromium (harness/receipts/draw.ts): a PNG is the
 * same bytes whichever engine reads it afterwards. Also what each note says in English and in
 * Hindi, and one plain function that reads what step 2 shows under the UTR field, which any driver
 * can send into the page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from '../../harness/chromium.ts';
import { receiptHtml } from '../../harness/receipts/layouts.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { makeUtr, type Random } from '../../harness/receipts/values.ts';
import type { Receipt } from '../../harness/receipts/index.ts';

/** The link: ₹1,500.50, and the demo app's first option is UPI to this ID (sandbox/app-channels.json). */
export const LINK_PAISE = 150_050;
export const CHANNEL_UPI_ID = 'demo.store@okaxis';
export const OTHER_UPI_ID = 'priya.sharma@ybl';
/** The sandbox's `mobile` app: one UPI option to a mobile number's UPI ID (sandbox/app-channels.json). */
export const MOBILE_APP = 'mobile';
export const MOBILE_UPI_ID = '9876543210@ybl';
export const OTHER_MOBILE_UPI_ID = '9876543201@ybl';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day `daysAgo` before today in India, as a UPI app prints it with its time: '18 Nov 2026, 10:15
 * am'; with the month in Hindi, as Hindi screens print it: '18 नव॰ 2026, 10:15 am'. `month` is
 * English's, as the note writes it on an English page.
 */
export function printedDay(
  daysAgo: number,
  monthIn: 'en' | 'hi' = 'en',
): { text: string; day: number; month: string; year: number } {
  const day = new Date(Date.now() + IST_MS - daysAgo * DAY_MS);
  const month = MONTHS[day.getUTCMonth()] ?? 'Jan';
  const printed =
    monthIn === 'hi' ? new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'UTC' }).format(day) : month;
  return {
    text: `${day.getUTCDate()} ${printed} ${day.getUTCFullYear()}, 10:15 am`,
    day: day.getUTCDate(),
    month,
    year: day.getUTCFullYear(),
  };
}

export interface Paid {
  amount: string;
  upiId: string;
  daysAgo: number;
  /** The date's month in Hindi, as a Hindi screen prints it. */
  hindiMonth?: boolean;
}

/** A UPI app's receipt ('stacked': the big amount over 'Paid to …', labels above values) for one case. */
export function receiptOf({ amount, upiId, daysAgo, hindiMonth }: Paid, random: Random): Receipt {
  const utr = makeUtr(random, 'upi', new Date());
  const text = {
    status: 'Payment successful',
    paidTo: 'Paid to',
    payee: 'Demo Store',
    amount,
    date: printedDay(daysAgo, hindiMonth ? 'hi' : 'en').text,
    rows: [
      { label: 'Amount', value: amount.replace('₹', 'Rs.') },
      { label: 'To UPI ID', value: upiId },
      { label: 'UPI Ref No.', value: utr },
    ],
    lang: 'en' as const,
  };
  const html = receiptHtml('stacked', 'light', 'Liberation Sans', text, 0);
  return {
    name: `notes ${amount} ${upiId} ${daysAgo}`,
    layout: 'stacked',
    theme: 'light',
    lang: 'en',
    font: 'Liberation Sans',
    utr,
    decoys: [],
    html,
    printed: { amount, date: text.date, upiId, payee: text.payee },
    offer: utr,
  };
}

/** The cases, in the order the tests attach them. */
export const NOTE_CASES = {
  wrongAmount: { amount: '₹150.50', upiId: CHANNEL_UPI_ID, daysAgo: 0 },
  right: { amount: '₹1,500.50', upiId: CHANNEL_UPI_ID, daysAgo: 0 },
  otherPayee: { amount: '₹1,500.50', upiId: OTHER_UPI_ID, daysAgo: 0 },
  old: { amount: '₹1,500.50', upiId: CHANNEL_UPI_ID, daysAgo: 10 },
  // The same day a year ago: the note gives its year, or it would read as last week's.
  yearOld: { amount: '₹1,500.50', upiId: CHANNEL_UPI_ID, daysAgo: 366 },
  // Its month in Devanagari ('27 नव॰ 2026'), which only Hindi's model reads.
  hindiMonth: { amount: '₹1,500.50', upiId: CHANNEL_UPI_ID, daysAgo: 10, hindiMonth: true },
} as const satisfies Record<string, Paid>;

export type NoteCase = keyof typeof NOTE_CASES;

/** The payment to another mobile number, for a link of the `mobile` app. */
export const MOBILE_CASE: Paid = { amount: '₹1,500.50', upiId: OTHER_MOBILE_UPI_ID, daysAgo: 0 };

/** Every drawn case: the demo link's, and the `mobile` link's. */
export type DrawnCase = NoteCase | 'otherMobile';

/** Each case's screenshot, drawn in `browser` (a Chromium) with UTRs from `random`. */
export async function drawNoteReceipts(browser: Browser, random: Random): Promise<Record<DrawnCase, Buffer>> {
  const drawer = await receiptPage(browser);
  try {
    const drawn: Partial<Record<DrawnCase, Buffer>> = {};
    for (const [name, paid] of Object.entries(NOTE_CASES) as [NoteCase, Paid][]) {
      drawn[name] = await drawReceipt(drawer, receiptOf(paid, random));
    }
    drawn.otherMobile = await drawReceipt(drawer, receiptOf(MOBILE_CASE, random));
    return drawn as Record<DrawnCase, Buffer>;
  } finally {
    await drawer.context().close();
  }
}

/**
 * Each case's screenshot as a PNG file in a folder of its own, for an engine whose driver hands the
 * browser a path, not bytes (Firefox over BiDi, WebKit over WebDriver); drawn in a Chromium of its
 * own. `remove` deletes the folder.
 */
export async function noteReceiptFiles(
  random: Random,
): Promise<{ files: Record<DrawnCase, string>; remove: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'note-receipts-'));
  const chromium = await launchBrowser();
  try {
    const drawn = await drawNoteReceipts(chromium, random);
    const files = {} as Record<DrawnCase, string>;
    for (const name of [...Object.keys(NOTE_CASES), 'otherMobile'] as DrawnCase[]) {
      files[name] = join(folder, `${name}.png`);
      writeFileSync(files[name], drawn[name]);
    }
    return { files, remove: () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await chromium.close();
  }
}

/** The amount note whole, and how the date note begins, in each language the tests read in (page/i18n/). */
export const NOTE_WORDS = {
  en: {
    amountSaid: 'The screenshot shows ₹150.50; this payment is for ₹1,500.50',
    dateSaid: 'This screenshot is from',
  },
  hi: { amountSaid: 'स्क्रीनशॉट में ₹150.50 दिख रहा है; यह भुगतान ₹1,500.50 का है', dateSaid: 'यह स्क्रीनशॉट' },
} as const;

export const NOTE_IDS = ['ocr-note-amount', 'ocr-note-payee', 'ocr-note-date'] as const;

/** What step 2 shows under the UTR field once a reading has answered (notesInPage). */
export interface NotesShown {
  /** Each note shown, by test id, its text with spaces normalised. */
  notes: Record<string, string>;
  /** The UPI IDs the payee note sets left to right (`<bdi dir="ltr">`). */
  leftToRight: number;
  utr: string | null;
  submitEnabled: boolean;
}

/**
 * Runs in the page, self-contained (WebDriver sends its source; it may use nothing from this
 * module): the notes that show, and the UTR field and Submit beside them.
 */
export function notesInPage(): NotesShown {
  const notes: Record<string, string> = {};
  for (const id of ['ocr-note-amount', 'ocr-note-payee', 'ocr-note-date']) {
    const note = document.querySelector(`[data-testid="${id}"]`);
    if (note) notes[id] = (note.textContent ?? '').replace(/\s+/g, ' ');
  }
  const submit = document.querySelector<HTMLButtonElement>('[data-testid="submit"]');
  return {
    notes,
    leftToRight: document.querySelectorAll('[data-testid="ocr-note-payee"] bdi[dir="ltr"]').length,
    utr: document.querySelector<HTMLInputElement>('[data-testid="utr-input"]')?.value ?? null,
    submitEnabled: submit !== null && !submit.disabled,
  };
}

/**
 * Exactly the note `noteCase` is due (none for the right receipt) and its key content: both
 * amounts, both UPI IDs (each left to right, in any language), the receipt's day; and, after every
 * reading, the field as the payer left it (empty) and Submit ready, since a note informs and does
 * nothing more.
 */
export function expectNotes(shown: NotesShown, noteCase: DrawnCase, lang: keyof typeof NOTE_WORDS): void {
  const words = NOTE_WORDS[lang];
  const { notes } = shown;
  switch (noteCase) {
    case 'wrongAmount':
      expect(notes, noteCase).toEqual({ 'ocr-note-amount': words.amountSaid });
      break;
    // The same layout read the amount in the case before: here it is the link's, so nothing is said.
    case 'right':
      expect(notes, noteCase).toEqual({});
      break;
    case 'otherPayee':
      expect(Object.keys(notes), noteCase).toEqual(['ocr-note-payee']);
      expect(notes['ocr-note-payee']).toContain(OTHER_UPI_ID);
      expect(notes['ocr-note-payee']).toContain(CHANNEL_UPI_ID);
      expect(shown.leftToRight, 'UPI IDs set left to right').toBe(2);
      break;
    case 'old':
    case 'hindiMonth': {
      expect(Object.keys(notes), noteCase).toEqual(['ocr-note-date']);
      const { day, month } = printedDay(NOTE_CASES.old.daysAgo);
      expect(notes['ocr-note-date']).toContain(words.dateSaid);
      expect(notes['ocr-note-date']).toContain(String(day));
      // Hindi writes the month in its own words (docs/rules.md, Reading the payment from a screenshot).
      if (lang === 'en') expect(notes['ocr-note-date']).toContain(month);
      // This year's day: no year.
      expect(notes['ocr-note-date']).not.toMatch(/\d{4}/);
      break;
    }
    case 'yearOld': {
      expect(Object.keys(notes), noteCase).toEqual(['ocr-note-date']);
      const { day, month, year } = printedDay(NOTE_CASES.yearOld.daysAgo);
      expect(notes['ocr-note-date']).toContain(words.dateSaid);
      expect(notes['ocr-note-date']).toContain(String(day));
      expect(notes['ocr-note-date'], 'a year-old day says its year').toContain(String(year));
      if (lang === 'en') expect(notes['ocr-note-date']).toContain(`${day} ${month} ${year}`);
      break;
    }
    case 'otherMobile':
      expect(Object.keys(notes), noteCase).toEqual(['ocr-note-payee']);
      expect(notes['ocr-note-payee']).toContain(OTHER_MOBILE_UPI_ID);
      expect(notes['ocr-note-payee']).toContain(MOBILE_UPI_ID);
      expect(shown.leftToRight, 'UPI IDs set left to right').toBe(2);
      break;
  }
  expect(shown.utr, `the UTR field after ${noteCase}`).toBe('');
  expect(shown.submitEnabled, `Submit after ${noteCase}`).toBe(true);
}
