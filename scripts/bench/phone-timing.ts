/**
 * The page on an emulated phone (harness/phone.ts: Lighthouse's mobile screen, 4× CPU slowdown,
 * slow 4G), as a payer's browser runs it (no DevTools Runtime domain: harness/cdp.ts): the main
 * thread after the first paint, from a trace, and the tap on a UPI option until its QR code is
 * painted, with the idle prefetch of the QR chunk and without it (Data Saver on). Beside each,
 * what an idle machine would see: the main thread's CPU time in loads and taps without slowdown,
 * times the slowdown. And the phone-class rows: the same loads on a Pixel 7's screen at 4× and 6×,
 * with the longest Long Animation Frame beside the longest task (./frames.ts), and the prefetched
 * tap at 6×; the prefetched taps are also timed by the Event Timing API. Each figure is the median
 * of `runs` loads, each in a fresh browser context, started once the machine is quiet (./quiet.ts).
 */
import { launchCdpBrowser, type CdpBrowser } from '../../harness/cdp.ts';
import {
  loadAndTime,
  chunkFetched,
  tapToQrTwoWays,
  waitForInteractive,
  type BlockingSummary,
  type LoadTiming,
} from '../../harness/page-timing.ts';
import { CPU_SLOWDOWN, openPhoneTab, PIXEL_7_SCREEN, type PhoneScreen, type PhoneTab } from '../../harness/phone.ts';
import { LONG_FRAMES_SCRIPT, longestFrameAfter, type FrameBreakdown, type LongFrame } from './frames.ts';
import { agree } from './agree.ts';
import { INTERACTIONS, timeInteractionsOnce, type Interactions } from './interactions.ts';
import { waitForQuiet } from './quiet.ts';
import { mainThreadAfterPaint, tapCpuTime, traced } from './trace.ts';

export interface MainThread {
  /** The longest main-thread task after the first paint, ms (median of the runs). */
  longestTask: number;
  /** Total Blocking Time from the first paint until the page is quiet, ms (median). */
  blocking: number;
  /** First paint to interactive (hydration committed), ms (median). */
  paintToInteractive: number;
}

/** The main thread on a phone payers hold (a Pixel 7's screen) at one CPU slowdown. */
export interface PhoneClass {
  cpu: number;
  /** How many loads the medians are of. */
  runs: number;
  thread: MainThread;
  /** Each load's longest task after the first paint, ms, in the order they ran. */
  longestTasks: number[];
  /** The longest Long Animation Frame after the first paint, from the load whose frame was the median one. */
  frame: FrameBreakdown;
}

/**
 * The CPU slowdowns of the phone-class rows: a ₹10,000 Android phone runs JavaScript 4–8× slower
 * than this machine, an entry-level (Android Go class) one a few years old about 10×, and 20× is
 * the slowest that still pays (docs/performance.md, A main thread that stays free).
 */
export const PHONE_CLASS_SLOWDOWNS = [4, 6, 10, 20] as const;

/** The entry-level phone's slowdown, at which taps and every control are timed too. */
export const ENTRY_LEVEL_SLOWDOWN = 10;

/** Loads at the slowest slowdown take a minute each: three of them. */
const runsAt = (cpu: number, runs: number) => (cpu >= 20 ? Math.min(runs, 3) : runs);

export interface PhoneTimings {
  runs: number;
  /** On a Pixel 7's screen (412 × 915 at 2.625), at each of PHONE_CLASS_SLOWDOWNS. */
  phoneClass: PhoneClass[];
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
  tapToQr: {
    /** With the idle prefetch, timed both ways. */
    prefetched: TwoWayTap;
    onDemand: number;
    prefetchedCpu: number;
    /** The prefetched tap on the Pixel 7 screen at 6× CPU, timed both ways. */
    sixfold: TwoWayTap;
    /** The prefetched tap on the Pixel 7 screen at 10× CPU, timed both ways. */
    tenfold: TwoWayTap;
  };
  /** Interaction to next paint of each control (./interactions.ts), medians, at 4× and at 10× CPU. */
  interactions: InteractionsAt[];
}

/** One kind of tap timed by the bench's probe and by the Event Timing API (medians), and in how many runs the two agreed. */
export interface TwoWayTap {
  probe: number;
  eventTiming: number;
  agreeingRuns: number;
}

