/**
 * What the page tells the payer about their screenshot's payment, end to end (docs/rules.md,
 * Reading the payment from a screenshot): on a ₹1,500.50 link paid by UPI to demo.store@okaxis,
 * a receipt for ₹150.50 gets the amount note, the right amount and payee get none, a payment to
 * another UPI ID gets the payee note, and one dated ten days before the page was opened gets the
 * date note; in English and in Hindi. The receipts are drawn now by harness/receipts' own layout,
 * with the values each case needs; the page's clock is the real one, so the old receipt prints a
 * day ten days before today. One page per language reads all four in turn (a picture replaced is
 * a new reading, with the engine the first one compiled), and the funnel's beacon names the notes'
 * kinds, never a value.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { receiptHtml } from '../../harness/receipts/layouts.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { makeUtr, seeded } from '../../harness/receipts/values.ts';
import type { Receipt } from '../../harness/receipts/index.ts';
import { catalogues } from '../../worker/render/catalogues.ts';
import { axeViolations, clickCard, waitForStepTwo } from './steps.ts';
import { pasteImage, waitForReading } from './ocr-steps.ts';
import { useOcrFlow } from './ocr-flow-setup.ts';

const flow = useOcrFlow(46);

/** The link: ₹1,500.50, and the demo app's first option is UPI to this ID (sandbox/app-channels.json). */
const LINK_PAISE = 150_050;
const CHANNEL_UPI_ID = 'demo.store@okaxis';
const OTHER_UPI_ID = 'priya.sharma@ybl';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day `daysAgo` before today in India, as a UPI app prints it with its time: '18 Nov 2026, 10:15 am'. */
function printedDay(daysAgo: number): { text: string; day: number; month: string } {
  const day = new Date(Date.now() + IST_MS - daysAgo * DAY_MS);
  const month = MONTHS[day.getUTCMonth()] ?? 'Jan';
  return { text: `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}, 10:15 am`, day: day.getUTCDate(), month };
}

interface Paid {
  amount: string;
  upiId: string;
  daysAgo: number;
}

const random = seeded(46);

/** A UPI app's receipt ('stacked': the big amount over 'Paid to …', labels above values) for one case. */
function receiptOf({ amount, upiId, daysAgo }: Paid): Receipt {
  const utr = makeUtr(random, 'upi', new Date());
  const text = {
    status: 'Payment successful',
    paidTo: 'Paid to',
    payee: 'Demo Store',
    amount,
    date: printedDay(daysAgo).text,
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

const NOTE_IDS = ['ocr-note-amount', 'ocr-note-payee', 'ocr-note-date'] as const;

/** Which notes show, and their text with spaces normalised. */
async function notesShown(page: Page): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const id of NOTE_IDS) {
    const note = page.getByTestId(id);
    if ((await note.count()) > 0) shown[id] = ((await note.textContent()) ?? '').replace(/\s+/g, ' ');
  }
  return shown;
}

/** Pastes the receipt in place of the last picture and waits for its reading's answer. */
async function read(page: Page, png: Buffer): Promise<void> {
  await pasteImage(page, png, 'receipt.png');
  await waitForReading(page, ['reading']);
  await waitForReading(page, ['found', 'done']);
}

/** The ocr-note events the page's beacons carried, as the page worker gets them. */
const noteEvents = (beacons: Request[]) =>
  beacons.flatMap((request) => {
    const body = JSON.parse(request.postData() ?? '{}') as { events?: { kind: string; detail: string }[] };
    return (body.events ?? []).filter((event) => event.kind === 'ocr-note');
  });

describe.each([
  {
    lang: 'en' as const,
    amountSaid: 'The screenshot shows ₹150.50; this payment is for ₹1,500.50',
    dateSaid: 'This screenshot is from',
  },
  { lang: 'hi' as const, amountSaid: 'स्क्रीनशॉट में ₹150.50 दिख रहा है; यह भुगतान ₹1,500.50 का है', dateSaid: 'यह स्क्रीनशॉट' },
])('notes in $lang', ({ lang, amountSaid, dateSaid }) => {
  it('another amount, the right one, another payee, an old day: each note only where it is due', async () => {
    const drawer = await receiptPage(flow.e2e().browser);
    const draw = (paid: Paid) => drawReceipt(drawer, receiptOf(paid));
    const wrongAmount = await draw({ amount: '₹150.50', upiId: CHANNEL_UPI_ID, daysAgo: 0 });
    const right = await draw({ amount: '₹1,500.50', upiId: CHANNEL_UPI_ID, daysAgo: 0 });
    const otherPayee = await draw({ amount: '₹1,500.50', upiId: OTHER_UPI_ID, daysAgo: 0 });
    const old = await draw({ amount: '₹1,500.50', upiId: CHANNEL_UPI_ID, daysAgo: 10 });
    await drawer.context().close();

    const { page, errors } = await flow
      .e2e()
      .open(await flow.e2e().link({ amountPaise: LINK_PAISE, query: `lang=${lang}` }));
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/beacon') beacons.push(request);
    });
    await clickCard(page);
    await waitForStepTwo(page, catalogues[lang].stepPay);

    await read(page, wrongAmount);
    expect(await notesShown(page)).toEqual({ 'ocr-note-amount': amountSaid });
    // A note informs and nothing more: the field stays as the payer left it, Submit stays ready.
    expect(await page.getByTestId('utr-input').inputValue()).toBe('');
    expect(await page.getByTestId('submit').isEnabled()).toBe(true);

    // The same layout read the amount above: here it is the link's, so nothing is said.
    await read(page, right);
    expect(await notesShown(page)).toEqual({});

    await read(page, otherPayee);
    const payee = await notesShown(page);
    expect(Object.keys(payee)).toEqual(['ocr-note-payee']);
    expect(payee['ocr-note-payee']).toContain(OTHER_UPI_ID);
    expect(payee['ocr-note-payee']).toContain(CHANNEL_UPI_ID);
    // Left to right inside the sentence, in any language.
    expect(await page.getByTestId('ocr-note-payee').locator('bdi[dir="ltr"]').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await read(page, old);
    const dated = await notesShown(page);
    expect(Object.keys(dated)).toEqual(['ocr-note-date']);
    const { day, month } = printedDay(10);
    expect(dated['ocr-note-date']).toContain(dateSaid);
    expect(dated['ocr-note-date']).toContain(String(day));
    if (lang === 'en') expect(dated['ocr-note-date']).toContain(month);

    // The funnel names each note's kind once per reading that showed it, and nothing else about it.
    await expect
      .poll(() => noteEvents(beacons).map((event) => event.detail), { timeout: 15_000 })
      .toEqual(['amount', 'payee', 'date']);
    // Written, not only sent: the page worker accepts the kind (204, every point written).
    for (const request of beacons.filter((beacon) => noteEvents([beacon]).length > 0)) {
      expect((await request.response())?.status()).toBe(204);
    }
    const sent = beacons.map((request) => request.postData() ?? '').join('\n');
    for (const value of ['150.50', '1,500.50', '15050', OTHER_UPI_ID, CHANNEL_UPI_ID])
      expect(sent).not.toContain(value);
    expect(errors).toEqual([]);
  });
});
