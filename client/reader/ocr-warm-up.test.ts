/**
 * The made-up line the OCR thread reads while the payer is in the picker (client/reader/ocr-warm-up.ts):
 * a PGM Tesseract can take, with every digit drawn from its own dots.
 */
import { describe, expect, it } from 'vitest';
import { digitsPicture, WARM_UP_DIGITS } from './ocr-warm-up.ts';

/** The header's width and height, and the pixels after it. */
function parsePgm(picture: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const text = new TextDecoder().decode(picture.subarray(0, 32));
  const match = /^P5\n(\d+) (\d+)\n255\n/.exec(text);
  if (!match) throw new Error(`not a PGM header: ${JSON.stringify(text)}`);
  return { width: Number(match[1]), height: Number(match[2]), pixels: picture.subarray(match[0].length) };
}

describe('digitsPicture', () => {
  it('is an 8-bit grey PGM, its pixels exactly width × height, black ink on white', () => {
    const { width, height, pixels } = parsePgm(digitsPicture(WARM_UP_DIGITS));
    expect(pixels.length).toBe(width * height);
    expect(new Set(pixels)).toEqual(new Set([0, 255]));
    // Twelve digits side by side, on lines stacked below each other.
    expect(width).toBeGreaterThan(12 * 20);
    expect(height).toBeGreaterThan(2 * 28);
  });

  it('draws each digit differently, and the same digits the same way', () => {
    const ink = (digit: string) => parsePgm(digitsPicture(digit, 1)).pixels.filter((pixel) => pixel === 0).length;
    const counts = [...'0123456789'].map(ink);
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(parsePgm(digitsPicture('18', 1)).pixels).not.toEqual(parsePgm(digitsPicture('81', 1)).pixels);
    expect(digitsPicture('2026', 1)).toEqual(digitsPicture('2026', 1));
  });

  it('leaves a white margin around the text, as a screenshot has', () => {
    const { width, height, pixels } = parsePgm(digitsPicture('8', 1));
    const row = (y: number) => pixels.subarray(y * width, (y + 1) * width);
    expect(row(0).every((pixel) => pixel === 255)).toBe(true);
    expect(row(height - 1).every((pixel) => pixel === 255)).toBe(true);
    expect(Array.from({ length: height }, (_, y) => row(y)[0]).every((pixel) => pixel === 255)).toBe(true);
  });
});
