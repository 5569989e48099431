/**
 * The phone's Back and Forward, leaving for the UPI app and coming back, and done without stale
 * errors (docs/rules.md, Steps in the browser history, Coming back from the payment app, Toasts and
 * durations), on an Android phone profile.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  afterPopState,
  ANDROID_PHONE,
  chooseFirstCard,
  clickCard,
  setVisible,
  submitUtr,
  toastTexts,
  waitForDone,
  waitForStep,
} from './steps.ts';
import { newUtr } from './deposits.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const historyLength = (page: Page) => page.evaluate(() => history.length);
/** Entries this page added to its tab's history (the tab may hold entries from before it). */
async function pageEntries(page: Page, before: number): Promise<number> {
  return (await historyLength(page)) - before + 1;
}
/**
 * Waits until the tab's current entry is the one the page keeps for the step it shows: step 2's own
 * entry, or the one before it. The page adds or leaves step 2's entry once the frame showing the
 * step is painted (docs/rules.md, Steps in the browser history), about a frame after the heading
 * changes; Playwright can press Back within that frame, which no payer looking at the screen can.
 */
const onEntryFor = (page: Page, step: 1 | 2) =>
  page.waitForFunction(
    (step) => ((history.state as { paymentPageStep?: number } | null)?.paymentPageStep === 2) === (step === 2),
    step,
  );
const shownAddress = (page: Page) => page.getByTestId('copy-value').first().textContent();
const returnPrompt = (page: Page) => page.getByRole('status').filter({ hasText: 'Paid? Copy the UTR' });

describe('Back and Forward (docs/rules.md, Steps in the browser history)', () => {
  it('Back from step 2 is step 1 on the same URL; Forward is step 2 with the same channel', async () => {
    const { page, errors } = await e2e.open(await e2e.link());
    const url = page.url();
    const before = await historyLength(page);
    await clickCard(page, 1);
    await waitForStep(page, 'Make Payment and submit confirmation');
    await onEntryFor(page, 2);
    expect(page.url()).toBe(url);
    expect(await pageEntries(page, before)).toBe(2);

    await page.goBack();
    await waitForStep(page, 'Payment Options');
    expect(page.url()).toBe(url);
    await page.goForward();
    await waitForStep(page, 'Make Payment and submit confirmation');
    expect(await shownAddress(page)).toBe('demo.store@oksbi');
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });

  it('Back clears resubmit mode, as Go Back does', async () => {
    const { page } = await e2e.open(await e2e.link());
    // Taken over by the script: a click before it has (the link loads the page in resubmit mode) has no step entry.
    await page.locator('html.js-ready').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: /Have you already made a payment\?/ }).click();
    await waitForStep(page, 'Resubmit confirmation data');
    await onEntryFor(page, 2);
    await page.goBack();
    await waitForStep(page, 'Payment Options');
    await page.goForward();
    await waitForStep(page, 'Make Payment and submit confirmation');
  });

  it('after done, Back and Forward keep the done screen and never show the form', async () => {
    const { page, errors } = await e2e.open(await e2e.link(), ANDROID_PHONE);
    const url = page.url();
    await chooseFirstCard(page);
    await submitUtr(page, newUtr());
    await waitForDone(page);
    const entries = await historyLength(page);
    await afterPopState(page, (page) => page.goBack());
    expect(await page.getByRole('heading', { name: 'All Done' }).isVisible()).toBe(true);
    expect(await page.getByTestId('utr-input').count()).toBe(0);
    expect(await page.getByTestId('channel-card').count()).toBe(0);
    expect(page.url()).toBe(url);
    await afterPopState(page, (page) => page.goForward());
    expect(await page.getByRole('heading', { name: 'All Done' }).isVisible()).toBe(true);
    expect(await historyLength(page)).toBe(entries);
    expect(errors).toEqual([]);
  });

  it('ten round trips, by every way back, leave at most 3 entries for the page', async () => {
    const { page, errors } = await e2e.open(await e2e.link(), ANDROID_PHONE);
    await waitForStep(page, 'Payment Options');
    const before = await historyLength(page);
    const ways: Array<(page: Page) => Promise<unknown>> = [
      (page) => page.goBack(),
      (page) => page.getByRole('button', { name: 'Go Back' }).click(),
      (page) => page.getByRole('button', { name: 'Payment Options' }).click(),
      async (page) => {
        await page.goBack();
        await waitForStep(page, 'Payment Options');
        await onEntryFor(page, 1);
        await page.goForward();
        await waitForStep(page, 'Make Payment and submit confirmation');
        await onEntryFor(page, 2);
        await page.goBack();
      },
    ];
    for (let trip = 0; trip < 10; trip++) {
      await clickCard(page, trip % 2);
      await waitForStep(page, 'Make Payment and submit confirmation');
      await onEntryFor(page, 2);
      await ways[trip % ways.length]?.(page);
      await waitForStep(page, 'Payment Options');
      // 'Go Back' and the indicator leave step 2's entry with history.back(), which lands a moment later.
      await onEntryFor(page, 1);
    }
    expect(await pageEntries(page, before)).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
  });
});

