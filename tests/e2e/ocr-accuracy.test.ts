/**
 * How well the page reads the UTR from screenshots (docs/rules.md, Reading the UTR from a
 * screenshot): receipt-like screenshots drawn now in Chromium (harness/receipts: six layouts, light
 * and dark, five fonts, English and Hindi labels, the UTR in different places, and decoys) are
 * pasted one after another on step 2 of a page (two pages side by side, half each) and read by the
 * real path: the lazy chunk, the thread, the engine and the model from the page's own origin. The right UTR must be offered for at
 * least 90 % of those whose UTR label the English model can read, and a wrong one for none: a wrong
 * suggestion is worse than none. The whole corpus, misleading layouts included, is read by
 * scripts/ocr-corpus.ts (minutes of CPU), not here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { makeReceipts, type Receipt } from '../../harness/receipts/index.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { chooseFirstCard } from './steps.ts';
import { offeredUtrs, pasteImage, waitForReading } from './ocr-steps.ts';

/** Seven of each layout; the seed fixes which receipts, so a failure can be drawn again. */
const COUNT = 42;
const SEED = 2026;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

interface Result {
  receipt: Receipt;
  offered: string[];
}

const describeResult = ({ receipt, offered }: Result) =>
  `${receipt.name}: shows ${receipt.utr}, offered ${offered.length ? offered.join(', ') : 'nothing'}`;

/** Pages reading side by side, one for each of the machine's two cores: each reads its share one after another. */
const PAGES = 2;

/** Pastes `receipts` one after another on step 2 of one page, as a payer trying screenshot after screenshot. */
async function readOneAfterAnother(receipts: Receipt[]): Promise<{ results: Result[]; problems: string[] }> {
  const drawer = await receiptPage(e2e.browser);
  const { page, errors, cspViolations } = await e2e.open(await e2e.link());
  await chooseFirstCard(page);
  const results: Result[] = [];
  for (const receipt of receipts) {
    await pasteImage(page, await drawReceipt(drawer, receipt));
    await waitForReading(page, ['found', 'done']);
    results.push({ receipt, offered: await offeredUtrs(page) });
    await page.getByRole('button', { name: 'Remove proof' }).click();
    await waitForReading(page, ['none']);
  }
  const problems = [...errors, ...(await cspViolations())];
  await Promise.all([page.context().close(), drawer.context().close()]);
  return { results, problems };
}

describe(`${COUNT} generated receipts, ${PAGES} pages`, () => {
  it('offers the right UTR for at least 90 % of them and a wrong UTR for none', async () => {
    const receipts = makeReceipts(COUNT, SEED, new Date());
    const shares = Array.from({ length: PAGES }, (_, lane) => receipts.filter((_, index) => index % PAGES === lane));
    const lanes = await Promise.all(shares.map(readOneAfterAnother));
    const results = lanes.flatMap((lane) => lane.results);
    // Recall counts the receipts whose UTR label the English model can read (`offer`); a label only
    // in Devanagari reads as nothing, and then nothing is offered (docs/rules.md).
    const labelled = results.filter(({ receipt }) => receipt.offer !== null);
    const right = labelled.filter(({ receipt, offered }) => offered.includes(receipt.utr));
    const wrong = results.filter(({ receipt, offered }) => offered.some((u) => u !== receipt.utr));
    const missed = labelled.filter(({ offered }) => offered.length === 0);
    // The figures, and what each miss looks like, in the test's output.
    console.log(
      [
        `Reading the UTR: wrong on ${wrong.length} of ${COUNT}; right on ${right.length} of ${labelled.length} with a readable UTR label`,
        ...missed.map((result) => `  missed ${describeResult(result)}`),
      ].join('\n'),
    );
    expect(wrong.map(describeResult)).toEqual([]);
    expect(right.length / labelled.length).toBeGreaterThanOrEqual(0.9);
    // No console error, uncaught error or CSP violation on either page.
    expect(lanes.flatMap((lane) => lane.problems)).toEqual([]);
  }, 300_000);
});
