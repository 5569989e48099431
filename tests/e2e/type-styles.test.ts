/**
 * Step 2 in the type styles step 1 has already laid out (docs/rules.md, Start-up): a text in a
 * family, size and weight the page has not used yet makes the browser find and set up a font
 * for it inside the frame that shows it (docs/performance.md, Type styles). So the tap on an
 * option, and the form a frame later, add none: each text on step 2, each control, and the
 * button of the visually hidden file input, which the browser's own stylesheet would give a font
 * of its own, matches a style on step 1. Submit adds none either: the bot-check screen it shows
 * uses the styles of the steps before it. The page uses Turnstile's interactive testing key, so
 * that screen stays until the check is clicked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { TURNSTILE_INTERACTIVE } from '../fixtures/turnstile-keys.ts';
import { newUtr } from './deposits.ts';
import { ANDROID_PHONE, clickCard, submitUtr } from './steps.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ pageVars: { TURNSTILE_SITE_KEY: TURNSTILE_INTERACTIVE } });
});
afterAll(() => e2e?.close());

/**
 * Every type style laid out on the page now, each with where it was first seen: the texts in a
 * box (a visually hidden one included, a closed list not), the controls, and the file input's
 * button; and which of them that button has, if the page shows a file input.
 */
function typeStyles(page: Page): Promise<{ styles: Record<string, string>; fileButton: string | null }> {
  return page.evaluate(() => {
    const styles: Record<string, string> = {};
    const note = (style: CSSStyleDeclaration, where: string) => {
      const key = [style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join(' | ');
      styles[key] ??= where;
      return key;
    };
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) continue;
      note(getComputedStyle(element), `${describe(element)} "${node.textContent.trim().slice(0, 30)}"`);
    }
    let fileButton: string | null = null;
    for (const control of document.querySelectorAll('input, button, select, textarea')) {
      if (control.getClientRects().length === 0) continue;
      note(getComputedStyle(control), describe(control));
      if (control instanceof HTMLInputElement && control.type === 'file')
        fileButton = note(
          getComputedStyle(control, '::file-selector-button'),
          `${describe(control)}::file-selector-button`,
        );
    }
    return { styles, fileButton };
  });
}

/** The styles in `now` that are not in `before`, each with where it was seen. */
const newStyles = (now: Record<string, string>, before: Record<string, string>): string[] =>
  Object.entries(now)
    .filter(([style]) => !(style in before))
    .map(([style, where]) => `${style}: ${where}`);

/** The type style of the element `selector` finds, as typeStyles names it. */
function styleOf(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join(' | ');
  });
}

describe('the type styles a tap adds', () => {
  it.each(['en', 'hi'])('are none: step 2 and its form use the styles of step 1 (%s)', async (language) => {
    const { page, errors } = await e2e.open(await e2e.link({ query: `lang=${language}` }), ANDROID_PHONE);
    await page.locator('#step-title').waitFor();
    const { styles: stepOne } = await typeStyles(page);
    // Step 1 is what the check compares with: a page that showed nothing would let anything pass.
    expect(Object.keys(stepOne).length).toBeGreaterThan(5);
    await clickCard(page);
    await page.getByTestId('utr-input').waitFor();
    await page.locator('.qr-image svg').waitFor();
    const { styles: stepTwo, fileButton } = await typeStyles(page);
    expect(newStyles(stepTwo, stepOne)).toEqual([]);
    // The file input's button, whose style the browser's own stylesheet would set, was among those checked.
    expect(fileButton).not.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'hi'])(
    'are none on Submit: the bot-check and done screens use the styles of steps 1 and 2 (%s)',
    async (language) => {
      const { page, errors } = await e2e.open(await e2e.link({ query: `lang=${language}` }), ANDROID_PHONE);
      await page.locator('#step-title').waitFor();
      const { styles: stepOne } = await typeStyles(page);
      await clickCard(page);
      await page.getByTestId('utr-input').waitFor();
      await page.locator('.qr-image svg').waitFor();
      const { styles: stepTwo } = await typeStyles(page);
      const before = { ...stepOne, ...stepTwo };
      await submitUtr(page, newUtr());
      await page.locator('.screen-botcheck').waitFor();
      const { styles: botCheck } = await typeStyles(page);
      // The screen's own heading was among those checked.
      expect(botCheck).toHaveProperty([await styleOf(page, '.screen-title')]);
      expect(newStyles(botCheck, before)).toEqual([]);
      // The check passed, the deposit accepted: step 3's panel.
      await page.frameLocator('.botcheck-widget iframe').getByRole('checkbox').click();
      await page.locator('.done-title').waitFor({ timeout: 15_000 });
      const { styles: done } = await typeStyles(page);
      expect(done).toHaveProperty([await styleOf(page, '.done-title')]);
      expect(newStyles(done, before)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
