/**
 * Reading the UTR from a screenshot, timed (docs/rules.md, Reading the UTR from a screenshot): a
 * generated 1080 × 2400 receipt (a JPEG) pasted on step 2 of the local page in the system Chromium, with no
 * CPU throttling, from the paste until the page knows what to offer. The first reading fetches and
 * compiles the engine (from localhost, so the network adds almost nothing); the next ones find the
 * files in the browser's cache, but each still starts its own thread, as the page does. And the
 * first reading on a page where the payer opened the picker 3 s before the file arrived, the
 * engine readied meanwhile.
 *
 * And, on that first page, a Hindi receipt whose month only Hindi's model reads ('25 नव॰ 2026'): its
 * first reading fetches that model, the next ones find it in the cache (docs/rules.md, Reading the
 * payment from a screenshot).
 *
 * Timed by the page's own clock (`readingClock`): from the paste event, or the file input's change
 * event, to the commit that sets what the reading found, so neither the harness's handing over of
 * the file (about 70 ms for this JPEG) nor how often it polls is counted.
 */
import { chromePath, launchBrowser } from '../../harness/chromium.ts';
import { payerLink } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import type { Browser, Page } from 'playwright-core';
import { familyBody, printedBy } from '../../harness/receipts/families.ts';
import { paymentFor } from '../../harness/receipts/family-values.ts';
import { makeReceipts, type Receipt } from '../../harness/receipts/index.ts';
import { documentHtml } from '../../harness/receipts/layouts.ts';
import { seeded } from '../../harness/receipts/values.ts';
import { drawReceipt, pasteScreenshot, receiptPage, SCREEN, waitForReading } from '../../harness/receipts/draw.ts';
import { median } from './phone-timing.ts';

export interface OcrTiming {
  /** Milliseconds, the first reading on a fresh page: the engine fetched and compiled after the paste (cold). */
  first: number;
  /**
   * Milliseconds, the first reading on another fresh page (median of WARMED_PAGES), from the file's arrival, when the payer
   * opened the picker WARM_MS before choosing it: the engine readied on that intent (client/reader/ocr-intent.ts).
   */
  afterPicker: number;
  /** The fastest and the slowest of those pages. */
  afterPickerRange: [number, number];
  /** Milliseconds, the median of the readings after it. */
  again: number;
  /** Milliseconds, a Hindi receipt read again with Hindi's model: its first reading, then the median of the next. */
  hindi: { first: number; again: number; dated: boolean };
  /** What the readings offered, so a timing of a failed reading is not mistaken for one. */
  offered: string[];
  utr: string;
  width: number;
  height: number;
}

const AGAIN = 3;

/** Fresh pages whose first reading after the picker is timed (the median is the figure). */
export const WARMED_PAGES = 5;

/** How long the payer spends in the picker before the file arrives. */
export const WARM_MS = 3_000;

interface ReadingClock {
  arrived?: number;
  answered?: number;
}

/**
 * Runs in the page before its own code: notes when a picture arrives (the first paste, or change of
 * a file input, since the last reset; captured on the window, before the page's listeners) and when
 * the reading's `data-reading` first says it has an answer after that.
 */
