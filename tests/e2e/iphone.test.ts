/**
 * Paying from the same iPhone (docs/rules.md, UPI apps on iPhone, Saving and sharing the QR code):
 * step 2 of a UPI option shows a row of UPI apps whose links carry exactly the QR code's payee,
 * amount and currency, in Safari and in a chat app's in-app browser; Android keeps its one chooser
 * link; a tap whose app does not open leaves a note after the wait; 'Save QR code' hands the PNG to
 * the share sheet where it takes files, and downloads where it does not.
 */
import jsQR from 'jsqr';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  ANDROID_PHONE,
  chooseFirstCard,
  clickCard,
  framesDrawn,
  IPHONE,
  setVisible,
  toastTexts,
  upiAppLink,
} from './steps.ts';
import { APP_OPEN_WAIT_MS } from '../../client/navigation/app-open-check.ts';

/** WhatsApp's in-app browser on an iPhone: no "Safari" in it, but the device is named. */
const IPHONE_WHATSAPP: BrowserContextOptions = {
  ...IPHONE,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/24.8.78',
};

const APPS = [
  ['Google Pay', 'gpay:', '//upi/pay'],
  ['PhonePe', 'phonepe:', '//pay'],
  ['Paytm', 'paytmmp:', '//pay'],
  ['BHIM', 'bhim:', '//pay'],
  ['CRED', 'credpay:', '//upi/pay'],
] as const;

const appLink = (page: Page, name: string) => page.getByRole('link', { name: `Pay with ${name}` });
const missingNote = (page: Page) => page.locator('.upi-apps-missing');

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The QR code on screen, read back from a screenshot as a phone camera would. */
async function qrOnScreen(page: Page): Promise<string> {
  await page.locator('.qr-image svg').waitFor();
  const image = PNG.sync.read(await page.locator('.qr-image').screenshot());
  const data = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  if (!data) throw new Error('the QR code did not read');
  return data;
}

describe('the row of UPI apps on an iPhone', () => {
  it.each([
    ['Safari', IPHONE],
    ["WhatsApp's in-app browser", IPHONE_WHATSAPP],
  ])('in %s, every app link decodes to the payee, amount and currency of the QR code', async (_name, profile) => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise: 150_050 }), profile);
    await chooseFirstCard(page);
    const qr = new URL(await qrOnScreen(page));
    expect(qr.searchParams.get('pa')).toBe('demo.store@okaxis');
    expect(qr.searchParams.get('am')).toBe('1500.50');
    for (const [name, scheme, path] of APPS) {
      const href = await appLink(page, name).getAttribute('href');
      const app = new URL(href ?? '');
      expect([app.protocol, `//${app.host}${app.pathname}`]).toEqual([scheme, path]);
      expect([...app.searchParams]).toEqual([...qr.searchParams]);
      expect(await appLink(page, name).isVisible()).toBe(true);
    }
    expect(await page.getByText('If your app refuses the payment').isVisible()).toBe(true);
    // No upi:// link on iOS, and the QR code, Save and the address's Copy button stay.
    expect(await upiAppLink(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save QR code' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy UPI Address' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('is in the first HTML when the page opens on step 2 (here without JavaScript)', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ query: 'skip_selection=1' }), {
      ...IPHONE,
      javaScriptEnabled: false,
    });
    expect(await appLink(page, 'PhonePe').getAttribute('href')).toMatch(/^phonepe:\/\/pay\?pa=demo\.store@okaxis&am=/);
    expect(errors).toEqual([]);
  });

  it('is not shown on an Android phone, which keeps its one chooser link', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise: 150_050 }), ANDROID_PHONE);
    await chooseFirstCard(page);
    expect(await upiAppLink(page).getAttribute('href')).toBe(await qrOnScreen(page));
    expect(await page.locator('.upi-apps').count()).toBe(0);
    expect(await appLink(page, 'Google Pay').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is not shown for bank transfer', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'upi_default=false' }), IPHONE);
    await chooseFirstCard(page);
    expect(await page.locator('.upi-apps').count()).toBe(0);
  });
});

