// Checking a chosen proof file (client/proof/proof-check.ts; docs/security.md, 'Proof files are decoded'): the declared type and size, the bytes' signature, a real decode, and the type the upload carries.
import { describe, expect, it, vi } from 'vitest';
import { checkProof, createProofChooser, decodeImage, type DecodeEnv, type ProofVerdict } from './proof-check.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

const polyglot = () =>
  new File(
    [bytes(PNG_SIGNATURE, '<svg xmlns="http://www.w3.org/2000/svg" onload="__corpusPwned()"/>')],
    'receipt.png',
    { type: 'image/png' },
  );
const u16 = (n: number) => [(n >> 8) & 255, n & 255];
/** A JPEG frame header (SOF0) claiming width × height, and a start of scan with a few bytes of data. */
const frame = (width: number, height: number) => [0xff, 0xc0, 0, 11, 8, ...u16(height), ...u16(width), 1, 1, 0x11, 0];
const SCAN = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0, 0x12, 0x34];
const JFIF = [0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
const jpegNamedPng = () => new File([bytes(JPEG_START, JFIF, frame(16, 16), SCAN)], 'x.png', { type: 'image/png' });
/** A small PNG's header and a chunk of image data: its size is read, so the decode decides. */
const smallPng = () =>
  bytes(
    PNG_SIGNATURE,
    [0, 0, 0, 13],
    'IHDR',
    [0, 0, 4, 0, 0, 0, 4, 0, 8, 6, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 4],
    'IDAT',
    'rows',
    [0, 0, 0, 0],
  );

const decodes = (result: boolean) => vi.fn(async () => result);

describe('checkProof', () => {
  it('takes a picture over the pixel cap without decoding it: its header was read, it goes up as proof', async () => {
    const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    const ihdr = (side: number) => [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...u32(side), ...u32(side), 8, 6, 0, 0, 0];
    const decode = decodes(false);
    const idat = [0, 0, 0, 15, 0x49, 0x44, 0x41, 0x54];
    const huge = new File(
      [bytes(PNG_SIGNATURE, ihdr(16_000), [0, 0, 0, 0], idat, 'compressed rows', [0, 0, 0, 0])],
      'huge.png',
      {
        type: 'image/png',
      },
    );
    const verdict = await checkProof(huge, decode);
    expect(verdict.kind).toBe('accepted');
    expect(decode).not.toHaveBeenCalled();
    // Nor for its thumbnail (docs/rules.md, Proof files).
    expect(verdict).toMatchObject({ kind: 'accepted', thumbnail: false });
    // A header alone does not pass for a picture: without image data it is refused, still undecoded.
    const headerOnly = new File([bytes(PNG_SIGNATURE, ihdr(100_000), [0, 0, 0, 0])], 'huge.png', { type: 'image/png' });
    expect(await checkProof(headerOnly, decode)).toEqual({ kind: 'refused', problem: 'type' });
    expect(decode).not.toHaveBeenCalled();
    // Within the cap, the decode still decides, and a picture taken has its thumbnail.
    const small = new File([bytes(PNG_SIGNATURE, ihdr(1000), 'rows')], 'small.png', { type: 'image/png' });
    expect(await checkProof(small, decode)).toEqual({ kind: 'refused', problem: 'type' });
    expect(decode).toHaveBeenCalledOnce();
    const taken = await checkProof(small, decodes(true));
    expect(taken).toMatchObject({ kind: 'accepted', thumbnail: true });
  });

  it('refuses a declared type that is not an image it takes, before reading a byte', async () => {
    const decode = decodes(true);
    expect(await checkProof(new File([bytes(PNG_SIGNATURE)], 'a.svg', { type: 'image/svg+xml' }), decode)).toEqual({
      kind: 'refused',
      problem: 'type',
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB as too large, before decoding it', async () => {
    const decode = decodes(true);
    const big = new File([new Uint8Array(10_485_761)], 'big.png', { type: 'image/png' });
    expect(await checkProof(big, decode)).toEqual({ kind: 'refused', problem: 'size' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses bytes without an image signature, before decoding them', async () => {
    const decode = decodes(true);
    expect(await checkProof(new File(['just text'], 'notes.png', { type: 'image/png' }), decode)).toEqual({
      kind: 'refused',
      problem: 'type',
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a PNG signature followed by SVG markup: no size to read, no image data, never decoded', async () => {
    // Its size cannot be read, so it counts as over the pixel cap and is not decoded at all; with no
    // image data after the signature it is no picture (docs/rules.md, Proof files).
    const decode = decodes(true);
    expect(await checkProof(polyglot(), decode)).toEqual({ kind: 'refused', problem: 'type' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a PNG signature followed by markup that the decode rejects', async () => {
    const decode = decodes(false);
    const file = new File([smallPng(), '<svg onload="__corpusPwned()"/>'], 'receipt.png', { type: 'image/png' });
    expect(await checkProof(file, decode)).toEqual({ kind: 'refused', problem: 'type' });
    expect(decode).toHaveBeenCalledWith(file);
  });

  it('refuses a file whose decode throws', async () => {
    const decode = vi.fn(async () => {
      throw new Error('decoder exploded');
    });
    expect(await checkProof(new File([smallPng()], 'r.png', { type: 'image/png' }), decode)).toEqual({
      kind: 'refused',
      problem: 'type',
    });
    expect(decode).toHaveBeenCalledOnce();
  });

  it('takes a JPEG whose 20,000 × 20,000 frame hides behind 192 KB of APP2 segments without decoding it', async () => {
    const app2 = [0xff, 0xe2, 0xff, 0xff, ...new Array<number>(65_533).fill(0x41)];
    const hidden = new File([bytes(JPEG_START, JFIF, app2, app2, app2, frame(20_000, 20_000), SCAN)], 'r.jpg', {
      type: 'image/jpeg',
    });
    const decode = decodes(true);
    const verdict = await checkProof(hidden, decode);
    expect(verdict.kind).toBe('accepted');
    expect(decode).not.toHaveBeenCalled();
    expect(verdict).toMatchObject({ kind: 'accepted', thumbnail: false });
  });

  it('takes a JPEG whose size cannot be read as over the cap: undecoded, no thumbnail; refused without image data', async () => {
    // A byte that is no marker between segments: a decoder skips it, the walk no longer trusts the frame.
    const garbled = bytes(JPEG_START, JFIF, [0x00, 0x42], frame(16, 16), SCAN);
    const decode = decodes(true);
    const verdict = await checkProof(new File([garbled], 'r.jpg', { type: 'image/jpeg' }), decode);
    expect(verdict.kind).toBe('accepted');
    expect(verdict).toMatchObject({ kind: 'accepted', thumbnail: false });
    const noScan = bytes(JPEG_START, JFIF, [0x00, 0x42], frame(16, 16));
    expect(await checkProof(new File([noScan], 'r.jpg', { type: 'image/jpeg' }), decode)).toEqual({
      kind: 'refused',
      problem: 'type',
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('accepts a JPEG named x.png declared image/png, as image/jpeg: the bytes decide the type', async () => {
    const original = jpegNamedPng();
    const verdict = await checkProof(original, decodes(true));
    expect(verdict.kind).toBe('accepted');
    const file = (verdict as Extract<ProofVerdict, { kind: 'accepted' }>).file;
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('x.png');
    expect(file.size).toBe(original.size);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(await original.arrayBuffer()));
  });

  it('accepts a PNG as image/png', async () => {
    const verdict = await checkProof(new File([smallPng()], 'r.png', { type: 'image/png' }), decodes(true));
    expect(verdict.kind === 'accepted' && verdict.file.type).toBe('image/png');
  });
});

describe('createProofChooser', () => {
  it('delivers only the latest choice when an earlier one finishes later', async () => {
    const verdicts: ProofVerdict[] = [];
    let releaseFirst: (ok: boolean) => void = () => undefined;
    const decode = vi
      .fn<(file: Blob) => Promise<boolean>>()
      .mockImplementationOnce(() => new Promise((resolve) => (releaseFirst = resolve)))
      .mockImplementationOnce(async () => true);
    const chooser = createProofChooser(decode, (verdict) => verdicts.push(verdict));
    chooser.choose(jpegNamedPng());
    const second = new File([smallPng()], 'second.png', { type: 'image/png' });
    chooser.choose(second);
    await vi.waitFor(() => expect(verdicts).toHaveLength(1));
    releaseFirst(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]?.kind === 'accepted' && verdicts[0].file.name).toBe('second.png');
  });

  it('delivers nothing for a choice cancelled before it finished', async () => {
    const verdicts: ProofVerdict[] = [];
    const chooser = createProofChooser(decodes(true), (verdict) => verdicts.push(verdict));
    chooser.choose(jpegNamedPng());
    chooser.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(verdicts).toEqual([]);
  });
});

describe('createProofChooser: settled (Submit waits for it)', () => {
  it('settles only after the latest choice has been handed on, and at once with nothing being checked', async () => {
    const verdicts: ProofVerdict[] = [];
    let release: (ok: boolean) => void = () => undefined;
    const decode = vi.fn<(file: Blob) => Promise<boolean>>(() => new Promise((resolve) => (release = resolve)));
    const chooser = createProofChooser(decode, (verdict) => verdicts.push(verdict));
    await chooser.settled();
    chooser.choose(new File([smallPng()], 'late.png', { type: 'image/png' }));
    let settled = false;
    void chooser.settled().then(() => (settled = true));
    await vi.waitFor(() => expect(decode).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    release(true);
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(verdicts.map((verdict) => verdict.kind)).toEqual(['accepted']);
  });

  it('settles at once after a cancel, the cancelled check still running', async () => {
    const chooser = createProofChooser(
      () => new Promise<boolean>(() => undefined),
      () => undefined,
    );
    chooser.choose(new File([smallPng()], 'gone.png', { type: 'image/png' }));
    chooser.cancel();
    await expect(chooser.settled()).resolves.toBeUndefined();
  });
});

describe('decodeImage', () => {
  const file = new Blob([bytes(PNG_SIGNATURE)], { type: 'image/png' });

  it('uses createImageBitmap and closes the bitmap', async () => {
    const close = vi.fn();
    const env: DecodeEnv = { createImageBitmap: vi.fn(async () => ({ close })) };
    expect(await decodeImage(file, env)).toBe(true);
    expect(env.createImageBitmap).toHaveBeenCalledWith(file);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('says false when createImageBitmap rejects', async () => {
    const env: DecodeEnv = {
      createImageBitmap: vi.fn(async () => Promise.reject(new DOMException('The source image could not be decoded.'))),
    };
    expect(await decodeImage(file, env)).toBe(false);
  });

  /** An Image stand-in that loads or fails as told, with the size a decoded image would have. */
  const imageEnv = (loads: boolean, width = 1) => {
    const revoked: string[] = [];
    const created: Blob[] = [];
    class FakeImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      naturalWidth = 0;
      set src(_url: string) {
        queueMicrotask(() => {
          if (loads) {
            this.naturalWidth = width;
            this.onload?.();
          } else {
            this.onerror?.();
          }
        });
      }
    }
    const env: DecodeEnv = {
      Image: FakeImage,
      URL: {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:fake/1'),
        revokeObjectURL: (url: string) => void revoked.push(url),
      },
    };
    return { env, revoked, created };
  };

  it('falls back to an Image and an object URL where createImageBitmap is missing, and revokes the URL', async () => {
    const { env, revoked, created } = imageEnv(true);
    expect(await decodeImage(file, env)).toBe(true);
    expect(created).toEqual([file]);
    expect(revoked).toEqual(['blob:fake/1']);
  });

  it('the fallback says false for an image that fails to load, or loads without pixels', async () => {
    const failing = imageEnv(false);
    expect(await decodeImage(file, failing.env)).toBe(false);
    expect(failing.revoked).toEqual(['blob:fake/1']);
    expect(await decodeImage(file, imageEnv(true, 0).env)).toBe(false);
  });

  it('says false where the browser offers neither', async () => {
    expect(await decodeImage(file, {})).toBe(false);
  });
});
