/**
 * Reading corpus receipts on the real page and scoring what it offered (docs/rules.md, Reading the
 * UTR from a screenshot): precision is that no number but the receipt's UTR is ever offered, and
 * nothing at all on a receipt of a failed or reversed payment; recall is how many of the receipts
 * that hold a readably labelled UTR had it offered. Receipts of failed payments also count where
 * the page said so, and successful ones where it said so wrongly. Used by the
 * accuracy test (a fixed sample) and by scripts/ocr-corpus.ts (the whole corpus).
 */
import type { Page } from 'playwright-core';
import { corpusDrawer, type CorpusReceipt } from './corpus.ts';
import { pasteScreenshot, waitForReading } from './draw.ts';
import { truthOf } from './payment-truth.ts';
import { dayOfYear, type Printed } from './values.ts';

export interface Scored {
  receipt: CorpusReceipt;
  offered: string[];
  /** Whether the page said the screenshot shows a failed payment. */
  failedNote: boolean;
}

/** Pastes each receipt on `page` (step 2), waits for its reading, and removes it again. */
export async function readAll(
  page: Page,
  receipts: readonly CorpusReceipt[],
  onEach: (scored: Scored) => void = () => {},
): Promise<Scored[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const drawer = corpusDrawer(browser);
  const results: Scored[] = [];
  try {
    for (const receipt of receipts) {
      const { bytes, type } = await drawer.draw(receipt);
      await pasteScreenshot(page, bytes, type === 'image/png' ? 'receipt.png' : 'receipt.jpg', type);
      await waitForReading(page, ['found', 'done', 'failed-payment'], 120_000);
      const offered = await page
        .locator('[data-utr]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-utr') ?? ''));
      const failedNote = (await page.getByTestId('ocr-failed-payment').count()) > 0;
      const scored = { receipt, offered, failedNote };
      results.push(scored);
      onEach(scored);
      await page.getByRole('button', { name: 'Remove proof' }).click();
      await waitForReading(page, ['none']);
    }
  } finally {
    await drawer.close();
  }
  return results;
}

export interface Score {
  count: number;
  /** Receipts where a number other than their UTR was offered. */
  wrong: Scored[];
  /** Receipts holding a readably labelled UTR. */
  labelled: number;
  /** Of those, the ones where it was offered. */
  right: number;
  /** Of those, the ones where nothing was offered. */
  missed: Scored[];
  /** Receipts of a failed or reversed payment. */
  failed: number;
  /** Of those, the ones where the page said so. */
  failedNoted: number;
  /** Receipts of a payment that went through where the page said it failed. */
  wrongNote: Scored[];
  /**
   * The 12-digit references offered, by whether they start with the year's last digit and the day
   * of the year the receipt printed (a day either way): whether that shape tells a UTR from another
   * number. The everyday receipts' references are random digits; the app receipts' have the shape.
   */
  shape: { fits: number; otherDay: number; wrongFits: number; wrongOtherDay: number };
}

/** Whether a 12-digit reference starts with the year's last digit and the day of the year (±1) its receipt printed. */
export function fitsItsDay(utr: string, printed: Printed): boolean {
  const { day } = truthOf(printed);
  const ofYear = dayOfYear(new Date(Date.UTC(day.year, day.month - 1, day.day)));
  return Number(utr[0]) === day.year % 10 && Math.abs(Number(utr.slice(1, 4)) - ofYear) <= 1;
}

export function score(results: readonly Scored[]): Score {
  // A failed payment's reference is no UTR: offering it is as wrong as offering a decoy.
  const wrong = results.filter(({ receipt, offered }) => offered.some((utr) => receipt.failed || utr !== receipt.utr));
  const failed = results.filter(({ receipt }) => receipt.failed);
  const labelled = results.filter(({ receipt }) => receipt.offer !== null);
  const right = labelled.filter(({ receipt, offered }) => offered.includes(receipt.offer ?? ''));
  const references = results.flatMap(({ receipt, offered }) =>
    offered
      .filter((utr) => /^\d{12}$/.test(utr))
      .map((utr) => ({ fits: fitsItsDay(utr, receipt.printed), wrong: receipt.failed || utr !== receipt.utr })),
  );
  const count = (fits: boolean, wrong?: boolean) =>
    references.filter((r) => r.fits === fits && (wrong === undefined || r.wrong === wrong)).length;
  return {
    count: results.length,
    wrong,
    labelled: labelled.length,
    right: right.length,
    missed: labelled.filter((result) => !right.includes(result)),
    failed: failed.length,
    failedNoted: failed.filter(({ failedNote }) => failedNote).length,
    wrongNote: results.filter(({ receipt, failedNote }) => failedNote && !receipt.failed),
    shape: {
      fits: count(true),
      otherDay: count(false),
      wrongFits: count(true, true),
      wrongOtherDay: count(false, true),
    },
  };
}

export const describeScored = ({ receipt, offered, failedNote }: Scored): string =>
  `${receipt.name}: shows ${receipt.utr || 'no UTR'}${receipt.failed ? ' (a failed payment)' : ''}, offered ${offered.length ? offered.join(', ') : 'nothing'}${failedNote ? ', said it failed' : ''}`;

/** The figures and each miss and wrong offer, one per line. */
export function report(
  title: string,
  { count, wrong, labelled, right, missed, failed, failedNoted, wrongNote, shape }: Score,
): string {
  const percent = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(1) : '-');
  return [
    `${title}: ${count} receipts; wrong UTR offered on ${wrong.length} (precision ${percent(count - wrong.length, count)} %); ` +
      `right UTR offered on ${right} of ${labelled} with a readable UTR label (recall ${percent(right, labelled)} %)`,
    ...(failed || wrongNote.length
      ? [
          `  failed or reversed payments: ${failed}, said so on ${failedNoted}; said so wrongly on ${wrongNote.length} other receipts`,
        ]
      : []),
    `  12-digit references offered: ${shape.fits} fit the receipt's day (${shape.wrongFits} wrong), ${shape.otherDay} do not (${shape.wrongOtherDay} wrong)`,
    ...wrong.map((result) => `  WRONG ${describeScored(result)}`),
    ...wrongNote.map((result) => `  WRONG NOTE ${describeScored(result)}`),
    ...missed.map((result) => `  missed ${describeScored(result)}`),
  ].join('\n');
}
