/**
 * The corpus report: reads the whole receipt corpus (harness/receipts/corpus.ts) on the local page
 * in Chromium and prints, for the tuning half, the held-out half and the held-out layouts apart, the
 * UTR's precision and recall with each miss (docs/rules.md, Reading the UTR from a screenshot), and
 * for each kind of payment note how often it was right, wrong and silent (docs/rules.md, Reading the
 * payment from a screenshot), the app and family receipts against their own links too, with a table
 * of the notes per half and per family in English and in Hindi. The payment is found from what the
 * page's OCR thread read, by the thread's own code with the UTR it confirmed
 * (harness/receipts/ocr-capture.ts, `replay`). Minutes of CPU: run it when the rules change.
 * `--split SPLIT` reads only that set ('tuning', 'held-out', 'held-out layouts'); `--name TEXT`
 * only the receipts whose name holds TEXT ('app #' for the app receipts, 'family #' for the
 * families). `--save FILE` also keeps what OCR read from each receipt in FILE (JSON, keep it out of
 * git), for scripts/ocr-cache.ts to try the rules on in seconds. The held-out layouts' wrong
 * findings are counted, not listed, unless `--list-held-out`. Builds the client first when it is
 * stale.
 */
import { writeFileSync } from 'node:fs';
import { startE2E } from '../harness/e2e-stack.ts';
import { ensureBuilt } from '../make/fresh.ts';
import { makeCorpus, SPLITS, type Split } from '../harness/receipts/corpus.ts';
import { cached, captureReads, replay, type CachedReceipt } from '../harness/receipts/ocr-capture.ts';
import {
  notesGroups,
  notesTable,
  paymentReport,
  scorePayment,
  type PaymentScored,
} from '../harness/receipts/payment-score.ts';
import { describeScored, readAll, report, score } from '../harness/receipts/score.ts';

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const only = (option('--split') as Split | undefined) ?? null;
const named = option('--name');
const save = option('--save');
const listHeldOut = process.argv.includes('--list-held-out');
const now = new Date();
const options = { testMode: false, now };
const corpus = makeCorpus(now).filter(
  (receipt) => (!only || receipt.split === only) && (!named || receipt.name.includes(named)),
);
await ensureBuilt();
const e2e = await startE2E();
try {
  const { page } = await e2e.open(await e2e.link());
  // What OCR read of the whole picture: the payment is measured on it as the page reads it.
  const capture = await captureReads(page.context(), page);
  const kept: CachedReceipt[] = [];
  const found: Array<Promise<void>> = [];
  const payments: Array<PaymentScored & { split: Split }> = [];
  await page.getByTestId('channel-card').first().click();
  await page.getByTestId('utr-input').waitFor();
  const started = Date.now();
  const results = await readAll(page, corpus, (scored) => {
    const { receipt } = scored;
    console.log(
      `${receipt.split === 'held-out layouts' && !listHeldOut ? receipt.split : `${receipt.split} ${describeScored(scored)}`}`,
    );
    const reads = capture.take();
    found.push(
      replay(reads, options).then((replayed) => {
        if (!replayed) console.log(`  no reading kept for ${receipt.name}`);
        else if ('payment' in replayed.finding)
          payments.push({ ...scorePayment(receipt, replayed.finding.payment), split: receipt.split });
      }),
    );
    if (!save) return;
    // Kept after each receipt, so a long run can be looked at while it reads.
    kept.push(cached(scored, reads));
    writeFileSync(save, JSON.stringify({ now: now.getTime(), testMode: false, receipts: kept }));
  });
  await Promise.all(found);
  console.log(`\n${corpus.length} readings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const split of SPLITS) {
    const part = results.filter(({ receipt }) => receipt.split === split);
    if (part.length) console.log(report(split, score(part)));
  }
  console.log(report('misleading layouts', score(results.filter(({ receipt }) => receipt.misleading))));
  console.log(report('failed or reversed payments', score(results.filter(({ receipt }) => receipt.failed))));
  console.log(report('whole corpus', score(results)));
  console.log('\nReading the payment (docs/rules.md, Reading the payment from a screenshot):');
  for (const split of SPLITS) {
    const part = payments.filter((scored) => scored.split === split);
    if (part.length) console.log(paymentReport(split, part, split !== 'held-out layouts' || listHeldOut));
  }
  console.log(
    `\nThe notes (right / wrong / silent where the receipt prints the value):\n${notesTable(notesGroups(payments))}`,
  );
  if (save) console.log(`OCR readings of ${kept.length} receipts kept in ${save}`);
} finally {
  await e2e.close();
}
