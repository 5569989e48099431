/**
 * The payer's steps in Firefox, written against puppeteer's API (the
 * Chromium tests' steps.ts is the Playwright twin). The UTRs a test submits
 * and what it reads back from the sandbox are tests/e2e/deposits.ts, which
 * both engines share.
 */
import type { Frame, Page } from 'puppeteer-core';
import { expect } from 'vitest';

/** A page, or a frame in a host page (the embedded page, tests/firefox/embed.test.ts): every step works in either. */
export type Surface = Page | Frame;

/** The rendered text of the first element matching `selector`; null when there is none or it is not visible. */
export function visibleText(page: Surface, selector: string): Promise<string | null> {
  return page.evaluate((query) => {
    const element = document.querySelector<HTMLElement>(query);
    return element?.checkVisibility() ? element.innerText.trim() : null;
  }, selector);
}

/** The rendered text of every element matching `selector`, in document order. */
export function allTexts(page: Surface, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) => elements.map((element) => (element as HTMLElement).innerText.trim()));
}

/** How long a screen may take to appear: `npm test` runs this file beside the Chromium ones on two cores. */
export const SCREEN_TIMEOUT = 5_000;

export async function waitForStep(page: Surface, heading: string): Promise<void> {
  await expect.poll(() => visibleText(page, '#step-title'), { timeout: SCREEN_TIMEOUT }).toBe(heading);
}

export async function chooseFirstCard(page: Surface): Promise<void> {
  await page.locator('[data-testid="channel-card"]').click();
  await waitForStep(page, 'Make Payment and submit confirmation');
}

export async function submitUtr(page: Surface, utr: string): Promise<void> {
  await page.locator('[data-testid="utr-input"]').fill(utr);
  await page.locator('[data-testid="submit"]').click();
}

/** Through the bot check (the sandbox's widget passes by itself) and submit-deposit. */
export async function waitForDone(page: Surface): Promise<void> {
  await expect.poll(() => visibleText(page, '.done-title'), { timeout: 20_000 }).toBe('All Done');
}
