/**
 * Long Animation Frames for the bench's phone-class rows (docs/performance.md, What each row means):
 * a script installed before the page's own records every frame over 50 ms, and the longest one
 * after the first paint is split into script, style and layout (with paint: Chromium ends a frame
 * once its paint is recorded) and the rest (waiting between the frame's tasks, and the frame's own
 * callbacks), so a frame with no script in it says what it spent its time on instead.
 */

/** Installed before the page's own scripts (PhoneOptions.initScripts): records every long animation frame. */
export const LONG_FRAMES_SCRIPT = `(() => {
  const frames = [];
  Object.defineProperty(window, '__longFrames', { value: frames });
  if (!PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        renderStart: entry.renderStart,
        styleAndLayoutStart: entry.styleAndLayoutStart,
        script: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

/** One long animation frame as LONG_FRAMES_SCRIPT records it (ms since navigation start). */
export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  /** 0 when the frame rendered nothing. */
  renderStart: number;
  styleAndLayoutStart: number;
  /** The scripts' time, summed. */
  script: number;
}

export interface FrameBreakdown {
  /** The frame, ms (0: no frame over 50 ms after the first paint). */
  duration: number;
  script: number;
  /** Style recalculation, layout and paint: from styleAndLayoutStart to the frame's end. */
  styleLayoutPaint: number;
  /** Neither: the gaps between its tasks, requestAnimationFrame and ResizeObserver callbacks. */
  other: number;
}

/** The longest frame that ends after `from` (the first paint), with what it spent its time on. */
export function longestFrameAfter(frames: readonly LongFrame[], from: number): FrameBreakdown {
  const longest = frames
    .filter((frame) => frame.start + frame.duration > from)
    .reduce<LongFrame | null>((best, frame) => (best && best.duration >= frame.duration ? best : frame), null);
  if (!longest) return { duration: 0, script: 0, styleLayoutPaint: 0, other: 0 };
  const end = longest.start + longest.duration;
  const styleLayoutPaint = longest.styleAndLayoutStart > 0 ? end - longest.styleAndLayoutStart : 0;
  const script = Math.min(longest.script, longest.duration - styleLayoutPaint);
  return {
    duration: longest.duration,
    script,
    styleLayoutPaint,
    other: Math.max(0, longest.duration - script - styleLayoutPaint),
  };
}
