/**
 * The QR code drawn as data (common/qr-drawing.ts) is the picture `qrcode`'s own SVG renderer drew
 * before the page stopped setting markup as HTML (docs/security.md, 'Trusted Types').
 */
import { toString as renderString } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQr } from './qr-code.ts';
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
