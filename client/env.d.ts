/** Vite bundles CSS imports; the entry imports the stylesheet for its side effect. */
declare module '*.css';

/** What one screenshot reading downloads, in bytes (make/ocr-assets.ts); absent outside the Vite build. */
declare const __OCR_DOWNLOAD_BYTES__: number | undefined;

/** The OCR engine's files in this build (make/ocr-assets.ts): URLs on the page's own origin. */
declare module 'virtual:ocr-engine' {
  interface Build {
    script: string;
    wasm: string;
  }
  const engine: { simd: Build; plain: Build; english: string; devanagari: string };
  export default engine;
}

/** tesseract.js's thread code (src/worker-script), which ships no types. */
declare module 'tesseract.js/src/worker-script/index.js' {
  export interface Message {
    status: 'resolve' | 'reject' | 'progress';
    data: unknown;
  }
  export function dispatchHandlers(
    packet: { workerId: string; jobId: string; action: string; payload: unknown },
    send: (message: Message) => void,
  ): void;
  export function setAdapter(adapter: object): void;
}

/** A thread script's bundled URL (Vite's `?worker&url`): the OCR thread's (client/reader/ocr-reader.ts). */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
