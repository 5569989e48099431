/**
 * The payer's flow in WebKit, the engine of every iPhone browser (docs/browsers.md, Oldest
 * engines): step 1 renders and hydrates (a script error before hydration would leave the page
 * without `js-ready`; WebKit's console is not visible here); step 2 for UPI with its QR code read
 * back as the app link; a UTR submitted through to 'All Done' with one deposit; a bank option with
 * nothing wider than a 320 px screen; Hindi and Urdu (right to left). One stack and
 * one browser for the file (the project's only one, so one driver and one Xvfb per run), a fresh
 * link (a different amount) and emptied storage and cookies for each test, at 360 px unless a
 * test narrows the window (harness/webkit.ts says how MiniBrowser's window gets that narrow).
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payerLink, stackFor, type LinkOptions } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { horizontalGaps, widerThanScreen } from '../../harness/spacing.ts';
import { forgetPageState, launchWebKit, type WebKit } from '../../harness/webkit.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { depositsFor, newUtr } from '../e2e/deposits.ts';

let stack: LocalStack;
let webkit: WebKit;
beforeAll(async () => {
  // 'Pay with a UPI app' on every device, so the QR code can be checked against the app link here too.
  [stack, webkit] = await Promise.all([stackFor({ pageVars: { UPI_APP_BUTTON: 'all' } }), launchWebKit()]);
});
afterAll(async () => {
  await Promise.all([webkit?.close(), stack?.dispose()]);
});

// Nothing one test's page saved reaches the next (harness/webkit.ts).
afterEach(() => forgetPageState(webkit.session));

const textOf = (selector: string) =>
  webkit.session.run((query: string) => document.querySelector<HTMLElement>(query)?.innerText.trim() ?? null, selector);

/** Opens a fresh link and waits until the client has hydrated it. */
async function open(options: LinkOptions): Promise<void> {
  await webkit.session.navigate(await payerLink(stack, options));
  await webkit.session.waitFor('hydration', 15_000, () => document.documentElement.classList.contains('js-ready'));
}

async function chooseFirstCard(): Promise<void> {
  await webkit.session.click(await webkit.session.find('[data-testid="channel-card"]'));
  await webkit.session.waitFor('step 2', 15_000, () => document.querySelector('[data-testid="utr-input"]') !== null);
}

describe('WebKit (docs/browsers.md, Oldest engines)', () => {
  it('step 1 renders and hydrates', async () => {
    await open({ amountPaise: 99_900 });
    expect(await textOf('#step-title')).toBe('Payment Options');
    expect(await textOf('[data-testid="amount"]')).toBe('₹999');
    expect(await webkit.session.run(() => document.querySelectorAll('[data-testid="channel-card"]').length)).toBe(2);
    const [amountToCurrency] = await webkit.session.run(horizontalGaps, '.banner-amount', '.amount', '.currency');
    expect(amountToCurrency).toBeGreaterThanOrEqual(4);
  });

  it('step 2 for UPI: the QR code reads back as the app link', async () => {
    await open({ amountPaise: 150_050 });
    await chooseFirstCard();
    const appLink = await webkit.session.run(() =>
      document.querySelector('a[data-testid="upi-app-link"]')?.getAttribute('href'),
    );
    expect(appLink).toBe('upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR');
    await webkit.session.waitFor('the QR code', 15_000, () => document.querySelector('.qr-image svg') !== null);
    // The page moves its focus to the step's heading once step 2 is painted, which scrolls: after that.
    await webkit.session.waitFor('the heading focused', 15_000, () => document.activeElement?.id === 'step-title');
    const image = PNG.sync.read(await webkit.session.settledScreenshot('.qr-image'));
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(appLink);
  });

  it('a UTR submitted reaches All Done with one deposit', async () => {
    await open({ amountPaise: 250_000 });
    await chooseFirstCard();
    const utr = newUtr();
    await webkit.session.type(await webkit.session.find('[data-testid="utr-input"]'), utr);
    await webkit.session.click(await webkit.session.find('[data-testid="submit"]'));
    await webkit.session.waitFor(
      'All Done',
      20_000,
      () => document.querySelector<HTMLElement>('.done-title')?.innerText.trim() === 'All Done',
    );
    const rows = await depositsFor(stack, utr);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel_id: 'upi-demo-1', utr_number: utr, amount: 250_000 });
  });

  it('a bank option at 320 px: bank name, account number and IFSC, nothing wider than the screen', async () => {
    await webkit.session.setWindowSize(320, 800);
    try {
      await open({ amountPaise: 320_000, query: 'upi_default=false' });
      expect(await webkit.session.run(() => window.innerWidth)).toBe(320);
      expect(await webkit.session.run(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
      await chooseFirstCard();
      const values = await webkit.session.run(() =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-testid="copy-value"]')).map(
          (value) => value.innerText,
        ),
      );
      expect(values).toEqual(['ICICI Bank', '000405012345', 'ICIC0000004']);
      expect(await webkit.session.run(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    } finally {
      await webkit.session.setWindowSize(360, 800);
    }
  });

  it.each([
    ['hi', 'ltr', 110_000],
    ['ur', 'rtl', 120_000],
  ] as const)(
    'in %s (%s): step 1 and step 2 in it, hydrated, nothing wider than the screen',
    async (code, dir, amountPaise) => {
      const words = catalogues[code];
      await open({ amountPaise, query: `lang=${code}` });
      expect(await webkit.session.run(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        `${code}-IN`,
        dir,
      ]);
      expect(await textOf('#step-title')).toBe(words.stepOptions);
      await chooseFirstCard();
      expect(await textOf('#step-title')).toBe(words.stepPay);
      expect(await webkit.session.run(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    },
  );
});
