/**
 * The page on an emulated phone (harness/phone.ts: Lighthouse's mobile screen, 4× CPU slowdown,
 * slow 4G), as a payer's browser runs it (no DevTools Runtime domain: harness/cdp.ts): the main
 * thread after the first paint, from a trace, and the tap on a UPI option until its QR code is
 * painted, with the idle prefetch of the QR chunk and without it (Data Saver on).
 * Each figure is the median of `runs` loads, each in a fresh browser context.
 */
import { launchCdpBrowser, type CdpBrowser } from '../../harness/cdp.ts';
import {
  blockingAfter,
  loadAndTime,
  qrChunkFetched,
  tapToQr,
  waitForInteractive,
  type BlockingSummary,
  type LoadTiming,
} from '../../harness/page-timing.ts';
import { CPU_SLOWDOWN, openPhoneTab, type PhoneTab } from '../../harness/phone.ts';

export interface MainThread {
  /** The longest main-thread task after the first paint, ms (median of the runs). */
  longestTask: number;
  /** Total Blocking Time from the first paint until the page is quiet, ms (median). */
  blocking: number;
  /** First paint to interactive (hydration committed), ms (median). */
  paintToInteractive: number;
}

export interface PhoneTimings {
  runs: number;
  /** As a payer's browser runs the page. */
  mainThread: MainThread;
  /** The same loads with DevTools' Runtime domain on, as Playwright and Lighthouse run them. */
  withDevtools: MainThread;
  /**
   * Longest task and TBT from loads without CPU slowdown, from each task's thread CPU time times
   * the slowdown: what the 4× figures would be on an otherwise idle machine, since other
   * processes stretch a task's wall time but not its CPU time (medians).
   */
  fromCpuTime: BlockingSummary;
  /** Tap on a UPI option to its QR code painted, ms (medians). */
  tapToQr: { prefetched: number; onDemand: number };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds; `tdur` is the thread's CPU time in the event. */
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Runs `work` while Chromium records a trace of its task scheduling and paint timing. */
async function traced(browser: CdpBrowser, work: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const stop = browser.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])));
  await browser.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'loading'] },
    transferMode: 'ReportEvents',
  });
  try {
    await work();
  } finally {
    const complete = new Promise<void>((resolve) => {
      const done = browser.on('Tracing.tracingComplete', () => {
        done();
        resolve();
      });
    });
    await browser.send('Tracing.end');
    await complete;
    stop();
  }
  return events;
}

/**
 * The renderer main thread's tasks after its first contentful paint (exact durations, not only
 * those over 50 ms): by wall time, and by CPU time times `slowdown`.
 */
function mainThreadAfterPaint(
  events: readonly TraceEvent[],
  slowdown: number,
): { wall: BlockingSummary; cpu: BlockingSummary } {
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  const paint = paints[paints.length - 1];
  if (!paint) throw new Error('the trace has no first contentful paint');
  const tasks = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X')
    .filter((event) => event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  // A nested run loop records a task inside a task: count the outer one only.
  const outer: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outer[outer.length - 1];
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    outer.push(task);
  }
  const from = paint.ts / 1000;
  const after = outer.filter((task) => task.ts >= paint.ts);
  return {
    wall: blockingAfter(
      outer.map((task) => ({ start: task.ts / 1000, duration: (task.dur ?? 0) / 1000 })),
      from,
    ),
    cpu: blockingAfter(
      after.map((task) => ({ start: task.ts / 1000, duration: ((task.tdur ?? 0) / 1000) * slowdown })),
      from,
    ),
  };
}

async function withTab<T>(
  browser: CdpBrowser,
  options: Parameters<typeof openPhoneTab>[1],
  use: (tab: PhoneTab) => Promise<T>,
): Promise<T> {
  const tab = await openPhoneTab(browser, options);
  try {
    return await use(tab);
  } finally {
    await tab.close();
  }
}

