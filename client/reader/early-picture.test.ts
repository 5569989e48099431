/**
 * The picture decoded as it arrived (client/reader/early-picture.ts): a reading takes that decode
 * only for the very same bytes and type, and decodes anything else itself.
 */
import { describe, expect, it, vi } from 'vitest';
import { decodedFor, decodeEarly } from './early-picture.ts';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** A decode that says which bytes it decoded. */
const decoder = () =>
  vi.fn((image: ArrayBuffer, type: string) => Promise.resolve(`${type}:${[...new Uint8Array(image)].join(',')}`));

describe('decodedFor', () => {
  it('takes the decode under way when the reading asks for the same bytes and type', async () => {
    const decode = decoder();
    const early = decodeEarly({ image: bytes(1, 2, 3), type: 'image/jpeg' }, decode);
    const decoded = decodedFor({ image: bytes(1, 2, 3), type: 'image/jpeg' }, early, decode);
    expect(decoded).toBe(early.decoded);
    expect(decode).toHaveBeenCalledTimes(1);
    await expect(decoded).resolves.toBe('image/jpeg:1,2,3');
  });

  it('decodes the picture itself when its bytes differ, even by one byte or in length', async () => {
    const decode = decoder();
    const early = decodeEarly({ image: bytes(1, 2, 3), type: 'image/jpeg' }, decode);
    await expect(decodedFor({ image: bytes(1, 2, 4), type: 'image/jpeg' }, early, decode)).resolves.toBe(
      'image/jpeg:1,2,4',
    );
    await expect(decodedFor({ image: bytes(1, 2), type: 'image/jpeg' }, early, decode)).resolves.toBe('image/jpeg:1,2');
    expect(decode).toHaveBeenCalledTimes(3);
  });

  it('decodes the picture itself when the page re-typed it', async () => {
    const decode = decoder();
    const early = decodeEarly({ image: bytes(9), type: 'image/png' }, decode);
    await expect(decodedFor({ image: bytes(9), type: 'image/jpeg' }, early, decode)).resolves.toBe('image/jpeg:9');
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('decodes the picture itself when none arrived first', async () => {
    const decode = decoder();
    await expect(decodedFor({ image: bytes(5), type: 'image/webp' }, undefined, decode)).resolves.toBe('image/webp:5');
  });
});

describe('decodeEarly', () => {
  it('keeps a failed decode for the reading that takes it, and leaves no rejection unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const early = decodeEarly({ image: bytes(1), type: 'image/png' }, () =>
        Promise.reject(new Error('not an image')),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(decodedFor({ image: bytes(1), type: 'image/png' }, early, decoder())).rejects.toThrow(
        'not an image',
      );
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
