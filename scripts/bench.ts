/**
 * `npm run bench`: build what would be deployed, then measure byte sizes,
 * Lighthouse mobile scores, the page's main thread and tap to QR code on an
 * emulated phone, the page worker under load and the server render time, and write
 * them as one markdown table into docs/performance.md (between its bench
 * markers, with the date, the machine and Lighthouse's benchmarkIndex) and on
 * stdout. Everything runs on this machine: the local stack in workerd, the
 * system Chromium, autocannon on localhost. Progress goes to stderr.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../make/fresh.ts';
import { startStack, type LocalStack } from '../harness/local-stack.ts';
import { benchLink } from './bench/bench-link.ts';
import { benchmarkIndexOf, runLighthouse } from './bench/lighthouse.ts';
import { LOAD, runLoad } from './bench/load.ts';
import {
  ENTRY_LEVEL_SLOWDOWN,
  timeInteractions,
  timePhone,
  timePhoneClass,
  timeTenfoldTap,
} from './bench/phone-timing.ts';
import { launchCdpBrowser } from '../harness/cdp.ts';
import { bootOf, timeRenders } from './bench/render-timing.ts';
import { timeOcr } from './bench/ocr.ts';
import {
  fetchFirstHtml,
  readClientBuild,
  readOcrDownloads,
  readWorkerModules,
  sizeOf,
  sumSizes,
  type Asset,
  type Size,
} from '../harness/sizes.ts';
import {
  benchRows,
  markdownTable,
  ocrTimingRows,
  interactionRows,
  phoneClassRows,
  phoneRows,
  tenfoldTapRows,
  type BenchResults,
} from './bench/table.ts';
import { languageCodes } from '../page/i18n/languages.ts';
import { writeBenchTable } from './bench/bench-table.ts';

/** The page the table is written into. */
const PERFORMANCE_DOC = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

/** The static asset the link page is compared with: the cheapest thing the same runtime serves. */
const STATIC_ASSET = '/favicon.png';

const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);
const started = Date.now();

/**
 * `--only=phone-class`, `--only=interactions`, `--only=slow` (the entry-level phone's rows: 10× and 20× CPU),
 * `--only=phone` or `--only=ocr`: those rows alone, printed with the load average and Lighthouse's benchmarkIndex
 * and not written into docs/performance.md (a shared machine runs parts, not the whole).
 */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only) {
  await ensureBuilt();
  const stack = await startStack();
  try {
    const link = await benchLink(stack);
    let rows: Parameters<typeof markdownTable>[0];
    const browser = await launchCdpBrowser();
    let benchmarkIndex = 0;
    try {
      benchmarkIndex = await benchmarkIndexOf(browser);
      if (only === 'phone-class') {
        rows = phoneClassRows({ phoneClass: await timePhoneClass(browser, link, 5, progress) });
      } else if (only === 'interactions') {
        rows = interactionRows({ runs: 5, interactions: await timeInteractions(browser, link, 5, progress) });
      } else if (only === 'slow') {
        // The entry-level phone's rows: the loads at 10× and 20×, the tap at 10× and every control at 10×.
        const phoneClass = await timePhoneClass(browser, link, 5, progress, [ENTRY_LEVEL_SLOWDOWN, 20]);
        const tenfold = await timeTenfoldTap(browser, link, 5, progress);
        const interactions = await timeInteractions(browser, link, 5, progress, [ENTRY_LEVEL_SLOWDOWN]);
        rows = [
          ...phoneClassRows({ phoneClass }),
          ...tenfoldTapRows({ runs: 5, tap: tenfold }),
          ...interactionRows({ runs: 5, interactions }),
        ];
      } else if (only === 'phone') {
        const phone = await timePhone(link, 5, progress);
        rows = [...phoneClassRows(phone), ...phoneRows(phone)];
      } else if (only === 'ocr') {
        rows = ocrTimingRows(await timeOcr(stack));
      } else throw new Error(`--only takes phone-class, interactions, slow, phone or ocr, not ${only}`);
    } finally {
      await browser.close();
    }
    const [load1 = 0] = loadavg();
    console.log(
      `Load average ${load1.toFixed(1)} at the end, ${availableParallelism()} cores, ` +
        `Lighthouse benchmarkIndex ${benchmarkIndex}.\n\n${markdownTable(rows)}`,
    );
  } finally {
    await stack.dispose();
  }
  process.exit(0);
}

progress('building the client and bundling the workers');
await ensureBuilt();
const client = readClientBuild();
// The OCR files have rows of their own: what one reading of a screenshot downloads.
const ocrDownloads = readOcrDownloads();
const ocrPaths = new Set([...ocrDownloads.simd.files, ...ocrDownloads.plain.files].map((asset) => asset.path));
const sized = (assets: Asset[]) => assets.map((asset): [string, Size] => [asset.path, sizeOf(asset.bytes)]);

