/**
 * Byte sizes of what a payer downloads and what Cloudflare runs, measured one
 * way for both the budget tests (tests/budgets) and `npm run bench`: the build
 * outputs on disk, and the first HTML exactly as the local page worker serves it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { OCR_THREAD_PATH } from '../common/trusted-types.ts';
import { root } from '../make/paths.ts';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/** One file the browser fetches: its URL path and its bytes. */
export interface Asset {
  path: string;
  bytes: Buffer;
}

export interface ClientBuild {
  /** The entry plus its static imports: what step 1 needs before it can run. */
  step1: Asset[];
  /** Every other built script: loaded only on demand (QR code, Turnstile loader). */
  lazy: Asset[];
  /** The CSS the page worker inlines into every page. */
  css: string;
}

interface ClientAssets {
  entry: string;
  preload: string[];
  css: string;
}

const gzipCache = new WeakMap<Uint8Array, number>();

/** Gzip at level 9: the most a CDN could squeeze out, so a budget is not flattered by a weak level. Cached per buffer. */
export function gzipSize(bytes: Uint8Array): number {
  const cached = gzipCache.get(bytes);
  if (cached !== undefined) return cached;
  const size = gzipSync(bytes, { level: 9 }).byteLength;
  gzipCache.set(bytes, size);
  return size;
}

/** Raw, gzip (level 9) and brotli (quality 11, the slow maximum: only the bench asks for it). */
export function sizeOf(bytes: Uint8Array | string): Size {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return {
    raw: buffer.byteLength,
    gzip: gzipSize(buffer),
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength },
    }).byteLength,
  };
}

/** The sum of per-file gzip sizes: each file is its own response, compressed on its own. */
export function totalGzip(assets: readonly Asset[]): number {
  return assets.reduce((sum, asset) => sum + gzipSize(asset.bytes), 0);
}

/** The sum of per-file sizes: each file is its own response, compressed on its own. */
export function sumSizes(sizes: readonly Size[]): Size {
  return sizes.reduce(
    (sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

/**
 * page-worker/generated/client-assets.ts as data. Read as text, not imported, so a
 * bench that has just rebuilt the client sees the new file, not Node's cached module.
 */
export function readClientAssets(): ClientAssets {
  const source = readFileSync(join(root, 'page-worker/generated/client-assets.ts'), 'utf8');
  const start = source.indexOf('= ');
  const end = source.lastIndexOf(' as const');
  if (start < 0 || end < start)
    throw new Error('page-worker/generated/client-assets.ts: unexpected format; run node scripts/build.ts');
  const value: unknown = JSON.parse(source.slice(start + 2, end));
  if (!isClientAssets(value)) throw new Error('page-worker/generated/client-assets.ts: entry, preload or css missing');
  return value;
}

function isClientAssets(value: unknown): value is ClientAssets {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, preload, css } = value as Record<string, unknown>;
  return (
    typeof entry === 'string' &&
    typeof css === 'string' &&
    Array.isArray(preload) &&
    preload.every((item) => typeof item === 'string')
  );
}

/** dist/client as the browser sees it: step-1 scripts (entry + modulepreloads) and the lazy rest. */
export function readClientBuild(): ClientBuild {
  const assets = readClientAssets();
  const clientDir = join(root, 'dist/client');
  const read = (path: string): Asset => ({ path, bytes: readFileSync(join(clientDir, path)) });
  const step1Paths = [assets.entry, ...assets.preload];
  const lazy = readdirSync(join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`)
    .filter((path) => !step1Paths.includes(path))
    .sort();
  return { step1: step1Paths.map(read), lazy: lazy.map(read), css: assets.css };
}

/**
 * The page worker as wrangler uploads it, written by bundleWorkers() in make/workers.ts into
 * dist/page-worker: the script, index.js (minified), and its text modules (the catalogues,
 * page-worker/text-modules.d.ts), each compressed on its own as the upload is.
 */
export function readWorkerModules(): Asset[] {
  const dir = join(root, 'dist/page-worker');
  const script = readFileSync(join(dir, 'index.js'));
  // The modules the script imports, by name: an earlier build's may still lie beside it.
  const modules = [...script.toString('utf8').matchAll(/from\s*"\.\/([\w.-]+\.txt)"/g)].map(([, file = '']) => file);
  return [
    { path: 'dist/page-worker/index.js', bytes: script },
    ...modules.map((file) => ({ path: `dist/page-worker/${file}`, bytes: readFileSync(join(dir, file)) })),
  ];
}

export interface FirstHtml {
  status: number;
  bytes: Buffer;
}

/** The body of GET <url>, uncompressed, byte for byte as the page worker wrote it. */
export async function fetchFirstHtml(url: string): Promise<FirstHtml> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The files one reading of a screenshot downloads (docs/rules.md, Reading the UTR from a
 * screenshot): the page's `ocr-reader` chunk, the OCR thread, one build of the engine (its loader
 * and its WebAssembly: `simd`, or `plain` where the browser has no WebAssembly SIMD) and the
 * English model. Scripts and WebAssembly are sent compressed; the model as it is (a binary type
 * CDNs do not compress), so its bytes count raw.
 */
export interface OcrDownload {
  files: Asset[];
  /** Scripts and WebAssembly gzip (level 9), the model raw. */
  bytes: number;
}

/** The files of a reading, by path; the OCR thread's is the one the page's policy allows (common/trusted-types.ts). */
const OCR_FILES = {
  reader: /^\/assets\/ocr-reader-[\w-]{8}\.js$/,
  thread: OCR_THREAD_PATH,
  simd: /^\/assets\/tesseract-core-simd-lstm-[\w-]{8}\.(?:js|wasm)$/,
  plain: /^\/assets\/tesseract-core-lstm-[\w-]{8}\.(?:js|wasm)$/,
  model: /^\/assets\/eng-[\w-]{8}\.traineddata$/,
} as const;

export function readOcrDownloads(): { simd: OcrDownload; plain: OcrDownload } {
  const dir = join(root, 'dist/client/assets');
  const names = readdirSync(dir);
  const pick = (pattern: RegExp, count: number): Asset[] => {
    // A build's loader script before its WebAssembly.
    const found = names
      .filter((name) => pattern.test(`/assets/${name}`))
      .sort((a, b) => Number(a.endsWith('.wasm')) - Number(b.endsWith('.wasm')));
    if (found.length !== count)
      throw new Error(`dist/client/assets: expected ${count} file(s) like ${pattern.source}, found ${found.length}`);
    return found.map((name) => ({ path: `/assets/${name}`, bytes: readFileSync(join(dir, name)) }));
  };
  const common = [...pick(OCR_FILES.reader, 1), ...pick(OCR_FILES.thread, 1)];
  const model = pick(OCR_FILES.model, 1);
  const download = (build: Asset[]): OcrDownload => {
    const files = [...common, ...build, ...model];
    return { files, bytes: totalGzip([...common, ...build]) + (model[0]?.bytes.byteLength ?? 0) };
  };
  return { simd: download(pick(OCR_FILES.simd, 2)), plain: download(pick(OCR_FILES.plain, 2)) };
}

/** A lazy chunk's short name: `/assets/qrcode-D2Hble5h.js` → `qrcode`. */
export function chunkName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  // Vite's content hash is the last 8 characters before .js.
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}
