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

/** How far the page scrolls sideways at this viewport width (0: not at all). */
export async function sidewaysScroll(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 720 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every visible control smaller than 44 × 44 px at 360 px wide, as `<tag…> w×h`. */
export async function smallControls(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 740 });
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      'button, a[href], summary, input:not(.visually-hidden), [role="combobox"], [role="option"], label.dropzone',
    );
    return Array.from(controls)
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}
