/**
 * The page before (or without) its script (docs/rules.md, Without JavaScript), in Chromium: with
 * scripts off, and with the entry script blocked or throwing, a payer follows the option cards to
 * step 2 and back, reads a QR code that scans, and is told that submitting needs JavaScript. With
 * the script running, a card stays in the page and the form shows, without the note ever flashing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { axeViolations, cssClockTimes, title, waitForStep, waitForStepTwo } from './steps.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const NEEDS_JS = 'To submit your UTR, this page needs JavaScript.';
const STEP_2 = 'Make Payment and submit confirmation';
/** How long CSS waits for a script that never takes over, plus room (on the page's own clock). */
const SCRIPT_MISSING_MS = 5_000 + 3_000;
/**
 * Where the script is broken, the page's CSS animations run this many times faster, so its 5 s wait
 * for a script that never takes over passes in a quarter of a second (`cssClockTimes`).
 */
const CSS_CLOCK_RATE = 20;

async function readQr(page: Page): Promise<string | undefined> {
  await page.locator('.qr-image svg').waitFor();
  const image = PNG.sync.read(await page.locator('.qr-image').screenshot());
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** Controls a payer can see that are smaller than 44 × 44 px at 360 px wide (as accessibility.test.ts measures). */
async function smallControls(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 740 });
  return page.locator('button, a[href], input, [role="combobox"]').evaluateAll((controls) =>
    controls
      .filter(
        (element) =>
          (element as HTMLElement).offsetParent !== null && getComputedStyle(element).visibility === 'visible',
      )
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) => `${element.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

/**
 * Step 2 as the script-less page shows it: the note instead of the form, no Copy button to press.
 * axe-core needs a script of its own, so it runs only where the page allows one (`audit`).
 */
async function expectNoForm(page: Page, audit: boolean) {
  await expect.poll(() => page.getByText(NEEDS_JS).isVisible(), { timeout: SCRIPT_MISSING_MS }).toBe(true);
  expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  expect(await page.getByTestId('utr-input').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: /^Copy / }).count()).toBe(0);
  expect(await smallControls(page)).toEqual([]);
  if (audit) expect(await axeViolations(page)).toEqual([]);
}

/** Step 1 → UPI → step 2 (QR) → back → bank → step 2 (bank details), following links only. */
async function payByLinks(page: Page, audit: boolean) {
  expect(await title(page)).toBe('Payment Options');
  await page.getByRole('link', { name: /demo\.store@okaxis/ }).click();
  await page.waitForURL(/[?&]channel=upi-demo-1(&|$)/);
  expect(await title(page)).toBe(STEP_2);
  expect(await readQr(page)).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
  // The address is text a payer can select and copy by hand.
  expect(await page.getByTestId('copy-value').allTextContents()).toEqual(['demo.store@okaxis']);
  await expectNoForm(page, audit);

  await page.getByRole('link', { name: 'Back to payment options' }).click();
  await page.waitForURL((url) => !url.searchParams.has('channel'));
  expect(await title(page)).toBe('Payment Options');
  // The dropdown needs the script: the bank options follow the page as links of their own.
  await page.getByRole('link', { name: /ICICI Bank/ }).click({ timeout: SCRIPT_MISSING_MS });
  await page.waitForURL(/[?&]channel=bank-demo-1(&|$)/);
  expect(await title(page)).toBe(STEP_2);
  expect(await page.getByTestId('copy-value').allTextContents()).toEqual(['ICICI Bank', '000405012345', 'ICIC0000004']);
  expect(await page.locator('.qr-image').count()).toBe(0);
  await expectNoForm(page, audit);
}

describe('with JavaScript disabled', () => {
  const off: BrowserContextOptions = { javaScriptEnabled: false };

  it('goes step 1 → UPI (QR that scans) → back → bank details, and says submitting needs JavaScript', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise: 150_050 }), off);
    await payByLinks(page, false);
    expect(errors).toEqual([]);
  });

  it('step 1 shows the other group as links, every control at least 44 px', async () => {
    const { page } = await e2e.open(await e2e.link({ test: true }), off);
    expect(await page.getByRole('link', { name: /ICICI Bank/ }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Pay with Bank Transfer' }).isVisible()).toBe(true);
    expect(await smallControls(page)).toEqual([]);
  });

  it("'Have you already made a payment?…' is a link too: step 2 in resubmit mode, test mode kept", async () => {
    const { page } = await e2e.open(await e2e.link({ test: true }), off);
    await page.getByRole('link', { name: /Have you already made a payment\?/ }).click();
    await page.waitForURL((url) => url.searchParams.get('resubmit') === '1');
    expect(await title(page)).toBe('Resubmit confirmation data');
    expect(await page.getByTestId('copy-value').allTextContents()).toEqual(['demo.store@okaxis']);
    expect(await page.getByText('Test mode').isVisible()).toBe(true);
  });

  it('the step indicator goes back to step 1 as a link too, and test mode stays on', async () => {
    const { page } = await e2e.open(await e2e.link({ test: true, query: 'resubmit=1' }), off);
    expect(await title(page)).toBe('Resubmit confirmation data');
    await page.getByRole('link', { name: 'Payment Options', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('resubmit'));
    expect(await title(page)).toBe('Payment Options');
    expect(await page.getByText('Test mode').isVisible()).toBe(true);
  });
});

describe('with scripts off, as axe-core sees it', () => {
  // axe-core cannot run in a page with scripts disabled. Here the entry is blocked and the page's
  // <noscript> style is unwrapped, which is all scripts being off changes: the same CSS applies.
  it.each([
    ['step 1', ''],
    ['step 2 (UPI)', 'channel=upi-demo-1'],
    ['step 2 (bank)', 'channel=bank-demo-1&resubmit=1'],
  ])('%s has no violations', async (_name, query) => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.route('**/assets/main-*.js', (route) => route.abort());
    const url = await e2e.link({ test: true, query });
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<noscript>(<style[^>]*>[^<]*<\/style>)<\/noscript>/, '$1');
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);
    if (query) expect(await page.getByText(NEEDS_JS).isVisible()).toBe(true);
    else expect(await page.getByRole('link', { name: /ICICI Bank/ }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallControls(page)).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['blocked', (page: Page) => page.route('**/assets/main-*.js', (route) => route.abort())],
  [
    'throwing',
    (page: Page) =>
      page.route('**/assets/main-*.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("the entry broke");' }),
      ),
  ],
])('with the entry script %s', (_name, breakEntry) => {
  it('the same links work, and step 2 says submitting needs JavaScript once the script has not taken over', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await breakEntry(page);
    await cssClockTimes(page, CSS_CLOCK_RATE);
    await page.goto(await e2e.link());
    await payByLinks(page, true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('js-ready'))).toBe(false);
    await context.close();
  });
});

describe('with JavaScript on', () => {
  it('a card click stays in the page (no navigation), the URL is unchanged and the form shows', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const url = await e2e.link();
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.classList.contains('js-ready'));
    await page.getByTestId('channel-card').first().click();
    // The form follows the payment details a render behind: wait for it, not only the heading.
    await waitForStepTwo(page, STEP_2);
    expect(await page.getByTestId('submit').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy UPI Address' }).isVisible()).toBe(true);
    expect(await page.getByText(NEEDS_JS).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await waitForStep(page, 'Payment Options');
    expect(documents).toEqual([url]);
    expect(page.url()).toBe(url);
    await context.close();
  });

  it('never flashes the note on a step 2 the page worker rendered: the form appears once hydrated, in its own place', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Every frame from the first paint on: is the note or the form visible, and where is the form?
    await page.addInitScript(() => {
      const frames: { note: boolean; form: boolean; top: number | null; ready: boolean }[] = [];
      Object.defineProperty(window, '__frames', { value: frames });
      const sample = () => {
        const note = document.querySelector('.needs-js');
        const form = document.querySelector('.utr-form');
        const shown = (element: Element | null) =>
          element !== null &&
          getComputedStyle(element).display !== 'none' &&
          getComputedStyle(element).visibility === 'visible';
        frames.push({
          note: shown(note),
          form: shown(form),
          top: form ? form.getBoundingClientRect().top + window.scrollY : null,
          ready: document.documentElement.classList.contains('js-ready'),
        });
        if (frames.length < 600) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(await e2e.link({ query: 'channel=upi-demo-2' }));
    await page.waitForFunction(() => document.documentElement.classList.contains('js-ready'));
    await page.getByTestId('utr-input').fill('123456789012');
    const frames = await page.evaluate(
      () =>
        (window as unknown as { __frames: { note: boolean; form: boolean; top: number | null; ready: boolean }[] })
          .__frames,
    );
    const painted = frames.filter((frame) => frame.top !== null);
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.some((frame) => frame.note)).toBe(false);
    // Hidden exactly until the script is ready, shown from then on, and never moved.
    expect(painted.every((frame) => frame.form === frame.ready)).toBe(true);
    expect(new Set(painted.map((frame) => frame.top)).size).toBe(1);
    expect(await page.getByTestId('copy-value').allTextContents()).toEqual(['demo.store@oksbi']);
    await context.close();
  });
});
