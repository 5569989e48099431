/**
 * The page in each of the twelve languages (docs/rules.md, Languages): the
 * prefetched first HTML in that language without JavaScript; the whole flow in
 * it with no console error, axe clean, nothing sideways at 320 px and every
 * control at least 44 × 44 px; Urdu right to left with its codes left to
 * right; the switcher, in place and across a reload; every reworded string
 * drawn at 360 px where the page shows it. One browser; one stack, plus one with
 * Turnstile's interactive key for the bot-check screen.
 */
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../page/i18n/en.ts';
import { languageCodes, languages, type LanguageCode } from '../../page/i18n/languages.ts';
import { catalogues } from '../../worker/catalogues.ts';
import { payerLink, startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { startStack, type LocalStack } from '../../harness/local-stack.ts';
import { receiptPage } from '../../harness/receipts/draw.ts';
import { spaced } from '../../client/reader/ScreenshotReading.tsx';
import { fill } from '../../page/i18n/fill.ts';
import { gu } from '../../page/i18n/gu.ts';
import { or } from '../../page/i18n/or.ts';
import { ta } from '../../page/i18n/ta.ts';
import { ur } from '../../page/i18n/ur.ts';
import { channelGroups } from '../../sandbox/catalogue.ts';
import { offeredUtrs, pasteImage, waitForReading } from './ocr-steps.ts';
import { UPI_APPS } from '../../common/upi-apps.ts';
import { axeViolations, IPHONE, sidewaysScroll, smallControls, title, toastTexts, waitForStep } from './steps.ts';
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

    await page.getByTestId('channel-card').first().click();
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
    await page.getByTestId('channel-card').first().click();
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
    await page.getByTestId('channel-card').first().click();
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
    await page.getByTestId('channel-card').first().click();
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
    await page.getByTestId('channel-card').first().click();
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
    await page.getByTestId('channel-card').first().click();
    await page
      .getByRole('button', { name: catalogues.en.copyLabel.replace('{label}', catalogues.en.upiAddress) })
      .click();
    expect(await toastTexts(page)).toEqual([catalogues.en.toastCopied]);
    await choose(page, 'bn');
    await expect.poll(() => toastTexts(page)).toEqual([catalogues.bn.toastCopied]);
    await page.context().close();
  });

  it('works with the keyboard alone', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForStep(page, catalogues.en.stepOptions);
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
    await page.waitForFunction(() => document.documentElement.classList.contains('js-ready'));
    await page.locator('.lang-toggle').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: languages.ta.name }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.lang-list').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('lang-toggle');
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

/**
 * The strings a reader asked to be reworded, drawn at 360 px on an Android phone (so 'Pay with a
 * UPI app' shows): each is on screen as written, stays inside its box, and 'Pay with a UPI app'
 * keeps to one line where it used to wrap (docs/glossary.md).
 */