describe('a tapped app that does not open', () => {
  /**
   * Step 2 on an iPhone, with the app links' navigation stopped as iOS does for an app that is not
   * installed, and the page's clock stopped: from here only the test moves it (`runFor`), so the
   * wait after a tap is measured on the page's clock, not slept through.
   */
  async function step2(): Promise<Page> {
    const { page } = await e2e.open(await e2e.link(), IPHONE, (page) => page.clock.install());
    await chooseFirstCard(page);
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('.upi-apps-link')) event.preventDefault();
      }),
    );
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    return page;
  }

  it('leaves a polite note naming it once the page has stayed visible for the wait', async () => {
    const page = await step2();
    await appLink(page, 'PhonePe').click();
    await page.clock.runFor(APP_OPEN_WAIT_MS - 1);
    // Not before the wait is over: a slow app may still be opening.
    expect(await missingNote(page).count()).toBe(0);
    await page.clock.runFor(1);
    await expect
      .poll(() => missingNote(page).textContent(), { timeout: 4000 })
      .toBe(
        'Did PhonePe not open? It may not be on this phone. Save the QR code or copy the UPI ID, then pay from inside your UPI app.',
      );
    expect(await page.getByRole('button', { name: 'Save QR code' }).isVisible()).toBe(true);
    // In place of the help line, which says the same.
    expect(await page.getByText('If your app refuses the payment').count()).toBe(0);
    await page.clock.resume();
    // The app opening late (the page hidden) forgets the note.
    await setVisible(page, false);
    await expect.poll(() => missingNote(page).count()).toBe(0);
    expect(await page.getByText('If your app refuses the payment').isVisible()).toBe(true);
  });

  it('says nothing when the page was hidden during the wait (the app opened)', async () => {
    const page = await step2();
    await appLink(page, 'Google Pay').click();
    await setVisible(page, false);
    await page.clock.runFor(300);
    await setVisible(page, true);
    // Well past the end of the wait, on the page's clock.
    await page.clock.runFor(APP_OPEN_WAIT_MS + 500);
    await page.clock.resume();
    await framesDrawn(page);
    // The payer is back from their app: the usual prompt at the UTR field.
    await page.getByTestId('return-prompt').waitFor();
    expect(await missingNote(page).count()).toBe(0);
    expect(await page.getByTestId('return-prompt').isVisible()).toBe(true);
  });

  it("is in the payer's language", async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'lang=hi' }), IPHONE);
    await clickCard(page);
    await page.locator('.upi-apps-link').first().waitFor();
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.locator('.upi-apps-link').nth(3).click();
    await expect.poll(() => missingNote(page).textContent(), { timeout: 6000 }).toMatch(/^BHIM नहीं खुला\?/);
  });
});

describe("'Save QR code' on an iPhone", () => {
  /** Stubs the Web Share API before the page runs: canShare answers `can`, share records the files or refuses. */
  async function stubShare(page: Page, can: boolean, outcome: 'share' | 'cancel' = 'share') {
    await page.addInitScript(
      ({ can, outcome }) => {
        const seen = { tried: 0, shared: [] as Array<{ name: string; type: string }> };
        Object.defineProperty(window, '__share', { value: seen });
        Object.defineProperty(navigator, 'canShare', {
          value: (data: ShareData) => can && (data.files?.length ?? 0) > 0,
        });
        Object.defineProperty(navigator, 'share', {
          value: async (data: ShareData) => {
            seen.tried += 1;
            if (outcome === 'cancel') throw new DOMException('Share canceled', 'AbortError');
            for (const file of data.files ?? []) seen.shared.push({ name: file.name, type: file.type });
          },
        });
      },
      { can, outcome },
    );
  }
  const shared = (page: Page) =>
    page.evaluate(() => (window as unknown as { __share: { shared: unknown[] } }).__share.shared);
  const shareTries = (page: Page) =>
    page.evaluate(() => (window as unknown as { __share: { tried: number } }).__share.tried);

  it('opens the share sheet with the PNG where it takes files, and downloads nothing', async () => {
    const { page, errors } = await e2e.open('about:blank', IPHONE);
    await stubShare(page, true);
    await page.goto(await e2e.link({ amountPaise: 150_050 }));
    await chooseFirstCard(page);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Save QR code' }).click();
    await expect.poll(() => shared(page)).toEqual([{ name: 'pay-1500.50-INR.png', type: 'image/png' }]);
    // Whatever the share set in motion has run and been drawn.
    await framesDrawn(page);
    expect(downloads).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a share sheet the payer closes is silent', async () => {
    const { page, errors } = await e2e.open('about:blank', IPHONE);
    await stubShare(page, true, 'cancel');
    await page.goto(await e2e.link());
    await chooseFirstCard(page);
    await page.getByRole('button', { name: 'Save QR code' }).click();
    await expect.poll(() => shareTries(page)).toBeGreaterThan(0);
    await framesDrawn(page);
    expect(await toastTexts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each([
    { where: 'an iPhone whose share sheet cannot take files', device: IPHONE, canShare: false },
    { where: 'an Android phone that can share files', device: ANDROID_PHONE, canShare: true },
  ])('downloads on $where', async ({ device, canShare }) => {
    const { page } = await e2e.open('about:blank', device);
    await stubShare(page, canShare);
    await page.goto(await e2e.link({ amountPaise: 150_050 }));
    await chooseFirstCard(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save QR code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pay-1500.50-INR.png');
    expect(await shared(page)).toEqual([]);
  });
});
