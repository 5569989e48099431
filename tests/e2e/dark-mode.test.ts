/**
 * Dark mode (docs/browsers.md, 'Dark mode'): with the device set to dark, every
 * screen is dark, axe-core finds nothing on it (colour contrast included), the
 * browser is told the page's schemes, and the UPI QR code keeps dark modules
 * on white and still reads back from a screenshot.
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  axeViolations,
  chooseFirstCard,
  phoneStep2,
  submitUtr,
  waitForDone,
  waitForInteractive,
  waitForStep,
} from './steps.ts';
import { newUtr } from './deposits.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const dark = { colorScheme: 'dark' } as const;

/** Relative luminance (WCAG) of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's own background: the canvas behind every screen. */
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

type Screen = [name: string, reach: () => Promise<Page>];
const screens: Screen[] = [
  [
    'step 1',
    async () => {
      const { page } = await e2e.open(await e2e.link({ test: true }), dark);
      await waitForStep(page, 'Payment Options');
      return page;
    },
  ],
  [
    'step 1 with the dropdown open',
    async () => {
      const { page } = await e2e.open(await e2e.link(), dark);
      await waitForInteractive(page);
      await page.getByRole('combobox').click();
      await page.getByRole('listbox').waitFor();
      return page;
    },
  ],
  [
    'step 2 (UPI)',
    async () => {
      const { page } = await e2e.open(await e2e.link(), dark);
      await chooseFirstCard(page);
      await page.locator('.qr-image svg').waitFor();
      await page.getByRole('button', { name: 'Where do I find the UTR number?' }).click();
      return page;
    },
  ],
  ['step 2 (UPI) on an Android phone: app link, Save, Share, back from the app', () => phoneStep2(e2e, dark)],
  [
    'step 2 (bank)',
    async () => {
      const { page } = await e2e.open(await e2e.link({ query: 'upi_default=false' }), dark);
      await chooseFirstCard(page);
      return page;
    },
  ],
  [
    'an error toast',
    async () => {
      const { page } = await e2e.open(await e2e.link(), dark);
      await chooseFirstCard(page);
      await submitUtr(page, 'nope');
      await page.locator('.toast').waitFor();
      return page;
    },
  ],
  [
    'done',
    async () => {
      const { page } = await e2e.open(await e2e.link(), dark);
      await chooseFirstCard(page);
      await submitUtr(page, newUtr());
      await waitForDone(page);
      return page;
    },
  ],
  ['error', async () => (await e2e.open(`${e2e.stack.pageUrl}/demo/not-a-token`, dark)).page],
  ['not found', async () => (await e2e.open(`${e2e.stack.pageUrl}/nothing-here`, dark)).page],
];

describe('with the device in dark mode', () => {
  it('axe-core catches light-mode ink left on the dark page (so a clean report means something)', async () => {
    const { page } = await e2e.open(await e2e.link(), dark);
    await waitForStep(page, 'Payment Options');
    await page.locator('#step-title').evaluate((element) => ((element as HTMLElement).style.color = '#14213d'));
    expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^color-contrast /));
  });

  it.each(screens)('%s is dark and axe-core reports no violations', async (_name, reach) => {
    const page = await reach();
    expect(luminance(await canvas(page))).toBeLessThan(0.02);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the same link is light in light mode (the dark colours come only from the media query)', async () => {
    const { page } = await e2e.open(await e2e.link(), { colorScheme: 'light' });
    await waitForStep(page, 'Payment Options');
    expect(luminance(await canvas(page))).toBeGreaterThan(0.8);
  });

  it('tells the browser both schemes, with a dark theme colour that is the dark canvas', async () => {
    const { page } = await e2e.open(await e2e.link(), dark);
    await waitForStep(page, 'Payment Options');
    const meta = await page.evaluate(() => ({
      colorScheme: document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
      themeColors: Array.from(document.querySelectorAll('meta[name="theme-color"]'), (element) => [
        element.getAttribute('media'),
        element.getAttribute('content'),
      ]),
    }));
    expect(meta.colorScheme).toBe('light dark');
    expect(meta.themeColors).toEqual([
      ['(prefers-color-scheme: light)', '#1e3a8a'],
      ['(prefers-color-scheme: dark)', '#0e1522'],
    ]);
    expect(await canvas(page)).toBe('rgb(14, 21, 34)');
  });
});

describe('the UPI QR code in dark mode', () => {
  it('keeps dark modules on a white box and reads back from a screenshot of the dark page', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise: 150_050 }), dark);
    await chooseFirstCard(page);
    await page.locator('.qr-image svg').waitFor();
    expect(await page.locator('.qr-image').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    // The whole dark screen, as a payer's camera would see it, read only as dark-on-light.
    const image = PNG.sync.read(await page.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height, {
      inversionAttempts: 'dontInvert',
    });
    expect(decoded?.data).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
    expect(errors).toEqual([]);
  });
});

describe('the loading shell in dark mode', () => {
  let noPrefetch: E2E | undefined;
  beforeAll(async () => {
    // Without the edge prefetch the first HTML is the loading shell; the channels call never answers.
    noPrefetch = await startE2E({ pageVars: { EDGE_PREFETCH: 'off' } });
  });
  afterAll(() => noPrefetch?.close());

  it('is dark and axe-core reports no violations', async () => {
    if (!noPrefetch) throw new Error('no stack');
    const context = await noPrefetch.browser.newContext({ viewport: { width: 390, height: 844 }, ...dark });
    const page = await context.newPage();
    await page.route('**/get-channels/**', () => {});
    await page.goto(await noPrefetch.link());
    await page.locator('.screen-loading').waitFor();
    expect(luminance(await canvas(page))).toBeLessThan(0.02);
    // The shell is a spinner and a status message, with no heading in either scheme; the rest must be clean.
    expect((await axeViolations(page)).filter((violation) => !violation.startsWith('page-has-heading-one '))).toEqual(
      [],
    );
  });
});
