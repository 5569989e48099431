/**
 * What a page's renderer did while a test acted on it, in Chromium: every main-thread task's
 * length from a trace (the Long Tasks API only sees tasks over 50 ms, so it cannot say a task stayed
 * under 50 ms with margin), and the renderer process's peak memory (the page and its threads:
 * Chromium runs a dedicated worker in its page's process), from Linux's VmHWM, reset as the probe
 * starts. Used by the screenshot reader's tests (docs/rules.md, Proof files; docs/performance.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { TraceEvent } from './trace-event.ts';

export interface RendererProbe {
  /** The longest task on the page's main thread, in milliseconds. */
  longestTaskMs: number;
  /**
   * The most CPU time one main-thread task took, in milliseconds: what its length would be on an
   * idle machine, where wall time on a machine shared with other test runs also counts the time
   * the thread waited for a core.
   */
  longestTaskCpuMs: number;
  /** How many main-thread tasks ran. */
  tasks: number;
  /** What the longest task spent its time on: its longest inner events, 'name (ms)'. */
  inside: string[];
  /** The renderer's resident memory before the action and its peak during it, in bytes; null off Linux. */
  memory: { before: number; peak: number } | null;
}

/** A line of /proc/<pid>/status in bytes ('VmHWM:   123456 kB'), or null. */
function statusBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const MARK = 'renderer-probe';

const parse = (trace: Buffer): TraceEvent[] =>
  (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

/** The page's renderer process and main thread: where its `console.timeStamp` mark was recorded. */
const markedThread = (events: TraceEvent[]) => {
  const mark = events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === MARK);
  return mark ? { pid: mark.pid, tid: mark.tid } : null;
};

async function mark(page: Page): Promise<void> {
  await page.evaluate((message) => console.timeStamp(message), MARK);
}

/** The pid of the renderer showing `page`, from a short trace. */
async function rendererPid(browser: Browser, page: Page): Promise<number | null> {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await mark(page);
  return markedThread(parse(await browser.stopTracing()))?.pid ?? null;
}

/** Runs `action` on `page` with its main thread traced and its renderer's peak memory reset. */
export async function probeRenderer(
  browser: Browser,
  page: Page,
  action: () => Promise<unknown>,
): Promise<RendererProbe> {
  const pid = await rendererPid(browser, page);
  let before: number | null = null;
  if (pid !== null) {
    try {
      // 5: reset the peak resident set size to the current one (Linux's clear_refs).
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      before = statusBytes(pid, 'VmRSS');
    } catch {
      before = null;
    }
  }
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  let trace: Buffer;
  try {
    await mark(page);
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  const events = parse(trace);
  const peak = pid !== null ? statusBytes(pid, 'VmHWM') : null;
  const main = markedThread(events);
  const onMain = events.filter((event) => event.pid === main?.pid && event.tid === main.tid && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const longest = tasks.reduce<TraceEvent | null>((a, b) => ((b.dur ?? 0) > (a?.dur ?? -1) ? b : a), null);
  if (!longest) throw new Error('the trace holds no task of the page’s main thread');
  const end = longest.ts + (longest.dur ?? 0);
  const inside = onMain
    .filter((event) => event !== longest && event.ts >= longest.ts && event.ts < end)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 8)
    .map((event) => `${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)} ms`);
  return {
    longestTaskMs: (longest.dur ?? 0) / 1000,
    longestTaskCpuMs: Math.max(...tasks.map((task) => task.tdur ?? task.dur ?? 0)) / 1000,
    tasks: tasks.length,
    inside,
    memory: before !== null && peak !== null ? { before, peak } : null,
  };
}
