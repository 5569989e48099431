/**
 * A picture made grey and scaled down by area averaging, in the OCR thread's own code (docs/rules.md,
 * Reading the UTR from a screenshot): each output pixel is the mean of the source pixels it
 * covers, weighted by how much of each it covers. Done here, not by a canvas drawing the picture
 * smaller, because each browser resamples its own way: Firefox's and Chromium's pictures of the same
 * PNG were not the same pixels, and Tesseract then read a receipt's
 * UPI ID in one and not in the other (docs/performance.md, Reading the payment). Fed band by band of
 * full-size rows, so a large picture is never held whole as RGBA. Pure.
 */

/** An 8-bit grey picture, one byte a pixel, row by row. */
export interface GreyImage {
  grey: Uint8Array;
  width: number;
  height: number;
}

/** A share of a pixel in 256ths: whole numbers keep the loop over every source pixel fast. */
const WHOLE = 256;

/**
 * For each of `source` pixels along one axis scaled to `output` (at most `source`): the output
 * pixel its start falls in, and the share of it that falls there, in 256ths (the rest falls in
 * the next one), and what each output pixel got in all.
 */
function spread(source: number, output: number): { index: Int32Array; share: Int32Array; total: Int32Array } {
  const step = source / output;
  const index = new Int32Array(source);
  const share = new Int32Array(source);
  // What each output pixel got in all, in 256ths: its mean is divided by this, not by the step,
  // so the shares' rounding never makes a plain picture lighter or darker.
  const total = new Int32Array(output + 1);
  for (let s = 0; s < source; s++) {
    const at = Math.min(output - 1, Math.floor(s / step));
    const end = (at + 1) * step;
    const part = at === output - 1 || s + 1 <= end ? WHOLE : Math.round((end - s) * WHOLE);
    index[s] = at;
    share[s] = part;
    total[at] = (total[at] ?? 0) + part;
    total[at + 1] = (total[at + 1] ?? 0) + WHOLE - part;
  }
  return { index, share, total };
}

/**
 * The grey picture of `width` × `height` pixels scaled to `toWidth` × `toHeight` (each at most its
 * source's). `band(top, rows)` gives that many full-width RGBA rows from row `top`; the grey of a
 * pixel is ITU-R BT.601's, as ./ocr-image.ts's `toGrey`. A new OCR thread runs this once, before
 * its engine has warmed anything: the loop over the source's pixels does whole-number sums only,
 * with no branch.
 */
export function scaledGrey(
  width: number,
  height: number,
  toWidth: number,
  toHeight: number,
  band: (top: number, rows: number) => Uint8ClampedArray,
  bandRows: number,
): GreyImage {
  const across = spread(width, toWidth);
  const down = spread(height, toHeight);
  const grey = new Uint8Array(toWidth * toHeight);
  // The output row being summed and the one after it: a source row falls in at most these two.
  let current = new Float64Array(toWidth);
  let next = new Float64Array(toWidth);
  let row = 0;
  // One source row across, in 256ths of grey; one slot more, for the last pixel's empty rest.
  const across1 = new Int32Array(toWidth + 1);
  const finish = () => {
    const rowTotal = down.total[row] ?? WHOLE;
    for (let x = 0; x < toWidth; x++) {
      const weight = (across.total[x] ?? WHOLE) * rowTotal;
      grey[row * toWidth + x] = Math.min(255, Math.round((current[x] ?? 0) / weight));
    }
    [current, next] = [next, current];
    next.fill(0);
    row += 1;
  };
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    const rgba = band(top, rows);
    for (let r = 0; r < rows; r++) {
      const y = top + r;
      const at = down.index[y] ?? 0;
      while (row < at) finish();
      across1.fill(0);
      for (let x = 0, i = r * width * 4; x < width; x++, i += 4) {
        const value = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29) >> 8;
        const to = across.index[x] ?? 0;
        const share = across.share[x] ?? WHOLE;
        across1[to] = (across1[to] ?? 0) + value * share;
        across1[to + 1] = (across1[to + 1] ?? 0) + value * (WHOLE - share);
      }
      const share = down.share[y] ?? WHOLE;
      for (let x = 0; x < toWidth; x++) {
        const value = across1[x] ?? 0;
        current[x] = (current[x] ?? 0) + value * share;
        next[x] = (next[x] ?? 0) + value * (WHOLE - share);
      }
    }
  }
  while (row < toHeight) finish();
  return { grey, width: toWidth, height: toHeight };
}
