/**
 * The UPI QR code as data, not markup (docs/rules.md, UPI link and QR code; docs/security.md,
 * 'Trusted Types'): the viewBox (the side in modules) and the dark modules as one SVG path, which the QrCode
 * component draws as elements. The page never parses an HTML or SVG string into the DOM, so it can
 * run under `require-trusted-types-for 'script'`. The path is the one `qrcode`'s own SVG renderer
 * writes (tests/unit/common/qr-drawing.test.ts compares them), so the picture is unchanged: one
 * horizontal stroke per run of dark modules, at the middle of its row.
 */
import { create } from 'qrcode';
import { QR_OPTIONS } from './qr-options.ts';

/** A drawn code: the SVG `viewBox` (its side in modules, quiet zone included); `path` strokes the dark modules. */
export interface QrDrawing {
  viewBox: string;
  path: string;
}

/** Draws `value`; throws when it is too long for a QR code (as `qrcode` does). */
export function drawQr(value: string): QrDrawing {
  const { modules } = create(value, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const margin = QR_OPTIONS.margin;
  const side = modules.size;
  let path = '';
  for (let row = 0; row < side; row++) {
    // Relative moves within a row, as qrcode writes them: `m` by the light modules skipped.
    let started = false;
    let gap = 0;
    let run = 0;
    for (let col = 0; col < side; col++) {
      if (!modules.get(row, col)) {
        if (started) gap++;
        continue;
      }
      if (run === 0) {
        path += started ? `m${gap} 0` : `M${col + margin} ${0.5 + row + margin}`;
        started = true;
        gap = 0;
      }
      run++;
      if (col + 1 === side || !modules.get(row, col + 1)) {
        path += `h${run}`;
        run = 0;
      }
    }
  }
  const size = side + 2 * margin;
  return { viewBox: `0 0 ${size} ${size}`, path };
}
