/**
 * Reading corpus receipts on the real page and scoring what it offered (docs/rules.md, Reading the
 * UTR from a screenshot): precision is that no number but the receipt's UTR is ever offered; recall
 * is how many of the receipts that hold a readably labelled UTR had it offered. Used by the
 * accuracy test (a fixed sample) and by scripts/ocr-corpus.ts (the whole corpus).
 */
import type { Page } from 'playwright-core';
import { corpusDrawer, type CorpusReceipt } from './corpus.ts';
import { pasteScreenshot, waitForReading } from './draw.ts';

export interface Scored {
  receipt: CorpusReceipt;
  offered: string[];
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
      await waitForReading(page, ['found', 'done'], 120_000);
      const offered = await page
        .locator('[data-utr]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-utr') ?? ''));
      const scored = { receipt, offered };
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
}

export function score(results: readonly Scored[]): Score {
  const wrong = results.filter(({ receipt, offered }) => offered.some((utr) => utr !== receipt.utr));
  const labelled = results.filter(({ receipt }) => receipt.offer !== null);
  const right = labelled.filter(({ receipt, offered }) => offered.includes(receipt.offer ?? ''));
  return {
    count: results.length,
    wrong,
    labelled: labelled.length,
    right: right.length,
    missed: labelled.filter((result) => !right.includes(result)),
  };
}

export const describeScored = ({ receipt, offered }: Scored): string =>
  `${receipt.name}: shows ${receipt.utr || 'no UTR'}, offered ${offered.length ? offered.join(', ') : 'nothing'}`;

/** The figures and each miss and wrong offer, one per line. */
export function report(title: string, { count, wrong, labelled, right, missed }: Score): string {
  const percent = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(1) : '-');
  return [
    `${title}: ${count} receipts; wrong UTR offered on ${wrong.length} (precision ${percent(count - wrong.length, count)} %); ` +
      `right UTR offered on ${right} of ${labelled} with a readable UTR label (recall ${percent(right, labelled)} %)`,
    ...wrong.map((result) => `  WRONG ${describeScored(result)}`),
    ...missed.map((result) => `  missed ${describeScored(result)}`),
  ].join('\n');
}
