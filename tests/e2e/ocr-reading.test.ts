/**
 * Reading the UTR from the payer's screenshot, end to end (docs/rules.md, Reading the UTR from a
 * screenshot), beside the timed reading in ocr-flow.test.ts: nothing of the engine is fetched
 * before a picture is attached, and then only from the page's own origin; the payer can type,
 * submit or remove the picture while it reads, and a late answer changes nothing; Save-Data leaves
 * it to a button, and then fetches nothing but what it said (not Hindi's model); a failure is one
 * console line; a receipt of a failed payment offers nothing and says so. The receipts come from
 * harness/receipts, drawn now.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { root } from '../../make/paths.ts';
import { clientAssets } from '../../page-worker/generated/client-assets.ts';
import { corpusDrawer } from '../../harness/receipts/corpus.ts';
import { failedReceipt } from '../../harness/receipts/failed.ts';
import { seeded } from '../../harness/receipts/values.ts';
import { SAVE_DATA_SCRIPT } from '../../harness/phone.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { chooseFirstCard, submitUtr, tinyPng, waitForDone, waitForStep } from './steps.ts';
import {
  asPath,
  ENGINE_FILES,
  OCR_FILE,
  offeredUtrs,
  READER_CHUNK,
  pasteImage,
  readingStatus,
  recordOcrRequests,
  useButtons,
  waitForReading,
} from './ocr-steps.ts';
import { newUtr } from './deposits.ts';
import { useOcrFlow } from './ocr-flow-setup.ts';
import { NOTE_CASES, receiptOf } from './ocr-notes-receipts.ts';

const flow = useOcrFlow(8);

/** The page's OCR threads (the QR thread, a thread too, is not one of them). */
const ocrThreads = (page: Page) =>
  page.workers().filter((thread) => /\/ocr-thread-[\w-]+\.js$/.test(thread.url())).length;

/** A fresh UTR typed and submitted: All Done, and one deposit for it that carries the picture as its proof. */
async function expectSubmittedWithPicture(page: Page): Promise<void> {
  const typed = newUtr();
  await submitUtr(page, typed);
  await waitForDone(page);
  const rows = (await flow.depositFor(typed)).results;
  expect(rows).toHaveLength(1);
  expect(rows[0]?.upload_id).not.toBeNull();
}

