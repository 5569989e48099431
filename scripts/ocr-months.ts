/**
 * Every month's Hindi name, read on the page (docs/performance.md, Reading the payment): the corpus
 * (harness/receipts/corpus.ts) dates its receipts in the days before it is read, so its Hindi
 * receipts print only one or two months' names. This reads, for each receipt family whose date
 * names its month (./ocr-corpus.ts's families, their tuning layouts only), a Hindi receipt from each
 * month of the year before the reading, light and dark, in the corpus's fonts, and prints each
 * date found (right, wrong or silent against the day printed) with what Hindi's model read, and
 * the totals. Minutes of CPU; builds the client first when it is stale.
 * Usage: npm run ocr-months [-- FAMILY,FAMILY]
 */
import { startE2E } from '../harness/e2e-stack.ts';
import type { CorpusReceipt } from '../harness/receipts/corpus.ts';
import { FAMILIES, familyBody, printedBy, themeOf, type Family } from '../harness/receipts/families.ts';
import { paymentFor } from '../harness/receipts/family-values.ts';
import { documentHtml, FONTS } from '../harness/receipts/layouts.ts';
import { captureReads, replay } from '../harness/receipts/ocr-capture.ts';
import { readAll } from '../harness/receipts/score.ts';
import { seeded } from '../harness/receipts/values.ts';
import { ensureBuilt } from '../make/fresh.ts';

/** The families whose dates name the month (BHIM's, SBI's and ICICI's are all digits). */
const NAMING: readonly Family[] = ['gpay', 'phonepe', 'paytm', 'amazonpay', 'hdfc', 'axis', 'kotak'];
const IST_MS = 330 * 60_000;

const now = new Date();
const chosen = process.argv[2]?.split(',') ?? NAMING;
const families = FAMILIES.filter((family) => chosen.includes(family));
const random = seeded(777);
const year = new Date(now.getTime() + IST_MS).getUTCFullYear() - 1;

const receipts: CorpusReceipt[] = families.flatMap((family, f) =>
  Array.from({ length: 12 }, (_, month): CorpusReceipt => {
    const i = f * 12 + month;
    const payment = { ...paymentFor('match', random, now), paidAt: Date.UTC(year, month, 1 + ((i * 7) % 27), 4, 45) };
    const drawn = familyBody(family, 'tuning', payment, 'hi', random, now);
    const theme = themeOf(i);
    const font = FONTS[i % FONTS.length] ?? 'Liberation Sans';
    return {
      name: `months #${i + 1} ${family} ${month + 1} ${theme} ${font}`,
      utr: payment.utr,
      offer: payment.utr,
      misleading: false,
      failed: false,
      capture: 'screen',
      split: 'tuning',
      html: documentHtml({ theme, font, lang: 'hi', padTop: 0, body: drawn.body, css: drawn.css }),
      printed: printedBy(payment, drawn),
      width: 360,
    };
  }),
);

const dayOf = (ms: number) => {
  const day = new Date(ms + IST_MS);
  return `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`;
};

await ensureBuilt();
const e2e = await startE2E();
try {
  const { page } = await e2e.open(await e2e.link());
  const capture = await captureReads(page.context(), page);
  await page.getByTestId('channel-card').first().click();
  await page.getByTestId('utr-input').waitFor();
  const tally = { right: 0, wrong: 0, silent: 0 };
  const found: Array<Promise<void>> = [];
  await readAll(page, receipts, ({ receipt }) => {
    const reads = capture.take();
    found.push(
      replay(reads, { testMode: false, now }).then((replayed) => {
        const date = replayed && 'payment' in replayed.finding ? replayed.finding.payment.date : null;
        const got = date?.days.map((day) => `${day.year}-${day.month}-${day.day}`).join(' or ') ?? null;
        const kind = got === null ? 'silent' : got === dayOf(receipt.printed.paidAt ?? 0) ? 'right' : 'wrong';
        tally[kind] += 1;
        const again = reads
          .filter((read) => read.mode === '7')
          .map((read) => read.lines.map((line) => line.words.map((word) => word.text).join(' ')).join(' / '));
        console.log(`${kind} ${receipt.name}: printed '${receipt.printed.date}', read again '${again.join("', '")}'`);
      }),
    );
  });
  await Promise.all(found);
  console.log(`\n${receipts.length} receipts: right ${tally.right}, wrong ${tally.wrong}, silent ${tally.silent}`);
} finally {
  await e2e.close();
}
