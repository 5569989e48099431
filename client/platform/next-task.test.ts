// Waiting for the next paint (docs/performance.md, Where a tap's time goes): one wait per frame,
// shared by every call made before the frame's callback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './next-task.ts';

let frames: Array<() => void> = [];

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Runs the frame's callbacks, as the browser does just before it paints. */
const paint = () => {
  const now = frames;
  frames = [];
  for (const callback of now) callback();
};

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('afterNextPaint', () => {
  it('asks for one frame callback for every call made before the frame', async () => {
    const first = settled(afterNextPaint());
    const second = settled(afterNextPaint());
    expect(frames).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([first(), second()]).toEqual([false, false]);
    paint();
    await vi.waitFor(() => expect([first(), second()]).toEqual([true, true]));
  });

  it('makes a call after the frame’s callback wait for the frame after it', async () => {
    const before = settled(afterNextPaint());
    paint();
    const after = settled(afterNextPaint());
    expect(frames).toHaveLength(1);
    await vi.waitFor(() => expect(before()).toBe(true));
    expect(after()).toBe(false);
    paint();
    await vi.waitFor(() => expect(after()).toBe(true));
  });

  it('settles after 100 ms when no frame comes (a hidden tab), and the next call waits anew', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hidden = settled(afterNextPaint());
    await vi.advanceTimersByTimeAsync(99);
    expect(hidden()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hidden()).toBe(true);
    const next = settled(afterNextPaint());
    expect(frames).toHaveLength(2);
    // Settled here, so no wait is left over for the next test file (the unit tests share one module).
    await vi.advanceTimersByTimeAsync(100);
    expect(next()).toBe(true);
  });
});