describe("the engine's files", () => {
  it('none is fetched on step 1 or on step 2 before a picture, nor the reader; then each from the page origin, cached a year', async () => {
    const { png } = await flow.aReceipt();
    const watched = await flow.e2e().open('about:blank');
    const ocr = recordOcrRequests(watched.page);
    const reader = recordOcrRequests(watched.page, READER_CHUNK);
    await watched.page.goto(await flow.e2e().link());
    await watched.page.waitForLoadState('networkidle');
    expect(ocr).toHaveLength(0);
    expect(reader).toHaveLength(0);
    await chooseFirstCard(watched.page);
    await watched.page.locator('.qr-image svg').waitFor();
    await watched.page.waitForLoadState('networkidle');
    expect(ocr).toHaveLength(0);
    expect(reader).toHaveLength(0);

    await pasteImage(watched.page, png);
    await waitForReading(watched.page, ['found', 'done']);
    expect(reader).toHaveLength(1);
    expect(ocr.map((request) => asPath(request.url())).sort()).toEqual(ENGINE_FILES);
    for (const request of ocr) {
      expect(new URL(request.url()).origin).toBe(flow.e2e().stack.pageUrl);
      const response = await request.response();
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The thread runs under its own policy: scripts and fetches from this origin, WebAssembly, nothing else.
    const thread = ocr.find((request) => new URL(request.url()).pathname.includes('/ocr-thread-'));
    expect((await thread?.response())?.headers()['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; report-uri /csp-reports",
    );

    // A second picture on the same page: a new thread, handed the engine the first one compiled
    // (docs/rules.md, Reading the UTR from a screenshot), so its WebAssembly is not fetched again.
    const second = await flow.aReceipt();
    const before = ocr.length;
    await watched.page.getByRole('button', { name: 'Remove proof' }).click();
    await waitForReading(watched.page, ['none']);
    await pasteImage(watched.page, second.png);
    await waitForReading(watched.page, ['found']);
    expect(await offeredUtrs(watched.page)).toEqual([second.receipt.utr]);
    const again = ocr.slice(before).map((request) => new URL(request.url()).pathname);
    expect(again.filter((path) => path.endsWith('.wasm'))).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it("no other same-origin script starts as a thread (docs/security.md, The OCR thread's policy)", async () => {
    // With Data Saver on, step 1 starts no QR thread, so the page has not made its Trusted Types
    // policy yet and the test can make one of that name.
    const { page, cspViolations } = await flow
      .e2e()
      .open(await flow.e2e().link(), {}, (page) => page.addInitScript(SAVE_DATA_SCRIPT));
    await waitForStep(page, 'Payment Options');
    // The engine's loader and the page's own entry are same-origin scripts, but not the OCR thread;
    // the QR thread's script is the other one allowed, so it adds no report.
    const assets = readdirSync(join(root, 'dist/client/assets'));
    const loader = `/assets/${assets.find((name) => /^tesseract-core-lstm-[\w-]+\.js$/.test(name))}`;
    await page.evaluate(
      (urls) => {
        // Through a pass-through policy of the page's name (the page makes its own only on first use,
        // which step 1 with Data Saver never reaches), so Trusted Types let the URLs by and worker-src alone decides
        // (docs/security.md, 'Trusted Types').
        type Factory = { createPolicy: (name: string, rules: object) => { createScriptURL: (url: string) => string } };
        const policy = (window as unknown as { trustedTypes: Factory }).trustedTypes.createPolicy('payment-page', {
          createScriptURL: (url: string) => url,
        });
        urls.forEach((url) => {
          try {
            new Worker(policy.createScriptURL(url));
          } catch {
            // Some engines refuse in the constructor, others with an error event: the report says which.
          }
        });
      },
      [loader, clientAssets.entry, clientAssets.qrThread],
    );
    await expect
      .poll(async () => (await cspViolations()).sort())
      .toEqual(
        [
          `worker-src ${flow.e2e().stack.pageUrl}${clientAssets.entry}`,
          `worker-src ${flow.e2e().stack.pageUrl}${loader}`,
        ].sort(),
      );
    await page.context().close();
  });

  it('a picture too small to hold a receipt is not read at all', async () => {
    const { page, ocr, errors } = await flow.step2();
    await page.getByTestId('proof-input').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: tinyPng });
    await waitForReading(page, ['done']);
    expect(ocr.map((request) => new URL(request.url()).pathname)).toEqual([expect.stringMatching(OCR_FILE)]);
    expect(ocr[0]?.url()).toMatch(/ocr-reader-/);
    expect(errors).toEqual([]);
  });
});

describe('a receipt of a failed payment', () => {
  it('offers nothing and says why, in the live region; the picture stays attached and a typed UTR goes through with it', async () => {
    const receipt = failedReceipt('failed-card', seeded(5), new Date(), 1);
    const drawer = corpusDrawer(flow.e2e().browser);
    const { bytes } = await drawer.draw({
      ...receipt,
      name: 'failed-card',
      offer: null,
      misleading: false,
      failed: true,
      capture: 'screen',
      split: 'held-out',
      width: 360,
    });
    await drawer.close();
    const { page, errors } = await flow.step2();
    await pasteImage(page, bytes, 'failed.png');
    await waitForReading(page, ['failed-payment', 'found', 'done'], 120_000);
    expect(await readingStatus(page)).toBe('failed-payment');
    // Announced like the suggestions: it is in the form's polite live region.
    const said = await page.getByRole('status').filter({ hasText: 'failed or reversed payment' }).textContent();
    expect(said?.trim()).toBe(
      "This screenshot shows a failed or reversed payment, so no UTR is offered from it. If you paid again, type that payment's UTR.",
    );
    expect(await offeredUtrs(page)).toEqual([]);
    expect(await useButtons(page).count()).toBe(0);
    expect(await page.getByTestId('utr-input').inputValue()).toBe('');
    // The picture is still the proof: typing a UTR keeps it, and Submit sends both.
    expect(await page.getByRole('button', { name: 'Remove proof' }).isVisible()).toBe(true);
    await expectSubmittedWithPicture(page);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('never in the way', () => {
  it('the payer types while it reads: the late answer does not overwrite what they typed', async () => {
    const { page, errors } = await flow.readingOnStep2();
    const typed = newUtr();
    await page.getByTestId('utr-input').fill(typed);
    await waitForReading(page, ['done']);
    expect(await page.getByTestId('utr-input').inputValue()).toBe(typed);
    expect(await offeredUtrs(page)).toEqual([]);
    await page.getByTestId('submit').click();
    await waitForDone(page);
    expect((await flow.depositFor(typed)).results).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('the payer submits while it reads, and nothing waits for it', async () => {
    const { page, errors } = await flow.readingOnStep2();
    await expectSubmittedWithPicture(page);
    expect(errors).toEqual([]);
  });

  it('removing the picture while it reads drops the answer and ends the thread', async () => {
    const { page, errors } = await flow.readingOnStep2();
    await expect.poll(() => ocrThreads(page)).toBe(1);
    await page.getByRole('button', { name: 'Remove proof' }).click();
    await expect.poll(() => ocrThreads(page)).toBe(0);
    expect(await readingStatus(page)).toBe('none');
    expect(await offeredUtrs(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('replacing the picture while it reads ends that reading: only the new picture is offered', async () => {
    const first = await flow.aReceipt();
    const second = await flow.aReceipt();
    const { page, errors } = await flow.step2();
    await pasteImage(page, first.png, 'first.png');
    await waitForReading(page, ['reading']);
    await expect.poll(() => ocrThreads(page)).toBe(1);
    await pasteImage(page, second.png, 'second.png');
    await waitForReading(page, ['found', 'done']);
    expect(await offeredUtrs(page)).toEqual([second.receipt.utr]);
    // The first picture's thread ended with its reader, and the second's when it answered.
    await expect.poll(() => ocrThreads(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a reading that fails is one console line, and the payer still submits', async () => {
    const { png } = await flow.aReceipt();
    const { page, errors } = await flow.step2();
    await page.route('**/assets/tesseract-core-*.wasm', (route) => route.abort());
    await pasteImage(page, png);
    await waitForReading(page, ['done']);
    expect(errors).toEqual([expect.stringMatching(/^Reading the screenshot failed: /)]);
    expect(await offeredUtrs(page)).toEqual([]);
    const typed = newUtr();
    await submitUtr(page, typed);
    await waitForDone(page);
    expect((await flow.depositFor(typed)).results).toHaveLength(1);
  });

  it('a reader that cannot load is one console line, and the payer still submits', async () => {
    const { page, errors } = await flow.step2();
    await page.route('**/assets/ScreenshotReader-*.js', (route) => route.abort());
    await page.getByTestId('proof-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: tinyPng });
    // The page's one line; the browser adds its own for the failed request.
    const ours = () => errors.filter((line) => !line.startsWith('Failed to load resource:'));
    await expect.poll(() => ours().length).toBeGreaterThan(0);
    expect(ours()).toEqual([expect.stringMatching(/^Reading the screenshot failed: .*ScreenshotReader-/)]);
    expect(await readingStatus(page)).toBe('none');
    const typed = newUtr();
    await submitUtr(page, typed);
    await waitForDone(page);
    expect((await flow.depositFor(typed)).results).toHaveLength(1);
  });
});

describe('with Save-Data', () => {
  it('only the button reads, and it says how much that downloads', async () => {
    const { receipt, png } = await flow.aReceipt();
    const { page, ocr, errors } = await flow.step2({}, () => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await pasteImage(page, png);
    await waitForReading(page, ['offered']);
    expect(await page.getByText(/^Reading your screenshot downloads about \d\.\d\sMB\.$/).count()).toBe(1);
    expect(ocr).toHaveLength(0);
    await page.getByRole('button', { name: 'Read the UTR from my screenshot' }).click();
    await waitForReading(page, ['found']);
    expect(await offeredUtrs(page)).toEqual([receipt.utr]);
    expect(await page.getByTestId('utr-input').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it("fetches no more than it said: a date in Devanagari is left unread, not read with Hindi's model", async () => {
    const drawer = await receiptPage(flow.e2e().browser);
    const hindi = receiptOf(NOTE_CASES.hindiMonth, seeded(9));
    const png = await drawReceipt(drawer, hindi).finally(() => drawer.context().close());
    const { page, ocr, errors } = await flow.step2({}, () => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await pasteImage(page, png);
    await waitForReading(page, ['offered']);
    await page.getByRole('button', { name: 'Read the UTR from my screenshot' }).click();
    await waitForReading(page, ['found']);
    expect(await offeredUtrs(page)).toEqual([hindi.utr]);
    expect(ocr.map((request) => asPath(request.url())).sort()).toEqual(ENGINE_FILES);
    expect(await page.getByTestId('ocr-note-date').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
