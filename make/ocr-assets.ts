/**
 * The OCR engine's files, as the client build emits them (docs/rules.md, Reading the UTR from a
 * screenshot): Tesseract's LSTM-only WebAssembly builds from tesseract.js-core (with SIMD, and
 * without for browsers that lack it), each with its loader script lowered to the declared browsers,
 * and the English LSTM model from @tesseract.js-data/eng without its 3.7 MB word list (a UTR is no
 * dictionary word; the model reads as well without it), Hindi's from @tesseract.js-data/hin the same
 * way (1.5 MB, for a date whose month is printed in Devanagari). Each becomes a hashed file in
 * dist/client/assets, served from the page's own origin with a one-year immutable cache.
 *
 * `ocrEngine()` is the Vite plugin for the OCR thread's bundle: `import engine from
 * 'virtual:ocr-engine'` gives the files' URLs. `ocrDownloadSize()` gives the page the number of
 * bytes a reading downloads, for the note shown when the payer asked to save data.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';
import { ECMA_VERSION } from './browser-targets.ts';

export const OCR_ENGINE_MODULE = 'virtual:ocr-engine';
const RESOLVED = `\0${OCR_ENGINE_MODULE}`;

const require = createRequire(import.meta.url);
const packageFile = (path: string) => readFileSync(require.resolve(path));

/** The LSTM-only builds: the legacy engine is 0.5 MB more and reads nothing an LSTM model cannot. */
const BUILDS = { simd: 'tesseract-core-simd-lstm', plain: 'tesseract-core-lstm' } as const;

/** traineddata components (tesseract's tessdatamanager.h): the LSTM model's word list. */
const LSTM_WORD_DAWG = 19;

/**
 * A traineddata file without the components named: a header of the entry count and one 64-bit
 * offset per entry (-1 for none), then the entries back to back.
 */
export function withoutComponents(data: Buffer, drop: readonly number[]): Buffer {
  const count = data.readInt32LE(0);
  const offsets = Array.from({ length: count }, (_, i) => Number(data.readBigInt64LE(4 + 8 * i)));
  const endOf = (i: number) => offsets.slice(i + 1).find((offset) => offset >= 0) ?? data.length;
  const header = Buffer.alloc(4 + 8 * count);
  header.writeInt32LE(count, 0);
  const parts: Buffer[] = [header];
  let at = header.length;
  offsets.forEach((offset, i) => {
    if (offset < 0 || drop.includes(i)) {
      header.writeBigInt64LE(-1n, 4 + 8 * i);
      return;
    }
    const part = data.subarray(offset, endOf(i));
    header.writeBigInt64LE(BigInt(at), 4 + 8 * i);
    parts.push(part);
    at += part.length;
  });
  return Buffer.concat(parts);
}

export interface EngineFile {
  /** The name Vite hashes: `assets/<name>-<hash>.<ext>`. */
  name: string;
  bytes: Buffer;
}

export interface EngineFiles {
  simd: { script: EngineFile; wasm: EngineFile };
  plain: { script: EngineFile; wasm: EngineFile };
  english: EngineFile;
  /** Hindi's model, read only for a date line the English model could not read (client/reader/ocr-engine.ts). */
  devanagari: EngineFile;
}

let files: EngineFiles | undefined;

/** Read and prepared once per process: the model's trimming and the scripts' lowering take a moment. */
export function engineFiles(): EngineFiles {
  if (files) return files;
  const build = (name: string) => ({
    // Emscripten's loader uses class fields (ES2022): lowered to the edition every declared
    // browser reads (docs/browsers.md, 'Declared browser targets').
    script: {
      name: `${name}.js`,
      bytes: Buffer.from(
        transformSync(packageFile(`tesseract.js-core/${name}.js`).toString('utf8'), {
          target: `es${ECMA_VERSION}`,
          minifyWhitespace: true,
          minifySyntax: true,
          legalComments: 'none',
        }).code,
      ),
    },
    wasm: { name: `${name}.wasm`, bytes: packageFile(`tesseract.js-core/${name}.wasm`) },
  });
  const model = (code: string) =>
    withoutComponents(gunzipSync(packageFile(`@tesseract.js-data/${code}/4.0.0_best_int/${code}.traineddata.gz`)), [
      LSTM_WORD_DAWG,
    ]);
  files = {
    simd: build(BUILDS.simd),
    plain: build(BUILDS.plain),
    // Served as it is: the model's weights barely compress (gzip saves 11 %), and unpacking it would
    // need a gzip decoder in the thread where the browser has none built in.
    english: { name: 'eng.traineddata', bytes: model('eng') },
    devanagari: { name: 'hin.traineddata', bytes: model('hin') },
  };
  return files;
}

/**
 * What one reading downloads at most besides the thread's script: the larger build, gzip (as a CDN
 * sends scripts and WebAssembly), and the model as it is (a binary type CDNs do not compress). Not
 * Hindi's model: only a receipt whose date the English model cannot read fetches it.
 */
export function engineDownloadBytes(): number {
  const { simd, plain, english } = engineFiles();
  const gzip = (file: EngineFile) => gzipSync(file.bytes, { level: 9 }).byteLength;
  const build = Math.max(gzip(simd.script) + gzip(simd.wasm), gzip(plain.script) + gzip(plain.wasm));
  return build + english.bytes.byteLength;
}

/** The OCR thread bundle's plugin: emits the engine's files and resolves `virtual:ocr-engine` to their URLs. */
export function ocrEngine(): Plugin {
  return {
    name: 'ocr-engine',
    resolveId: (id) => (id === OCR_ENGINE_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const { simd, plain, english, devanagari } = engineFiles();
      const url = (file: EngineFile) =>
        `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: file.name, source: file.bytes })}`;
      return `export default {
  simd: { script: ${url(simd.script)}, wasm: ${url(simd.wasm)} },
  plain: { script: ${url(plain.script)}, wasm: ${url(plain.wasm)} },
  english: ${url(english)},
  devanagari: ${url(devanagari)},
};`;
    },
  };
}

/** The thread script's and the reader chunk's share, gzip (measured about 15 KB): built in the same run, so not yet known. */
const SCRIPTS_ALLOWANCE = 16_000;

/** What the page says a reading downloads: the engine and the model, plus the scripts' allowance. */
export const ocrDownloadBytes = (): number => engineDownloadBytes() + SCRIPTS_ALLOWANCE;

/** The page's plugin: `__OCR_DOWNLOAD_BYTES__` in the client code is what a reading downloads. */
export function ocrDownloadSize(): Plugin {
  return {
    name: 'ocr-download-size',
    config: () => ({ define: { __OCR_DOWNLOAD_BYTES__: String(ocrDownloadBytes()) } }),
  };
}
