/**
 * The payer's flow in a real Chromium 80, the oldest engine the browserslist names (docs/browsers.md,
 * Oldest engines): step 1 renders and hydrates with no script error; the spacing that flex `gap`
 * used to give holds (amount and currency, icons and their labels, at least 4 px apart); step 2 for
 * UPI with its QR code read back as the app link; a UTR submitted through to 'All Done' with one
 * submit-deposit; a bank option at 320 px with nothing wider than the screen; Hindi and Urdu (right
 * to left). One stack for the file; each test starts its own browser.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core-2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChromium80E2E, type Chromium80E2E } from '../../harness/chromium80-e2e.ts';
import { horizontalGaps, widerThanScreen } from '../../harness/spacing.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { depositsFor, newUtr } from '../e2e/deposits.ts';

let e2e: Chromium80E2E;
beforeAll(async () => {
  e2e = await startChromium80E2E();
});
afterAll(() => e2e?.close());

/** The least space between an icon and its label, or between the amount and 'INR' (docs/browsers.md, Declared browser targets: Spacing). */
const MIN_SPACE = 4;

const text = (page: Page, selector: string) =>
  page.evaluate((query: string) => document.querySelector<HTMLElement>(query)?.innerText.trim() ?? null, selector);

/** The page has hydrated: client/main.tsx marks <html> once React has taken over the server's markup. */
const hydrated = (page: Page) =>
  page.waitForFunction('document.documentElement.classList.contains("js-ready")', { timeout: 15_000 });

async function chooseFirstCard(page: Page): Promise<void> {
  await (await page.waitForSelector('[data-testid="channel-card"]')).click();
  await page.waitForSelector('[data-testid="utr-input"]', { visible: true });
}

describe('Chromium 80 (docs/browsers.md, Oldest engines)', () => {
  it('step 1 renders and hydrates with no script error; amount and INR, the language icon and its label stand apart', async () => {
    const { page, errors, close } = await e2e.open(await e2e.link({ amountPaise: 99_900 }));
    await hydrated(page);
    expect(await text(page, '#step-title')).toBe('Payment Options');
    expect(await text(page, '[data-testid="amount"]')).toBe('₹999');
    expect(await page.evaluate(() => document.querySelectorAll('[data-testid="channel-card"]').length)).toBe(2);
    const [amountToCurrency] = await page.evaluate(horizontalGaps, '.banner-amount', '.amount', '.currency');
    expect(amountToCurrency).toBeGreaterThanOrEqual(MIN_SPACE);
    const [globeToName] = await page.evaluate(horizontalGaps, '.lang-toggle', '.icon', 'span[lang]');
    expect(globeToName).toBeGreaterThanOrEqual(MIN_SPACE);
    expect(errors).toEqual([]);
    await close();
  });

  it('step 2 for UPI: the QR code reads back as the app link; every Copy icon stands apart from its label', async () => {
    const { page, errors, close } = await e2e.open(await e2e.link());
    await hydrated(page);
    await chooseFirstCard(page);
    const appLink = await page.evaluate(() =>
      document.querySelector('a[data-testid="upi-app-link"]')?.getAttribute('href'),
    );
    expect(appLink).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
    const qr = await page.waitForSelector('.qr-image svg');
    const image = PNG.sync.read(await qr.screenshot());
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(appLink);

    const iconToLabel = await page.evaluate(horizontalGaps, '.copy-button', '.icon', 'span');
    expect(iconToLabel.length).toBeGreaterThan(0);
    for (const space of iconToLabel) expect(space).toBeGreaterThanOrEqual(MIN_SPACE);
    const [appIconToLabel] = await page.evaluate(horizontalGaps, '.upi-app-link', '.icon', 'span');
    expect(appIconToLabel).toBeGreaterThanOrEqual(MIN_SPACE);
    expect(errors).toEqual([]);
    await close();
  });

  it('a UTR submitted reaches All Done with one submit-deposit and one deposit', async () => {
    const { page, errors, requests, close } = await e2e.open(await e2e.link({ amountPaise: 250_000 }));
    await hydrated(page);
    await chooseFirstCard(page);
    const utr = newUtr();
    await (await page.waitForSelector('[data-testid="utr-input"]')).type(utr);
    await (await page.waitForSelector('[data-testid="submit"]')).click();
    await page.waitForFunction('document.querySelector(".done-title")?.innerText === "All Done"', { timeout: 20_000 });
    expect(
      requests.filter((request) => request.startsWith('POST ') && request.includes('/submit-deposit/')),
    ).toHaveLength(1);
    const rows = await depositsFor(e2e.stack, utr);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel_id: 'upi-demo-1', utr_number: utr, amount: 250_000 });
    expect(errors).toEqual([]);
    await close();
  });

  it('a bank option at 320 px: bank name, account number and IFSC, nothing wider than the screen', async () => {
    const { page, errors, close } = await e2e.open(await e2e.link({ query: 'upi_default=false' }), 320);
    await hydrated(page);
    expect(await page.evaluate(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    await chooseFirstCard(page);
    const values = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid="copy-value"]')).map((value) => value.innerText),
    );
    expect(values).toEqual(['ICICI Bank', '000405012345', 'ICIC0000004']);
    expect(await page.evaluate(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['hi', 'ltr'],
    ['ur', 'rtl'],
  ] as const)('in %s (%s): step 1 and step 2 in it, hydrated, nothing wider than the screen', async (code, dir) => {
    const words = catalogues[code];
    const { page, errors, close } = await e2e.open(await e2e.link({ query: `lang=${code}` }));
    await hydrated(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      `${code}-IN`,
      dir,
    ]);
    expect(await text(page, '#step-title')).toBe(words.stepOptions);
    await chooseFirstCard(page);
    expect(await text(page, '#step-title')).toBe(words.stepPay);
    const [amountToCurrency] = await page.evaluate(horizontalGaps, '.banner-amount', '.amount', '.currency');
    expect(amountToCurrency).toBeGreaterThanOrEqual(MIN_SPACE);
    expect(await page.evaluate(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    expect(errors).toEqual([]);
    await close();
  });
});
