/**
 * Tries the UTR finder's rules (client/utr-finder/) on OCR readings kept by
 * `scripts/ocr-corpus.ts --save FILE`, in seconds, and prints precision and recall per split with
 * each miss, and the payment notes' figures and table, as scripts/ocr-corpus.ts does (docs/rules.md,
 * Reading the UTR from a screenshot, and Reading the payment from a screenshot).
 * Usage: npm run ocr-cache -- FILE [--show TEXT] [--list-held-out]
 *   --show TEXT  also prints, for each receipt whose name holds TEXT, OCR's lines and each
 *                UTR-shaped number with the label texts around it.
 *   --list-held-out  also lists the held-out layouts' wrong findings one by one (counted only, else).
 * Each receipt is found again by the page's own code (harness/receipts/ocr-capture.ts, `replay`): a
 * suggestion is confirmed by the kept second reading of its part of the picture; one the kept run
 * did not make has no second reading, is counted as offered and marked, since only the real page
 * (scripts/ocr-corpus.ts) can tell.
 */
import { readFileSync } from 'node:fs';
import { labelKind } from '../client/utr-finder/utr-labels.ts';
import { labelTexts } from '../client/utr-finder/utr-layout.ts';
import { candidatesOf } from '../client/utr-finder/utr-tokens.ts';
import { makeCorpus, SPLITS } from '../harness/receipts/corpus.ts';
import { replay, type OcrCache } from '../harness/receipts/ocr-capture.ts';
import {
  notesGroups,
  notesTable,
  paymentReport,
  scorePayment,
  type PaymentScored,
} from '../harness/receipts/payment-score.ts';
import { report, score, type Scored } from '../harness/receipts/score.ts';

const [file] = process.argv.slice(2).filter((arg, i, args) => !arg.startsWith('--') && args[i - 1] !== '--show');
if (!file) {
  console.error(
    'usage: npm run ocr-cache -- FILE [--show TEXT]  (FILE: what `npm run ocr-corpus -- --save FILE` kept)',
  );
  process.exit(2);
}
/** The held-out layouts' receipts are counted, not listed, unless asked: nobody tunes on them (docs/performance.md). */
const listHeldOut = process.argv.includes('--list-held-out');
const show = process.argv.includes('--show') ? process.argv[process.argv.indexOf('--show') + 1] : undefined;
const cache = JSON.parse(readFileSync(file, 'utf8')) as OcrCache;
const options = { testMode: cache.testMode, now: new Date(cache.now) };

const results: Scored[] = [];
// What each receipt printed about its payment, drawn again as it was for this cache.
const corpus = new Map(makeCorpus(new Date(cache.now)).map((receipt) => [receipt.name, receipt]));
const payments: Array<PaymentScored & { split: string; misleading: boolean; failed: boolean }> = [];
let unconfirmed = 0;
let changed = 0;
for (const receipt of cache.receipts) {
  const replayed = await replay(receipt.reads, options);
  if (!replayed) {
    console.log(`no reading kept for ${receipt.name}`);
    continue;
  }
  const { finding } = replayed;
  const failed = 'failedPayment' in finding;
  const offered = 'utrs' in finding ? finding.utrs : [];
  for (const utr of replayed.unconfirmed) console.log(`unconfirmed (no second reading kept): ${receipt.name}: ${utr}`);
  unconfirmed += replayed.unconfirmed.length;
  const drawn = corpus.get(receipt.name);
  if (drawn && 'payment' in finding) {
    const { split, misleading } = drawn;
    payments.push({ ...scorePayment(drawn, finding.payment), split, misleading, failed: drawn.failed });
  }
  if (offered.join() !== receipt.offered.join()) {
    changed++;
    console.log(
      `changed ${receipt.name}: page offered ${receipt.offered.join(', ') || 'nothing'}, now ${offered.join(', ') || 'nothing'}`,
    );
  }
  if (failed !== (receipt.failedNote ?? false)) {
    changed++;
    console.log(
      `changed ${receipt.name}: failed-payment note ${receipt.failedNote ? 'shown' : 'not shown'} on the page, now ${failed ? 'shown' : 'not'}`,
    );
  }
  results.push({ receipt: { ...receipt, html: '' }, offered, failedNote: failed });
  const whole = receipt.reads.find((read) => read.mode === '3');
  if (whole && show !== undefined && receipt.name.includes(show)) {
    console.log(`\n${receipt.name} (shows ${receipt.utr || 'no UTR'})`);
    for (const line of whole.lines) {
      console.log(
        '  ' +
          line.words
            .map(
              ({ text, confidence, box }) =>
                `${text}[${Math.round(confidence)} ${box.x0},${box.y0}-${box.x1},${box.y1}]`,
            )
            .join(' '),
      );
    }
    for (const candidate of candidatesOf(whole.lines, options)) {
      const texts = labelTexts(candidate.parts, whole.lines);
      const kinds = texts.map((text) => `"${text}" ${labelKind(text) ?? '-'}`);
      console.log(
        `  candidate ${candidate.utr} (${Math.round(candidate.confidence)}): ${kinds.join(' | ') || 'no label'}`,
      );
    }
    if ('payment' in finding) console.log(`  payment: ${JSON.stringify(finding.payment)}`);
  }
}
for (const split of SPLITS) {
  const part = results.filter(({ receipt }) => receipt.split === split);
  if (part.length) console.log(report(split, score(part)));
}
console.log('\nReading the payment (docs/rules.md, Reading the payment from a screenshot):');
for (const split of SPLITS) {
  const part = payments.filter((scored) => scored.split === split);
  if (part.length) console.log(paymentReport(split, part, split !== 'held-out layouts' || listHeldOut));
}
console.log(
  paymentReport(
    'of which misleading layouts',
    payments.filter((scored) => scored.misleading),
  ),
);
console.log(
  paymentReport(
    'of which failed or reversed payments',
    payments.filter((scored) => scored.failed),
  ),
);
console.log(
  `\nThe notes (right / wrong / silent where the receipt prints the value):\n${notesTable(notesGroups(payments))}`,
);
console.log(
  `${changed} receipts offered otherwise than on the page; ${unconfirmed} suggestions without a second reading`,
);