const stacks: LocalStack[] = [];
try {
  progress('starting the local stack twice: edge prefetch on (default) and EDGE_PREFETCH=off');
  const [on, off] = await Promise.all([startStack(), startStack({ pageVars: { EDGE_PREFETCH: 'off' } })]);
  stacks.push(on, off);
  const [linkOn, linkOff] = await Promise.all([benchLink(on), benchLink(off)]);
  const [htmlOn, htmlOff] = await Promise.all([fetchFirstHtml(linkOn), fetchFirstHtml(linkOff)]);
  for (const html of [htmlOn, htmlOff])
    if (html.status !== 200) throw new Error(`a fresh payer link answered ${html.status}`);
  // The same prefetched link in every other language (docs/rules.md, Languages).
  const htmlIn: BenchResults['sizes']['htmlIn'] = [];
  for (const code of languageCodes.filter((other) => other !== 'en')) {
    const html = await fetchFirstHtml(`${linkOn}?lang=${code}`);
    if (html.status !== 200) throw new Error(`the payer link in ${code} answered ${html.status}`);
    htmlIn.push([code, sizeOf(html.bytes)]);
  }

  const step1 = sized(client.step1);
  const sizes: BenchResults['sizes'] = {
    htmlOn: sizeOf(htmlOn.bytes),
    htmlOff: sizeOf(htmlOff.bytes),
    htmlIn,
    step1,
    step1Total: sumSizes(step1.map(([, s]) => s)),
    lazy: sized(client.lazy.filter((asset) => !ocrPaths.has(asset.path))),
    css: sizeOf(client.css),
    worker: sumSizes(readWorkerModules().map((module) => sizeOf(module.bytes))),
  };

  progress('timing the server render');
  const [renderOn, renderOff] = await timeRenders([
    bootOf(htmlOn.bytes.toString('utf8')),
    bootOf(htmlOff.bytes.toString('utf8')),
  ]);

  progress('reading a 1080 × 2400 screenshot on step 2: the first reading, then 3 more');
  const ocrTiming = await timeOcr(on);
  const ocrFile = (label: string, assets: Asset[]): [string, Size] => [
    `${label} ${assets.map((asset) => `\`${asset.path}\``).join(' + ')}`,
    sumSizes(assets.map((asset) => sizeOf(asset.bytes))),
  ];
  const [reader, thread, ...simdRest] = ocrDownloads.simd.files;
  const plainBuild = ocrDownloads.plain.files.slice(2, -1);
  const ocr: BenchResults['ocr'] = {
    files: [
      ocrFile('OCR reader chunk', reader ? [reader] : []),
      ocrFile('OCR thread', thread ? [thread] : []),
      ocrFile('OCR engine with SIMD:', simdRest.slice(0, -1)),
      ocrFile('OCR engine without SIMD:', plainBuild),
      ocrFile('OCR English model (served as is)', simdRest.slice(-1)),
    ],
    download: { simd: ocrDownloads.simd.bytes, plain: ocrDownloads.plain.bytes },
    timing: ocrTiming,
  };

  progress('Lighthouse (mobile, simulated throttling): a warm-up run, then the median of 5 per link');
  const [lighthouseOn, lighthouseOff] = await runLighthouse([linkOn, linkOff]);

  progress(
    'a phone (4× CPU, slow 4G): the main thread after the first paint, then tap to QR code with and without the idle prefetch',
  );
  const phone = await timePhone(linkOn, 5, progress);

  progress(
    `autocannon: ${LOAD.connections} connections, ${LOAD.seconds} s each (after ${LOAD.warmupSeconds} s warm-up): link page, then ${STATIC_ASSET}`,
  );
  // A fresh link: signed now, so the sandbox accepts it for the whole run.
  const [loadLink, loadAsset] = await runLoad([await benchLink(on), `${on.pageUrl}${STATIC_ASSET}`]);

  if (!renderOn || !renderOff || !lighthouseOn || !lighthouseOff || !loadLink || !loadAsset)
    throw new Error('a measurement is missing');
  const results: BenchResults = {
    sizes,
    lighthouse: { on: lighthouseOn, off: lighthouseOff },
    load: { link: loadLink, asset: loadAsset },
    render: { on: renderOn, off: renderOff },
    phone,
    ocr,
  };
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  // The load average says how busy the machine was: timings are only comparable between quiet runs.
  const [load1 = 0] = loadavg();
  const table =
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${availableParallelism()} cores (${cpu}), ` +
    `load average ${load1.toFixed(1)} at the end, Node ${process.version}, ${lighthouseOn.browser}, ` +
    `Lighthouse benchmarkIndex ${lighthouseOn.benchmarkIndex}.\n\n` +
    markdownTable(benchRows(results, STATIC_ASSET));
  console.log(table);
  writeBenchTable(PERFORMANCE_DOC, table);
  progress('wrote the table into docs/performance.md');
  for (const [label, scores] of [
    ['prefetched', lighthouseOn],
    ['EDGE_PREFETCH=off', lighthouseOff],
  ] as const) {
    if (scores.failing.length > 0) progress(`Lighthouse audits below 1 (${label}): ${scores.failing.join(', ')}`);
  }
  progress(`done in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await Promise.all(stacks.map((stack) => stack.dispose()));
}
