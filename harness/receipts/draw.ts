/**
 * Draws generated receipts (./index.ts) as a phone screenshot: a 360 × 800 CSS-pixel screen at
 * device pixel ratio 3, so each PNG is 1080 × 2400 like a common Android phone's. Also how the
 * tests and the bench hand one to the payment page and wait for it to be read.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import type { Receipt } from './index.ts';

export const SCREEN = { width: 360, height: 800, scale: 3 } as const;

/** A page sized as the phone; drawing needs no script, so none runs. */
export async function receiptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.scale,
    javaScriptEnabled: false,
  });
  return context.newPage();
}

export async function drawReceipt(page: Page, receipt: Receipt): Promise<Buffer> {
  await page.setContent(receipt.html, { waitUntil: 'load' });
  return page.screenshot({ type: 'png', fullPage: false });
}

/** Pastes a picture (a PNG unless told) on a page, as a payer pasting a screenshot from the clipboard. */
export async function pasteScreenshot(
  page: Page,
  png: Buffer,
  name = 'screenshot.png',
  type = 'image/png',
): Promise<void> {
  await page.evaluate(
    ({ data, name, type }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { data: png.toString('base64'), name, type },
  );
}

/**
 * Waits until the page's reading is in one of `statuses` (the suggestions' `data-reading`; 'none'
 * while no reader is mounted: no picture, or its chunk still on the way).
 */
export async function waitForReading(page: Page | Frame, statuses: readonly string[], timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (wanted) => wanted.includes(document.querySelector('[data-reading]')?.getAttribute('data-reading') ?? 'none'),
    statuses,
    { timeout, polling: 50 },
  );
}
