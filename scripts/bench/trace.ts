/**
 * Chromium traces for the phone figures of `npm run bench` (scripts/bench/phone-timing.ts): record
 * one around some work, then read the renderer main thread's tasks out of it, after the first
 * paint or around a tap (docs/performance.md).
 */
import type { CdpBrowser } from '../../harness/cdp.ts';
import { blockingAfter, type BlockingSummary } from '../../harness/page-timing.ts';
import type { TraceEvent } from '../../harness/trace-event.ts';

/** Runs `work` while Chromium records a trace of the given categories. */
export async function traced(
  browser: CdpBrowser,
  categories: readonly string[],
  work: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const stop = browser.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])));
  await browser.send('Tracing.start', {
    traceConfig: { includedCategories: [...categories] },
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

/** The tasks of one thread, in order; a nested run loop records a task inside a task: the outer one only. */
function tasksOf(events: readonly TraceEvent[], { pid, tid }: { pid: number; tid: number }): TraceEvent[] {
  const tasks = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .filter((event) => event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outer[outer.length - 1];
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    outer.push(task);
  }
  return outer;
}

/**
 * The renderer main thread's tasks after its first contentful paint (exact durations, not only
 * those over 50 ms), from a trace with the `toplevel` and `loading` categories: by wall time, and
 * by CPU time times `slowdown`.
 */
export function mainThreadAfterPaint(
  events: readonly TraceEvent[],
  slowdown: number,
): { wall: BlockingSummary; cpu: BlockingSummary } {
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  const paint = paints[paints.length - 1];
  if (!paint) throw new Error('the trace has no first contentful paint');
  const outer = tasksOf(events, paint);
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

const dispatched = (events: readonly TraceEvent[], type: string, after = 0) =>
  events
    .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type && event.ts >= after)
    .sort((a, b) => a.ts - b.ts)[0];

/**
 * The renderer main thread's CPU time, times `slowdown`, from the task that handled a tap's
 * touchend to the end of the task that painted the first frame after its click, in ms: what the
 * tap costs the page's own thread, without the time other processes held the CPU. From a trace
 * with the `toplevel` and `devtools.timeline` categories.
 */
export function tapCpuTime(events: readonly TraceEvent[], slowdown: number): number {
  const touchEnd = dispatched(events, 'touchend');
  const click = touchEnd && dispatched(events, 'click', touchEnd.ts);
  if (!touchEnd || !click) throw new Error('the trace has no tap (touchend, then click)');
  const paint = events
    .filter((event) => event.name === 'Paint' && event.pid === click.pid && event.tid === click.tid)
    .filter((event) => event.ts > click.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!paint) throw new Error('the trace has no frame painted after the tap');
  const tasks = tasksOf(events, click);
  const first = tasks.filter((task) => task.ts <= touchEnd.ts).pop();
  const last = tasks.filter((task) => task.ts <= paint.ts).pop();
  if (!first || !last) throw new Error('the trace has no task around the tap');
  const spent = tasks.filter((task) => task.ts >= first.ts && task.ts <= last.ts);
  return (spent.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000) * slowdown;
}
