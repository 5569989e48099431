/**
 * The longest Long Animation Frame after the first paint and its breakdown, as the bench's
 * phone-class rows report it (scripts/bench/frames.ts; docs/performance.md, What each row means).
 */
import { describe, expect, it } from 'vitest';
import { longestFrameAfter, type LongFrame } from './frames.ts';

const frame = (start: number, duration: number, parts: Partial<LongFrame> = {}): LongFrame => ({
  start,
  duration,
  blocking: Math.max(0, duration - 50),
  renderStart: 0,
  styleAndLayoutStart: 0,
  script: 0,
  ...parts,
});

describe('the longest animation frame after the first paint', () => {
  it('takes the longest frame that ends after the paint, and splits it into script, style and layout, and the rest', () => {
    const frames = [
      frame(0, 300, { script: 280 }),
      frame(1_000, 90, { script: 30, renderStart: 1_040, styleAndLayoutStart: 1_045 }),
      frame(2_000, 60, { script: 60 }),
    ];
    expect(longestFrameAfter(frames, 500)).toEqual({ duration: 90, script: 30, styleLayoutPaint: 45, other: 15 });
  });

  it('counts a frame that started before the paint and ends after it', () => {
    expect(longestFrameAfter([frame(400, 200, { script: 200 })], 500).duration).toBe(200);
  });

  it('a frame with no script is all style, layout and paint when it rendered from its start', () => {
    const breakdown = longestFrameAfter([frame(700, 120, { renderStart: 700, styleAndLayoutStart: 700 })], 500);
    expect(breakdown).toEqual({ duration: 120, script: 0, styleLayoutPaint: 120, other: 0 });
  });

  it('answers zeros when no frame after the paint was long', () => {
    expect(longestFrameAfter([frame(0, 100)], 500)).toEqual({ duration: 0, script: 0, styleLayoutPaint: 0, other: 0 });
  });
});