describe('reworded strings at 360 px', () => {
  const ANDROID_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const oneLine = new Set<LanguageCode>(['bn', 'ta', 'kn', 'or', 'ml']);

  /** How many lines an element's text takes, and whether anything in it is wider than its box. */
  const layout = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      return { lines, overflows: element.scrollWidth > element.clientWidth + 1 };
    });

  it.each(['hi', 'bn', 'gu', 'pa', 'mr', 'or', 'ur', 'ta', 'kn', 'ml'] as const)('%s', async (code) => {
    const text: Catalogue = catalogues[code];
    const { page, errors } = await e2e.open(await e2e.link({ query: `lang=${code}` }), {
      viewport: { width: 360, height: 740 },
      userAgent: ANDROID_UA,
    });
    await page.getByTestId('channel-card').first().click();
    await waitForStep(page, text.stepPay);

    const appLink = page.locator('[data-testid="upi-app-link"] span');
    expect(await appLink.textContent()).toBe(text.payWithApp);
    const app = await layout(page, '[data-testid="upi-app-link"] span');
    expect(app.overflows).toBe(false);
    if (oneLine.has(code)) expect(app.lines).toBe(1);

    expect(await page.locator('.dropzone-text').textContent()).toBe(text.proofChoose);
    expect((await layout(page, '.dropzone-text')).overflows).toBe(false);

    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(() => toastTexts(page)).toContain(text.toastFileType);
    expect((await layout(page, '[data-testid="toast"] .toast-message')).overflows).toBe(false);
    expect(await sidewaysScroll(page, 360)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * The other reworded strings, each drawn at 360 px where the page shows it: the screenshot
 * reader's one and several suggestions, Submit while it submits, the screens without JavaScript
 * and the bot check. Each is on screen as the catalogue has it (placeholders filled as the page
 * fills them), every line of it inside its box, and nothing scrolls sideways. A screenshot of each
 * goes to screenshots/ for a person to look at.
 */
describe('more reworded strings at 360 px', () => {
  const PHONE = { viewport: { width: 360, height: 740 } };

  /** What does not fit: any line of `selector`'s text outside its nearest `box`, or the box outside the screen. */
  const misfits = (page: Page, selector: string, box: string) =>
    page.locator(selector).evaluate((element, box) => {
      const outer = element.closest(box)?.getBoundingClientRect();
      if (!outer) return [`no ${box} around it`];
      const found: string[] = [];
      if (outer.left < -1 || outer.right > window.innerWidth + 1) found.push(`${box} leaves the screen`);
      const range = document.createRange();
      range.selectNodeContents(element);
      for (const line of Array.from(range.getClientRects())) {
        if (line.left < outer.left - 1 || line.right > outer.right + 1) found.push(`a line leaves ${box}`);
      }
      const block = element.closest(box);
      if (block && block.scrollWidth > block.clientWidth + 1) found.push(`${box} overflows`);
      return found;
    }, box);

  /** `selector` shows `expected` exactly, visibly, inside `box`, with no sideways scroll; then a screenshot. */
  async function expectDrawn(page: Page, selector: string, box: string, expected: string, shot: string) {
    const element = page.locator(selector);
    expect(await element.textContent()).toBe(expected);
    expect(await element.isVisible()).toBe(true);
    expect(await misfits(page, selector, box)).toEqual([]);
    expect(await sidewaysScroll(page, 360)).toBe(0);
    await element.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: fileURLToPath(new URL(`../../screenshots/strings-360-${shot}.png`, import.meta.url)),
    });
  }

  /** A plain receipt screenshot whose only UTR-labelled numbers are `utrs`, drawn as a phone would. */
  async function receiptWith(utrs: string[]): Promise<Buffer> {
    const drawer = await receiptPage(e2e.browser);
    const lines = ['Payment successful', '₹1,500.50', 'To demo.store@okaxis', ...utrs.map((utr) => `UTR ${utr}`)];
    await drawer.setContent(
      `<body style="margin:32px;font:26px/1.8 sans-serif;color:#111;background:#fff">${lines.map((line) => `<p>${line}</p>`).join('')}</body>`,
    );
    const png = await drawer.screenshot({ type: 'png' });
    await drawer.context().close();
    return png;
  }

  /** Step 2 in `code` at 360 px with `utrs` pasted as a receipt, once the reader has answered. */
  async function suggested(code: LanguageCode, utrs: string[]) {
    const png = await receiptWith(utrs);
    const watched = await e2e.open(await e2e.link({ query: `lang=${code}` }), PHONE);
    await watched.page.getByTestId('channel-card').first().click();
    await waitForStep(watched.page, catalogues[code].stepPay);
    await pasteImage(watched.page, png);
    await waitForReading(watched.page, ['found', 'done'], 100_000);
    expect(await offeredUtrs(watched.page)).toEqual(utrs);
    return watched;
  }

  it('gu ocrFound: one UTR found in a pasted screenshot', { timeout: 150_000 }, async () => {
    const utr = '412345678901';
    const { page, errors } = await suggested('gu', [utr]);
    const sentence = '.suggestion-one .suggestion-text > span:first-child';
    await expectDrawn(page, sentence, '.suggestion-one', fill(gu.ocrFound, { utr: spaced(utr) }), 'gu-ocrFound');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('or ocrFoundSeveral: several UTRs found in a pasted screenshot', { timeout: 150_000 }, async () => {
    const { page, errors } = await suggested('or', ['412345678901', '412345678902']);
    await expectDrawn(page, '.suggestion > p', '.suggestion', or.ocrFoundSeveral, 'or-ocrFoundSeveral');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('ta submitting: Submit while the deposit is on its way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await e2e.open(await e2e.link({ query: 'lang=ta' }), PHONE, (page) =>
      page.route(`${e2e.stack.sandboxUrl}/submit-deposit/**`, (route) => held.then(() => route.abort())),
    );
    await page.getByTestId('channel-card').first().click();
    await waitForStep(page, ta.stepPay);
    await page.getByTestId('utr-input').fill(newUtr());
    await page.getByTestId('submit').click();
    await expect.poll(() => page.getByTestId('submit').textContent(), { timeout: 15_000 }).toBe(ta.submitting);
    expect(await page.getByTestId('submit').isDisabled()).toBe(true);
    await expectDrawn(page, '[data-testid="submit"]', '[data-testid="submit"]', ta.submitting, 'ta-submitting');
    release();
    await page.context().close();
  });

  it('ur chooseThisOption and backToOptions, without JavaScript', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'lang=ur' }), { ...PHONE, javaScriptEnabled: false });
    await waitForStep(page, ur.stepOptions);
    // The groups step 1 does not show (UPI shows first) follow the page, each headed by the string.
    const others = channelGroups('demo').filter((group) => group.type !== 'upi');
    const headings = page.locator('#fallback .section-title');
    expect(await headings.allTextContents()).toEqual(
      others.map((group) => fill(ur.chooseThisOption, { name: group.name })),
    );
    for (let index = 0; index < others.length; index++) {
      const heading = `#fallback section:nth-of-type(${index + 1}) .section-title`;
      expect(await misfits(page, heading, '.section-title')).toEqual([]);
    }
    await expectDrawn(
      page,
      '#fallback section:first-of-type .section-title',
      '.section-title',
      fill(ur.chooseThisOption, { name: others[0]?.name ?? '' }),
      'ur-chooseThisOption',
    );

    await page.getByTestId('channel-card').first().click();
    await waitForStep(page, ur.stepPay);
    // An icon link: the catalogue string is its whole accessible name.
    const back = page.getByRole('link', { name: ur.backToOptions, exact: true });
    expect(await back.count()).toBe(1);
    expect(await back.isVisible()).toBe(true);
    expect(await back.getAttribute('aria-label')).toBe(ur.backToOptions);
    expect(await sidewaysScroll(page, 360)).toBe(0);
    await page.screenshot({
      path: fileURLToPath(new URL('../../screenshots/strings-360-ur-backToOptions.png', import.meta.url)),
    });
    await page.context().close();
  });

  it('ur chooseThisOption on iPhone: the name of each UPI app link', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'lang=ur' }), { ...IPHONE, ...PHONE });
    await page.getByTestId('channel-card').first().click();
    await waitForStep(page, ur.stepPay);
    for (const app of UPI_APPS) {
      const link = page.getByRole('link', { name: fill(ur.chooseThisOption, { name: app.name }), exact: true });
      expect(await link.isVisible()).toBe(true);
    }
    expect(await sidewaysScroll(page, 360)).toBe(0);
    await page.context().close();
  });

  it('or needsJavaScript: step 2 without JavaScript', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'lang=or' }), { ...PHONE, javaScriptEnabled: false });
    await page.getByTestId('channel-card').first().click();
    await waitForStep(page, or.stepPay);
    await expectDrawn(page, '.needs-js', '.needs-js', or.needsJavaScript, 'or-needsJavaScript');
    await page.context().close();
  });

  describe('with a bot check that waits for a click', () => {
    // Turnstile's interactive testing key keeps the check on screen; a stack of its own, same browser.
    let stack: LocalStack;
    beforeAll(async () => {
      stack = await startStack({ pageVars: { TURNSTILE_SITE_KEY: '3x00000000000000000000FF' } });
    });
    afterAll(() => stack?.dispose());

    it('or botCheckBody: the bot-check screen', async () => {
      const context = await e2e.browser.newContext(PHONE);
      const page = await context.newPage();
      await page.goto(await payerLink(stack, { query: 'lang=or' }));
      await page.getByTestId('channel-card').first().click();
      await waitForStep(page, or.stepPay);
      await page.getByTestId('utr-input').fill(newUtr());
      await page.getByTestId('submit').click();
      const body = '.screen-botcheck .screen-body';
      await expect.poll(() => page.locator(body).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByRole('heading', { name: or.botCheckTitle }).isVisible()).toBe(true);
      await expectDrawn(page, body, '.screen-body', or.botCheckBody, 'or-botCheckBody');
      await context.close();
    });
  });
});
