/**
 * The picture as Tesseract gets it (docs/rules.md, Reading the UTR from a screenshot), made in the
 * OCR worker, never on the page's main thread: decoded by the browser, scaled down to what OCR
 * needs, and handed over as an 8-bit grey PGM, which Leptonica reads without decompressing
 * anything. A phone screenshot is scaled to 800 px wide (its smallest text stays about 17 px
 * high, which Tesseract reads as surely), anything else to at most 4 megapixels; a picture is
 * never scaled up.
 */

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

/** Grey levels of RGBA pixels as a binary PGM (P5) file. */
export function toPgm(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  for (let i = 0, j = header.length; i < rgba.length; i += 4, j++) {
    out[j] = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29) >> 8;
  }
  return out;
}

/**
 * The picture's bytes ready for OCR; the bytes as they are where this worker cannot decode
 * (no OffscreenCanvas), for Tesseract to decode itself.
 */
export async function ocrImage(image: ArrayBuffer, type: string): Promise<Uint8Array> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return new Uint8Array(image);
  const bitmap = await createImageBitmap(new Blob([image], { type }));
  const scale = ocrScale(bitmap.width, bitmap.height);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    bitmap.close();
    return new Uint8Array(image);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return toPgm(context.getImageData(0, 0, width, height).data, width, height);
}
