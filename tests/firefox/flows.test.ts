/**
 * The core flows in Firefox, a second engine next to the Chromium e2e
 * project: step 1, step 2 for UPI (the QR code read back from a screenshot)
 * and for bank transfer, submitting with and without a proof until 'All
 * Done', and the error screen. One stack and one Firefox for the whole file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { ElementHandle } from 'puppeteer-core';
import { startFirefoxE2E, type FirefoxE2E } from '../../harness/firefox-e2e.ts';
import { depositsFor, newUtr } from '../e2e/deposits.ts';
import { tinyPng } from '../e2e/steps.ts';
import {
  allTexts,
  chooseFirstCard,
  SCREEN_TIMEOUT,
  submitUtr,
  visibleText,
  waitForDone,
  waitForStep,
} from './steps.ts';

let e2e: FirefoxE2E;
/** The proof as a file on disk: WebDriver BiDi hands the browser paths, not bytes. */
let proofDir: string;
let receipt: string;
beforeAll(async () => {
  proofDir = mkdtempSync(join(tmpdir(), 'firefox-proof-'));
  receipt = join(proofDir, 'receipt.png');
  writeFileSync(receipt, tinyPng);
  e2e = await startFirefoxE2E();
});
afterAll(async () => {
  await e2e?.close();
  rmSync(proofDir, { recursive: true, force: true });
});

const cards = '[data-testid="channel-card"]';
const values = '[data-testid="copy-value"]';

describe('step 1 and step 2 in Firefox (docs/rules.md, Step flow)', () => {
  it('shows ₹1,500.50 and the UPI cards; step 2 shows the address and a QR code that reads back as the UPI link', async () => {
    const { page, errors, cspViolations } = await e2e.open(await e2e.link({ amountPaise: 150_050 }));
    await waitForStep(page, 'Payment Options');
    expect(await visibleText(page, '[data-testid="amount"]')).toBe('₹1,500.50');
    const shown = await allTexts(page, cards);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain('demo.store@okaxis');

    await chooseFirstCard(page);
    expect(await allTexts(page, values)).toEqual(['demo.store@okaxis']);
    await page.waitForSelector('.qr-image svg');
    const qr = await page.$('.qr-image');
    const image = PNG.sync.read(Buffer.from(await qr!.screenshot()));
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('with upi_default=false lists bank transfer first; step 2 shows bank name, account number and IFSC', async () => {
    const { page, errors, cspViolations } = await e2e.open(await e2e.link({ query: 'upi_default=false' }));
    await waitForStep(page, 'Payment Options');
    const [first] = await allTexts(page, cards);
    expect(first).toMatch(/BANK NAME\s+\S/);
    expect(first).toMatch(/ACCOUNT NUMBER\s+\d+/);
    expect(first).toMatch(/IFSC CODE\s+[A-Z]{4}0[A-Z0-9]{6}/);

    await chooseFirstCard(page);
    expect(await allTexts(page, values)).toEqual(['ICICI Bank', '000405012345', 'ICIC0000004']);
    expect(await page.$('.qr-image')).toBeNull();
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});

describe('submitting in Firefox (docs/rules.md, Bot check (Turnstile) ordering)', () => {
  it('UPI with a proof reaches All Done and leaves one deposit and the stored file', async () => {
    const { page, errors, cspViolations } = await e2e.open(await e2e.link({ amountPaise: 250_000 }));
    await chooseFirstCard(page);
    const input = (await page.$('[data-testid="proof-input"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(receipt);
    await page.waitForSelector('[data-testid="proof-preview"]', { visible: true });
    const utr = newUtr();
    await submitUtr(page, utr);
    await waitForDone(page);
    expect(await visibleText(page, '.done-body')).toBe('You may close this window');

    const rows = await depositsFor(e2e.stack, utr);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      app_id: 'demo',
      channel_id: 'upi-demo-1',
      utr_number: utr,
      amount: 250_000,
      status: 'pending',
    });
    const stored = await (await e2e.stack.sandbox.getR2Bucket('UPLOADS')).get(`demo/${rows[0]?.upload_id}`);
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    expect(Buffer.from(await stored!.arrayBuffer())).toEqual(tinyPng);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('bank transfer without a proof reaches All Done with one deposit and no upload', async () => {
    const { page, errors, cspViolations } = await e2e.open(await e2e.link({ query: 'upi_default=false' }));
    await chooseFirstCard(page);
    const utr = newUtr();
    await submitUtr(page, utr);
    await waitForDone(page);
    const rows = await depositsFor(e2e.stack, utr);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel_id: 'bank-demo-1', utr_number: utr, upload_id: null });
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});

describe('the error screen in Firefox (docs/rules.md, Routes and statuses)', () => {
  it('answers an invalid link with 400, "Error", "Something went wrong." and Try again', async () => {
    const url = `${e2e.stack.pageUrl}/demo/not-a-jwt`;
    expect((await fetch(url)).status).toBe(400);
    const { page, errors, cspViolations } = await e2e.open(url);
    expect(await visibleText(page, '.screen-error h1')).toBe('Error');
    expect(await visibleText(page, '.screen-error p')).toBe('Something went wrong.');
    expect(await visibleText(page, '.screen-error button')).toBe('Try again');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('shows the error screen when get-channels has no channels (docs/rules.md, Failed calls)', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ appId: 'empty' }));
    await expect
      .poll(() => visibleText(page, '.screen-error p'), { timeout: SCREEN_TIMEOUT })
      .toBe('Something went wrong.');
    expect(await page.$('#step-title')).toBeNull();
    expect(errors).toEqual([]);
  });
});
