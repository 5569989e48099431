/**
 * Paying from the same phone (docs/rules.md, UPI app link, Saving and sharing the QR code, Money):
 * on an Android phone profile, the 'Pay with a UPI app' link carries exactly the QR code's string;
 * UPI_APP_BUTTON and the User-Agent decide where it shows; the saved PNG reads back to the same
 * string; Share appears only where files can be shared; the amount copies as a payer types it;
 * option cards draw no tap highlight.
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  ANDROID_PHONE,
  chooseFirstCard,
  downloadedBytes,
  framesDrawn,
  IPHONE,
  qrOnScreen,
  toastTexts,
  upiAppLink,
  waitForStep,
} from './steps.ts';

const UPI_1500_50 = 'upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR';

let e2e: E2E;
beforeAll(async () => {
  // A browser of its own: tests here read the clipboard, which every page of one browser shares
  // (docs/README.md, One browser and shared stacks in `e2e`).
  e2e = await startE2E({}, { own: true });
});
afterAll(() => e2e?.close());

describe("'Pay with a UPI app' on an Android phone", () => {
  it('links to exactly the string the QR code encodes, with the help line beneath', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise: 150_050 }), ANDROID_PHONE);
    await chooseFirstCard(page);
    const decoded = await qrOnScreen(page);
    expect(decoded).toBe(UPI_1500_50);
    expect(await upiAppLink(page).getAttribute('href')).toBe(decoded);
    expect(await page.getByText('If your app refuses the payment').isVisible()).toBe(true);
    // The QR code and the address's Copy button stay.
    expect(await page.getByRole('button', { name: 'Copy UPI Address' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('is in the first HTML when the page opens on step 2, the same after hydration', async () => {
    const { page, errors } = await e2e.open(
      await e2e.link({ amountPaise: 150_050, query: 'skip_selection=1' }),
      ANDROID_PHONE,
    );
    await waitForStep(page, 'Make Payment and submit confirmation');
    expect(await upiAppLink(page).getAttribute('href')).toBe(await qrOnScreen(page));
    expect(errors).toEqual([]);
  });

  it('is not offered on an iPhone or a desktop by default', async () => {
    for (const profile of [IPHONE, {}]) {
      const { page, errors } = await e2e.open(await e2e.link(), profile);
      await chooseFirstCard(page);
      await page.locator('.qr-image svg').waitFor();
      expect(await upiAppLink(page).count()).toBe(0);
      expect(await page.getByText('Scan to Pay').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }
  });

  it('is not offered for bank transfer', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'upi_default=false' }), ANDROID_PHONE);
    await chooseFirstCard(page);
    expect(await upiAppLink(page).count()).toBe(0);
  });
});

describe('option cards on an Android phone', () => {
  it("draw no tap highlight: the phone would paint the whole page for it (docs/performance.md, Where a tap's time goes)", async () => {
    const { page, errors } = await e2e.open(await e2e.link(), ANDROID_PHONE);
    const card = page.getByTestId('channel-card').first();
    await card.waitFor();
    // Transparent: the phone paints no highlight over the card the tap replaces with step 2.
    expect(
      await card.evaluate((element) => getComputedStyle(element).getPropertyValue('-webkit-tap-highlight-color')),
    ).toBe('rgba(0, 0, 0, 0)');
    expect(errors).toEqual([]);
  });
});

describe('UPI_APP_BUTTON (docs/rules.md, Configuration)', () => {
  let off: E2E | undefined;
  let all: E2E | undefined;
  beforeAll(async () => {
    off = await startE2E({ pageVars: { UPI_APP_BUTTON: 'off' } });
    all = await startE2E({ pageVars: { UPI_APP_BUTTON: 'all' } });
  });
  afterAll(() => Promise.all([off?.close(), all?.close()]));

  it('off: no link even on an Android phone', async () => {
    if (!off) throw new Error('no stack');
    const { page } = await off.open(await off.link(), ANDROID_PHONE);
    await chooseFirstCard(page);
    await page.locator('.qr-image svg').waitFor();
    expect(await upiAppLink(page).count()).toBe(0);
  });

  it('all: the link on a desktop too', async () => {
    if (!all) throw new Error('no stack');
    const { page, errors } = await all.open(await all.link({ amountPaise: 150_050 }));
    await chooseFirstCard(page);
    expect(await upiAppLink(page).getAttribute('href')).toBe(await qrOnScreen(page));
    expect(errors).toEqual([]);
  });
});

describe("'Save QR code'", () => {
  it.each([
    [150_050, 'pay-1500.50-INR.png', UPI_1500_50],
    [150_000, 'pay-1500-INR.png', 'upi://pay?pa=demo.store@okaxis&am=1500.00&cu=INR'],
  ])(
    '%i paise: downloads %s, which reads back to the UPI link and shows the amount under the code',
    async (amountPaise, name, link) => {
      const { page, errors } = await e2e.open(await e2e.link({ amountPaise }), ANDROID_PHONE);
      await chooseFirstCard(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save QR code' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      const image = PNG.sync.read(await downloadedBytes(download));
      expect(image.width).toBeGreaterThanOrEqual(512);
      expect(image.height).toBeGreaterThan(image.width);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(link);
      // Under the square code: the amount and the address, so not all white.
      let dark = 0;
      for (let y = image.width; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          const at = (y * image.width + x) * 4;
          if ((image.data[at] ?? 255) < 128) dark++;
        }
      }
      expect(dark).toBeGreaterThan(200);
      // The quiet zone: the code's first rows and columns are white.
      expect(Array.from(image.data.subarray(0, image.width * 4 * 4)).every((value) => value === 255)).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});

describe("'Share QR code'", () => {
  /** Stubs the Web Share API before the page runs: canShare answers `can`, share records what it got. */
  async function stubShare(page: Page, can: boolean, outcome: 'share' | 'cancel' | 'refuse' = 'share') {
    await page.addInitScript(
      ({ can, outcome }) => {
        const seen = {
          asked: 0,
          tried: 0,
          shared: [] as Array<{ name: string; type: string; size: number; head: number[] }>,
        };
        Object.defineProperty(window, '__share', { value: seen });
        Object.defineProperty(navigator, 'canShare', {
          value: (data: ShareData) => {
            seen.asked += 1;
            return can && (data.files?.length ?? 0) > 0;
          },
        });
        Object.defineProperty(navigator, 'share', {
          value: async (data: ShareData) => {
            seen.tried += 1;
            if (outcome === 'cancel') throw new DOMException('Share canceled', 'AbortError');
            if (outcome === 'refuse') throw new DOMException('Not allowed', 'NotAllowedError');
            for (const file of data.files ?? []) {
              const head = Array.from(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
              seen.shared.push({ name: file.name, type: file.type, size: file.size, head });
            }
          },
        });
      },
      { can, outcome },
    );
  }
  const share = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __share: { asked: number; tried: number; shared: unknown[] } }).__share,
    );
  const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

  it('appears where files can be shared and hands over the PNG', async () => {
    const { page, errors } = await e2e.open('about:blank', ANDROID_PHONE);
    await stubShare(page, true);
    await page.goto(await e2e.link({ amountPaise: 150_050 }));
    await chooseFirstCard(page);
    await page.getByRole('button', { name: 'Share QR code' }).click();
    await expect
      .poll(async () => (await share(page)).shared)
      .toEqual([
        { name: 'pay-1500.50-INR.png', type: 'image/png', size: expect.any(Number) as unknown, head: PNG_SIGNATURE },
      ]);
    expect(errors).toEqual([]);
  });

  it('does not appear where canShare says files cannot be shared', async () => {
    const { page } = await e2e.open('about:blank', ANDROID_PHONE);
    await stubShare(page, false);
    await page.goto(await e2e.link());
    await chooseFirstCard(page);
    await expect.poll(async () => (await share(page)).asked).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Share QR code' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save QR code' }).isVisible()).toBe(true);
  });

  it('a share the payer cancels is silent; one the browser refuses says so', async () => {
    const cancelled = await e2e.open('about:blank', ANDROID_PHONE);
    await stubShare(cancelled.page, true, 'cancel');
    await cancelled.page.goto(await e2e.link());
    await chooseFirstCard(cancelled.page);
    await cancelled.page.getByRole('button', { name: 'Share QR code' }).click();
    // The share was asked for and refused, and whatever followed is drawn.
    await expect.poll(async () => (await share(cancelled.page)).tried).toBeGreaterThan(0);
    await framesDrawn(cancelled.page);
    expect(await toastTexts(cancelled.page)).toEqual([]);
    expect(cancelled.errors).toEqual([]);

    const refused = await e2e.open('about:blank', ANDROID_PHONE);
    await stubShare(refused.page, true, 'refuse');
    await refused.page.goto(await e2e.link());
    await chooseFirstCard(refused.page);
    await refused.page.getByRole('button', { name: 'Share QR code' }).click();
    await expect.poll(() => toastTexts(refused.page)).toEqual(['Something went wrong']);
  });
});

