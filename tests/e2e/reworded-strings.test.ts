/**
 * The strings a careful reader asked to be reworded (docs/glossary.md), each drawn at 360 px where
 * the page shows it, in a real Chromium: on screen as the catalogue has it, inside its box, nothing
 * sideways. One browser; one stack, plus one with Turnstile's interactive key for the bot-check
 * screen (shared with form.test.ts), taken only when that test runs.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../page/i18n/en.ts';
import { type LanguageCode } from '../../page/i18n/languages.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { payerLink, stackFor, startE2E, type E2E } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { receiptPage } from '../../harness/receipts/draw.ts';
import { spaced } from '../../client/reader/ScreenshotReading.tsx';
import { fill } from '../../page/i18n/fill.ts';
import { gu } from '../../page/i18n/gu.ts';
import { or } from '../../page/i18n/or.ts';
import { ta } from '../../page/i18n/ta.ts';
import { ur } from '../../page/i18n/ur.ts';
import { channelGroups } from '../../sandbox/app-channels.ts';
import { offeredUtrs, pasteImage, waitForReading } from './ocr-steps.ts';
import { UPI_APPS } from '../../common/upi-apps.ts';
import { clickCard, IPHONE, sidewaysScroll, toastTexts, waitForStep, waitForStepTwo } from './steps.ts';
import { newUtr } from './deposits.ts';
import { TURNSTILE_INTERACTIVE } from '../fixtures/turnstile-keys.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

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
    await clickCard(page);
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
    await clickCard(watched.page);
    // The panel, not only the heading: its paste listener comes with step 2's lazy chunk.
    await waitForStepTwo(watched.page, catalogues[code].stepPay);
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
    await clickCard(page);
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
    await clickCard(page);
    await waitForStepTwo(page, ur.stepPay);
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
    // Turnstile's interactive testing key keeps the check on screen; that key's stack, same browser.
    let stack: LocalStack;
    beforeAll(async () => {
      stack = await stackFor({ pageVars: { TURNSTILE_SITE_KEY: TURNSTILE_INTERACTIVE } });
    });
    afterAll(() => stack?.dispose());

    it('or botCheckBody: the bot-check screen', async () => {
      const context = await e2e.browser.newContext(PHONE);
      const page = await context.newPage();
      await page.goto(await payerLink(stack, { query: 'lang=or' }));
      await clickCard(page);
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
