/**
 * The UPI QR code as data, not markup (docs/rules.md, UPI link and QR code; docs/security.md,
 * 'Trusted Types'): the viewBox (the side in modules) and the dark modules as one SVG path, which the QrCode
 * component draws as elements. The page never parses an HTML or SVG string into the DOM, so it can
 * run under `require-trusted-types-for 'script'`. The path is the one `qrcode`'s own SVG renderer
 * writes (common/qr-drawing.test.ts compares them), so the picture is unchanged: one
 * horizontal stroke per run of dark modules, at the middle of its row.
 *
 * No `qrcode` here: the browser finds the modules in its QR thread (client/qr/qr-thread.ts)
 * and draws them on the page with this module alone; common/qr-code.ts does both at once.
 */
import { QR_OPTIONS } from './qr-options.ts';

/** A drawn code: the SVG `viewBox` (its side in modules, quiet zone included); `path` strokes the dark modules. */
export interface QrDrawing {
  viewBox: string;
  path: string;
}

/** A drawn code and the exact text it encodes. */
export interface DrawnQr {
  value: string;
  drawing: QrDrawing;
}

/** A code's modules without the quiet zone: `size` × `size`, row by row, non-zero for a dark one. */
export interface QrModules {
  size: number;
  dark: Uint8Array;
}

/** The SVG drawing of a code's modules, with the quiet zone around them. */
export function drawingOf({ size, dark }: QrModules): QrDrawing {
  const margin = QR_OPTIONS.margin;
  const isDark = (row: number, col: number) => dark[row * size + col] !== 0;
  let path = '';
  for (let row = 0; row < size; row++) {
    // Relative moves within a row, as qrcode writes them: `m` by the light modules skipped.
    let started = false;
    let gap = 0;
    let run = 0;
    for (let col = 0; col < size; col++) {
      if (!isDark(row, col)) {
        if (started) gap++;
        continue;
      }
      if (run === 0) {
        path += started ? `m${gap} 0` : `M${col + margin} ${0.5 + row + margin}`;
        started = true;
        gap = 0;
      }
      run++;
      if (col + 1 === size || !isDark(row, col + 1)) {
        path += `h${run}`;
        run = 0;
      }
    }
  }
  const side = size + 2 * margin;
  return { viewBox: `0 0 ${side} ${side}`, path };
}

/**
 * The modules a drawing shows, read back from its path: the exact inverse of `drawingOf`, so the
 * saved picture (client/qr/qr-image.ts) can be drawn from a code the page worker drew ahead without
 * starting the QR thread. Null for a path this module did not write.
 */
export function modulesOfDrawing({ viewBox, path }: QrDrawing): QrModules | null {
  const side = /^0 0 (\d+) \1$/.exec(viewBox)?.[1];
  const margin = QR_OPTIONS.margin;
  const size = Number(side) - 2 * margin;
  if (!side || size < 1) return null;
  const dark = new Uint8Array(size * size);
  let row = -1;
  let col = 0;
  for (const [, command = '', a = '', b] of path.matchAll(/([Mmh])(\d+(?:\.5)?)(?: (\d+(?:\.5)?))?/g)) {
    if (command === 'M') {
      col = Number(a) - margin;
      row = Number(b) - 0.5 - margin;
    } else if (command === 'm') col += Number(a);
    else {
      const end = col + Number(a);
      if (row < 0 || row >= size || col < 0 || end > size) return null;
      dark.fill(1, row * size + col, row * size + end);
      col = end;
    }
  }
  return { size, dark };
}
