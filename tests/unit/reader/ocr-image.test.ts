// What the OCR worker hands Tesseract (client/reader/ocr-image.ts; docs/rules.md, Reading the UTR from a screenshot).
import { describe, expect, it } from 'vitest';
import { MAX_OCR_PIXELS, ocrScale, PHONE_WIDTH, toPgm } from '../../../client/reader/ocr-image.ts';

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

describe('toPgm', () => {
  it('writes a binary grey PGM: header, then one byte per pixel', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]);
    const pgm = toPgm(rgba, 3, 1);
    const header = 'P5\n3 1\n255\n';
    expect(new TextDecoder().decode(pgm.slice(0, header.length))).toBe(header);
    expect([...pgm.slice(header.length)]).toEqual([255, 0, 76]);
  });
});
