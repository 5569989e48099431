/**
 * Running work when the browser is idle (docs/rules.md, Lazy chunks and Operations data): the
 * prefetches of step 2's chunk and of the QR chunk, and the funnel's beacon.
 */

/** Safari has no requestIdleCallback: there the page waits this long instead. */
export const IDLE_FALLBACK_MS = 500;
/** requestIdleCallback's own limit: a page that is never idle still gets the chunk. */
export const IDLE_TIMEOUT_MS = 3_000;

interface IdleHost {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/** Runs `run` once the browser is idle; answers a function that cancels it. */
export function whenIdle(run: () => void, host: IdleHost = window): () => void {
  const { requestIdleCallback: idle, cancelIdleCallback: cancelIdle } = host;
  if (typeof idle === 'function' && typeof cancelIdle === 'function') {
    const handle = idle.call(host, run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdle.call(host, handle);
  }
  const handle = host.setTimeout(run, IDLE_FALLBACK_MS);
  return () => host.clearTimeout(handle);
}