/** Each control's interaction to next paint at one CPU slowdown. */
export interface InteractionsAt {
  cpu: number;
  measured: Interactions;
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

/**
 * Waits (at most `limit` ms) until the idle prefetch has fetched step 2's chunk, which draws (or,
 * with the page worker's codes drawn ahead, only rehearses) step 2 from it.
 */
async function waitForPrefetch(tab: PhoneTab, limit = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await chunkFetched(tab, 'step-two'))) {
    if (Date.now() - started > limit)
      throw new Error(`the idle prefetch did not fetch step 2's chunk within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface LoadRun {
  wall: BlockingSummary;
  frame: FrameBreakdown;
  /** From thread CPU time times CPU_SLOWDOWN: meaningful only for loads without CPU slowdown. */
  cpu: BlockingSummary;
  paintToInteractive: number;
}

/** `runs` loads, each traced: the main thread after the first paint, and when the page became interactive. */
async function timeLoads(
  browser: CdpBrowser,
  link: string,
  runs: number,
  options: { cpu: number; devtoolsRuntime: boolean; screen?: PhoneScreen },
  progress: (message: string) => void,
): Promise<LoadRun[]> {
  const results: LoadRun[] = [];
  for (let run = 0; run < runs; run++) {
    await waitForQuiet(progress);
    let timing: LoadTiming | undefined;
    let frames: LongFrame[] = [];
    const events = await withTab(browser, { ...options, initScripts: [LONG_FRAMES_SCRIPT] }, (tab) =>
      traced(browser, ['toplevel', 'loading'], async () => {
        timing = await loadAndTime(tab, link);
        frames = await tab.evaluate<LongFrame[]>('window.__longFrames');
      }),
    );
    const { wall, cpu } = mainThreadAfterPaint(events, CPU_SLOWDOWN);
    const frame = longestFrameAfter(frames, timing?.firstPaint ?? 0);
    results.push({
      wall,
      cpu,
      frame,
      paintToInteractive: timing ? timing.interactive - timing.firstPaint : Number.NaN,
    });
    const label = `${options.cpu}× CPU${options.devtoolsRuntime ? ', DevTools Runtime on' : ''}${options.screen ? `, ${options.screen.width}×${options.screen.height} at ${options.screen.deviceScaleFactor}` : ''}`;
    const figures =
      options.cpu === 1
        ? `from CPU time × ${CPU_SLOWDOWN}: longest task ${cpu.longest.toFixed(0)} ms, TBT ${cpu.blocking.toFixed(0)} ms`
        : `longest task after first paint ${wall.longest.toFixed(0)} ms, TBT ${wall.blocking.toFixed(0)} ms, longest frame ${frame.duration.toFixed(0)} ms (script ${frame.script.toFixed(0)}, style/layout/paint ${frame.styleLayoutPaint.toFixed(0)})`;
    progress(`load (${label}) ${run + 1}/${runs}: ${figures}`);
  }
  return results;
}

/** The frame of the load whose longest frame was the median one, so its parts add up. */
const medianFrame = (loads: readonly LoadRun[]): FrameBreakdown => {
  const sorted = loads.map((load) => load.frame).sort((a, b) => a.duration - b.duration);
  return sorted[sorted.length >> 1] ?? { duration: 0, script: 0, styleLayoutPaint: 0, other: 0 };
};

const mainThreadOf = (loads: readonly LoadRun[]): MainThread => ({
  longestTask: median(loads.map((load) => load.wall.longest)),
  blocking: median(loads.map((load) => load.wall.blocking)),
  paintToInteractive: median(loads.map((load) => load.paintToInteractive)),
});

/**
 * How a tap is timed: with the idle prefetch or without it (Data Saver), by the wall clock at 4×
 * slowdown; with the prefetch on the Pixel 7 screen at 6×; or with the prefetch at 1×, by the main
 * thread's CPU time from a trace, times 4.
 */
type TapTiming =
  | 'prefetched'
  | 'Data Saver: on demand'
  | 'prefetched, Pixel 7 screen at 6× CPU'
  | 'prefetched, Pixel 7 screen at 10× CPU'
  | 'prefetched: CPU time × 4 at 1× CPU';

const SIXFOLD_TAP: TapTiming = 'prefetched, Pixel 7 screen at 6× CPU';
const TENFOLD_TAP: TapTiming = 'prefetched, Pixel 7 screen at 10× CPU';

/** The CPU slowdown and screen of each way a tap is timed. */
function tapPhone(timing: TapTiming): { cpu: number; screen?: PhoneScreen } {
  if (timing === SIXFOLD_TAP) return { cpu: 6, screen: PIXEL_7_SCREEN };
  if (timing === TENFOLD_TAP) return { cpu: ENTRY_LEVEL_SLOWDOWN, screen: PIXEL_7_SCREEN };
  return { cpu: timing === 'prefetched: CPU time × 4 at 1× CPU' ? 1 : CPU_SLOWDOWN };
}

/** Loads a fresh page, waits as a payer would, taps the first UPI option: ms to its QR code painted, `runs` times. */
async function timeTaps(
  browser: CdpBrowser,
  link: string,
  runs: number,
  timing: TapTiming,
  progress: (message: string) => void,
): Promise<TwoWayTap> {
  const prefetch = timing !== 'Data Saver: on demand';
  const cpuTime = timing === 'prefetched: CPU time × 4 at 1× CPU';
  const samples: number[] = [];
  const eventTimings: number[] = [];
  let agreeing = 0;
  for (let run = 0; run < runs; run++) {
    await waitForQuiet(progress);
    const options = { saveData: !prefetch, ...tapPhone(timing) };
    const ms = await withTab(browser, options, async (tab) => {
      await tab.navigate(link);
      await waitForInteractive(tab);
      if (prefetch) await waitForPrefetch(tab);
      // Then a moment of quiet, as a payer reads the page before choosing.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      if (!prefetch && (await chunkFetched(tab, 'qr-thread')))
        throw new Error('the QR chunk was fetched ahead with Data Saver on');
      if (!cpuTime) {
        const both = await tapToQrTwoWays(tab);
        // No entry over 16 ms: nothing to compare.
        const eventTiming = both.eventTiming ?? Number.NaN;
        eventTimings.push(eventTiming);
        if (agree(both.probe, eventTiming)) agreeing += 1;
        progress(`  Event Timing: ${eventTiming.toFixed(0)} ms`);
        return both.probe;
      }
      const events = await traced(browser, ['toplevel', 'devtools.timeline'], async () => {
        await tapToQrTwoWays(tab);
      });
      return tapCpuTime(events, CPU_SLOWDOWN);
    });
    samples.push(ms);
    progress(`tap to QR (${timing}) ${run + 1}/${runs}: ${ms.toFixed(0)} ms`);
  }
  return { probe: median(samples), eventTiming: median(eventTimings), agreeingRuns: agreeing };
}

/** The slowdowns every control is timed at: the mid-range phone's and the entry-level one's. */
export const INTERACTION_SLOWDOWNS = [CPU_SLOWDOWN, ENTRY_LEVEL_SLOWDOWN] as const;

/** The prefetched tap on the Pixel 7 screen at 10× CPU, alone (the bench's `--only=slow`). */
export const timeTenfoldTap = (browser: CdpBrowser, link: string, runs: number, progress: (message: string) => void) =>
  timeTaps(browser, link, runs, TENFOLD_TAP, progress);

/** `runs` runs of ./interactions.ts at each of INTERACTION_SLOWDOWNS, each in a fresh tab: each interaction's median. */
export async function timeInteractions(
  browser: CdpBrowser,
  link: string,
  runs: number,
  progress: (message: string) => void,
  slowdowns: readonly number[] = INTERACTION_SLOWDOWNS,
): Promise<InteractionsAt[]> {
  const timed: InteractionsAt[] = [];
  for (const cpu of slowdowns) {
    const all: Interactions[] = [];
    for (let run = 0; run < runs; run++) {
      await waitForQuiet(progress);
      const measured = await timeInteractionsOnce(browser, link, cpu);
      all.push(measured);
      const each = INTERACTIONS.map(({ name }) => `${name} ${measured[name].toFixed(0)} ms`).join(', ');
      progress(`interactions at ${cpu}× CPU ${run + 1}/${runs}: ${each}`);
    }
    const medians = Object.fromEntries(
      INTERACTIONS.map(({ name }) => [name, median(all.map((run) => run[name]))]),
    ) as Interactions;
    timed.push({ cpu, measured: medians });
  }
  return timed;
}

/** The phone-class rows: loads on a Pixel 7's screen at each of PHONE_CLASS_SLOWDOWNS. */
export async function timePhoneClass(
  browser: CdpBrowser,
  link: string,
  runs: number,
  progress: (message: string) => void,
  slowdowns: readonly number[] = PHONE_CLASS_SLOWDOWNS,
): Promise<PhoneClass[]> {
  const rows: PhoneClass[] = [];
  for (const cpu of slowdowns) {
    const loads = await timeLoads(
      browser,
      link,
      runsAt(cpu, runs),
      { cpu, devtoolsRuntime: false, screen: PIXEL_7_SCREEN },
      progress,
    );
    rows.push({
      cpu,
      runs: loads.length,
      thread: mainThreadOf(loads),
      longestTasks: loads.map((load) => load.wall.longest),
      frame: medianFrame(loads),
    });
  }
  return rows;
}

export async function timePhone(
  link: string,
  runs = 5,
  progress: (message: string) => void = () => {},
): Promise<PhoneTimings> {
  const browser = await launchCdpBrowser();
  try {
    const phoneClass = await timePhoneClass(browser, link, runs, progress);
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
    const sixfold = await timeTaps(browser, link, runs, SIXFOLD_TAP, progress);
    const tenfold = await timeTaps(browser, link, runs, TENFOLD_TAP, progress);
    const interactions = await timeInteractions(browser, link, runs, progress);
    return {
      runs,
      phoneClass,
      mainThread,
      withDevtools,
      fromCpuTime,
      tapToQr: {
        prefetched,
        onDemand: onDemand.probe,
        prefetchedCpu: prefetchedCpu.probe,
        sixfold,
        tenfold,
      },
      interactions,
    };
  } finally {
    await browser.close();
  }
}
