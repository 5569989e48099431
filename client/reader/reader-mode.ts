/**
 * How this browser reads the UTR from a screenshot (docs/rules.md, Reading the UTR from a
 * screenshot): on its own, only when asked (Save-Data), or not at all (no `Worker` or WebAssembly).
 * Apart from ./ocr.ts so that step 2's chunk can ask it (./ocr-intent.ts) without carrying the
 * reader's own chunk's figures.
 */
import type { Reader } from './reading.ts';

export function readerMode(scope: typeof globalThis = globalThis): Reader {
  if (typeof scope.Worker !== 'function' || typeof scope.WebAssembly !== 'object') return 'off';
  const connection = (scope.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection;
  return connection?.saveData === true ? 'save-data' : 'auto';
}
