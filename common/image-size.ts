/**
 * A picture's size in pixels without decoding it (docs/rules.md, Proof files; docs/security.md,
 * 'Proof files are decoded'): the whole file is walked in slices, header by header, never decoded.
 * A 279 KB PNG can declare 16,000 × 16,000 pixels, 1 GB once decoded, and a JPEG can hide its frame
 * behind 192 KB of other segments, so the walk reads every size the file claims (PNG's IHDR and
 * APNG frames, JPEG's frame, WEBP's canvas, bitstreams and animation frames) and keeps the largest
 * width and the largest height; where a JPEG's structure breaks it says it does not know. A size it
 * does not know counts as over the pixel cap. Pure but for reading the Blob.
 */
import { sniffProofType } from './proof.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** What the walk found: the size the picture claims (null: unknown), and whether image data follows its header. */
export interface ImageShape {
  size: ImageSize | null;
  data: boolean;
}

/**
 * The most pixels the page decodes or reads: 25 megapixels, 100 MB once decoded. A phone's
 * screenshot is 2–4, a 5K desktop's 15, a 24-megapixel camera's photo of a screen fits; what is
 * larger is not decoded on the device, not read, and still goes up as proof within the byte limit.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** Whether a picture is over the pixel cap (an unknown size is): not decoded on the device, not read. */
export const tooLargeToRead = (size: ImageSize | null): boolean => !size || size.width * size.height > MAX_IMAGE_PIXELS;

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) + (b[at + 2] ?? 0) * 65536;
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 65536;
/** A chunk's four-letter type. */
const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

/**
 * The file's bytes from `at` (at least `min` of them unless it ends first), read 64 KB at a time;
 * synchronous within the slice in hand, so walking a slice's many small segments is one quick loop.
 */
type Read = (at: number, min: number) => Uint8Array | Promise<Uint8Array>;

function sliced(file: Blob): Read {
  let start = 0;
  let bytes = new Uint8Array(0);
  return (at, min) =>
    at >= start && at + min <= start + bytes.length
      ? bytes.subarray(at - start)
      : file
          .slice(at, at + Math.max(min, 65_536))
          .arrayBuffer()
          .then((buffer) => {
            start = at;
            bytes = new Uint8Array(buffer);
            return bytes;
          });
}

/** The larger claim, side by side: a decoder that believes either never holds more than this. */
const larger = (size: ImageSize | null, width: number, height: number): ImageSize =>
  size ? { width: Math.max(size.width, width), height: Math.max(size.height, height) } : { width, height };

/**
 * Every chunk: IHDR wherever it is, and with an animation (acTL) every frame (fcTL) to the end,
 * each frame's offset plus its size; image data is an IDAT with bytes.
 */
async function pngShape(read: Read, end: number): Promise<ImageShape> {
  let size: ImageSize | null = null;
  let data = false;
  let animated = false;
  for (let at = 8; at + 8 <= end;) {
    const got = read(at, 32);
    const b = got instanceof Uint8Array ? got : await got;
    const length = u32be(b, 0);
    const type = fourcc(b, 4);
    if (type === 'IHDR') size = larger(size, u32be(b, 8), u32be(b, 12));
    if (type === 'fcTL') size = larger(size, u32be(b, 20) + u32be(b, 12), u32be(b, 24) + u32be(b, 16));
    if (type === 'acTL') animated = true;
    if (type === 'IDAT' && length > 0 && at + 8 < end) {
      data = true;
      if (!animated) break;
    }
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return { size, data };
}

/**
 * The markers up to the first start of scan, as a decoder reads them: fill bytes (FF FF…) and the
 * standalone markers (SOI, RSTn, TEM) skipped, every SOFn but DHT, JPG and DAC read. A byte that
 * is no marker where one must be, or a second frame, and the size is unknown: a decoder skips
 * such bytes to the next marker, and what it finds there is not worth believing.
 */
async function jpegShape(read: Read, end: number): Promise<ImageShape> {
  let size: ImageSize | null = null;
  let sure = true;
  for (let at = 2; at < end;) {
    const got = read(at, 9);
    const b = got instanceof Uint8Array ? got : await got;
    const marker = b[1] ?? 0xd9;
    if (b.length < 4 || (b[0] === 0xff && marker === 0xd9)) break;
    if (b[0] !== 0xff || marker === 0) {
      sure = false;
      const next = b.indexOf(0xff, 1);
      at += next < 0 ? b.length : next;
    } else if (marker === 0xff) {
      let fill = 1;
      while (b[fill + 1] === 0xff) fill++;
      at += fill;
    } else if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
    } else {
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        if (size) sure = false;
        size = larger(size, u16be(b, 7), u16be(b, 5));
      }
      if (marker === 0xda) return { size: sure ? size : null, data: at + 2 + u16be(b, 2) < end };
      at += 2 + u16be(b, 2);
    }
  }
  return { size: sure ? size : null, data: false };
}

/**
 * Every RIFF chunk, into each animation frame (ANMF): the VP8X canvas, each frame's offset plus its
 * size, each VP8 and VP8L bitstream's size; image data is a bitstream with bytes.
 */
async function webpShape(read: Read, end: number): Promise<ImageShape> {
  let size: ImageSize | null = null;
  let data = false;
  for (let at = 12; at + 8 <= end;) {
    const got = read(at, 30);
    const b = got instanceof Uint8Array ? got : await got;
    const length = u32le(b, 4);
    const type = fourcc(b, 0);
    if (type === 'VP8X') size = larger(size, u24le(b, 12) + 1, u24le(b, 15) + 1);
    if (type === 'ANMF') {
      size = larger(size, u24le(b, 8) * 2 + u24le(b, 14) + 1, u24le(b, 11) * 2 + u24le(b, 17) + 1);
      at += 24;
      continue;
    }
    if (type === 'VP8L' && b[8] === 0x2f) {
      const bits = u32le(b, 9);
      size = larger(size, (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    if (type === 'VP8 ' && b[11] === 0x9d && b[12] === 0x01 && b[13] === 0x2a) {
      size = larger(size, u16le(b, 14) & 0x3fff, u16le(b, 16) & 0x3fff);
    }
    if ((type === 'VP8 ' || type === 'VP8L') && length > 10 && at + 18 < end) data = true;
    at += 8 + length + (length % 2);
  }
  return { size, data };
}

/** What a PNG, JPEG or WEBP claims about itself, from all of it; a size with a zero side is unknown. */
export async function imageShape(file: Blob): Promise<ImageShape> {
  const read = sliced(file);
  // Which of the three a file is comes from its signature, as proof.ts reads it.
  const type = sniffProofType(await read(0, 16));
  const walk =
    type === 'image/png' ? pngShape : type === 'image/jpeg' ? jpegShape : type === 'image/webp' ? webpShape : null;
  const shape = walk ? await walk(read, file.size) : { size: null, data: false };
  const size = shape.size;
  return { data: shape.data, size: size && size.width > 0 && size.height > 0 ? size : null };
}
