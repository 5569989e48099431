/**
 * The confirmation form's own behaviour: the UTR hint, attaching a
 * proof by paste and by drag and drop, the upload progress bar, and the
 * bot-check screen while a challenge waits for the payer. This file's page uses
 * Turnstile's interactive testing key, so the check stays on screen until clicked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { chooseFirstCard, submitUtr, tinyPng, waitForDone } from './steps.ts';
import { newUtr } from './deposits.ts';
import { TURNSTILE_INTERACTIVE } from '../fixtures/turnstile-keys.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ pageVars: { TURNSTILE_SITE_KEY: TURNSTILE_INTERACTIVE } });
});
afterAll(() => e2e?.close());

async function onForm(): Promise<Page> {
  const { page } = await e2e.open(await e2e.link());
  await chooseFirstCard(page);
  return page;
}

/** Sends `event` ('paste' to the document, 'drop' to the dropzone) carrying a PNG file. */
async function sendImage(page: Page, event: 'paste' | 'drop', name: string) {
  await page.evaluate(
    ({ event, name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      if (event === 'paste') {
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
      } else {
        const zone = document.querySelector('.dropzone');
        zone?.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
        zone?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
    },
    { event, name, bytes: [...tinyPng] },
  );
}

describe('the UTR hint', () => {
  it('opens from the keyboard, closes with its button, and hides itself after 5 s', async () => {
    const page = await onForm();
    const hintButton = page.getByRole('button', { name: 'Where do I find the UTR number?' });
    await hintButton.focus();
    await page.keyboard.press('Enter');
    expect(await hintButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#utr-hint').innerText()).toContain('UTR');
    await page.getByRole('button', { name: 'Close hint' }).click();
    expect(await page.locator('#utr-hint').count()).toBe(0);

    await hintButton.click();
    const openedAt = Date.now();
    await page.locator('#utr-hint').waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - openedAt).toBeGreaterThan(4500);
  });
});

describe('attaching a proof', () => {
  it('takes a pasted screenshot and can remove it again', async () => {
    const page = await onForm();
    await sendImage(page, 'paste', 'screenshot.png');
    await expect.poll(() => page.getByTestId('proof-preview').innerText()).toContain('screenshot.png');
    await page.getByRole('button', { name: 'Remove proof' }).click();
    expect(await page.getByTestId('proof-preview').count()).toBe(0);
    expect(await page.getByText('PNG, JPG, WEBP up to 10MB').isVisible()).toBe(true);
  });

  it('takes a file dropped on the upload area', async () => {
    const page = await onForm();
    await sendImage(page, 'drop', 'dropped.png');
    await expect.poll(() => page.getByTestId('proof-preview').innerText()).toContain('dropped.png');
  });

  it('offers only the allowed types in the file picker', async () => {
    const page = await onForm();
    expect(await page.getByTestId('proof-input').getAttribute('accept')).toContain('image/png,image/jpeg,image/webp');
  });
});

describe('while submitting', () => {
  it('sends a picture still being checked when Submit is pressed, instead of leaving it behind (docs/rules.md, Proof files)', async () => {
    const page = await onForm();
    // A slow phone's decode: the check of the chosen picture takes 1.5 s.
    await page.evaluate(() => {
      const decode = window.createImageBitmap.bind(window);
      window.createImageBitmap = ((...args: Parameters<typeof decode>) =>
        new Promise((resolve) => setTimeout(resolve, 1500)).then(() => decode(...args))) as typeof decode;
    });
    const uploaded = page.waitForRequest((request) => request.url().startsWith(`${e2e.stack.sandboxUrl}/upload/`));
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    await submitUtr(page, newUtr());
    expect((await uploaded).method()).toBe('POST');
  });

  it('shows upload progress, then the bot-check screen until the payer passes the check', async () => {
    const page = await onForm();
    // The upload is held until the progress bar has been seen, then let through.
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route(`${e2e.stack.sandboxUrl}/upload/**`, async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    await submitUtr(page, newUtr());
    await expect.poll(() => page.getByRole('progressbar', { name: 'Uploading proof' }).isVisible()).toBe(true);
    expect(await page.getByTestId('submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('submit').innerText()).toBe('Submitting…');
    releaseUpload();

    // After the upload comes the bot-check chunk and widget: generous on a loaded machine.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Checking your browser' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const checkbox = page
      .frameLocator('.botcheck-widget iframe')
      .getByRole('checkbox', { name: 'Verify you are human' });
    // A click, not check(): once checked, the widget's token ends the screen and removes the frame,
    // sometimes before check() has read the box back, which then waits for a frame that is gone.
    await checkbox.click();
    await waitForDone(page);
  });
});
