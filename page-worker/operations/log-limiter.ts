/**
 * A token bucket for log lines written on behalf of the outside world (CSP
 * reports): a burst of `perMinute` lines, refilled at `perMinute` a minute;
 * what it refuses is counted and told in one "dropped" line at most once a
 * minute, so a flood of reports cannot grow the logs. One per isolate: no
 * storage, nothing shared, nothing to pay for (docs/security.md, 'CSP reports').
 */
import { tokenBucket } from '../token-bucket.ts';

export interface LogLimiter {
  /** Writes `line` if the limit allows it; otherwise counts it as dropped. */
  write(line: string): void;
}

interface LogLimiterOptions {
  perMinute: number;
  /** Milliseconds; Date.now in the page worker. */
  now: () => number;
  log: (line: string) => void;
  /** The line that says how many were dropped. */
  dropped: (count: number) => string;
}

const MINUTE_MS = 60_000;

export function createLogLimiter({ perMinute, now, log, dropped }: LogLimiterOptions): LogLimiter {
  const bucket = tokenBucket(perMinute, perMinute, now);
  let droppedCount = 0;
  /** When the count now held started (its first drop): it is told a minute later, with the next line. */
  let countingSince = 0;

  return {
    write(line) {
      const time = now();
      if (droppedCount > 0 && time - countingSince >= MINUTE_MS) {
        log(dropped(droppedCount));
        droppedCount = 0;
      }
      if (bucket.take(1)) {
        log(line);
        return;
      }
      if (droppedCount === 0) countingSince = time;
      droppedCount += 1;
    },
  };
}
