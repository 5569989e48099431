/**
 * What the payment notes add to a reading, timed where the page runs them: in a Web Worker of
 * Chromium, as the OCR thread is (docs/performance.md, Reading the payment). On each receipt of a
 * kept corpus reading (`npm run ocr-corpus -- --save FILE`), after the UTR is found and confirmed,
 * the thread finds the payment (client/utr-finder/payment-finder.ts), works out the date note's day
 * (client/utr-finder/payment-notes.ts, noteDay) and writes it in the page's language
 * (client/reader/day-and-month.ts); the page then compares the findings with the link
 * (paymentNotes). This times exactly those calls, bundled from the same files, on the same lines
 * the OCR engine gave: the first reading in a fresh thread, after the thread's preparation while
 * the picture decodes (client/reader/ocr-thread.ts, prepareNotes: the rules compiled, the language's
 * date formatter built; timed apart), and every one after, with the load average.
 * Usage: node scripts/notes-time.ts FILE [--language hi]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { build } from 'esbuild';
import { launchBrowser } from '../harness/chromium.ts';
import type { OcrCache } from '../harness/receipts/ocr-capture.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/notes-time.ts FILE [--language hi]  (FILE: what ocr-corpus --save kept)');
  process.exit(2);
}
const language = process.argv.includes('--language')
  ? (process.argv[process.argv.indexOf('--language') + 1] ?? 'en')
  : 'en';
const cache = JSON.parse(readFileSync(file, 'utf8')) as OcrCache;
const readings = cache.receipts.flatMap((receipt) =>
  receipt.reads.filter((read) => read.mode === '3').map((read) => read.lines),
);

// The thread's code: the same modules the OCR thread bundles, timed around the calls it makes.
const source = `
import { findPayment } from './client/utr-finder/payment-finder.ts';
import { noteDay, paymentNotes } from './client/utr-finder/payment-notes.ts';
import { dayAndMonth } from './client/reader/day-and-month.ts';
import { prepareNotes } from './client/reader/prepare-notes.ts';
self.onmessage = ({ data }) => {
  const { readings, now, language } = data;
  const options = { testMode: false, now: new Date(now) };
  const ready = performance.now();
  prepareNotes(language, now);
  const prepared = performance.now() - ready;
  const times = [];
  let parts = null;
  for (const lines of readings) {
    const start = performance.now();
    const payment = findPayment(lines, options, '');
    const found = performance.now();
    const day = noteDay(payment.date, now);
    // The first reading writes a day whatever it found, as a reading with a date does.
    const paidOn = dayAndMonth(day ?? { year: 2026, month: 12, day: 6 }, language, day ? day.otherYear : false);
    const written = performance.now();
    paymentNotes(payment, { amount: 150050, upiId: 'demo.store@okaxis', openedAt: now });
    const end = performance.now();
    times.push(end - start);
    parts ??= { find: found - start, day: written - found, compare: end - written };
    if (paidOn === undefined) throw new Error('unreachable');
  }
  self.postMessage({ times, parts: { ...parts, prepared } });
};`;
const bundled = await build({
  stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' },
  bundle: true,
  write: false,
  format: 'iife',
  minify: true,
});
const code = bundled.outputFiles[0]?.text ?? '';

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  // A page and a thread of their own origin, as the OCR thread is the page's.
  await page.route('http://notes.test/**', (route) =>
    route.fulfill(
      route.request().url().endsWith('/thread.js')
        ? { body: code, contentType: 'text/javascript' }
        : { body: '<!doctype html><title>notes</title>', contentType: 'text/html' },
    ),
  );
  await page.goto('http://notes.test/');
  const { times, parts } = await page.evaluate(
    ({ readings, now, language }) =>
      new Promise<{ times: number[]; parts: { find: number; day: number; compare: number; prepared: number } }>(
        (resolve, reject) => {
          const thread = new Worker('/thread.js');
          thread.onmessage = (
            event: MessageEvent<{
              times: number[];
              parts: { find: number; day: number; compare: number; prepared: number };
            }>,
          ) => resolve(event.data);
          thread.onerror = (event) => reject(new Error(event.message));
          thread.postMessage({ readings, now, language });
        },
      ),
    { readings, now: cache.now, language },
  );
  const [first = 0, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `payment notes in a Chromium Web Worker, ${times.length} receipts (${language}): first ${ms(first)} ` +
      `(finding ${ms(parts.find)}, the day written ${ms(parts.day)}, compared ${ms(parts.compare)}; ` +
      `prepared before, while the picture decodes, in ${ms(parts.prepared)}); ` +
      `then median ${ms(at(0.5))}, 95th percentile ${ms(at(0.95))}, max ${ms(sorted.at(-1) ?? 0)}; ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on 2 cores`,
  );
} finally {
  await browser.close();
}