function readingClock(): void {
  const clock: ReadingClock = {};
  const scope = window as unknown as { readingClock: ReadingClock };
  scope.readingClock = clock;
  const arrive = (event: Event) => {
    const file = event.type === 'paste' || (event.target instanceof HTMLInputElement && event.target.type === 'file');
    if (file && clock.arrived === undefined) clock.arrived = performance.now();
  };
  window.addEventListener('paste', arrive, true);
  window.addEventListener('change', arrive, true);
  new MutationObserver(() => {
    const status = document.querySelector('[data-reading]')?.getAttribute('data-reading');
    if (clock.arrived !== undefined && clock.answered === undefined && (status === 'found' || status === 'done')) {
      clock.answered = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-reading'] });
}

/** Forgets the last reading's times, before the next picture. */
const resetClock = (page: Page) =>
  page.evaluate(() => {
    const clock = (window as unknown as { readingClock: ReadingClock }).readingClock;
    delete clock.arrived;
    delete clock.answered;
  });

/** Milliseconds from the picture's arrival to the answer, by the page's clock, once the page has answered. */
async function readingTime(page: Page): Promise<number> {
  const { arrived, answered } = await page.evaluate(
    () => (window as unknown as { readingClock: ReadingClock }).readingClock,
  );
  if (arrived === undefined || answered === undefined) throw new Error('the page did not note the reading');
  return Math.round(answered - arrived);
}

/** A fresh page of a payer link (its own browser context, so its own cache), on step 2 with the form. */
async function stepTwoPage(browser: Browser, stack: LocalStack): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.addInitScript(readingClock);
  await page.goto(await payerLink(stack));
  await page.getByTestId('channel-card').first().click();
  await page.getByTestId('utr-input').waitFor();
  return page;
}

/**
 * Axis's tuning layout in Hindi, paid days before the reading ('07-दिस॰-2026 11:36 PM'): its month in Devanagari, which only
 * Hindi's model reads, so the date note shows only when that reading ran.
 */
function hindiReceipt(): Receipt {
  const now = new Date();
  const random = seeded(5);
  const payment = paymentFor('date', random, now);
  const drawn = familyBody('axis', 'tuning', payment, 'hi', random, now);
  const html = documentHtml({
    theme: 'light',
    font: 'Noto Sans',
    lang: 'hi',
    padTop: 0,
    body: drawn.body,
    css: drawn.css,
  });
  return {
    name: 'axis hi',
    layout: 'stacked',
    theme: 'light',
    lang: 'hi',
    font: 'Noto Sans',
    utr: payment.utr,
    decoys: [],
    html,
    printed: printedBy(payment, drawn),
    offer: payment.utr,
  };
}

/** Reads `picture` `count` times on `page`, each from its paste: the times, and whether each showed the date note. */
async function readTimes(page: Page, picture: Buffer, type: 'image/png' | 'image/jpeg', count: number) {
  const times: number[] = [];
  const offered: string[] = [];
  let dated = true;
  for (let run = 0; run < count; run++) {
    await resetClock(page);
    await pasteScreenshot(page, picture, type === 'image/png' ? 'receipt.png' : 'receipt.jpg', type);
    await waitForReading(page, ['found', 'done'], 120_000);
    times.push(await readingTime(page));
    offered.push(...(await offeredOn(page)));
    dated &&= (await page.getByTestId('ocr-note-date').count()) > 0;
    await page.getByRole('button', { name: 'Remove proof' }).click();
    await waitForReading(page, ['none']);
  }
  return { times, offered, dated };
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
    const hindiPng = await drawReceipt(drawer, hindiReceipt());
    const page = await stepTwoPage(browser, stack);
    const { times, offered } = await readTimes(page, jpeg, 'image/jpeg', AGAIN + 1);
    const hindi = await readTimes(page, hindiPng, 'image/png', AGAIN + 1);
    // Fresh pages: the picker opened, WARM_MS spent choosing, then the file. One reading per page
    // is one sample, so the median of WARMED_PAGES.
    const afterPickers: number[] = [];
    for (let run = 0; run < WARMED_PAGES; run++) {
      const warmed = await stepTwoPage(browser, stack);
      const chooser = warmed.waitForEvent('filechooser');
      await warmed.getByText('Choose a file, drop it here or paste a screenshot').click();
      const picker = await chooser;
      await new Promise((resolve) => setTimeout(resolve, WARM_MS));
      await picker.setFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await waitForReading(warmed, ['found', 'done'], 120_000);
      afterPickers.push(await readingTime(warmed));
      offered.push(...(await offeredOn(warmed)));
      await warmed.context().close();
    }
    const [first = 0, ...rest] = times;
    const [hindiFirst = 0, ...hindiRest] = hindi.times;
    return {
      first,
      afterPicker: median(afterPickers),
      afterPickerRange: [Math.min(...afterPickers), Math.max(...afterPickers)],
      again: median(rest),
      hindi: { first: hindiFirst, again: median(hindiRest), dated: hindi.dated },
      offered,
      utr: receipt.utr,
      width: SCREEN.width * SCREEN.scale,
      height: SCREEN.height * SCREEN.scale,
    };
  } finally {
    await browser.close();
  }
}
