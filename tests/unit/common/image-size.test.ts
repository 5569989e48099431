// A picture's size from its header, without decoding it (common/image-size.ts; docs/rules.md, Proof files).
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasImageData, imageSize, MAX_IMAGE_PIXELS, tooLargeToRead } from '../../../common/image-size.ts';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A PNG's signature and IHDR declaring width × height (what follows is not needed). */
const png = (width: number, height: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    ...ascii('IHDR'),
    ...u32(width),
    ...u32(height),
    8,
    6,
    0,
    0,
    0,
  ]);

/** A JPEG with an APP0 and an EXIF-sized APP1 before its baseline frame. */
function jpeg(width: number, height: number, exifBytes = 1000): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = [0xff, 0xe1, (exifBytes + 2) >> 8, (exifBytes + 2) & 255, ...new Array<number>(exifBytes).fill(7)];
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...app1, ...sof, ...new Array<number>(20).fill(0)]);
}

const le = (n: number, bytes: number) => Array.from({ length: bytes }, (_, i) => (n >> (8 * i)) & 255);
const riff = (chunk: string, body: number[]) =>
  new Uint8Array([
    ...ascii('RIFF'),
    ...le(4 + body.length, 4),
    ...ascii('WEBP'),
    ...ascii(chunk),
    ...le(body.length, 4),
    ...body,
  ]);

describe('imageSize', () => {
  it("reads a PNG's IHDR: a 279 KB PNG can declare 16,000 × 16,000", () => {
    expect(imageSize(png(16_000, 16_000))).toEqual({ width: 16_000, height: 16_000 });
    expect(imageSize(png(1080, 2400))).toEqual({ width: 1080, height: 2400 });
  });

  it("walks a JPEG's markers past its EXIF to the frame", () => {
    expect(imageSize(jpeg(720, 1600))).toEqual({ width: 720, height: 1600 });
    expect(imageSize(jpeg(4000, 3000, 30_000))).toEqual({ width: 4000, height: 3000 });
  });

  it('reads the three WEBP headers', () => {
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, ...le(1079, 3), ...le(2399, 3)]))).toEqual({
      width: 1080,
      height: 2400,
    });
    const bits = 1079 | (2399 << 14);
    expect(imageSize(riff('VP8L', [0x2f, ...le(bits, 4)]))).toEqual({ width: 1080, height: 2400 });
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le(1080, 2), ...le(2400, 2)]))).toEqual({
      width: 1080,
      height: 2400,
    });
  });

  it('says nothing of what declares no size: text, a bare signature, a PNG of zero pixels, a cut JPEG', () => {
    expect(imageSize(new TextEncoder().encode('just some text, no image at all'))).toBeNull();
    expect(imageSize(png(0, 100))).toBeNull();
    expect(imageSize(png(16_000, 16_000).slice(0, 12))).toBeNull();
    expect(imageSize(jpeg(720, 1600).slice(0, 600))).toBeNull();
    expect(imageSize(deflateSync(Buffer.from('x')))).toBeNull();
  });
});

describe('tooLargeToRead', () => {
  it(`over ${MAX_IMAGE_PIXELS.toLocaleString('en')} pixels`, () => {
    expect(tooLargeToRead({ width: 16_000, height: 16_000 })).toBe(true);
    expect(tooLargeToRead({ width: 5000, height: 5001 })).toBe(true);
    expect(tooLargeToRead({ width: 5000, height: 5000 })).toBe(false);
    expect(tooLargeToRead({ width: 6000, height: 4000 })).toBe(false);
    expect(tooLargeToRead({ width: 1080, height: 2400 })).toBe(false);
  });
});

describe('hasImageData', () => {
  const crc = [0, 0, 0, 0];
  it("finds a PNG's IDAT after its IHDR and other chunks, and not in a header alone", () => {
    const text = [0, 0, 0, 3, ...ascii('tEXt'), 1, 2, 3, ...crc];
    const idat = [0, 0, 0, 5, ...ascii('IDAT'), 1, 2, 3, 4, 5, ...crc];
    expect(hasImageData(new Uint8Array([...png(16_000, 16_000), ...crc, ...text, ...idat]))).toBe(true);
    expect(hasImageData(png(100_000, 100_000))).toBe(false);
    expect(hasImageData(new Uint8Array([...png(16_000, 16_000), ...crc, 0, 0, 0, 0, ...ascii('IDAT'), ...crc]))).toBe(
      false,
    );
  });

  it("walks a JPEG's markers to its start of scan, with bytes after it", () => {
    const head = [0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0];
    const sof = [0xff, 0xc0, 0, 8, 8, 0x3e, 0x80, 0x3e, 0x80, 1];
    const sos = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0];
    expect(hasImageData(new Uint8Array([...head, ...sof, ...sos, 0x12, 0x34]))).toBe(true);
    expect(hasImageData(new Uint8Array([...head, ...sof]))).toBe(false);
    expect(hasImageData(new Uint8Array([...head, ...sof, ...sos]))).toBe(false);
  });

  it("finds a WEBP's bitstream, and not in a VP8X header alone", () => {
    expect(hasImageData(riff('VP8 ', new Array<number>(30).fill(1)))).toBe(true);
    expect(hasImageData(riff('VP8L', new Array<number>(30).fill(1)))).toBe(true);
    expect(hasImageData(riff('VP8X', new Array<number>(10).fill(0)))).toBe(false);
    expect(hasImageData(riff('VP8 ', []))).toBe(false);
  });

  it('says no for anything else', () => {
    expect(hasImageData(new TextEncoder().encode('not a picture at all'))).toBe(false);
  });
});
