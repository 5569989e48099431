/**
 * The OCR engine's files as the build prepares them (make/ocr-assets.ts; docs/rules.md, Reading
 * the UTR from a screenshot): the English and Hindi models lose their word lists and nothing else,
 * byte for byte.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { engineFiles, withoutComponents } from './ocr-assets.ts';

/** The components of a traineddata file by index: null where absent. */
function components(data: Buffer): Array<Buffer | null> {
  const count = data.readInt32LE(0);
  const offsets = Array.from({ length: count }, (_, i) => Number(data.readBigInt64LE(4 + 8 * i)));
  return offsets.map((offset, i) => {
    if (offset < 0) return null;
    const end = offsets.slice(i + 1).find((next) => next >= 0) ?? data.length;
    return data.subarray(offset, end);
  });
}

const published = (code: string) =>
  gunzipSync(
    readFileSync(
      createRequire(import.meta.url).resolve(`@tesseract.js-data/${code}/4.0.0_best_int/${code}.traineddata.gz`),
    ),
  );
const original = published('eng');

const same = (a: Buffer | null | undefined, b: Buffer | null | undefined) => (a && b ? a.equals(b) : a === b);

describe('the English model', () => {
  it('is the LSTM model without its word list (component 19), every other component unchanged', () => {
    const before = components(original);
    const after = components(engineFiles().english.bytes);
    expect(before[19]?.length).toBeGreaterThan(3_000_000);
    expect(after[19]).toBeNull();
    expect(before.map((part, i) => i === 19 || same(part, after[i]))).toEqual(before.map(() => true));
    expect(engineFiles().english.bytes.length).toBeLessThan(original.length / 2);
  });

  it('withoutComponents with nothing to drop gives the same bytes back', () =>
    expect(withoutComponents(original, []).equals(original)).toBe(true));
});

describe("Hindi's model", () => {
  it('is the LSTM model without its word list, every other component unchanged', () => {
    const before = components(published('hin'));
    const after = components(engineFiles().devanagari.bytes);
    expect(before[19]?.length).toBeGreaterThan(100_000);
    expect(after[19]).toBeNull();
    expect(before.map((part, i) => i === 19 || same(part, after[i]))).toEqual(before.map(() => true));
    expect(engineFiles().devanagari.bytes.length).toBeLessThan(1_600_000);
  });
});

describe('the engine builds', () => {
  it('keep their WebAssembly as published, and lower only the loader script', () => {
    const { simd, plain } = engineFiles();
    const published = (name: string) =>
      readFileSync(createRequire(import.meta.url).resolve(`tesseract.js-core/${name}`));
    expect(simd.wasm.bytes.equals(published('tesseract-core-simd-lstm.wasm'))).toBe(true);
    expect(plain.wasm.bytes.equals(published('tesseract-core-lstm.wasm'))).toBe(true);
    expect(simd.script.bytes.toString()).toContain('var TesseractCore');
    expect(simd.script.bytes.toString()).not.toMatch(/class \w+\{name=/);
  });
});
