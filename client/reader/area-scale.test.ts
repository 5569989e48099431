// The OCR thread's own scaling (client/reader/area-scale.ts; docs/rules.md, Reading the UTR from a screenshot).
import { describe, expect, it } from 'vitest';
import { scaledGrey } from './area-scale.ts';

/** RGBA rows of a grey picture given as rows of grey levels. */
const rgbaOf = (rows: number[][]) =>
  new Uint8ClampedArray(rows.flatMap((row) => row.flatMap((grey) => [grey, grey, grey, 255])));

/** The bands `scaledGrey` asks for, from a whole picture, and every band asked for. */
function bandsOf(rows: number[][]) {
  const asked: Array<[number, number]> = [];
  const width = rows[0]?.length ?? 0;
  const whole = rgbaOf(rows);
  return {
    asked,
    band: (top: number, count: number) => {
      asked.push([top, count]);
      return whole.slice(top * width * 4, (top + count) * width * 4);
    },
  };
}

describe('scaledGrey', () => {
  it('at its own size, is the picture in grey, pixel for pixel', () => {
    const rows = [
      [0, 10, 20],
      [30, 40, 50],
    ];
    const { band } = bandsOf(rows);
    expect([...scaledGrey(3, 2, 3, 2, band, 1).grey]).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('halved, each pixel is the mean of the four it covers', () => {
    const rows = [
      [0, 100, 200, 200],
      [100, 200, 0, 0],
      [255, 255, 0, 0],
      [255, 255, 0, 40],
    ];
    const { band, asked } = bandsOf(rows);
    const scaled = scaledGrey(4, 4, 2, 2, band, 3);
    expect([...scaled.grey]).toEqual([100, 100, 255, 10]);
    expect({ width: scaled.width, height: scaled.height }).toEqual({ width: 2, height: 2 });
    // Fed band by band, never the whole picture at once.
    expect(asked).toEqual([
      [0, 3],
      [3, 1],
    ]);
  });

  it('by a factor that is no whole number, shares a pixel between the two it falls in', () => {
    // Three pixels to two: the middle one is half in each.
    const { band } = bandsOf([[0, 90, 180]]);
    expect([...scaledGrey(3, 1, 2, 1, band, 1).grey]).toEqual([30, 150]);
  });

  it('makes colours grey as ITU-R BT.601 weighs them', () => {
    const red = new Uint8ClampedArray([255, 0, 0, 255]);
    expect([...scaledGrey(1, 1, 1, 1, () => red, 1).grey]).toEqual([76]);
  });

  it('keeps a plain picture plain at a factor that is no whole number, as a phone screenshot is scaled', () => {
    // 1080 × 30 to 800 × 22: the weights of every output pixel add up to the pixels it covers.
    const rows = Array.from({ length: 30 }, () => Array.from({ length: 1080 }, () => 137));
    const { band } = bandsOf(rows);
    const scaled = scaledGrey(1080, 30, 800, 22, band, 7);
    expect(new Set(scaled.grey)).toEqual(new Set([137]));
    expect(scaled.grey).toHaveLength(800 * 22);
  });
});
