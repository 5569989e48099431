/**
 * Reading the UTR from a screenshot, timed (docs/rules.md, Reading the UTR from a screenshot): a
 * generated 1080 × 2400 receipt (a JPEG) pasted on step 2 of the local page in the system Chromium, with no
 * CPU throttling, from the paste until the page knows what to offer. The first reading fetches and
 * compiles the engine (from localhost, so the network adds almost nothing); the next ones find the
 * files in the browser's cache, but each still starts its own worker, as the page does. And the
 * first reading on a page where the payer opened the picker 3 s before the file arrived, the
 * engine readied meanwhile.
 */
import { chromePath, launchBrowser } from '../../harness/chromium.ts';
import { payerLink } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import type { Browser, Page } from 'playwright-core';
import { makeReceipts } from '../../harness/receipts/index.ts';
import { drawReceipt, pasteScreenshot, receiptPage, SCREEN, waitForReading } from '../../harness/receipts/draw.ts';

export interface OcrTiming {
  /** Milliseconds, the first reading on a fresh page: the engine fetched and compiled after the paste (cold). */
  first: number;
  /**
   * Milliseconds, the first reading on another fresh page (median of WARMED_PAGES), from the file's arrival, when the payer
   * opened the picker WARM_MS before choosing it: the engine readied on that intent (client/reader/ocr-intent.ts).
   */
  afterPicker: number;
  /** Milliseconds, the median of the readings after it. */
  again: number;
  /** What the readings offered, so a timing of a failed reading is not mistaken for one. */
  offered: string[];
  utr: string;
  width: number;
  height: number;
}

const AGAIN = 3;

/** Fresh pages whose first reading after the picker is timed (the median is the figure). */
export const WARMED_PAGES = 3;

/** How long the payer spends in the picker before the file arrives. */
export const WARM_MS = 3_000;

/** A fresh page of a payer link (its own browser context, so its own cache), on step 2 with the form. */
async function stepTwoPage(browser: Browser, stack: LocalStack): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(await payerLink(stack));
  await page.getByTestId('channel-card').first().click();
  await page.getByTestId('utr-input').waitFor();
  return page;
}

/** The UTRs the page offers now. */
const offeredOn = (page: Page): Promise<string[]> =>
  page.locator('[data-utr]').evaluateAll((elements) => elements.map((e) => e.getAttribute('data-utr') ?? ''));

export async function timeOcr(stack: LocalStack): Promise<OcrTiming> {
  const browser = await launchBrowser(chromePath());
  try {
    // An English receipt in the most common layout: labels over values, as UPI apps print them.
    const receipt = makeReceipts(1, 2026, new Date())[0];
    if (!receipt) throw new Error('no receipt');
    // A JPEG, as phones share screenshots; drawn at 1080 × 2400.
    const drawer = await receiptPage(browser);
    await drawReceipt(drawer, receipt);
    const jpeg = await drawer.screenshot({ type: 'jpeg', quality: 85 });
    const page = await stepTwoPage(browser, stack);
    const times: number[] = [];
    const offered: string[] = [];
    for (let run = 0; run <= AGAIN; run++) {
      const started = Date.now();
      await pasteScreenshot(page, jpeg, 'receipt.jpg', 'image/jpeg');
      await waitForReading(page, ['found', 'done'], 120_000);
      times.push(Date.now() - started);
      offered.push(...(await offeredOn(page)));
      await page.getByRole('button', { name: 'Remove proof' }).click();
      await waitForReading(page, ['none']);
    }
    // Fresh pages: the picker opened, WARM_MS spent choosing, then the file. One reading per page
    // is one sample, so the median of WARMED_PAGES.
    const afterPickers: number[] = [];
    for (let run = 0; run < WARMED_PAGES; run++) {
      const warmed = await stepTwoPage(browser, stack);
      const chooser = warmed.waitForEvent('filechooser');
      await warmed.getByText('Choose a file, drop it here or paste a screenshot').click();
      const picker = await chooser;
      await new Promise((resolve) => setTimeout(resolve, WARM_MS));
      const arrived = Date.now();
      await picker.setFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await waitForReading(warmed, ['found', 'done'], 120_000);
      afterPickers.push(Date.now() - arrived);
      offered.push(...(await offeredOn(warmed)));
      await warmed.context().close();
    }
    const afterPicker = [...afterPickers].sort((a, b) => a - b)[WARMED_PAGES >> 1] ?? 0;
    const [first = 0, ...rest] = times;
    const sorted = rest.sort((a, b) => a - b);
    return {
      first,
      afterPicker,
      again: sorted[Math.floor(sorted.length / 2)] ?? 0,
      offered,
      utr: receipt.utr,
      width: SCREEN.width * SCREEN.scale,
      height: SCREEN.height * SCREEN.scale,
    };
  } finally {
    await browser.close();
  }
}
