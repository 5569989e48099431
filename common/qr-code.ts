/**
 * Making a UPI QR code with the `qrcode` library (docs/rules.md, UPI link and QR code): its
 * modules, and from them the drawing (./qr-drawing.ts). The page worker's server-drawn code and the
 * browser's QR thread (client/qr/qr-thread.ts) use it; the page's main thread never loads
 * the library.
 */
// The encoder alone: the package's main module also bundles renderers nothing here uses.
import { create } from 'qrcode/lib/core/qrcode.js';
import { drawingOf, type QrDrawing, type QrModules } from './qr-drawing.ts';
import { QR_OPTIONS } from './qr-options.ts';

/** The modules of `value`'s code; throws when it is too long for a QR code (as `qrcode` does). */
export function qrModules(value: string): QrModules {
  const { modules } = create(value, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const { size } = modules;
  const dark = new Uint8Array(size * size);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) dark[row * size + col] = modules.get(row, col) ? 1 : 0;
  return { size, dark };
}

/** Draws `value`; throws when it is too long for a QR code. */
export function drawQr(value: string): QrDrawing {
  return drawingOf(qrModules(value));
}
