/**
 * V8's explicit compile hint (Chromium 136 and later; a plain comment to every other browser): a
 * script that starts with this comment has every function compiled while it streams in, off the
 * main thread, instead of each the first time it runs. On a phone at 6× CPU, that first-run
 * compiling was most of hydration's longest tasks and of the first QR code drawn (50-70 ms, 10-48
 * ms with the hint; docs/performance.md, 'Compiled ahead'). Only for chunks whose code runs
 * almost whole soon after they load: the rest would be compiled for nothing.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks that start with the hint (vite.config.ts, `output.postBanner`): React and the app. Not
 * step 2's, fetched while idle: compiling all of it made its evaluation a task over 50 ms at 10× CPU,
 * and the rehearsal of step 2's details compiles what a tap runs (docs/performance.md, The slowest phones).
 */
export const EAGER_CHUNKS: readonly string[] = ['react', 'hydrate'];

/**
 * The thread bundles that do (vite.config.ts, `worker`): the OCR thread, most of which a reading
 * runs, and the QR thread, all of which the first code runs.
 */
export const EAGER_WORKERS: readonly string[] = ['ocr-thread', 'qr-thread'];