describe('with the keyboard alone', () => {
  /** Presses Tab (or Shift+Tab) until the focused element has this accessible label or text, at most 40 times. */
  async function tabTo(page: Page, name: string, backwards = false) {
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
      });
      if (focused === name) return;
    }
    throw new Error(`focus never reached ${name}`);
  }

  it("reaches the app link, then 'Save QR code' and 'Copy amount', which work with Enter", async () => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise: 150_050 }), {
      ...ANDROID_PHONE,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await chooseFirstCard(page);
    await page.locator('.qr-image svg').waitFor();
    await page.locator('#step-title').focus();
    await tabTo(page, 'Pay with a UPI app');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(UPI_1500_50);
    await tabTo(page, 'Save QR code');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('pay-1500.50-INR.png');
    await tabTo(page, 'Copy amount', true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1500.50');
    expect(errors).toEqual([]);
  });
});

describe("the amount's Copy button (docs/rules.md, Money)", () => {
  it.each([
    [150_050, '1500.50'],
    [150_000, '1500'],
  ])('%i paise copies %s and says so', async (amountPaise, copied) => {
    const { page, errors } = await e2e.open(await e2e.link({ amountPaise }), {
      ...ANDROID_PHONE,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await waitForStep(page, 'Payment Options');
    await page.getByRole('button', { name: 'Copy amount' }).click();
    await expect.poll(() => toastTexts(page)).toEqual(['Copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);
    expect(errors).toEqual([]);
  });
});
