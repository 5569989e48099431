/**
 * Reads the whole receipt corpus (harness/receipts/corpus.ts) on the local page in Chromium and
 * prints precision and recall for the tuning and the held-out set separately, with each miss
 * (docs/rules.md, Reading the UTR from a screenshot). Minutes of CPU: run it when the rules change.
 * `--split tuning` reads only the tuning set. `--save FILE` also keeps what OCR read from each
 * receipt in FILE (JSON, keep it out of git), for scripts/ocr-cache.ts to try the finder's rules on
 * in seconds. Build the client first (`npm run build`).
 */
import { writeFileSync } from 'node:fs';
import { startE2E } from '../harness/e2e-stack.ts';
import { ensureBuilt } from '../make/fresh.ts';
import { makeCorpus, type Split } from '../harness/receipts/corpus.ts';
import { cached, captureReads, type CachedReceipt } from '../harness/receipts/ocr-capture.ts';
import { describeScored, readAll, report, score } from '../harness/receipts/score.ts';

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const only = (option('--split') as Split | undefined) ?? null;
const save = option('--save');
const now = new Date();
const corpus = makeCorpus(now).filter((receipt) => !only || receipt.split === only);
await ensureBuilt();
const e2e = await startE2E();
try {
  const { page } = await e2e.open(await e2e.link());
  const capture = save ? await captureReads(page.context(), page) : null;
  const kept: CachedReceipt[] = [];
  await page.getByTestId('channel-card').first().click();
  await page.getByTestId('utr-input').waitFor();
  const started = Date.now();
  const results = await readAll(page, corpus, (scored) => {
    console.log(`${scored.receipt.split} ${describeScored(scored)}`);
    if (!capture || !save) return;
    // Kept after each receipt, so a long run can be looked at while it reads.
    kept.push(cached(scored, capture.take()));
    writeFileSync(save, JSON.stringify({ now: now.getTime(), testMode: false, receipts: kept }));
  });
  console.log(`\n${corpus.length} readings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const split of ['tuning', 'held-out'] as const) {
    const part = results.filter(({ receipt }) => receipt.split === split);
    if (part.length) console.log(report(split, score(part)));
  }
  console.log(report('misleading layouts', score(results.filter(({ receipt }) => receipt.misleading))));
  console.log(report('failed or reversed payments', score(results.filter(({ receipt }) => receipt.failed))));
  console.log(report('whole corpus', score(results)));
  if (save) console.log(`OCR readings of ${kept.length} receipts kept in ${save}`);
} finally {
  await e2e.close();
}
