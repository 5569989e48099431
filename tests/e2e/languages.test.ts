/**
 * The page in each of the twelve languages (docs/rules.md, Languages): the
 * prefetched first HTML in that language without JavaScript; the whole flow in
 * it with no console error, axe clean, nothing sideways at 320 px and every
 * control at least 44 × 44 px; Urdu right to left with its codes left to
 * right; the switcher, in place and across a reload. One browser, one stack.
 * (The reworded strings at 360 px: reworded-strings.test.ts.)
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../page/i18n/en.ts';
import { languageCodes, languages, type LanguageCode } from '../../page/i18n/languages.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  axeViolations,
  clickCard,
  sidewaysScroll,
  smallControls,
  title,
  toastTexts,
  waitForInteractive,
  waitForStep,
} from './steps.ts';
import { newUtr } from './deposits.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const htmlLang = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Everything that should be empty on any screen: axe, sideways scroll at 320 px, controls under 44 px. */
async function problems(page: Page): Promise<string[]> {
  const found = (await axeViolations(page)).map((violation) => `axe: ${violation}`);
  const scroll = await sidewaysScroll(page, 320);
  if (scroll !== 0) found.push(`scrolls ${scroll} px sideways at 320 px`);
  found.push(...(await smallControls(page)).map((control) => `small: ${control}`));
  return found;
}

