/**
 * A token bucket: at most `capacity` at once, refilled evenly at `perMinute`. The beacon endpoint
 * takes one token per data point, so a flood costs a bounded number of points per isolate and
 * minute (docs/rules.md, Operations data); the CSP report lines take one per line (operations/log-limiter.ts).
 */

export interface TokenBucket {
  /**
   * Takes `count` tokens if there are that many and `keep` would still be left (all or nothing);
   * whether it did. `keep` is room held back for takers that pass none (beacon/budget.ts).
   */
  take(count: number, keep?: number): boolean;
}

export function tokenBucket(capacity: number, perMinute: number, now: () => number = () => Date.now()): TokenBucket {
  let tokens = capacity;
  let last = now();
  return {
    take(count, keep = 0) {
      const time = now();
      // A clock that goes back refills nothing.
      tokens = Math.min(capacity, tokens + (Math.max(0, time - last) * perMinute) / 60_000);
      last = time;
      if (count + keep > tokens) return false;
      tokens -= count;
      return true;
    },
  };
}
