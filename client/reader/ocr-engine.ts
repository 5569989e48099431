/**
 * Tesseract inside the OCR thread (docs/rules.md, Reading the UTR from a screenshot): tesseract.js's
 * own thread code (src/worker-script) drives the engine, with this page's files, all from its own
 * origin (the URLs come from make/ocr-assets.ts): the SIMD build where the browser has WebAssembly
 * SIMD, the plain one where it does not, and the English model fetched here and handed over as
 * data. Nothing is kept in IndexedDB: the HTTP cache already keeps the hashed files for a year. The
 * engine's compiled WebAssembly module goes back to the page before the answer, where the browser
 * lets the page keep it (not Firefox: client/reader/ocr-reader.ts), and the page hands it to the
 * next reading's thread: compiling 2.9 MB of WebAssembly, and optimising the code the reading runs
 * most, is most of a reading's work, and a module keeps the code optimised so far.
 */
import { dispatchHandlers, setAdapter } from 'tesseract.js/src/worker-script/index.js';
import engine from 'virtual:ocr-engine';
import type { OcrLine } from '../utr-finder/utr-finder.ts';

interface EngineScope {
  importScripts(...urls: string[]): void;
  TesseractCore?: (options: Record<string, unknown>) => Promise<unknown>;
}

/** The smallest module using a SIMD instruction (as wasm-feature-detect checks it): valid only where SIMD is. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

const build = WebAssembly.validate(SIMD_PROBE) ? engine.simd : engine.plain;

/** The engine's module: the one a previous reading handed over, else compiled here (while it downloads where the browser can). */
let compiled: Promise<WebAssembly.Module> | undefined;

function compileEngine(): Promise<WebAssembly.Module> {
  const file = () => fetch(build.wasm, { credentials: 'same-origin' });
  // A server that sends the file with another type makes streaming refuse it: compile the bytes then
  // (the second fetch comes from the HTTP cache).
  const bytes = () =>
    file()
      .then((response) => response.arrayBuffer())
      .then((data) => WebAssembly.compile(data));
  if (typeof WebAssembly.compileStreaming !== 'function') return bytes();
  return WebAssembly.compileStreaming(file()).catch(bytes);
}

type Instantiate = (
  imports: WebAssembly.Imports,
  done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
) => object;

setAdapter({
  // The loader script defines `TesseractCore`; the WebAssembly file is this page's hashed one.
  getCore: () => {
    const scope = self as unknown as EngineScope;
    if (!scope.TesseractCore) scope.importScripts(build.script);
    const core = scope.TesseractCore;
    if (!core) throw new Error('the OCR engine did not load');
    // Emscripten's own lines ('Estimating resolution as …', or an abort's details) stay out of the
    // console: a failure reaches the page as one line (client/reader/ocr.ts).
    const quiet = () => undefined;
    // Emscripten's own hook for instantiating: the module compiled once, or handed over.
    const instantiateWasm: Instantiate = (imports, done) => {
      compiled ??= compileEngine();
      void compiled.then(async (module) => done(await WebAssembly.instantiate(module, imports), module));
      return {};
    };
    return (options: Record<string, unknown>) =>
      core({ ...options, locateFile: () => build.wasm, instantiateWasm, print: quiet, printErr: quiet });
  },
  // The model is served unpacked (make/ocr-assets.ts), so nothing is ever gunzipped.
  gunzip: (data: Uint8Array) => data,
  fetch: () => undefined,
  readCache: () => Promise.resolve(undefined),
  writeCache: () => Promise.resolve(),
  deleteCache: () => Promise.resolve(),
  checkCache: () => Promise.resolve(false),
});

let jobs = 0;

/** One job of tesseract.js's thread code, as a promise. */
function run<T>(action: string, payload: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    jobs += 1;
    dispatchHandlers({ workerId: 'ocr', jobId: `${action}-${jobs}`, action, payload }, (message) => {
      if (message.status === 'resolve') resolve(message.data as T);
      else if (message.status === 'reject') reject(new Error(String(message.data)));
    });
  });
}

/**
 * Loads the engine and the English model (LSTM only: tesseract's OEM 1), with the engine's module
 * as a previous reading left it when the page has one; resolves to that module, for the next reading.
 */
export async function startEngine(module?: WebAssembly.Module): Promise<WebAssembly.Module> {
  if (module) compiled = Promise.resolve(module);
  const english = fetch(engine.english).then(async (response) => {
    if (!response.ok) throw new Error(`the OCR model answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  await run('load', { options: { lstmOnly: true, corePath: '', logging: false } });
  const data = await english;
  await run('loadLanguage', {
    langs: [{ code: 'eng', data }],
    options: { cacheMethod: 'none', gzip: false, lstmOnly: true },
  });
  await run('initialize', { langs: 'eng', oem: 1, config: {} });
  if (!compiled) throw new Error('the OCR engine did not load');
  return compiled;
}

/** Hindi's model, loaded once the reading needs it. */
let devanagari: Promise<void> | undefined;

/**
 * Reads with Hindi's model from now on (docs/rules.md, Reading the payment from a screenshot): its
 * 1.5 MB are fetched only for a receipt whose date the English model could not read, after every
 * English reading, since the engine holds one model at a time and the thread reads no picture after.
 */
export function readDevanagari(): Promise<void> {
  devanagari ??= (async () => {
    const response = await fetch(engine.devanagari);
    if (!response.ok) throw new Error(`the OCR model answered ${response.status}`);
    const data = new Uint8Array(await response.arrayBuffer());
    await run('loadLanguage', {
      langs: [{ code: 'hin', data }],
      options: { cacheMethod: 'none', gzip: false, lstmOnly: true },
    });
    await run('initialize', { langs: 'hin', oem: 1, config: {} });
  })();
  return devanagari;
}

interface JsonWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  symbols?: Array<{ text: string; confidence: number }>;
}
interface JsonBlock {
  paragraphs: Array<{ lines: Array<{ words: JsonWord[] }> }>;
}

export interface Rectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A PGM from ./ocr-image.ts starts 'P5'. */
const isPgm = (image: Uint8Array) => image[0] === 0x50 && image[1] === 0x35;

/**
 * Reads an image (PNG, JPEG or WEBP bytes, or a PGM from ./ocr-image.ts) with a page segmentation
 * mode (3: find the text anywhere; 6: one block; 7: one line), optionally only within `rectangle`, as lines of
 * words. Tesseract reads a line it is unsure of a second time inverted, for light text on a dark
 * ground: not in a PGM, which is always dark on light (a dark picture inverted whole), and that
 * second reading of every unsure line was about a sixth of a reading's time.
 */
export async function recognize(image: Uint8Array, mode: '3' | '6' | '7', rectangle?: Rectangle): Promise<OcrLine[]> {
  await run('setParameters', {
    params: { tessedit_pageseg_mode: mode, tessedit_do_invert: isPgm(image) ? '0' : '1' },
  });
  const result = await run<{ blocks: JsonBlock[] | null }>('recognize', {
    image,
    options: rectangle ? { rectangle } : {},
    output: { text: false, blocks: true },
  });
  return (result.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        words: line.words.map((word) => ({
          text: word.text,
          confidence: word.confidence,
          characters: (word.symbols ?? []).map((symbol) => symbol.confidence),
          box: word.bbox,
        })),
      })),
    ),
  );
}