describe.each(languageCodes)('%s', (code) => {
  const text: Catalogue = catalogues[code];
  const { tag, dir } = languages[code];

  it('the prefetched first HTML is in it, without JavaScript', async () => {
    const { page } = await e2e.open(await e2e.link({ query: `lang=${code}` }), { javaScriptEnabled: false });
    expect(await htmlLang(page)).toEqual([tag, dir]);
    expect(await page.title()).toBe(`${text.pageTitle}: ₹1,500.50`);
    expect(await title(page)).toBe(text.stepOptions);
    expect(await page.locator('.banner-label').textContent()).toBe(text.amountLabel);
    // Latin digits and Indian grouping in every language.
    expect(await page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    await page.context().close();
  });

  it('runs the whole flow in it: step 1, step 2, submit, done; clean on every screen', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ query: `lang=${code}` }), {
      viewport: { width: 360, height: 740 },
    });
    await waitForStep(page, text.stepOptions);
    expect(await problems(page)).toEqual([]);

    await clickCard(page);
    await waitForStep(page, text.stepPay);
    await page.locator('.qr-image svg').waitFor();
    await page.getByRole('button', { name: text.utrHintButton }).click();
    expect(await page.getByRole('note').textContent()).toBe(text.utrHint);
    expect(await problems(page)).toEqual([]);

    await page.getByTestId('utr-input').fill(newUtr());
    await page.getByTestId('submit').click();
    await expect
      .poll(() => page.getByRole('heading', { name: text.allDone }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.locator('.done-body').textContent()).toBe(text.closeWindow);
    expect(await problems(page)).toEqual([]);
    expect(await htmlLang(page)).toEqual([tag, dir]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('Urdu, right to left', () => {
  const open = async (query = '') => {
    const watched = await e2e.open(await e2e.link({ query: `lang=ur${query}` }), {
      viewport: { width: 360, height: 740 },
    });
    await waitForStep(watched.page, catalogues.ur.stepOptions);
    return watched;
  };

  it('is dir="rtl", and the progress line grows from the right', async () => {
    const { page } = await open();
    expect(await htmlLang(page)).toEqual(['ur-IN', 'rtl']);
    const track = await page.locator('.steps-track').boundingBox();
    const line = await page.locator('.steps-progress').boundingBox();
    if (!track || !line) throw new Error('no progress line');
    expect(Math.abs(line.x + line.width - (track.x + track.width))).toBeLessThan(1);
    expect(line.x).toBeGreaterThan(track.x + track.width / 2);
    await page.context().close();
  });

  it('points the Go Back arrow right, on the right of the title', async () => {
    const { page } = await open();
    await clickCard(page);
    await waitForStep(page, catalogues.ur.stepPay);
    const back = page.getByRole('button', { name: catalogues.ur.goBack });
    expect(await back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    const [backBox, titleBox] = await Promise.all([back.boundingBox(), page.locator('#step-title').boundingBox()]);
    expect(backBox && titleBox && backBox.x > titleBox.x + titleBox.width - 1).toBe(true);
    await page.context().close();
  });

  it('draws a QR code that still reads back from a screenshot', async () => {
    const { page, errors } = await open();
    await clickCard(page);
    await page.locator('.qr-image svg').waitFor();
    const image = PNG.sync.read(await page.locator('.qr-image').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads account numbers, IFSC codes, the amount and the UTR left to right', async () => {
    const { page } = await open('&upi_default=false');
    const direction = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).direction));
    // The cards on screen; the other groups' cards after the root wait for a page without JavaScript.
    expect(await direction('#root .card-value.mono')).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
    expect(await direction('#fallback .card-value.mono')).toEqual(['ltr', 'ltr']);
    expect(await direction('[data-testid="amount"]')).toEqual(['ltr']);
    await clickCard(page);
    await waitForStep(page, catalogues.ur.stepPay);
    const values = page.getByTestId('copy-value');
    expect(await values.nth(1).textContent()).toMatch(/^\d+$/);
    expect(await direction('[data-testid="copy-value"]')).toEqual(['rtl', 'ltr', 'ltr']);
    expect(await direction('[data-testid="utr-input"]')).toEqual(['ltr']);
    await page.context().close();
  });
});

describe('the language switcher', () => {
  /** Opens the switcher and picks a language by the name written in its own script. */
  async function choose(page: Page, code: LanguageCode): Promise<void> {
    await page.locator('.lang-toggle').click();
    await page.getByRole('link', { name: languages[code].name, exact: true }).click();
  }

  /** Language chunks (`/assets/hi-….js`) the page fetched. */
  function languageChunks(page: Page): string[] {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/([a-z]{2})-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (name) fetched.push(name);
    });
    return fetched;
  }

  it('switches in place: same step, same typed UTR, no reload, only the chosen chunk, remembered across a reload', async () => {
    const { page, errors } = await e2e.open(await e2e.link());
    const chunks = languageChunks(page);
    await clickCard(page);
    await waitForStep(page, catalogues.en.stepPay);
    await page.getByTestId('utr-input').fill('123456789012');
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));

    await choose(page, 'ta');
    await waitForStep(page, catalogues.ta.stepPay);
    expect(await page.getByTestId('utr-input').inputValue()).toBe('123456789012');
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(true);
    expect(await htmlLang(page)).toEqual(['ta-IN', 'ltr']);
    expect(await page.title()).toBe(`${catalogues.ta.pageTitle}: ₹1,500.50`);
    expect(chunks).toEqual(['ta']);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')).toMatchObject({
      value: 'ta',
      path: '/',
      sameSite: 'Lax',
    });

    await page.reload();
    await waitForStep(page, catalogues.ta.stepPay);
    expect(await htmlLang(page)).toEqual(['ta-IN', 'ltr']);
    expect(await page.getByTestId('utr-input').inputValue()).toBe('123456789012');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads no other language up front: the first HTML carries the page language', async () => {
    for (const code of ['en', 'hi'] as const) {
      const { page } = await e2e.open('about:blank');
      const chunks = languageChunks(page);
      await page.goto(await e2e.link({ query: `lang=${code}` }));
      await waitForStep(page, catalogues[code].stepOptions);
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
      await page.context().close();
    }
  });

  it('points a lang parameter in the address at the new choice, so a reload keeps it; Urdu turns the page right to left', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ query: 'lang=hi&test=1' }));
    await waitForStep(page, catalogues.hi.stepOptions);
    await choose(page, 'ur');
    await waitForStep(page, catalogues.ur.stepOptions);
    expect(await htmlLang(page)).toEqual(['ur-IN', 'rtl']);
    expect(new URL(page.url()).search).toBe('?lang=ur&test=1');
    await page.reload();
    await waitForStep(page, catalogues.ur.stepOptions);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('re-words an open toast', async () => {
    const { page } = await e2e.open(await e2e.link());
    await clickCard(page);
    await page
      .getByRole('button', { name: catalogues.en.copyLabel.replace('{label}', catalogues.en.upiAddress) })
      .click();
    // The copy's toast follows the clipboard's promise, a moment after the click.
    await expect.poll(() => toastTexts(page)).toEqual([catalogues.en.toastCopied]);
    await choose(page, 'bn');
    await expect.poll(() => toastTexts(page)).toEqual([catalogues.bn.toastCopied]);
    await page.context().close();
  });

  it('works with the keyboard alone', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForStep(page, catalogues.en.stepOptions);
    // Before hydration the language is a plain link, and a new document would not keep the focus.
    await waitForInteractive(page);
    await page.locator('.lang-toggle').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: languages.ml.name }).focus();
    await page.keyboard.press('Enter');
    await waitForStep(page, catalogues.ml.stepOptions);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('lang-toggle');
    await page.context().close();
  });

  it('closes on Escape, from a language in the list, with focus back on the toggle', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForStep(page, catalogues.en.stepOptions);
    // Escape is the page's own listener, which hydration's effects attach before the interactive mark.
    await waitForInteractive(page);
    await page.locator('.lang-toggle').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: languages.ta.name }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.lang-list').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('lang-toggle');
    expect(await title(page)).toBe(catalogues.en.stepOptions);
    await page.context().close();
  });

  it('closes when the payer taps anywhere else, and stays open for a tap inside it', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForStep(page, catalogues.en.stepOptions);
    await waitForInteractive(page);
    await page.locator('.lang-toggle').click();
    await page.locator('.lang-list').waitFor();
    await page.locator('.lang-list').click({ position: { x: 2, y: 2 } });
    expect(await page.locator('.lang-list').isVisible()).toBe(true);
    await page.locator('#step-title').click();
    await expect.poll(() => page.locator('.lang-list').isVisible()).toBe(false);
    expect(await title(page)).toBe(catalogues.en.stepOptions);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('is axe clean when open, in %s', async (colorScheme) => {
    const { page } = await e2e.open(await e2e.link({ query: 'lang=ur' }), { colorScheme });
    await waitForStep(page, catalogues.ur.stepOptions);
    // Once the script has taken over: the page a payer holds still, not one that changes under axe.
    await page.waitForFunction(() => document.documentElement.classList.contains('js-ready'));
    await page.locator('.lang-toggle').click();
    await page.locator('.lang-list').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator('.lang-link').count()).toBe(languageCodes.length);
    await page.context().close();
  });

  it('works without JavaScript, as links that keep the page flags', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'test=1&upi_default=false' }), {
      javaScriptEnabled: false,
    });
    await choose(page, 'pa');
    await expect.poll(() => title(page)).toBe(catalogues.pa.stepOptions);
    expect(new URL(page.url()).search).toBe('?lang=pa&test=1&upi_default=0');
    expect(await page.locator('.badge-test').textContent()).toBe(catalogues.pa.testMode);
    await page.context().close();
  });
});
