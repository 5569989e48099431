/**
 * Hands the main thread back to the browser between two pieces of start-up work, so each runs
 * in its own short task and a tap or a frame can come in between (docs/performance.md).
 * `scheduler.yield` where the browser has it (it resumes ahead of other queued work);
 * otherwise a message to ourselves, which, unlike `setTimeout`, is neither clamped nor
 * throttled in a background tab.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** How long `afterNextPaint` waits for a frame that may never come (a hidden tab paints none). */
const PAINT_FALLBACK_MS = 100;

/** What every caller waiting for the same frame shares: one timer and one animation frame callback. */
let nextPaint: Promise<void> | null = null;

/**
 * Settles once the browser has painted its next frame: a requestAnimationFrame callback runs just
 * before that frame, and a message posted from it is handled just after. For work a tap causes
 * that the frame answering the tap need not wait for. Every call made before that frame's callback
 * shares one wait: a tap that defers four things asks for one callback, not four (docs/performance.md,
 * Where a tap's time goes).
 */
export function afterNextPaint(): Promise<void> {
  if (nextPaint) return nextPaint;
  const waiting = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (nextPaint === waiting) nextPaint = null;
      resolve();
    };
    const timer = setTimeout(done, PAINT_FALLBACK_MS);
    requestAnimationFrame(() => {
      // A call from here on waits for the frame after this one, which shows what it changed.
      if (nextPaint === waiting) nextPaint = null;
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  });
  nextPaint = waiting;
  return waiting;
}
