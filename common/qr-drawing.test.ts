/**
 * The QR code drawn as data (common/qr-drawing.ts) is the picture `qrcode`'s own SVG renderer drew
 * before the page stopped setting markup as HTML (docs/security.md, 'Trusted Types').
 */
import { toString as renderString } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQr } from './qr-code.ts';
import { drawingOf, modulesOfDrawing } from './qr-drawing.ts';
import { QR_OPTIONS } from './qr-options.ts';
import { upiLink } from './upi.ts';

const values = [
  upiLink({ upi_address: 'merchant@okaxis' }, 150050),
  upiLink({ upi_address: 'a.very.long.upi.address.for.a.merchant.with.many.words@oksbi' }, 10_000_000),
  'x',
];

describe('drawQr', () => {
  it.each(values)('draws the same viewBox and dark modules as qrcode itself: %s', async (value) => {
    const svg = await renderString(value, { ...QR_OPTIONS, type: 'svg' });
    const { viewBox, path } = drawQr(value);
    expect(svg).toContain(`viewBox="${viewBox}"`);
    expect(viewBox).toMatch(/^0 0 (\d+) \1$/);
    expect(svg).toContain(` d="${path}"`);
    expect(path).toMatch(/^M\d+ \d+\.5h\d+/);
  });

  it('throws for a value too long for any QR code, as the page expects', () => {
    expect(() => drawQr('x'.repeat(8000))).toThrow();
  });
});

describe('modulesOfDrawing', () => {
  it.each(values)('reads back exactly the modules the drawing shows: %s', (value) => {
    const drawing = drawQr(value);
    const modules = modulesOfDrawing(drawing);
    expect(modules).not.toBeNull();
    // Drawn again from what was read, the path is the same stroke for stroke.
    expect(drawingOf(modules!)).toEqual(drawing);
    expect(modules!.dark.some((module) => module === 1)).toBe(true);
  });

  it('is the inverse of drawingOf for any modules, runs at either edge included', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const size of [1, 2, 21, 25, 37, 41]) {
      const dark = Uint8Array.from({ length: size * size }, () => (random() < 0.5 ? 1 : 0));
      // A full row and an empty one.
      dark.fill(1, 0, size);
      if (size > 1) dark.fill(0, size, 2 * size);
      expect(modulesOfDrawing(drawingOf({ size, dark }))).toEqual({ size, dark });
    }
  });

  it('refuses a path it did not write', () => {
    expect(modulesOfDrawing({ viewBox: '0 0 10 12', path: 'M4 4.5h1' })).toBeNull();
    expect(modulesOfDrawing({ viewBox: '0 0 29 29', path: 'M4 4.5h40' })).toBeNull();
    expect(modulesOfDrawing({ viewBox: '0 0 8 8', path: '' })).toBeNull();
  });
});
