/**
 * The payer flow around the form (docs/rules.md, from Routes and statuses to UPI link and QR code):
 * channel order, cards, the already-paid link, the skip and resubmit flags,
 * going back, copying, the QR code, failed loads. Accessibility and keyboard
 * use are in accessibility.test.ts; submitting is in submission.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  chooseFirstCard,
  clickCard,
  qrOnScreen,
  savedQr,
  toastTexts,
  waitForInteractive,
  waitForStep,
  waitForStepTwo,
} from './steps.ts';

let e2e: E2E;
beforeAll(async () => {
  // A browser of its own: tests here read the clipboard, which every page of one browser shares
  // (docs/README.md, One browser and shared stacks in `e2e`).
  e2e = await startE2E({}, { own: true });
});
afterAll(() => e2e?.close());

const cardTexts = (page: Page) => page.getByTestId('channel-card').allInnerTexts();

describe('step 1: Payment Options', () => {
  it('lists UPI first by default, with the UPI addresses on the cards', async () => {
    const { page, errors } = await e2e.open(await e2e.link());
    await waitForStep(page, 'Payment Options');
    expect(await page.getByTestId('deposit-type').innerText()).toContain('UPI');
    const cards = await cardTexts(page);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('demo.store@okaxis');
    expect(errors).toEqual([]);
  });

  it('lists bank transfer first when upi_default is false, with bank name, account and IFSC', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'upi_default=false' }));
    await waitForStep(page, 'Payment Options');
    expect(await page.getByTestId('deposit-type').innerText()).toContain('Bank Transfer');
    const [first] = await cardTexts(page);
    expect(first).toMatch(/BANK NAME\s+\S/);
    expect(first).toMatch(/ACCOUNT NUMBER\s+\d+/);
    expect(first).toMatch(/IFSC CODE\s+[A-Z]{4}0[A-Z0-9]{6}/);
  });

  it('switches the cards when another deposit type is chosen', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForStep(page, 'Payment Options');
    await waitForInteractive(page);
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Bank Transfer' }).click();
    await expect.poll(async () => (await cardTexts(page))[0]).toContain('IFSC CODE');
  });

  it('goes to step 2 with the chosen channel when a card is clicked', async () => {
    const { page } = await e2e.open(await e2e.link());
    await clickCard(page, 1);
    await waitForStepTwo(page);
    expect(await page.getByTestId('copy-value').allTextContents()).toEqual(['demo.store@oksbi']);
    expect(await page.getByText('Scan to Pay').count()).toBeGreaterThan(0);
  });

  it('follows the already-paid link into resubmit mode with the first option chosen', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForInteractive(page);
    await page.getByRole('link', { name: /Have you already made a payment\?/ }).click();
    await waitForStepTwo(page, 'Resubmit confirmation data');
    expect(await page.getByTestId('copy-value').allTextContents()).toEqual(['demo.store@okaxis']);
  });
});

describe('query flags (docs/rules.md, Query flags)', () => {
  it('resubmit opens step 2 in resubmit mode with the first option', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'resubmit=true' }));
    await waitForStep(page, 'Resubmit confirmation data');
    expect(await page.getByTestId('copy-value').allTextContents()).toEqual(['demo.store@okaxis']);
  });

  it('skip_selection opens step 2 with the first option of the first group in display order', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'skip_selection=1&upi_default=no' }));
    await waitForStep(page, 'Make Payment and submit confirmation');
    expect(await page.getByText('IFSC Code', { exact: true }).count()).toBe(1);
  });

  it('skip_trivial_selection skips only when there is one type with one option', async () => {
    const single = await e2e.open(await e2e.link({ appId: 'single', query: 'skip_trivial_selection=yes' }));
    await waitForStep(single.page, 'Make Payment and submit confirmation');
    const several = await e2e.open(await e2e.link({ query: 'skip_trivial_selection=yes' }));
    await waitForStep(several.page, 'Payment Options');
  });

  it('treats an unknown flag value as absent', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'resubmit=maybe' }));
    await waitForStep(page, 'Payment Options');
  });
});

describe('going back clears resubmit (docs/rules.md, Step flow)', () => {
  it("'Go Back' returns to step 1 and clears resubmit mode", async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'resubmit=1' }));
    await waitForStep(page, 'Resubmit confirmation data');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await waitForStep(page, 'Payment Options');
    await chooseFirstCard(page);
  });

  it('the step indicator goes back to a completed step and clears resubmit mode', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForInteractive(page);
    await page.getByRole('link', { name: /Have you already made a payment\?/ }).click();
    await waitForStepTwo(page, 'Resubmit confirmation data');
    await page.getByRole('button', { name: 'Payment Options' }).click();
    await waitForStep(page, 'Payment Options');
    expect(await page.getByRole('button', { name: 'Go Back' }).count()).toBe(0);
    await chooseFirstCard(page);
  });
});

describe('copying (docs/rules.md, UPI link and QR code)', () => {
  it('copies exactly the shown UPI address and says so', async () => {
    const { page } = await e2e.open(await e2e.link(), { permissions: ['clipboard-read', 'clipboard-write'] });
    await chooseFirstCard(page);
    const shown = await page.getByTestId('copy-value').first().textContent();
    await page.getByRole('button', { name: 'Copy UPI Address' }).click();
    await expect.poll(() => toastTexts(page)).toEqual(['Copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(await page.locator('.toast-list[role="status"] .toast').count()).toBe(1);
  });

  it('copies each bank detail exactly, even without the async Clipboard API', async () => {
    // Before the page's own scripts, in every document of the tab: a card clicked before the client
    // has taken over follows its link (docs/rules.md, Without JavaScript) to a new document.
    const stubClipboard = (page: Page) =>
      page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: undefined });
        const copied: string[] = [];
        Object.defineProperty(window, '__copied', { value: copied });
        const original = document.execCommand.bind(document);
        document.execCommand = (command: string, ...rest: unknown[]) => {
          const active = document.activeElement as HTMLTextAreaElement | null;
          if (command === 'copy' && active) copied.push(active.value.slice(active.selectionStart, active.selectionEnd));
          return original(command, ...(rest as []));
        };
      });
    const { page } = await e2e.open(await e2e.link({ query: 'upi_default=false' }), {}, stubClipboard);
    await chooseFirstCard(page);
    const shown = await page.getByTestId('copy-value').allTextContents();
    for (const label of ['Bank Name', 'Account Number', 'IFSC Code']) {
      await page.getByRole('button', { name: `Copy ${label}` }).click();
    }
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual(shown);
    await expect.poll(async () => (await toastTexts(page)).length).toBeGreaterThan(0);
  });

  it('removes the success toast after 2.4 s and closes it on request', async () => {
    const { page } = await e2e.open(await e2e.link(), { permissions: ['clipboard-read', 'clipboard-write'] });
    await chooseFirstCard(page);
    await page.getByRole('button', { name: 'Copy UPI Address' }).click();
    await expect.poll(() => toastTexts(page)).toEqual(['Copied to clipboard!']);
    await expect.poll(() => toastTexts(page), { timeout: 4000 }).toEqual([]);
    await page.getByRole('button', { name: 'Copy UPI Address' }).click();
    await page.getByRole('button', { name: 'Close notification' }).click();
    expect(await toastTexts(page)).toEqual([]);
  });
});

describe('the UPI QR code (docs/rules.md, UPI link and QR code)', () => {
  it('encodes exactly upi://pay?pa=…&am=…&cu=INR, read back from a screenshot', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise: 150_050 }));
    await chooseFirstCard(page);
    expect(await qrOnScreen(page)).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
    expect(errors).toEqual([]);
  });
});

describe('the step indicator and dropdown (docs/rules.md, Step flow)', () => {
  const progressDelay = (page: Page) =>
    page.locator('.steps-progress').evaluate((element) => getComputedStyle(element).transitionDelay);

  it('delays the progress line 600 ms when advancing and not when going back', async () => {
    const { page } = await e2e.open(await e2e.link());
    await chooseFirstCard(page);
    expect(await progressDelay(page)).toBe('0.6s');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await waitForStep(page, 'Payment Options');
    expect(await progressDelay(page)).toBe('0s');
  });

  it('does not animate under prefers-reduced-motion', async () => {
    const { page } = await e2e.open(await e2e.link(), { reducedMotion: 'reduce' });
    await chooseFirstCard(page);
    const duration = await page
      .locator('.steps-progress')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });

  it('limits the open dropdown to 14rem', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForInteractive(page);
    await page.getByRole('combobox').click();
    const maxHeight = await page.getByRole('listbox').evaluate((element) => getComputedStyle(element).maxHeight);
    expect(maxHeight).toBe('224px');
  });

  it('announces error toasts assertively', async () => {
    const { page } = await e2e.open(await e2e.link());
    await chooseFirstCard(page);
    await page.getByTestId('submit').click();
    await expect
      .poll(() => page.locator('.toast-list[role="alert"] .toast-message').allTextContents())
      .toEqual(['Invalid UTR']);
  });

  it("shows the 'Test mode' badge only in test mode", async () => {
    const test = await e2e.open(await e2e.link({ test: true }));
    await expect.poll(() => test.page.getByText('Test mode').isVisible()).toBe(true);
    const real = await e2e.open(await e2e.link());
    await waitForStep(real.page, 'Payment Options');
    expect(await real.page.getByText('Test mode').count()).toBe(0);
  });
});

/**
 * A payer link of `stack` opened with the QR thread's script refused, and how often the page asked
 * for it. The context's route: the thread's script is the thread's request, not the page's.
 */
