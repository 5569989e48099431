/**
 * The payment notes on receipts as payers' apps print them, tried as a new payer would
 * (docs/rules.md, Reading the payment from a screenshot), in Chromium: a Google-Pay-style details
 * screen for ₹150.50 on a ₹1,500.50 link, whose big amount stands under the payee's name and UPI
 * ID, above a status line whose tick OCR reads as a stray mark, gets the amount note; a Paytm-style
 * receipt stamped 'Today, …' for the right payment gets no note at all (today is not old), and the
 * same receipt for ₹150.50 the amount note only; a payment to 9876543201@ybl for a link to
 * 9876543210@ybl, another person's mobile number, gets the payee note. The receipts are the corpus's
 * own families (harness/receipts/families.ts), in their tuning layouts. The year-old receipt is in
 * ./ocr-notes.test.ts, with Firefox and WebKit; the mobile number in all three engines too.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { familyBody, type Family } from '../../harness/receipts/families.ts';
import type { Payment } from '../../harness/receipts/family-values.ts';
import { documentHtml } from '../../harness/receipts/layouts.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { seeded } from '../../harness/receipts/values.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { clickCard, waitForStepTwo } from './steps.ts';
import { pasteImage, waitForReading } from './ocr-steps.ts';
import { useOcrFlow } from './ocr-flow-setup.ts';
import {
  CHANNEL_UPI_ID,
  drawNoteReceipts,
  expectNotes,
  LINK_PAISE,
  MOBILE_APP,
  NOTE_WORDS,
  notesInPage,
} from './ocr-notes-receipts.ts';

const flow = useOcrFlow(49);
const random = seeded(49);
const HOUR_MS = 3_600_000;

/** A family's tuning-layout receipt for a payment of `paise` to the demo link's UPI ID, paid `hoursAgo`. */
async function appReceipt(family: Family, paise: number, hoursAgo: number): Promise<Buffer> {
  const now = new Date();
  const paidAt = Math.floor((now.getTime() - hoursAgo * HOUR_MS) / 60_000) * 60_000;
  const payment: Payment = {
    paise,
    payee: 'Demo Store',
    upiId: CHANNEL_UPI_ID,
    paidAt,
    utr: `6${String(Math.floor(random() * 1e11)).padStart(11, '0')}`,
    link: { amount: LINK_PAISE, upiId: CHANNEL_UPI_ID, openedAt: now.getTime() },
  };
  const drawn = familyBody(family, 'tuning', payment, 'en', random, now);
  const html = documentHtml({ theme: 'light', font: 'Liberation Sans', lang: 'en', padTop: 0, ...drawn });
  const page = await receiptPage(flow.e2e().browser);
  try {
    return await drawReceipt(page, {
      name: family,
      layout: 'stacked',
      theme: 'light',
      lang: 'en',
      font: 'Liberation Sans',
      utr: payment.utr,
      decoys: [],
      html,
      printed: { amount: drawn.amount, date: drawn.date.text, upiId: CHANNEL_UPI_ID, payee: 'Demo Store' },
      offer: payment.utr,
    });
  } finally {
    await page.context().close();
  }
}

async function read(page: Page, png: Buffer): Promise<void> {
  await pasteImage(page, png, 'receipt.png');
  await waitForReading(page, ['reading']);
  await waitForReading(page, ['found', 'done']);
}

async function stepTwo(appId?: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await flow
    .e2e()
    .open(await flow.e2e().link({ amountPaise: LINK_PAISE, query: 'lang=en', ...(appId ? { appId } : {}) }));
  await clickCard(opened.page);
  await waitForStepTwo(opened.page, catalogues.en.stepPay);
  return opened;
}

describe('the notes on app receipts, tried as a new payer would', () => {
  it("a Google Pay details screen's big amount, a Paytm 'Today' stamp: the amount note only where due", async () => {
    const { page, errors } = await stepTwo();

    // Its big '₹150.50' may be read without its mark, as '150.50' or '50.50': then the note says
    // another amount without naming it (docs/rules.md, Reading the payment from a screenshot).
    await read(page, await appReceipt('gpay', 15_050, 3));
    const gpay = await page.evaluate(notesInPage);
    expect(Object.keys(gpay.notes)).toEqual(['ocr-note-amount']);
    expect([NOTE_WORDS.en.amountSaid, catalogues.en.ocrNoteAmountOther.replace('{expected}', '₹1,500.50')]).toContain(
      gpay.notes['ocr-note-amount'],
    );

    // 'Today, …': read as today in India, so not old; nothing to say about the right payment.
    await read(page, await appReceipt('paytm', LINK_PAISE, 1));
    expectNotes(await page.evaluate(notesInPage), 'right', 'en');
    await read(page, await appReceipt('paytm', 15_050, 1));
    expect((await page.evaluate(notesInPage)).notes).toEqual({ 'ocr-note-amount': NOTE_WORDS.en.amountSaid });
    expect(errors).toEqual([]);
  });

  it('a payment to another mobile number: the payee note, though only two digits differ', async () => {
    const { page, errors } = await stepTwo(MOBILE_APP);
    const drawn = await drawNoteReceipts(flow.e2e().browser, random);
    await read(page, drawn.otherMobile);
    expectNotes(await page.evaluate(notesInPage), 'otherMobile', 'en');
    expect(errors).toEqual([]);
  });
});
