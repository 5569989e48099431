/** Small steps the end-to-end tests share, written the way a payer acts. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const title = (page: Page) => page.locator('#step-title').textContent();

export async function waitForStep(page: Page, heading: string): Promise<void> {
  await expect.poll(() => title(page)).toBe(heading);
}

export async function chooseFirstCard(page: Page): Promise<void> {
  await page.getByTestId('channel-card').first().click();
  await waitForStep(page, 'Make Payment and submit confirmation');
}

export async function submitUtr(page: Page, utr: string): Promise<void> {
  await page.getByTestId('utr-input').fill(utr);
  await page.getByTestId('submit').click();
}

export async function waitForDone(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: 'All Done' }).isVisible(), { timeout: 15_000 }).toBe(true);
}

export const toastTexts = (page: Page) => page.locator('.toast-message').allTextContents();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now (WCAG 2.x A and AA rules and best practices). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

/** A 1×1 PNG, the smallest real image a payer could attach. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