async function openWithoutQrThread(stack: E2E) {
  let attempts = 0;
  const opened = await stack.open(await stack.link(), {}, (page) =>
    page.context().route('**/assets/qr-thread-*.js', (route) => {
      attempts++;
      return route.abort();
    }),
  );
  return { ...opened, attempts: () => attempts };
}

describe('lazy chunks (docs/rules.md, Lazy chunks)', () => {
  it('needs no QR thread for a code the page worker drew ahead: shown and saved without it', async () => {
    // docs/rules.md, UPI link and QR code: the picture is drawn from the modules on screen.
    const { page, errors, attempts } = await openWithoutQrThread(e2e);
    await clickCard(page);
    await page.locator('.qr-image svg').waitFor();
    expect(await savedQr(page, 'Save QR code')).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
    expect(attempts()).toBe(0);
    expect(errors).toEqual([]);
  });

  describe('where the page worker drew no code (the browser loads the channels itself)', () => {
    let shell: E2E;
    beforeAll(async () => {
      shell = await startE2E({ pageVars: { EDGE_PREFETCH: 'off' } });
    });
    afterAll(() => shell?.close());

    it("reports 'Loading chunk … failed' and shows the error screen when the QR thread cannot load", async () => {
      // Blocked before the page loads, since step 1 starts the thread while idle: that attempt fails
      // quietly, and the tap that needs the code reports the failure.
      const { page, errors, attempts } = await openWithoutQrThread(shell);
      await expect.poll(attempts).toBeGreaterThan(0);
      expect(await page.getByText('Something went wrong.').count()).toBe(0);
      await clickCard(page);
      await expect.poll(() => page.getByText('Something went wrong.').isVisible()).toBe(true);
      expect(errors).toContain('Loading chunk qr-thread failed.');
    });
  });
});

describe('loading failures (docs/rules.md, Failed calls)', () => {
  it('shows the error screen when get-channels has no channels', async () => {
    const { page } = await e2e.open(await e2e.link({ appId: 'empty' }));
    await expect.poll(() => page.getByText('Something went wrong.').isVisible()).toBe(true);
    expect(await page.locator('#step-title').count()).toBe(0);
  });
});
