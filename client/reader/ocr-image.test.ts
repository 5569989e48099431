// What the OCR thread hands Tesseract (client/reader/ocr-image.ts; docs/rules.md, Reading the UTR from a screenshot).
import { describe, expect, it } from 'vitest';
import {
  isDark,
  MAX_OCR_PIXELS,
  ocrScale,
  PHONE_WIDTH,
  textRegion,
  toGrey,
  toPgm,
  type GreyImage,
} from './ocr-image.ts';

describe('ocrScale', () => {
  it(`scales a phone screenshot to ${PHONE_WIDTH} px wide`, () => {
    expect(1080 * ocrScale(1080, 2400)).toBeCloseTo(PHONE_WIDTH);
    expect(1440 * ocrScale(1440, 3200)).toBeCloseTo(PHONE_WIDTH);
  });

  it('never scales up, and leaves a chat-sized picture and a desktop screenshot as they are', () => {
    expect(ocrScale(720, 1600)).toBe(1);
    expect(ocrScale(1280, 720)).toBe(1);
    expect(ocrScale(1920, 1080)).toBe(1);
    expect(ocrScale(300, 200)).toBe(1);
  });

  it(`brings anything else to at most ${MAX_OCR_PIXELS.toLocaleString('en')} pixels`, () => {
    const scale = ocrScale(4000, 3000);
    expect(4000 * scale * 3000 * scale).toBeLessThanOrEqual(MAX_OCR_PIXELS + 1);
    expect(4000 * scale * 3000 * scale).toBeGreaterThan(MAX_OCR_PIXELS * 0.99);
  });
});

describe('toGrey and toPgm', () => {
  it('writes a binary grey PGM: header, then one byte per pixel', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]);
    const pgm = toPgm(toGrey(rgba, 3, 1), { left: 0, top: 0, width: 3, height: 1 });
    const header = 'P5\n3 1\n255\n';
    expect(new TextDecoder().decode(pgm.slice(0, header.length))).toBe(header);
    expect([...pgm.slice(header.length)]).toEqual([255, 0, 76]);
  });

  it('writes only the region asked for, row by row', () => {
    const picture: GreyImage = { grey: Uint8Array.from({ length: 12 }, (_, i) => 200 + i), width: 4, height: 3 };
    const pgm = toPgm(picture, { left: 1, top: 1, width: 2, height: 2 });
    const header = 'P5\n2 2\n255\n';
    expect(new TextDecoder().decode(pgm.slice(0, header.length))).toBe(header);
    expect([...pgm.slice(header.length)]).toEqual([205, 206, 209, 210]);
  });

  it('writes a dark picture inverted, dark on light, as Tesseract reads best', () => {
    const dark: GreyImage = { grey: new Uint8Array(64).fill(20), width: 8, height: 8 };
    dark.grey.fill(230, 3 * 8, 4 * 8);
    const pgm = toPgm(dark, { left: 0, top: 0, width: 8, height: 8 });
    const pixels = [...pgm.slice('P5\n8 8\n255\n'.length)];
    expect(pixels.slice(0, 8)).toEqual(new Array(8).fill(235));
    expect(pixels.slice(24, 32)).toEqual(new Array(8).fill(25));
  });
});

describe('isDark', () => {
  it('tells a receipt in dark mode (light text on a dark ground) from one in light mode', () => {
    const light = picture(200, 200, [[20, 20, 180, 40]]);
    const dark: GreyImage = { ...light, grey: light.grey.map((value) => 255 - value) };
    const whole = { left: 0, top: 0, width: 200, height: 200 };
    expect(isDark(light, whole)).toBe(false);
    expect(isDark(dark, whole)).toBe(true);
  });

  it('looks only at the region it is given', () => {
    const banner = picture(200, 200, [[0, 0, 200, 60]]);
    expect(isDark(banner, { left: 0, top: 0, width: 200, height: 50 })).toBe(true);
    expect(isDark(banner, { left: 0, top: 0, width: 200, height: 200 })).toBe(false);
  });
});

/** A white width × height picture with dark rectangles (left, top, right, bottom exclusive) drawn in `shade`. */
function picture(width: number, height: number, marks: Array<[number, number, number, number]>, shade = 40): GreyImage {
  const grey = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of marks) for (let y = y0; y < y1; y++) grey.fill(shade, y * width + x0, y * width + x1);
  return { grey, width, height };
}

describe('textRegion', () => {
  it('crops the empty margins around the text, keeping 16 px of room', () => {
    const region = textRegion(
      picture(800, 1800, [
        [100, 200, 300, 230],
        [500, 900, 700, 930],
      ]),
    );
    // One pixel beside the outermost dark pixels (an edge is seen between two pixels), then 16 px.
    expect(region).toEqual({ left: 83, top: 184, width: 717 - 83, height: 946 - 184 });
  });

  it('keeps everything between two pieces of text, whatever is blank between them', () => {
    const region = textRegion(
      picture(400, 400, [
        [20, 20, 40, 30],
        [360, 370, 380, 380],
      ]),
    );
    expect(region).toEqual({ left: 3, top: 4, width: 397 - 3, height: 396 - 4 });
  });

  it('sees no text in a faint card edge or a smooth shade, and then keeps the whole picture', () => {
    const faint = picture(300, 300, [[50, 50, 250, 250]], 230);
    expect(textRegion(faint)).toEqual({ left: 0, top: 0, width: 300, height: 300 });
    const shaded: GreyImage = {
      grey: Uint8Array.from({ length: 300 * 300 }, (_, i) => (i % 300) >> 1),
      width: 300,
      height: 300,
    };
    expect(textRegion(shaded)).toEqual({ left: 0, top: 0, width: 300, height: 300 });
  });

  it('finds light text on a dark background as well', () => {
    const dark = picture(400, 400, [], 0);
    dark.grey.fill(20);
    for (let y = 100; y < 120; y++) dark.grey.fill(230, y * 400 + 150, y * 400 + 250);
    expect(textRegion(dark)).toEqual({ left: 133, top: 84, width: 267 - 133, height: 136 - 84 });
  });
});