describe('leaving for the UPI app and coming back (docs/rules.md, Coming back from the payment app)', () => {
  it('keeps the channel and the UTR typed so far and points at the UTR field', async () => {
    const { page, errors } = await e2e.open(await e2e.link(), ANDROID_PHONE);
    await clickCard(page, 1);
    await waitForStep(page, 'Make Payment and submit confirmation');
    await page.getByTestId('utr-input').fill('4012');
    expect(await returnPrompt(page).count()).toBe(0);
    await setVisible(page, false);
    await setVisible(page, true);
    await expect.poll(() => returnPrompt(page).isVisible()).toBe(true);
    expect(await page.getByTestId('return-prompt').textContent()).toBe(
      'Paid? Copy the UTR from your payment app (it may be called "UPI Ref No." or "UPI transaction ID") and enter it below.',
    );
    expect(await page.getByTestId('utr-input').getAttribute('aria-describedby')).toBe('return-prompt');
    expect(await shownAddress(page)).toBe('demo.store@oksbi');
    expect(await page.getByTestId('utr-input').inputValue()).toBe('4012');
    expect(errors).toEqual([]);
  });

  it('after a reload standing in for a discarded tab: same channel, same UTR, and the prompt', async () => {
    const { page, errors } = await e2e.open(await e2e.link(), ANDROID_PHONE);
    await clickCard(page, 1);
    await waitForStep(page, 'Make Payment and submit confirmation');
    await page.getByTestId('utr-input').fill('4012');
    await setVisible(page, false);
    // The marker is saved with the progress before the browser may discard the tab.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.values(sessionStorage).some((value: unknown) => String(value).includes('"leftForApp":true')),
        ),
      )
      .toBe(true);
    await page.reload();
    await waitForStep(page, 'Make Payment and submit confirmation');
    await expect.poll(() => returnPrompt(page).isVisible()).toBe(true);
    expect(await shownAddress(page)).toBe('demo.store@oksbi');
    expect(await page.getByTestId('utr-input').inputValue()).toBe('4012');
    // Back from the restored step 2 is still step 1 of the page.
    await page.goBack();
    await waitForStep(page, 'Payment Options');
    expect(await returnPrompt(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a reload without having left, or a first visit, shows no prompt', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'skip_selection=1' }), ANDROID_PHONE);
    await waitForStep(page, 'Make Payment and submit confirmation');
    await page.getByTestId('utr-input').fill('4012');
    await page.reload();
    await waitForStep(page, 'Make Payment and submit confirmation');
    await expect.poll(() => page.getByTestId('utr-input').inputValue()).toBe('4012');
    expect(await returnPrompt(page).count()).toBe(0);
  });

  it('leaving on step 1 shows no prompt on return', async () => {
    const { page } = await e2e.open(await e2e.link(), ANDROID_PHONE);
    await waitForStep(page, 'Payment Options');
    await setVisible(page, false);
    await setVisible(page, true);
    await chooseFirstCard(page);
    expect(await returnPrompt(page).count()).toBe(0);
  });
});

describe('no stale errors on done (docs/rules.md, Toasts and durations)', () => {
  it("an 'Invalid UTR' from the first try is gone the moment 'All Done' shows", async () => {
    // The sandbox's 400 for the refused UTR is a console line of its own, so console errors are not checked here.
    const { page } = await e2e.open('about:blank', ANDROID_PHONE);
    // Toasts of 2 s last a minute here, so however slow the machine, the first try's toast is still
    // up when the second try succeeds: only reaching done can remove it.
    await page.addInitScript(() => {
      const original = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
        original(handler, timeout === 2000 ? 60_000 : timeout, ...rest)) as typeof window.setTimeout;
    });
    await page.goto(await e2e.link({ test: true }));
    await chooseFirstCard(page);
    await submitUtr(page, 'FAIL12345678');
    await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toEqual(['Invalid UTR']);
    await page.evaluate(() => {
      const seen: Array<{ done: boolean; errors: number }> = [];
      Object.defineProperty(window, '__seen', { value: seen });
      new MutationObserver(() =>
        seen.push({
          done: document.querySelector('.done-title') !== null,
          errors: document.querySelectorAll('.toast-error').length,
        }),
      ).observe(document.body, { subtree: true, childList: true });
    });
    await submitUtr(page, newUtr());
    await waitForDone(page);
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: Array<{ done: boolean; errors: number }> }).__seen,
    );
    const first = seen.findIndex((moment) => moment.done);
    expect(seen[first]?.errors).toBe(0);
    expect(seen.slice(0, first).every((moment) => moment.errors === 1)).toBe(true);
    expect(await toastTexts(page)).toEqual([]);
  });
});
