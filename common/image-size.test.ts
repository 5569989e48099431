// A picture's size from its headers, walked through the whole file without decoding it
// (common/image-size.ts; docs/rules.md, Proof files; docs/security.md, 'Proof files are decoded').
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageShape, MAX_IMAGE_PIXELS, tooLargeToRead } from './image-size.ts';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >> 8) & 255, n & 255];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const repeat = (byte: number, count: number) => new Array<number>(count).fill(byte);

const shape = (bytes: Uint8Array | number[]) => imageShape(new Blob([new Uint8Array(bytes)]));
const sizeOf = async (bytes: Uint8Array | number[]) => (await shape(bytes)).size;

// ---- PNG ----
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const chunk = (type: string, body: number[]) => [...u32(body.length), ...ascii(type), ...body, 0, 0, 0, 0];
const ihdr = (width: number, height: number) => chunk('IHDR', [...u32(width), ...u32(height), 8, 6, 0, 0, 0]);
const idat = chunk('IDAT', [1, 2, 3, 4, 5]);
const iend = chunk('IEND', []);
/** An APNG frame control: sequence, width, height, x and y offsets, delay, dispose, blend. */
const fctl = (width: number, height: number, x = 0, y = 0) =>
  chunk('fcTL', [...u32(0), ...u32(width), ...u32(height), ...u32(x), ...u32(y), 0, 1, 0, 10, 0, 0]);
const actl = chunk('acTL', [...u32(2), ...u32(0)]);

/** A PNG's signature and IHDR declaring width × height (what follows is not needed). */
const png = (width: number, height: number) =>
  new Uint8Array([...PNG_SIGNATURE, ...u32(13), ...ascii('IHDR'), ...u32(width), ...u32(height), 8, 6, 0, 0, 0]);

// ---- JPEG ----
const segment = (marker: number, body: number[]) => [0xff, marker, ...u16(body.length + 2), ...body];
const sof = (width: number, height: number, marker = 0xc0) =>
  segment(marker, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]);
const sos = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0x34, 0x56];
const SOI = [0xff, 0xd8];

/** A JPEG with an APP0 and an EXIF-sized APP1 before its baseline frame (three components), then its scan. */
function jpeg(width: number, height: number, exifBytes = 1000): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = [0xff, 0xe1, (exifBytes + 2) >> 8, (exifBytes + 2) & 255, ...repeat(7, exifBytes)];
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...app1, ...frame, ...repeat(0, 9), ...sos]);
}

/** The red team's picture: three 64 KB APP2 segments before a frame header claiming 20,000 × 20,000. */
function hiddenFrameJpeg(): number[] {
  const app2 = segment(0xe2, repeat(0x41, 65_533));
  return [...SOI, ...app2, ...app2, ...app2, ...sof(20_000, 20_000), ...segment(0xc4, repeat(0, 29)), ...sos];
}

// ---- WEBP ----
const le = (n: number, bytes: number) => Array.from({ length: bytes }, (_, i) => (n >> (8 * i)) & 255);
const riffChunk = (type: string, body: number[]) => [
  ...ascii(type),
  ...le(body.length, 4),
  ...body,
  ...(body.length % 2 ? [0] : []),
];
const webp = (...chunks: number[][]) => {
  const body = chunks.flat();
  return new Uint8Array([...ascii('RIFF'), ...le(4 + body.length, 4), ...ascii('WEBP'), ...body]);
};
const riff = (type: string, body: number[]) => webp(riffChunk(type, body));
const vp8x = (width: number, height: number) =>
  riffChunk('VP8X', [0x12, 0, 0, 0, ...le(width - 1, 3), ...le(height - 1, 3)]);
const vp8l = (width: number, height: number) =>
  riffChunk('VP8L', [0x2f, ...le((width - 1) | ((height - 1) << 14), 4), ...repeat(1, 20)]);
