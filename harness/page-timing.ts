/**
 * What the payer's phone spends on the page, read inside the page (harness/phone.ts drives it):
 * the long tasks after the first paint (Long Tasks API), when the page became interactive (the
 * mark the client sets once hydration has committed), and how long a tap on a UPI option takes
 * to paint its QR code. `npm run bench` and the main-thread test share these probes
 * (docs/performance.md).
 */
import { INTERACTIVE_MARK } from '../client/platform/interactive.ts';
import type { PhoneTab } from './phone.ts';

/** Installed before the page's own scripts (PhoneOptions.initScripts): records every long task from the start. */
export const LONG_TASKS_SCRIPT = `(() => {
  const tasks = [];
  Object.defineProperty(window, '__longTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

export interface Task {
  /** Milliseconds since navigation start. */
  start: number;
  duration: number;
}

export interface LoadTiming {
  /** First contentful paint, ms since navigation start. */
  firstPaint: number;
  /** When hydration had committed and the page's effects had run. */
  interactive: number;
  /** Tasks over 50 ms (the Long Tasks API reports no shorter ones). */
  longTasks: Task[];
}

/** Resolves once the client has marked the page interactive (at most `timeout` ms). */
export async function waitForInteractive(tab: PhoneTab, timeout = 60_000): Promise<void> {
  await tab.evaluate(`new Promise((resolve, reject) => {
    const mark = ${JSON.stringify(INTERACTIVE_MARK)};
    if (performance.getEntriesByName(mark).length > 0) return resolve(true);
    const timer = setTimeout(() => reject(new Error('the page did not become interactive within ${timeout} ms')), ${timeout});
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName(mark).length) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(true);
    }).observe({ type: 'mark' });
  })`);
}

/** Navigates, waits until interactive and then `settleMs` more, and reads the timings. */
export async function loadAndTime(tab: PhoneTab, url: string, settleMs = 3_000): Promise<LoadTiming> {
  await tab.navigate(url);
  await waitForInteractive(tab);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return tab.evaluate<LoadTiming>(`(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    interactive: performance.getEntriesByName(${JSON.stringify(INTERACTIVE_MARK)})[0]?.startTime ?? NaN,
    longTasks: window.__longTasks ?? [],
  }))()`);
}

export interface BlockingSummary {
  /** The longest task, counting only its part after `from` (0: none). */
  longest: number;
  /** Total Blocking Time from `from` on: each task's time beyond 50 ms, summed. */
  blocking: number;
}

/** Lighthouse's way: a task that started before `from` counts only from `from` on. */
export function blockingAfter(tasks: readonly Task[], from: number): BlockingSummary {
  let longest = 0;
  let blocking = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= from) continue;
    const duration = end - Math.max(task.start, from);
    longest = Math.max(longest, duration);
    blocking += Math.max(0, duration - 50);
  }
  return { longest, blocking };
}

/**
 * Whether the page has fetched a chunk (Resource Timing): 'qr-thread', which the idle prefetch
 * starts where the page worker drew no code ahead, or 'step-two', which it fetches on every page.
 */
export function chunkFetched(tab: PhoneTab, chunk: 'qr-thread' | 'step-two'): Promise<boolean> {
  return tab.evaluate<boolean>(
    `performance.getEntriesByType('resource').some((entry) => /\\/${chunk}-[^/]*\\.js$/.test(entry.name) && entry.responseEnd > 0)`,
  );
}

/** A tap timed two ways: the bench's own probe, and the browser's Event Timing API. */
export interface TapTiming {
  /** From the touchend's time stamp to the frame with the QR code (MutationObserver, rAF, a user-blocking task), ms. */
  probe: number;
  /**
   * The Event Timing API's view of the same interaction: from the earliest of its pointerup and
   * click entries to the latest one's next frame presented (`startTime + duration`, in 8 ms
   * steps), ms; null when the browser reported no entry over 16 ms.
   */
  eventTiming: number | null;
}

/**
 * Taps the first UPI option (a real touch) and answers the milliseconds from the tap to the
 * frame that shows its QR code, measured two independent ways (TapTiming). The probe counts from
 * the touchend event's own time stamp: the finger lifts, and only then may the browser send the
 * click the page answers (the touchstart before it would add however long the test harness took
 * between the two). Its end is when a MutationObserver has seen the drawing, a
 * requestAnimationFrame has reached the frame it is in, and a task posted from there runs, once
 * that frame has been produced. That task is `scheduler.postTask` at `user-blocking` priority, so it
 * runs ahead of the work the page itself put off until after that frame (the focus, the history
 * entry, saved progress: afterNextPaint in client/platform/next-task.ts), which a plain message
 * would wait behind (12 to 28 ms at 4×, docs/performance.md, Where a tap's time goes); a message
 * where the browser has no postTask. The Event Timing API (`durationThreshold: 16`) reports the
 * click's processing and the presentation time of the frame after it, from the browser itself.
 */
export async function tapToQrTwoWays(tab: PhoneTab, timeout = 30_000): Promise<TapTiming> {
  await tab.evaluate(`(() => {
    const drawn = () => document.querySelector('.qr-image svg, .qr-image img');
    const painted = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!drawn()) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const done = () => resolve(performance.now());
          if (window.scheduler?.postTask) return void scheduler.postTask(done, { priority: 'user-blocking' });
          const channel = new MessageChannel();
          channel.port1.onmessage = done;
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const tapped = new Promise((resolve) => {
      window.addEventListener('touchend', (event) => resolve(event.timeStamp), { capture: true, once: true, passive: true });
    });
    const entries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId > 0 && (entry.name === 'click' || entry.name === 'pointerup')) entries.push(entry);
    }).observe({ type: 'event', durationThreshold: 16 });
    const reported = () =>
      new Promise((resolve) => {
        const started = performance.now();
        const look = () => {
          if (entries.some((entry) => entry.name === 'click') || performance.now() - started > 2000) {
            if (!entries.length) return resolve(NaN);
            const from = Math.min(...entries.map((entry) => entry.startTime));
            const to = Math.max(...entries.map((entry) => entry.startTime + entry.duration));
            return resolve(to - from);
          }
          setTimeout(look, 50);
        };
        look();
      });
    window.__tapToQr = Promise.all([tapped, painted])
      .then(([from, to]) => Promise.all([to - from, reported()]))
      .then(([probe, eventTiming]) => ({ probe, eventTiming }));
  })()`);
  await tab.tap('[data-testid="channel-card"]');
  return tab.evaluate<TapTiming>(`Promise.race([
    window.__tapToQr,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no QR code ${timeout} ms after the tap')), ${timeout})),
  ])`);
}

/** The bench's own probe of a tap (tapToQrTwoWays), ms. */
export async function tapToQr(tab: PhoneTab, timeout = 30_000): Promise<number> {
  return (await tapToQrTwoWays(tab, timeout)).probe;
}
