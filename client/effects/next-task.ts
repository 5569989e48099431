/**
 * Hands the main thread back to the browser between two pieces of start-up work, so each runs
 * in its own short task and a tap or a frame can come in between (README.md, Performance).
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
