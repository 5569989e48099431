/**
 * `node scripts/bench/attribute.ts [--cpu=10] [--runs=3] [--lang=en] [--load-only] [--events]`:
 * where the entry-level phone's time goes (docs/performance.md, The slowest phones). One fresh tab per run, on the Pixel 7
 * screen at the given CPU slowdown and slow 4G: the load, then the bench's interactions (the
 * language unless `--lang=en`, an option, Copy, Back, the option again, Submit). For each it prints
 * the interaction's Event Timing split (input delay, processing, presentation) and every long
 * animation frame of that moment (Long Animation Frames API, which the page's own thread records
 * without a trace's overhead): its script by what invoked it, its style and layout, and the rest.
 * `--load-only` stops after the load; `--events` also lists every input event of each tap, in the
 * order the page handled them. Writes nothing; a tool for finding the work, not a figure for the table.
 */
import { loadavg } from 'node:os';
import { ensureBuilt } from '../../make/fresh.ts';
import { startStack } from '../../harness/local-stack.ts';
import { benchLink } from './bench-link.ts';
import { launchCdpBrowser, type CdpBrowser } from '../../harness/cdp.ts';
import { openPhoneTab, PIXEL_7_SCREEN, type PhoneTab } from '../../harness/phone.ts';
import { waitForInteractive } from '../../harness/page-timing.ts';
import { INTERACTIONS, quiet, typeUtr, waitFor } from './interactions.ts';

const option = (name: string) => process.argv.find((each) => each.startsWith(`--${name}=`))?.split('=')[1];
const cpu = Number(option('cpu') ?? 10);
const runs = Number(option('runs') ?? 3);
const hindi = option('lang') !== 'en';
const verbose = process.argv.includes('--events');
const loadOnly = process.argv.includes('--load-only');

/** In every document: each long animation frame and each event entry, kept for the probe to read. */
const RECORDER = `(() => {
  window.__frames = [];
  window.__events = [];
  const script = (each) => ({ invoker: each.invoker, invokerType: each.invokerType, sourceURL: each.sourceURL,
    sourceFunctionName: each.sourceFunctionName, sourceCharPosition: each.sourceCharPosition, duration: each.duration,
    forcedStyleAndLayoutDuration: each.forcedStyleAndLayoutDuration });
  const frame = (entry) => ({ startTime: entry.startTime, duration: entry.duration, renderStart: entry.renderStart,
    styleAndLayoutStart: entry.styleAndLayoutStart, scripts: [...entry.scripts].map(script) });
  new PerformanceObserver((list) => window.__frames.push(...list.getEntries().map(frame)))
    .observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => window.__events.push(...list.getEntries().map((entry) => entry.toJSON())))
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

interface Script {
  invoker: string;
  invokerType: string;
  sourceURL: string;
  sourceFunctionName: string;
  sourceCharPosition: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}
interface Frame {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: Script[];
}
interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(0)}`.padStart(4);
const file = (url = '') =>
  url
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';

function describe(frame: Frame, since: number): string {
  const end = frame.startTime + frame.duration;
  const render = frame.renderStart || end;
  const styleLayout = frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0;
  const lines = [
    `  frame at +${ms(frame.startTime - since)}: ${ms(frame.duration)} ms; before rendering ${ms(render - frame.startTime)}, ` +
      `rendering ${ms(end - render)} (style and layout ${ms(styleLayout)})`,
  ];
  for (const script of frame.scripts) {
    lines.push(
      `      script ${ms(script.duration)} ms (forced style/layout ${ms(script.forcedStyleAndLayoutDuration)}): ` +
        `${script.invokerType} ${script.invoker} ${file(script.sourceURL)} ${script.sourceFunctionName}@${script.sourceCharPosition}`,
    );
  }
  return lines.join('\n');
}

/** Prints what happened on the page since `since` (its clock): the interactions, then the long frames. */
async function report(tab: PhoneTab, title: string, since: number): Promise<void> {
  const frames = (await tab.evaluate<Frame[]>('window.__frames')).filter((frame) => frame.startTime >= since - 50);
  const events = (await tab.evaluate<EventEntry[]>('window.__events')).filter((entry) => entry.startTime >= since - 50);
  console.log(`\n## ${title}`);
  for (const entry of events.filter((each) => each.interactionId)) {
    console.log(
      `  ${entry.name.padEnd(12)} ${ms(entry.duration)} ms: input delay ${ms(entry.processingStart - entry.startTime)}, ` +
        `processing ${ms(entry.processingEnd - entry.processingStart)}, presentation ${ms(entry.startTime + entry.duration - entry.processingEnd)}`,
    );
  }
  if (verbose) {
    const zero = events[0]?.startTime ?? 0;
    const sorted = [...events].sort((a, b) => a.processingStart - b.processingStart);
    for (const entry of sorted) {
      console.log(
        `    ${entry.name.padEnd(18)} stamped +${ms(entry.startTime - zero)}, handled +${ms(entry.processingStart - zero)} to +${ms(entry.processingEnd - zero)}`,
      );
    }
  }
  for (const frame of frames) console.log(describe(frame, since));
}

const selector = (name: string) => INTERACTIONS.find((each) => each.name === name)?.selector ?? name;

const until = (tab: PhoneTab, condition: string) => waitFor(tab, condition, condition);

/** One run: the load, then each interaction, each reported on its own. */
async function oneRun(browser: CdpBrowser, link: string, run: number): Promise<void> {
  const tab = await openPhoneTab(browser, { cpu, screen: PIXEL_7_SCREEN, initScripts: [RECORDER] });
  const now = () => tab.evaluate<number>('performance.now()');
  const firstPaint = () =>
    tab.evaluate<number>(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`);
  const tapReported = async (name: string, after: string) => {
    const since = await now();
    await tab.tap(selector(name));
    await until(tab, after);
    await quiet(1_500);
    await report(tab, `run ${run}, ${name}`, since);
  };
  try {
    await tab.navigate(link);
    await waitForInteractive(tab);
    await quiet(6_000);
    await report(tab, `run ${run}, load (first contentful paint at ${(await firstPaint()).toFixed(0)})`, 0);
    if (loadOnly) return;
    if (hindi) {
      await tab.tap('.lang-toggle');
      await until(tab, `document.querySelector('.lang-menu').open`);
      await quiet(500);
      await tapReported('language', `document.documentElement.lang === 'hi-IN'`);
      await quiet(3_000);
    }
    const qr = `document.querySelector('.qr-image svg, .qr-image img')`;
    await tapReported('choice', qr);
    await tapReported('copy', 'true');
    await tapReported('back', `document.querySelector(${JSON.stringify(selector('choice'))})`);
    await tapReported('choice', `${qr} && document.querySelector('[data-testid="utr-input"]')`);
    await tab.evaluate(typeUtr('412345678901'));
    await quiet();
    await tapReported('submit', 'true');
  } finally {
    await tab.close();
  }
}

await ensureBuilt();
const stack = await startStack();
try {
  const link = await benchLink(stack);
  const browser = await launchCdpBrowser();
  try {
    for (let run = 1; run <= runs; run++) await oneRun(browser, link, run);
  } finally {
    await browser.close();
  }
  console.log(`\nCPU ${cpu}×, load average ${loadavg()[0]?.toFixed(1)} at the end.`);
} finally {
  await stack.dispose();
}
process.exit(0);
