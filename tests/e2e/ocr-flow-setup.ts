/**
 * What both screenshot-reading files need (ocr-flow.test.ts, which times the main thread while one
 * reading runs, and ocr-reading.test.ts, the rest): the stack, English receipts drawn on first use,
 * the page at step 2, and the sandbox's deposit rows. Each file draws its receipts from its own seed,
 * so no two tests anywhere submit the same UTR to the shared stack's sandbox.
 */
import { afterAll, beforeAll } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { makeReceipts, type Receipt } from '../../harness/receipts/index.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { chooseFirstCard } from './steps.ts';
import { pasteImage, recordOcrRequests, waitForReading } from './ocr-steps.ts';

export interface OcrFlow {
  e2e(): E2E;
  /** The next receipt no other test has used, and its screenshot. */
  aReceipt(): Promise<{ receipt: Receipt; png: Buffer }>;
  /** A fresh page at step 2 (with `init` run in every document), recording its OCR requests. */
  step2(options?: BrowserContextOptions, init?: () => void): ReturnType<typeof openStep2>;
  /** Step 2 with the next receipt pasted, once the page is reading it. */
  readingOnStep2(): ReturnType<typeof openStep2>;
  depositFor(utr: string): Promise<{ results: { upload_id: string | null }[] }>;
}

async function openStep2(e2e: E2E, options: BrowserContextOptions = {}, init?: () => void) {
  const watched = await e2e.open('about:blank', options);
  if (init) await watched.page.addInitScript(init);
  const ocr = recordOcrRequests(watched.page);
  await watched.page.goto(await e2e.link());
  await chooseFirstCard(watched.page);
  return { ...watched, ocr };
}

/** Registers the file's stack (started before its tests, closed after) and gives what the tests use. */
export function useOcrFlow(seed: number): OcrFlow {
  let e2e: E2E | undefined;
  let drawer: Page | undefined;
  /** English receipts in the layouts read most surely, one per test that reads: deposits are unique per UTR. */
  let receipts: Receipt[] = [];
  let next = 0;
  beforeAll(async () => {
    e2e = await startE2E();
    receipts = makeReceipts(24, seed, new Date()).filter(
      (receipt) => receipt.lang === 'en' && ['stacked', 'inline', 'sms'].includes(receipt.layout),
    );
  });
  afterAll(() => e2e?.close());
  const started = () => {
    if (!e2e) throw new Error('the stack starts before the tests');
    return e2e;
  };
  const flow: OcrFlow = {
    e2e: started,
    async aReceipt() {
      const receipt = receipts[next++];
      if (!receipt) throw new Error('out of receipts');
      drawer ??= await receiptPage(started().browser);
      return { receipt, png: await drawReceipt(drawer, receipt) };
    },
    step2: (options, init) => openStep2(started(), options, init),
    async readingOnStep2() {
      const { png } = await flow.aReceipt();
      const opened = await openStep2(started());
      await pasteImage(opened.page, png);
      await waitForReading(opened.page, ['reading']);
      return opened;
    },
    async depositFor(utr) {
      const db = await started().stack.sandbox.getD1Database('DB');
      return db.prepare('SELECT * FROM deposits WHERE utr_number = ?').bind(utr).all<{ upload_id: string | null }>();
    },
  };
  return flow;
}
