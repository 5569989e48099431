/**
 * Steps the tests of reading the UTR from a screenshot share (docs/rules.md, Reading the UTR from
 * a screenshot): pasting a picture the way a payer does, where the reading is, what it offers, and
 * which requests were for the OCR engine's files.
 */
import type { Page, Request } from 'playwright-core';

/** The OCR engine's files: the page's reader chunk, the worker, the engine builds and the model. */
export const OCR_FILE =
  /\/assets\/(?:ocr-reader|ocr-worker|tesseract-core[\w-]*|eng)-[\w-]{8}\.(?:js|wasm|traineddata)$/;

/** Records every request for an OCR file, in order. */
export function recordOcrRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (OCR_FILE.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

export { pasteScreenshot as pasteImage, waitForReading } from '../../harness/receipts/draw.ts';

export type ReadingStatus = 'none' | 'offered' | 'reading' | 'found' | 'done';

/** Where the reading is, as the suggestions' region says. */
export const readingStatus = (page: Page): Promise<string | null> =>
  page.locator('[data-reading]').getAttribute('data-reading');

/** The UTRs the page offers under the field, in order. */
export const offeredUtrs = (page: Page): Promise<string[]> =>
  page
    .locator('[data-utr]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-utr') ?? ''));

export const useButtons = (page: Page) => page.getByRole('button', { name: 'Use it' });