/** Waits (at most `limit` ms) until the idle prefetch has fetched the QR chunk. */
async function waitForQrChunk(tab: PhoneTab, limit = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await qrChunkFetched(tab))) {
    if (Date.now() - started > limit)
      throw new Error(`the idle prefetch did not fetch the QR chunk within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface LoadRun {
  wall: BlockingSummary;
  /** From thread CPU time times CPU_SLOWDOWN: meaningful only for loads without CPU slowdown. */
  cpu: BlockingSummary;
  paintToInteractive: number;
}

/** `runs` loads, each traced: the main thread after the first paint, and when the page became interactive. */
async function timeLoads(
  browser: CdpBrowser,
  link: string,
  runs: number,
  options: { cpu: number; devtoolsRuntime: boolean },
  progress: (message: string) => void,
): Promise<LoadRun[]> {
  const results: LoadRun[] = [];
  for (let run = 0; run < runs; run++) {
    let timing: LoadTiming | undefined;
    const events = await withTab(browser, options, (tab) =>
      traced(browser, async () => {
        timing = await loadAndTime(tab, link);
      }),
    );
    const { wall, cpu } = mainThreadAfterPaint(events, CPU_SLOWDOWN);
    results.push({ wall, cpu, paintToInteractive: timing ? timing.interactive - timing.firstPaint : Number.NaN });
    const label = `${options.cpu}× CPU${options.devtoolsRuntime ? ', DevTools Runtime on' : ''}`;
    const figures =
      options.cpu === 1
        ? `from CPU time × ${CPU_SLOWDOWN}: longest task ${cpu.longest.toFixed(0)} ms, TBT ${cpu.blocking.toFixed(0)} ms`
        : `longest task after first paint ${wall.longest.toFixed(0)} ms, TBT ${wall.blocking.toFixed(0)} ms`;
    progress(`load (${label}) ${run + 1}/${runs}: ${figures}`);
  }
  return results;
}

const mainThreadOf = (loads: readonly LoadRun[]): MainThread => ({
  longestTask: median(loads.map((load) => load.wall.longest)),
  blocking: median(loads.map((load) => load.wall.blocking)),
  paintToInteractive: median(loads.map((load) => load.paintToInteractive)),
});

/** Loads a fresh page, waits as a payer would, taps the first UPI option: ms to its QR code painted, `runs` times. */
async function timeTaps(
  browser: CdpBrowser,
  link: string,
  runs: number,
  prefetch: boolean,
  progress: (message: string) => void,
): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const ms = await withTab(browser, { saveData: !prefetch }, async (tab) => {
      await tab.navigate(link);
      await waitForInteractive(tab);
      if (prefetch) await waitForQrChunk(tab);
      // Then a moment of quiet, as a payer reads the page before choosing.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      if (!prefetch && (await qrChunkFetched(tab)))
        throw new Error('the QR chunk was fetched ahead with Data Saver on');
      return tapToQr(tab);
    });
    samples.push(ms);
    progress(
      `tap to QR (${prefetch ? 'prefetched' : 'Data Saver: on demand'}) ${run + 1}/${runs}: ${ms.toFixed(0)} ms`,
    );
  }
  return median(samples);
}

export async function timePhone(
  link: string,
  runs = 5,
  progress: (message: string) => void = () => {},
): Promise<PhoneTimings> {
  const browser = await launchCdpBrowser();
  try {
    const mainThread = mainThreadOf(
      await timeLoads(browser, link, runs, { cpu: CPU_SLOWDOWN, devtoolsRuntime: false }, progress),
    );
    const withDevtools = mainThreadOf(
      await timeLoads(browser, link, runs, { cpu: CPU_SLOWDOWN, devtoolsRuntime: true }, progress),
    );
    const unthrottled = await timeLoads(browser, link, runs, { cpu: 1, devtoolsRuntime: false }, progress);
    const fromCpuTime = {
      longest: median(unthrottled.map((load) => load.cpu.longest)),
      blocking: median(unthrottled.map((load) => load.cpu.blocking)),
    };
    const prefetched = await timeTaps(browser, link, runs, true, progress);
    const onDemand = await timeTaps(browser, link, runs, false, progress);
    return { runs, mainThread, withDevtools, fromCpuTime, tapToQr: { prefetched, onDemand } };
  } finally {
    await browser.close();
  }
}
