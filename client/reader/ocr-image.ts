/**
 * The picture as Tesseract gets it (docs/rules.md, Reading the UTR from a screenshot), made in the
 * OCR thread, never on the page's main thread: decoded by the browser, made grey and scaled down to
 * what OCR needs by this code (./area-scale.ts), the same in every browser, cropped to where its
 * text is, and handed over as an 8-bit grey PGM, which Leptonica reads without decompressing
 * anything. A phone screenshot is scaled to 800 px wide (its smallest text
 * stays about 17 px high, which Tesseract reads as surely), anything else to at most 4 megapixels;
 * a picture is never scaled up. The crop drops the empty margins a receipt screenshot is mostly
 * made of (below the card, beside it): Tesseract's page layout works on every pixel it gets.
 */
import { scaledGrey, type GreyImage } from './area-scale.ts';

/** A portrait picture wider than this is a phone screenshot at 2× or 3×: its text is large. */
export const PHONE_WIDTH = 800;
/** The most pixels OCR gets: a 1920 × 1080 desktop screenshot and twice more. */
export const MAX_OCR_PIXELS = 4_000_000;

/** The factor (at most 1) a width × height picture is scaled by before OCR. */
export function ocrScale(width: number, height: number): number {
  const phone = height > width && width > PHONE_WIDTH ? PHONE_WIDTH / width : 1;
  const pixels = Math.sqrt(MAX_OCR_PIXELS / (width * height));
  return Math.min(1, phone, pixels);
}

export type { GreyImage };

/** Grey levels of RGBA pixels (ITU-R BT.601 weights, as Leptonica's own conversion). */
export function toGrey(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < grey.length; i += 4, j++) {
    grey[j] = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29) >> 8;
  }
  return { grey, width, height };
}

/**
 * Two pixels two apart on a row that differ this much in grey are an edge of a character (or of an
 * icon), even blurred as in a photo of a screen; the faint line between a card and the page around
 * it, a shadow or a JPEG's noise stay below it.
 */
const INK_STEP = 40;
/** Room kept around the text found, in OCR pixels: Tesseract wants some background around each line. */
const CROP_MARGIN = 16;

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the picture's text is: the rectangle around every sharp edge along a row, with a margin;
 * the whole picture when it has none. Only the margins go: whatever lies between two pieces of
 * text stays, so the crop never cuts a line, and the words keep their places relative to each other.
 */
export function textRegion({ grey, width, height }: GreyImage): Region {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 2; x < width; x++) {
      const step = (grey[row + x] ?? 0) - (grey[row + x - 2] ?? 0);
      if (step >= INK_STEP || step <= -INK_STEP) {
        // The pixel between the two: inside the character, or just beside it.
        if (first < 0) first = x - 1;
        last = x - 1;
      }
    }
    if (first < 0) continue;
    left = Math.min(left, first);
    right = Math.max(right, last);
    top = Math.min(top, y);
    bottom = y;
  }
  if (right < 0) return { left: 0, top: 0, width, height };
  const x0 = Math.max(0, left - CROP_MARGIN);
  const y0 = Math.max(0, top - CROP_MARGIN);
  const x1 = Math.min(width, right + 1 + CROP_MARGIN);
  const y1 = Math.min(height, bottom + 1 + CROP_MARGIN);
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Whether a region of a grey picture is light text on a dark ground (a receipt in dark mode): most
 * of its pixels are dark, as a picture's ground outnumbers its ink. Every fourth pixel of every
 * fourth row is enough to tell.
 */
export function isDark({ grey, width }: GreyImage, region: Region): boolean {
  let dark = 0;
  let all = 0;
  for (let y = region.top; y < region.top + region.height; y += 4) {
    for (let x = region.left; x < region.left + region.width; x += 4) {
      all += 1;
      if ((grey[y * width + x] ?? 0) < 128) dark += 1;
    }
  }
  return dark * 2 > all;
}

/**
 * A region of a grey picture as a binary PGM (P5) file, dark on light: a dark picture is inverted,
 * since Tesseract's model reads dark text on a light ground (so the thread spares it trying every
 * line inverted as well: ./ocr-engine.ts).
 */
export function toPgm(picture: GreyImage, region: Region): Uint8Array {
  const { grey, width } = picture;
  const header = new TextEncoder().encode(`P5\n${region.width} ${region.height}\n255\n`);
  const out = new Uint8Array(header.length + region.width * region.height);
  out.set(header);
  for (let y = 0; y < region.height; y++) {
    const from = (region.top + y) * width + region.left;
    out.set(grey.subarray(from, from + region.width), header.length + y * region.width);
  }
  if (isDark(picture, region)) for (let i = header.length; i < out.length; i++) out[i] = 255 - (out[i] ?? 0);
  return out;
}

/** Full-size rows drawn at a time: a band of a 1080 px wide screenshot is about 1 MB of RGBA. */
const BAND_ROWS = 256;

/**
 * The picture's bytes ready for OCR; the bytes as they are where this thread cannot decode
 * (no OffscreenCanvas), for Tesseract to decode itself. The browser only decodes and copies pixels
 * at their own size; the scaling is this code's (./area-scale.ts), so every browser hands Tesseract
 * the same picture. Word boxes OCR gives are in the cropped picture's pixels: the thread reads its
 * second look from the same bytes, so they need no shifting.
 */
export async function ocrImage(image: ArrayBuffer, type: string): Promise<Uint8Array> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return new Uint8Array(image);
  const bitmap = await createImageBitmap(new Blob([image], { type }));
  const { width: sourceWidth, height: sourceHeight } = bitmap;
  const scale = ocrScale(sourceWidth, sourceHeight);
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const bandRows = Math.min(BAND_ROWS, sourceHeight);
  const canvas = new OffscreenCanvas(sourceWidth, bandRows);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    bitmap.close();
    return new Uint8Array(image);
  }
  // Copied pixel for pixel: no resampling of the browser's own.
  context.imageSmoothingEnabled = false;
  const picture = scaledGrey(
    sourceWidth,
    sourceHeight,
    width,
    height,
    (top, rows) => {
      context.clearRect(0, 0, sourceWidth, bandRows);
      context.drawImage(bitmap, 0, top, sourceWidth, rows, 0, 0, sourceWidth, rows);
      return context.getImageData(0, 0, sourceWidth, rows).data;
    },
    bandRows,
  );
  bitmap.close();
  return toPgm(picture, textRegion(picture));
}
