/**
 * Steps the tests of reading the UTR from a screenshot share (docs/rules.md, Reading the UTR from
 * a screenshot): pasting a picture the way a payer does, where the reading is, what it offers, and
 * which requests were for the OCR engine's files, and how long the main thread was busy meanwhile.
 */
import type { Page, Request } from 'playwright-core';

/** The OCR engine's files: the page's reader chunk, the worker, the engine builds and the model. */
export const OCR_FILE =
  /\/assets\/(?:ocr-reader|ocr-thread|tesseract-core[\w-]*|eng)-[\w-]{8}\.(?:js|wasm|traineddata)$/;

/** The reader's own chunk (client/reader/ScreenshotReader.tsx): its state and what it shows, no engine. */
export const READER_CHUNK = /\/assets\/ScreenshotReader-[\w-]{8}\.js$/;

/** Records every request for an OCR file (or for files `matching` another pattern), in order. */
export function recordOcrRequests(page: Page, matching = OCR_FILE): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (matching.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

export { pasteScreenshot as pasteImage, waitForReading } from '../../harness/receipts/draw.ts';

export type ReadingStatus = 'none' | 'offered' | 'reading' | 'found' | 'done';

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
