/**
 * The bench's phone-class rows and the tap's two methods (scripts/bench/table.ts; docs/performance.md,
 * What each row means): the Pixel 7 rows hold the longest task and the longest frame to 50 ms each,
 * two timings of one tap agree within 20 % of the larger, and each other tap answers within 100 ms.
 */
import { describe, expect, it } from 'vitest';
import { agree, interactionRows, phoneClassRows, sixfoldTapRows } from './table.ts';

describe('two timings of the same tap', () => {
  it('agree within 20 % of the larger, and not beyond', () => {
    expect(agree(100, 80)).toBe(true);
    expect(agree(80, 100)).toBe(true);
    expect(agree(100, 79)).toBe(false);
    expect(agree(60, 100)).toBe(false);
  });
});

describe('the phone-class rows', () => {
  const thread = { longestTask: 40, blocking: 0, paintToInteractive: 900 };
  const frame = { duration: 87, script: 0, styleLayoutPaint: 80, other: 7 };

  it('give each slowdown a task row and a frame row, each met only at 50 ms or under', () => {
    const rows = phoneClassRows({ runs: 5, phoneClass: [{ cpu: 6, thread, frame }] });
    expect(rows).toHaveLength(2);
    const [task, longFrame] = rows;
    expect(task?.[0]).toContain('Pixel 7 screen (412 × 915 at 2.625), 6× CPU');
    expect(task?.[1]).toBe('40 ms / 0 ms / 900 ms');
    expect(task?.[3]).toBe(true);
    expect(longFrame?.[1]).toBe('87 ms / 0 ms / 80 ms / 7 ms');
    expect(longFrame?.[3]).toBe(false);
  });
});

describe('the tap at 6×', () => {
  const tapToQr = { prefetched: { probe: 90, eventTiming: 88, agreeingRuns: 5 }, onDemand: 700, prefetchedCpu: 40 };

  it('is met at 150 ms or under, and its two methods only when their medians agree', () => {
    const met = sixfoldTapRows({
      runs: 5,
      tapToQr: { ...tapToQr, sixfold: { probe: 150, eventTiming: 130, agreeingRuns: 4 } },
    });
    expect(met.map((row) => row[0])).toEqual([
      'Pixel 7 screen (412 × 915 at 2.625), 6× CPU, slow 4G, median of 5: tap on a UPI option → QR code painted, idle prefetch',
      "Pixel 7 screen (412 × 915 at 2.625), 6× CPU, slow 4G, median of 5: the same tap by the Event Timing API (pointerup → the click's next frame presented); the medians within 20 % of each other, and the runs that were",
    ]);
    expect(met.map((row) => row[1])).toEqual(['150 ms', '130 ms; agrees; 4 of 5 runs agree']);
    expect(met.map((row) => row[3])).toEqual([true, true]);
    const missed = sixfoldTapRows({
      runs: 5,
      tapToQr: { ...tapToQr, sixfold: { probe: 151, eventTiming: 110, agreeingRuns: 1 } },
    });
    expect(missed.map((row) => row[3])).toEqual([false, false]);
  });
});

describe('the interaction rows', () => {
  it('give the language switch, a copy button and Submit a row each, met only at 100 ms or under', () => {
    const rows = interactionRows({ runs: 5, interactions: { language: 104, copy: 16, submit: 100 } });
    expect(rows.map((row) => row[0])).toEqual([
      'Phone (4× CPU, slow 4G), median of 5: interaction to next paint (Event Timing), choosing हिन्दी in the language menu',
      'Phone (4× CPU, slow 4G), median of 5: interaction to next paint (Event Timing), a copy button',
      'Phone (4× CPU, slow 4G), median of 5: interaction to next paint (Event Timing), Submit',
    ]);
    expect(rows.map((row) => row[1])).toEqual(['104 ms', 'under 16 ms (no entry)', '100 ms']);
    expect(rows.map((row) => row[3])).toEqual([false, true, true]);
  });
});
