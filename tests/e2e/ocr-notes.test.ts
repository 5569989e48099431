/**
 * What the page tells the payer about their screenshot's payment, end to end (docs/rules.md,
 * Reading the payment from a screenshot): on a ₹1,500.50 link paid by UPI to demo.store@okaxis,
 * a receipt for ₹150.50 gets the amount note, the right amount and payee get none, a payment to
 * another UPI ID gets the payee note, and one dated ten days before the page was opened gets the
 * date note; in English and in Hindi. The receipts, and what each note must say, are
 * ./ocr-notes-receipts.ts, which the Firefox and WebKit twins of this file share: drawn now by
 * harness/receipts' own layout, with the values each case needs; the page's clock is the real one,
 * so the old receipt prints a day ten days before today. One page per language reads all four in turn (a picture replaced is
 * a new reading, with the engine the first one compiled), and the funnel's beacon names the notes'
 * kinds, never a value. A fifth receipt is from a year ago: its date note gives the year; a sixth,
 * ten days old, prints its month in Devanagari ('27 नव॰ 2026'), read by Hindi's model: the date note.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { seeded } from '../../harness/receipts/values.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { axeViolations, clickCard, waitForStepTwo } from './steps.ts';
import { pasteImage, waitForReading } from './ocr-steps.ts';
import { useOcrFlow } from './ocr-flow-setup.ts';
import {
  CHANNEL_UPI_ID,
  drawNoteReceipts,
  expectNotes,
  LINK_PAISE,
  notesInPage,
  OTHER_UPI_ID,
} from './ocr-notes-receipts.ts';

const flow = useOcrFlow(46);

const random = seeded(46);

const notesShown = (page: Page) => page.evaluate(notesInPage);

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

describe.each(['en', 'hi'] as const)('notes in %s', (lang) => {
  it('another amount, the right one, another payee, an old day: each note only where it is due', async () => {
    const drawn = await drawNoteReceipts(flow.e2e().browser, random);

    const { page, errors } = await flow
      .e2e()
      .open(await flow.e2e().link({ amountPaise: LINK_PAISE, query: `lang=${lang}` }));
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/beacon') beacons.push(request);
    });
    await clickCard(page);
    await waitForStepTwo(page, catalogues[lang].stepPay);

    await read(page, drawn.wrongAmount);
    expectNotes(await notesShown(page), 'wrongAmount', lang);

    await read(page, drawn.right);
    expectNotes(await notesShown(page), 'right', lang);

    await read(page, drawn.otherPayee);
    expectNotes(await notesShown(page), 'otherPayee', lang);
    expect(await axeViolations(page)).toEqual([]);

    await read(page, drawn.old);
    expectNotes(await notesShown(page), 'old', lang);

    await read(page, drawn.yearOld);
    expectNotes(await notesShown(page), 'yearOld', lang);

    await read(page, drawn.hindiMonth);
    expectNotes(await notesShown(page), 'hindiMonth', lang);

    // The funnel names each note's kind once per reading that showed it, and nothing else about it.
    await expect
      .poll(() => noteEvents(beacons).map((event) => event.detail), { timeout: 15_000 })
      .toEqual(['amount', 'payee', 'date', 'date', 'date']);
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
