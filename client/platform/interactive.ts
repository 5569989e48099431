/**
 * The User Timing mark the page sets once hydration has committed and its effects have run:
 * from then on every control answers. `npm run bench` and the end-to-end tests read it
 * (harness/page-timing.ts), and so could any field measurement.
 */
export const INTERACTIVE_MARK = 'payment-page:interactive';

export function markInteractive(): void {
  // performance.mark is everywhere the page runs; guarded anyway, a missing mark must never break the page.
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(INTERACTIVE_MARK);
}
