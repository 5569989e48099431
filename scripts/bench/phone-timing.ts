/**
 * The page on an emulated phone (harness/phone.ts: Lighthouse's mobile screen, 4× CPU slowdown,
 * slow 4G), as a payer's browser runs it (no DevTools Runtime domain: harness/cdp.ts): the main
 * thread after the first paint, from a trace, and the tap on a UPI option until its QR code is
 * painted, with the idle prefetch of the QR chunk and without it (Data Saver on). Beside each,
 * what an idle machine would see: the main thread's CPU time in loads and taps without slowdown,
 * times the slowdown. Each figure is the median of `runs` loads, each in a fresh browser context.
 */
import { launchCdpBrowser, type CdpBrowser } from '../../harness/cdp.ts';
import {
  loadAndTime,
  qrChunkFetched,
  tapToQr,
  waitForInteractive,
  type BlockingSummary,
  type LoadTiming,
} from '../../harness/page-timing.ts';
import { CPU_SLOWDOWN, openPhoneTab, type PhoneTab } from '../../harness/phone.ts';
import { mainThreadAfterPaint, tapCpuTime, traced } from './trace.ts';

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
  /**
   * Tap on a UPI option to its QR code painted, ms (medians); `prefetchedCpu`: the main thread's
   * CPU time for the same tap without slowdown, times the slowdown, as `fromCpuTime` for loads.
   */
  tapToQr: { prefetched: number; onDemand: number; prefetchedCpu: number };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

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
      traced(browser, ['toplevel', 'loading'], async () => {
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

/**
 * How a tap is timed: with the idle prefetch or without it (Data Saver), by the wall clock at 4×
 * slowdown; or with the prefetch at 1×, by the main thread's CPU time from a trace, times 4.
 */
type TapTiming = 'prefetched' | 'Data Saver: on demand' | 'prefetched: CPU time × 4 at 1× CPU';

/** Loads a fresh page, waits as a payer would, taps the first UPI option: ms to its QR code painted, `runs` times. */
async function timeTaps(
  browser: CdpBrowser,
  link: string,
  runs: number,
  timing: TapTiming,
  progress: (message: string) => void,
): Promise<number> {
  const prefetch = timing !== 'Data Saver: on demand';
  const cpuTime = timing === 'prefetched: CPU time × 4 at 1× CPU';
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const options = { saveData: !prefetch, cpu: cpuTime ? 1 : CPU_SLOWDOWN };
    const ms = await withTab(browser, options, async (tab) => {
      await tab.navigate(link);
      await waitForInteractive(tab);
      if (prefetch) await waitForQrChunk(tab);
      // Then a moment of quiet, as a payer reads the page before choosing.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      if (!prefetch && (await qrChunkFetched(tab)))
        throw new Error('the QR chunk was fetched ahead with Data Saver on');
      if (!cpuTime) return tapToQr(tab);
      const events = await traced(browser, ['toplevel', 'devtools.timeline'], async () => {
        await tapToQr(tab);
      });
      return tapCpuTime(events, CPU_SLOWDOWN);
    });
    samples.push(ms);
    progress(`tap to QR (${timing}) ${run + 1}/${runs}: ${ms.toFixed(0)} ms`);
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
    const prefetched = await timeTaps(browser, link, runs, 'prefetched', progress);
    const onDemand = await timeTaps(browser, link, runs, 'Data Saver: on demand', progress);
    const prefetchedCpu = await timeTaps(browser, link, runs, 'prefetched: CPU time × 4 at 1× CPU', progress);
    return { runs, mainThread, withDevtools, fromCpuTime, tapToQr: { prefetched, onDemand, prefetchedCpu } };
  } finally {
    await browser.close();
  }
}
