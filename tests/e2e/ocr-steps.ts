/**
 * Steps the tests of reading the UTR from a screenshot share (docs/rules.md, Reading the UTR from
 * a screenshot): pasting a picture the way a payer does, where the reading is, what it offers, and
 * which requests were for the OCR engine's files, how long the main thread was busy meanwhile, and
 * pasting a picture the page must never decode.
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { OCR_THREAD_PATH } from '../../common/trusted-types.ts';
import type { E2E } from '../../harness/e2e-stack.ts';
import { probeRenderer, type RendererProbe } from '../../harness/renderer-probe.ts';
import { waitForReading } from '../../harness/receipts/draw.ts';
import { chooseFirstCard, framesDrawn } from './steps.ts';

/** The OCR engine's files: the page's reader chunk, the OCR thread, the engine builds and the models. */
export const OCR_FILE = new RegExp(
  `${OCR_THREAD_PATH.source}|^\\/assets\\/(?:ocr-reader|tesseract-core[\\w-]*|eng|hin)-[\\w-]{8}\\.(?:js|wasm|traineddata)$`,
);

/** The reader's own chunk (client/reader/ScreenshotReader.tsx): its state and what it shows, no engine. */
export const READER_CHUNK = /\/assets\/ScreenshotReader-[\w-]{8}\.js$/;

/**
 * Every file one reading fetches in Chromium (the SIMD build), by path with its hash taken out, sorted.
 * `asPath` turns a request's URL into that form.
 */
export const ENGINE_FILES = [
  '/assets/eng.traineddata',
  '/assets/ocr-reader.js',
  '/assets/ocr-thread.js',
  '/assets/tesseract-core-simd-lstm.js',
  '/assets/tesseract-core-simd-lstm.wasm',
].sort();
export const asPath = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}\./, '.');

/** Records every request for an OCR file (or for files `matching` another pattern), in order. */
export function recordOcrRequests(page: Page, matching = OCR_FILE): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (matching.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

export { pasteScreenshot as pasteImage, waitForReading } from '../../harness/receipts/draw.ts';

export type ReadingStatus = 'none' | 'offered' | 'reading' | 'found' | 'failed-payment' | 'too-large' | 'done';

/** Where the reading is, as the suggestions say; 'none' when no reader is mounted (no picture). */
export const readingStatus = (page: Page): Promise<string> =>
  page.evaluate(() => document.querySelector('[data-reading]')?.getAttribute('data-reading') ?? 'none');

/** The UTRs the page offers under the field, in order. */
export const offeredUtrs = (page: Page): Promise<string[]> =>
  page
    .locator('[data-utr]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-utr') ?? ''));

export const useButtons = (page: Page) => page.getByRole('button', { name: 'Use it' });

/** Every POST the page makes to one payment-worker operation. */
export function recordCalls(page: Page, operation: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(`/${operation}/`))
      calls.push(request);
  });
  return calls;
}

/**
 * Records the page's main-thread tasks over 50 ms (Long Tasks API) and when each reading state
 * began (the suggestions' `data-reading`), on the page's clock.
 */
export function watchLongTasks() {
  const tasks: Array<{ start: number; duration: number }> = [];
  const states: Array<{ state: string; at: number }> = [];
  Object.defineProperty(window, '__ocrWatch', { value: { tasks, states } });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const state = document.querySelector('[data-reading]')?.getAttribute('data-reading') ?? '';
    if (states[states.length - 1]?.state !== state) states.push({ state, at: performance.now() });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-reading'], childList: true });
}

/** The longest main-thread task while the page was reading: from 'reading' until its answer. */
export const longestTaskWhileReading = (page: Page) =>
  page.evaluate(() => {
    const { tasks, states } = (
      window as unknown as {
        __ocrWatch: { tasks: Array<{ start: number; duration: number }>; states: Array<{ state: string; at: number }> };
      }
    ).__ocrWatch;
    const from = states.find((entry) => entry.state === 'reading')?.at ?? Infinity;
    const to = states.find((entry) => entry.at > from && entry.state !== 'reading')?.at ?? performance.now();
    return Math.max(0, ...tasks.filter((task) => task.start >= from && task.start < to).map((task) => task.duration));
  });

/** What pasting a picture the page must never decode left to check (pasteUndecodable). */
export interface UndecodedPaste {
  page: Page;
  errors: string[];
  /** Every OCR file the page asked for. */
  ocr: Request[];
  /** The body size of each upload to the sandbox. */
  uploads: number[];
  probe: RendererProbe;
}

/**
 * Opens a link at step 2, pastes `bytes` as a picture the page must not decode (over the pixel cap,
 * or of a size it cannot read: docs/rules.md, Proof files), and traces the renderer from the paste
 * to the 'too large to read' note. The file is made in one task and pasted in the next: building it
 * from base64 is the test's own work, not the page's.
 */
export async function pasteUndecodable(e2e: E2E, bytes: Buffer, name: string, type: string): Promise<UndecodedPaste> {
  const { page, errors } = await e2e.open('about:blank');
  const ocr = recordOcrRequests(page);
  await page.goto(await e2e.link());
  await chooseFirstCard(page);
  const uploads: number[] = [];
  await page.route(`${e2e.stack.sandboxUrl}/upload/**`, async (route) => {
    uploads.push(route.request().postDataBuffer()?.length ?? 0);
    await route.continue();
  });
  await page.evaluate(
    ({ data, name, type }) => {
      const file = new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type });
      Object.assign(window, { __undecodable: file });
    },
    { data: bytes.toString('base64'), name, type },
  );
  const probe = await probeRenderer(e2e.browser, page, async () => {
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add((window as unknown as { __undecodable: File }).__undecodable);
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    });
    await waitForReading(page, ['too-large'], 60_000);
    // Two frames after the note: a thumbnail, had one been drawn, would have started decoding.
    await framesDrawn(page);
  });
  return { page, errors, ocr, uploads, probe };
}

/** The picture shows by its name only, and nothing of the OCR engine was fetched: no OCR thread ran. */
export async function expectNeitherDrawnNorRead({ page, ocr }: UndecodedPaste): Promise<void> {
  expect(await page.getByTestId('proof-no-thumb').isVisible()).toBe(true);
  expect(await page.locator('img.proof-thumb').count()).toBe(0);
  const fetched = ocr.map((request) => new URL(request.url()).pathname).filter((path) => OCR_FILE.test(path));
  expect(fetched.filter((path) => !path.includes('/ocr-reader-'))).toEqual([]);
}
