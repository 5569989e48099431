/**
 * The OCR engine readied on the payer's intent (docs/rules.md, Reading the UTR from a screenshot),
 * seen from the network: nothing of it on load or on step 2 until the payer opens the picker or
 * drags a file in; then the engine's WebAssembly is fetched once, however often the picker opens,
 * and the reading that follows fetches it no more; with Save-Data, opening the picker fetches
 * nothing. And seen from the page: the picture reaches the readied thread as it arrives, before
 * the page has accepted it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { SAVE_DATA_SCRIPT } from '../../harness/phone.ts';
import { makeReceipts } from '../../harness/receipts/index.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { chooseFirstCard } from './steps.ts';
import { asPath, ENGINE_FILES, offeredUtrs, recordOcrRequests, waitForReading } from './ocr-steps.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The engine's WebAssembly, with SIMD or without: what compiling it starts from. */
const ENGINE_WASM = /\/assets\/tesseract-core[\w-]*-[\w-]{8}\.wasm$/;

/** Step 2 of a fresh page, recording every request for an OCR file and for the engine's WebAssembly. */
async function step2(saveData = false) {
  const watched = await e2e.open('about:blank');
  if (saveData) await watched.page.addInitScript(SAVE_DATA_SCRIPT);
  const ocr = recordOcrRequests(watched.page);
  const wasm = recordOcrRequests(watched.page, ENGINE_WASM);
  await watched.page.goto(await e2e.link());
  await watched.page.waitForLoadState('networkidle');
  expect(ocr).toEqual([]);
  await chooseFirstCard(watched.page);
  await watched.page.locator('.qr-image svg').waitFor();
  await settle(watched.page);
  return { ...watched, ocr, wasm };
}

/**
 * Waits a moment, then has the page ask for one image of its own and waits to see that request:
 * an OCR request the page started before it was seen first, so a test may then say none was made.
 */
async function settle(page: Page, ms = 1_500): Promise<void> {
  await page.waitForTimeout(ms);
  const marker = `settled=${randomUUID()}`;
  const seen = page.waitForRequest((request) => request.url().includes(marker));
  await page.evaluate((query) => {
    new Image().src = `/favicon.png?${query}`;
  }, marker);
  await seen;
}

/** Opens the file picker as a payer does, by the drop zone's text, and closes it unanswered (or with `file`). */
async function openPicker(page: Page, file?: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Choose a file, drop it here or paste a screenshot').click();
  if (file) await (await chooser).setFiles(file);
  else await chooser;
}

describe('the OCR engine, readied when the payer means to attach a picture', () => {
  it('is fetched once the picker opens, once only however often it opens, and the reading then fetches it no more', async () => {
    const { page, ocr, wasm, errors } = await step2();
    expect(ocr).toEqual([]);

    await openPicker(page);
    await expect.poll(() => wasm.length, { timeout: 30_000 }).toBe(1);
    // The engine loads while the payer picks: its thread and model too, before any picture.
    await expect
      .poll(() => ocr.map((request) => asPath(request.url())).sort(), { timeout: 30_000 })
      .toEqual(ENGINE_FILES);

    await openPicker(page);
    await settle(page);
    expect(wasm).toHaveLength(1);

    const receipt = makeReceipts(1, 11, new Date())[0];
    if (!receipt) throw new Error('no receipt');
    const drawer = await receiptPage(e2e.browser);
    const png = await drawReceipt(drawer, receipt);
    const before = ocr.length;
    await openPicker(page, { name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await waitForReading(page, ['found', 'done']);
    expect(ocr.slice(before)).toEqual([]);
    expect(wasm).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('is fetched once a file is dragged over the page', async () => {
    const { page, wasm, errors } = await step2();
    await page.evaluate(() => {
      const files = new DataTransfer();
      files.items.add(new File(['x'], 'receipt.png', { type: 'image/png' }));
      document.body.dispatchEvent(new DragEvent('dragenter', { dataTransfer: files, bubbles: true }));
    });
    await expect.poll(() => wasm.length, { timeout: 30_000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it('is not fetched when the picker opens with Save-Data on', async () => {
    const { page, ocr, errors } = await step2(true);
    await openPicker(page);
    await settle(page, 3_000);
    expect(ocr).toEqual([]);
    expect(errors).toEqual([]);
  });
});

interface Handed {
  /** What the page sent the OCR thread: 'warm', 'arrived' (the picture, before the page's check) or 'image' (the reading). */
  messages: Array<{ kind: string; at: number }>;
  /** When the proof's preview first showed: the page had checked and accepted the picture. */
  previewAt?: number;
}

/** Runs in the page: notes each message to a thread by what it carries, and when the proof's preview shows. */
function noteHandovers(): void {
  const handed: Handed = { messages: [] };
  (window as unknown as { handed: Handed }).handed = handed;
  const post = Reflect.get(Worker.prototype, 'postMessage') as (this: Worker, ...args: unknown[]) => void;
  const kinds = ['warm', 'arrived', 'image'];
  Reflect.set(Worker.prototype, 'postMessage', function (this: Worker, message: unknown, transfer: unknown) {
    const carried = typeof message === 'object' && message !== null ? kinds.find((key) => key in message) : undefined;
    const kind = carried ?? 'other';
    handed.messages.push({ kind, at: performance.now() });
    post.call(this, message, transfer);
  });
  new MutationObserver(() => {
    if (handed.previewAt === undefined && document.querySelector('[data-testid="proof-preview"]')) {
      handed.previewAt = performance.now();
    }
  }).observe(document, { subtree: true, childList: true });
}

describe('a reading after the engine was readied', () => {
  it('hands the readied thread the picture before the page has accepted it, and offers the UTR', async () => {
    const { page, errors } = await step2();
    await page.evaluate(noteHandovers);
    await openPicker(page);
    const receipt = makeReceipts(24, 12, new Date()).find((one) => one.lang === 'en' && one.layout === 'stacked');
    if (!receipt) throw new Error('no receipt');
    const png = await drawReceipt(await receiptPage(e2e.browser), receipt);
    await openPicker(page, { name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await waitForReading(page, ['found']);
    expect(await offeredUtrs(page)).toEqual([receipt.utr]);
    const { messages, previewAt } = await page.evaluate(() => (window as unknown as { handed: Handed }).handed);
    // The thread started on the picker's intent, then got the picture to decode while the page
    // checked it, then the checked picture to read.
    expect(messages.map((message) => message.kind)).toEqual(['warm', 'arrived', 'image']);
    const [, arrived, reading] = messages;
    expect(previewAt).toBeDefined();
    expect(arrived?.at).toBeLessThan(previewAt ?? 0);
    expect(reading?.at).toBeGreaterThan(previewAt ?? 0);
    expect(errors).toEqual([]);
  });
});