const vp8 = (width: number, height: number) =>
  riffChunk('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le(width, 2), ...le(height, 2), ...repeat(1, 20)]);
/** An animation frame at (x, y), of width × height, holding its bitstream. */
const anmf = (x: number, y: number, width: number, height: number, inner: number[]) =>
  riffChunk('ANMF', [
    ...le(x / 2, 3),
    ...le(y / 2, 3),
    ...le(width - 1, 3),
    ...le(height - 1, 3),
    100,
    0,
    0,
    0,
    ...inner,
  ]);

describe('imageShape: the size', () => {
  it("reads a PNG's IHDR: a 279 KB PNG can declare 16,000 × 16,000", async () => {
    expect(await sizeOf(png(16_000, 16_000))).toEqual({ width: 16_000, height: 16_000 });
    expect(await sizeOf(png(1080, 2400))).toEqual({ width: 1080, height: 2400 });
  });

  it("walks a JPEG's markers past its EXIF to the frame", async () => {
    expect(await sizeOf(jpeg(720, 1600))).toEqual({ width: 720, height: 1600 });
    expect(await sizeOf(jpeg(4000, 3000, 30_000))).toEqual({ width: 4000, height: 3000 });
  });

  it('reads the three WEBP headers', async () => {
    expect(await sizeOf(riff('VP8X', [0, 0, 0, 0, ...le(1079, 3), ...le(2399, 3)]))).toEqual({
      width: 1080,
      height: 2400,
    });
    const bits = 1079 | (2399 << 14);
    expect(await sizeOf(riff('VP8L', [0x2f, ...le(bits, 4)]))).toEqual({ width: 1080, height: 2400 });
    expect(await sizeOf(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le(1080, 2), ...le(2400, 2)]))).toEqual({
      width: 1080,
      height: 2400,
    });
  });

  it('says nothing of what declares no size: text, a bare signature, a PNG of zero pixels, a cut JPEG', async () => {
    expect(await sizeOf(new TextEncoder().encode('just some text, no image at all'))).toBeNull();
    expect(await sizeOf(png(0, 100))).toBeNull();
    expect(await sizeOf(png(16_000, 16_000).slice(0, 12))).toBeNull();
    expect(await sizeOf(jpeg(720, 1600).slice(0, 600))).toBeNull();
    expect(await sizeOf(deflateSync(Buffer.from('x')))).toBeNull();
  });
});

describe('imageShape: JPEG layouts that hid or faked the size', () => {
  it('finds a frame behind 192 KB of APP2 segments (the 196,772-byte picture that decoded at 20,000 × 20,000)', async () => {
    const bytes = hiddenFrameJpeg();
    expect(bytes.length).toBeGreaterThan(196_608);
    const found = await shape(bytes);
    expect(found).toEqual({ size: { width: 20_000, height: 20_000 }, data: true });
    expect(tooLargeToRead(found.size)).toBe(true);
  });

  it('reads the file in slices of at most 64 KB, never all of it at once', async () => {
    const blob = new Blob([new Uint8Array(hiddenFrameJpeg())]);
    const slices: number[] = [];
    const slice = blob.slice.bind(blob);
    blob.slice = (start?: number, end?: number) => {
      slices.push((end ?? blob.size) - (start ?? 0));
      return slice(start, end);
    };
    expect((await imageShape(blob)).size).toEqual({ width: 20_000, height: 20_000 });
    expect(slices.length).toBeGreaterThan(1);
    expect(Math.max(...slices)).toBeLessThanOrEqual(65_536);
  });

  it('skips fill bytes and the standalone markers (SOI, RSTn, TEM) between segments', async () => {
    const bytes = [...SOI, 0xff, 0xff, 0xff, 0xd8, 0xff, 0xd0, 0xff, 0xd7, 0xff, 0x01, 0xff, 0xff, ...sof(9000, 8000)];
    expect(await sizeOf([...bytes, ...sos])).toEqual({ width: 9000, height: 8000 });
  });

  it('takes every SOFn as the frame, and not DHT, JPG or DAC', async () => {
    const frames = [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf];
    for (const marker of frames) {
      expect(await sizeOf([...SOI, ...sof(6000, 5000, marker), ...sos])).toEqual({ width: 6000, height: 5000 });
    }
    // Bodies shaped like a frame claiming 30,000 × 30,000: none of them is one.
    const notFrames = [0xc4, 0xc8, 0xcc].flatMap((marker) => sof(30_000, 30_000, marker));
    expect(await sizeOf([...SOI, ...notFrames, ...sof(800, 600), ...sos])).toEqual({ width: 800, height: 600 });
  });

  it('does not know the size when a byte that is no marker stands between segments, yet finds the scan after it', async () => {
    const bytes = [...SOI, ...segment(0xe0, repeat(0, 14)), 0x00, 0x42, ...sof(20_000, 20_000), ...sos];
    const found = await shape(bytes);
    expect(found).toEqual({ size: null, data: true });
    expect(tooLargeToRead(found.size)).toBe(true);
  });

  it('does not know the size with two frames, a scan before any frame, or a height left to a DNL marker', async () => {
    expect(await sizeOf([...SOI, ...sof(100, 100), ...sof(20_000, 20_000), ...sos])).toBeNull();
    expect(await shape([...SOI, ...sos, ...sof(100, 100)])).toEqual({ size: null, data: true });
    expect(await sizeOf([...SOI, ...sof(20_000, 0), ...sos])).toBeNull();
  });

  it('finds no image data without a scan, or in a scan with nothing after its header', async () => {
    expect((await shape([...SOI, ...sof(100, 100)])).data).toBe(false);
    expect((await shape([...SOI, ...sof(100, 100), ...segment(0xda, [1, 1, 0, 0, 63, 0])])).data).toBe(false);
    expect((await shape([...SOI, ...sof(100, 100), ...segment(0xd9, [])])).data).toBe(false);
  });
});

