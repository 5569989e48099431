/**
 * One event of a Chromium trace (the JSON trace format), as the bench's phone figures
 * (scripts/bench/trace.ts) and the screenshot reader's tests (harness/renderer-probe.ts) read them.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds; `tdur` is the thread's CPU time in the event. */
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { type?: string; message?: string } };
}
