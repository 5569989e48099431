// The beacon endpoint's token bucket (page-worker/token-bucket.ts, docs/rules.md, Operations data) on a fake clock.
import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket.ts';

function clocked() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('tokenBucket', () => {
  it('gives out its capacity at once, then nothing until it refills', () => {
    const clock = clocked();
    const bucket = tokenBucket(600, 600, clock.now);
    expect(bucket.take(600)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    clock.advance(100); // a tenth of a second at 600 a minute: one token
    expect(bucket.take(1)).toBe(true);
    expect(bucket.take(1)).toBe(false);
  });

  it('takes all or nothing', () => {
    const clock = clocked();
    const bucket = tokenBucket(10, 60, clock.now);
    expect(bucket.take(8)).toBe(true);
    expect(bucket.take(5)).toBe(false);
    expect(bucket.take(2)).toBe(true);
  });

  it('never holds more than its capacity, however long it waits', () => {
    const clock = clocked();
    const bucket = tokenBucket(20, 600, clock.now);
    clock.advance(3_600_000);
    expect(bucket.take(21)).toBe(false);
    expect(bucket.take(20)).toBe(true);
  });

  it('refills nothing when the clock goes back', () => {
    const clock = clocked();
    const bucket = tokenBucket(5, 600, clock.now);
    expect(bucket.take(5)).toBe(true);
    clock.advance(-60_000);
    expect(bucket.take(1)).toBe(false);
  });

  it('bounds a flood: a minute of asking for 20 a millisecond gets capacity + a minute of refill', () => {
    const clock = clocked();
    const bucket = tokenBucket(600, 600, clock.now);
    let granted = 0;
    for (let ms = 0; ms < 60_000; ms += 1) {
      if (bucket.take(20)) granted += 20;
      clock.advance(1);
    }
    expect(granted).toBeLessThanOrEqual(1200);
    expect(granted).toBeGreaterThanOrEqual(1160);
  });

  it('keeps back what a taker asks to leave: such a taker stops short, one that keeps nothing may empty it', () => {
    const clock = clocked();
    const bucket = tokenBucket(10, 60, clock.now);
    expect(bucket.take(7, 3)).toBe(true);
    expect(bucket.take(1, 3)).toBe(false);
    expect(bucket.take(3)).toBe(true);
    // Empty: a refused take takes nothing, so asking again is no different.
    expect(bucket.take(1)).toBe(false);
  });
});
