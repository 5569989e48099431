/**
 * A picture's size in pixels from its first bytes, without decoding it (docs/rules.md, Proof
 * files): PNG's IHDR, JPEG's start-of-frame marker, WEBP's VP8, VP8L or VP8X header. A 279 KB PNG
 * can declare 16,000 × 16,000 pixels, 1 GB once decoded; its header says so in 24 bytes. Which of
 * the three a file is comes from its signature, as proof.ts reads it. Pure.
 */
import { sniffProofType } from './proof.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** Enough of a file for any of the three headers; a JPEG's frame comes after its EXIF, at most 64 KB. */
export const IMAGE_HEAD_BYTES = 131_072;

/**
 * The most pixels the page decodes or reads: 25 megapixels, 100 MB once decoded. A phone's
 * screenshot is 2–4, a 5K desktop's 15, a 24-megapixel camera's photo of a screen fits; what is
 * larger is not decoded on the device, not read, and still goes up as proof within the byte limit.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);
const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** Walks the JPEG's markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 25) return null;
  if (ascii(b, 12, 'VP8X')) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

const SIZE_READERS = { 'image/png': pngSize, 'image/jpeg': jpegSize, 'image/webp': webpSize };

/** The size a PNG, JPEG or WEBP declares in `head` (its first bytes), or null when it declares none there. */
export function imageSize(head: Uint8Array): ImageSize | null {
  const type = sniffProofType(head);
  const size = type && SIZE_READERS[type](head);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** Whether a picture of this size is over the pixel cap: not decoded on the device, not read. */
export const tooLargeToRead = (size: ImageSize): boolean => size.width * size.height > MAX_IMAGE_PIXELS;

const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 65536;

/** A PNG's chunks after its signature, up to the first IDAT that holds bytes. */
function pngHasData(b: Uint8Array): boolean {
  for (let at = 8; at + 8 < b.length; at += 12 + u32be(b, at)) {
    if (ascii(b, at + 4, 'IDAT')) return u32be(b, at) > 0 && at + 8 < b.length;
  }
  return false;
}

/** A JPEG's markers up to its start of scan, with bytes after it. */
function jpegHasData(b: Uint8Array): boolean {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xda) return at + 2 + u16be(b, at + 2) < b.length;
    if (marker === 0xff || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    at += 2 + u16be(b, at + 2);
  }
  return false;
}

/** A WEBP's RIFF chunks, up to a VP8 or VP8L bitstream that holds bytes. */
function webpHasData(b: Uint8Array): boolean {
  for (let at = 12; at + 8 < b.length; at += 8 + u32le(b, at + 4) + (u32le(b, at + 4) % 2)) {
    if (ascii(b, at, 'VP8 ') || ascii(b, at, 'VP8L')) return u32le(b, at + 4) > 10 && at + 18 < b.length;
  }
  return false;
}

/**
 * Whether the picture's first bytes reach its image data (PNG's IDAT, JPEG's start of scan, WEBP's
 * bitstream): a picture over the pixel cap is taken without a decode, so a header alone (a
 * 100,000 × 100,000 PNG of 33 bytes) must not pass for one. Pure.
 */
const DATA_FINDERS = { 'image/png': pngHasData, 'image/jpeg': jpegHasData, 'image/webp': webpHasData };

export function hasImageData(head: Uint8Array): boolean {
  const type = sniffProofType(head);
  return type !== null && DATA_FINDERS[type](head);
}
