/**
 * Reads the whole receipt corpus (harness/receipts/corpus.ts) on the local page in Chromium and
 * prints precision and recall for the tuning and the held-out set separately, with each miss
 * (docs/rules.md, Reading the UTR from a screenshot). Minutes of CPU: run it when the rules change.
 * `--split tuning` reads only the tuning set. Build the client first (`npm run build`).
 */
import { startE2E } from '../harness/e2e-stack.ts';
import { bundleWorkers } from '../harness/local-stack.ts';
import { makeCorpus, type Split } from '../harness/receipts/corpus.ts';
import { describeScored, readAll, report, score } from '../harness/receipts/score.ts';

const only = process.argv.includes('--split') ? (process.argv[process.argv.indexOf('--split') + 1] as Split) : null;
const corpus = makeCorpus(new Date()).filter((receipt) => !only || receipt.split === only);
bundleWorkers();
const e2e = await startE2E();
try {
  const { page } = await e2e.open(await e2e.link());
  await page.getByTestId('channel-card').first().click();
  await page.getByTestId('utr-input').waitFor();
  const started = Date.now();
  const results = await readAll(page, corpus, (scored) =>
    console.log(`${scored.receipt.split} ${describeScored(scored)}`),
  );
  console.log(`\n${corpus.length} readings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const split of ['tuning', 'held-out'] as const) {
    const part = results.filter(({ receipt }) => receipt.split === split);
    if (part.length) console.log(report(split, score(part)));
  }
  console.log(report('misleading layouts', score(results.filter(({ receipt }) => receipt.misleading))));
  console.log(report('whole corpus', score(results)));
} finally {
  await e2e.close();
}