describe('imageShape: PNG layouts that hid or faked the size', () => {
  it('reads an IHDR that is not the first chunk', async () => {
    const bytes = [...PNG_SIGNATURE, ...chunk('tEXt', ascii('Comment\0hi')), ...ihdr(20_000, 20_000), ...idat, ...iend];
    expect(await shape(bytes)).toEqual({ size: { width: 20_000, height: 20_000 }, data: true });
  });

  it("takes an animated PNG's largest frame, before or after the image data, offset included", async () => {
    const before = [...PNG_SIGNATURE, ...ihdr(100, 100), ...actl, ...fctl(20_000, 20_000), ...idat, ...iend];
    expect(await sizeOf(before)).toEqual({ width: 20_000, height: 20_000 });
    const after = [
      ...PNG_SIGNATURE,
      ...ihdr(100, 100),
      ...actl,
      ...fctl(100, 100),
      ...idat,
      ...fctl(100, 100, 9000, 9000),
      ...iend,
    ];
    expect(await sizeOf(after)).toEqual({ width: 9100, height: 9100 });
    expect(tooLargeToRead(await sizeOf(after))).toBe(true);
  });

  it('finds no image data in a header alone or an empty IDAT', async () => {
    expect(await shape([...PNG_SIGNATURE, ...ihdr(16_000, 16_000), ...chunk('tEXt', [1, 2, 3]), ...idat])).toEqual({
      size: { width: 16_000, height: 16_000 },
      data: true,
    });
    expect((await shape(png(100_000, 100_000))).data).toBe(false);
    expect((await shape([...PNG_SIGNATURE, ...ihdr(16_000, 16_000), ...chunk('IDAT', [])])).data).toBe(false);
  });
});

describe('imageShape: WEBP layouts that hid or faked the size', () => {
  it('takes the larger of a VP8X canvas and its bitstream, whichever lies', async () => {
    expect(await sizeOf(webp(vp8x(100, 100), vp8l(16_000, 16_000)))).toEqual({ width: 16_000, height: 16_000 });
    expect(await sizeOf(webp(vp8x(100, 100), vp8(16_000, 9000)))).toEqual({ width: 16_000, height: 9000 });
    expect(await sizeOf(webp(vp8x(16_000, 16_000), vp8l(100, 100)))).toEqual({ width: 16_000, height: 16_000 });
  });

  it("takes an animation frame's offset and size, and the bitstream inside it", async () => {
    const frame = anmf(16_000, 0, 100, 100, vp8l(100, 100));
    expect(await sizeOf(webp(vp8x(100, 100), frame))).toEqual({ width: 16_100, height: 100 });
    const inner = anmf(0, 0, 100, 100, vp8l(12_000, 12_000));
    expect(await shape(webp(vp8x(100, 100), inner))).toEqual({ size: { width: 12_000, height: 12_000 }, data: true });
  });

  it('finds a bitstream with bytes, and not in a VP8X header alone', async () => {
    expect((await shape(riff('VP8 ', repeat(1, 30)))).data).toBe(true);
    expect((await shape(riff('VP8L', repeat(1, 30)))).data).toBe(true);
    expect((await shape(riff('VP8X', repeat(0, 10)))).data).toBe(false);
    expect((await shape(riff('VP8 ', []))).data).toBe(false);
  });

  it('says no for anything else', async () => {
    expect(await shape(new TextEncoder().encode('not a picture at all'))).toEqual({ size: null, data: false });
  });
});

describe('tooLargeToRead', () => {
  it(`over ${MAX_IMAGE_PIXELS.toLocaleString('en')} pixels, or of a size that cannot be read`, () => {
    expect(tooLargeToRead({ width: 16_000, height: 16_000 })).toBe(true);
    expect(tooLargeToRead({ width: 5000, height: 5001 })).toBe(true);
    expect(tooLargeToRead({ width: 5000, height: 5000 })).toBe(false);
    expect(tooLargeToRead({ width: 6000, height: 4000 })).toBe(false);
    expect(tooLargeToRead({ width: 1080, height: 2400 })).toBe(false);
    expect(tooLargeToRead(null)).toBe(true);
  });
});
