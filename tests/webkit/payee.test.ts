/**
 * Who the payee is (docs/rules.md, Who the payee is) in WebKit as an iPhone's Safari: for the
 * sandbox's three payees at ₹1,500 and at ₹2,500, in English and in Hindi, whether the row of UPI
 * apps shows (never for a person), what the QR code and each app link carry (one query, a
 * merchant's pn, mc and tr in it), where the UPI ID leads, and the note that replaces 'Save QR code'
 * for a person above ₹2,000. One WebKit with an iPhone's User-Agent for the file.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payerLink, stackFor } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { forgetPageState, launchWebKit, type WebKit } from '../../harness/webkit.ts';
import { en } from '../../page/i18n/en.ts';
import { hi } from '../../page/i18n/hi.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let stack: LocalStack;
let webkit: WebKit;
beforeAll(async () => {
  [stack, webkit] = await Promise.all([stackFor({}), launchWebKit({ userAgent: IPHONE_SAFARI })]);
});
afterAll(async () => {
  await Promise.all([webkit?.close(), stack?.dispose()]);
});
// Nothing one test's page saved reaches the next (harness/webkit.ts).
afterEach(() => forgetPageState(webkit.session));

/** The query each payee's one UPI string carries before the amount (sandbox/app-channels.json). */
const QUERIES = {
  merchant: 'pa=acmegames@okaxis&pn=ACME%20GAMES&mc=5816&tr=ACME20261128001',
  personal: 'pa=ravi.kumar@okhdfcbank',
  unknown: 'pa=acme.collect@oksbi',
} as const;

interface Step2 {
  apps: string[];
  lead: string | null;
  leadAboveQr: boolean;
  limit: string | null;
  save: boolean;
  name: string | null;
}

/** What step 2 shows, read in one go. */
const step2 = () =>
  webkit.session.run((): Step2 => {
    const lead = document.querySelector('[data-testid="pay-to-id"]');
    const qr = document.querySelector('.qr-image');
    return {
      apps: Array.from(document.querySelectorAll<HTMLAnchorElement>('.upi-apps-link')).map((a) => a.href),
      lead: lead?.textContent ?? null,
      leadAboveQr: !!lead && !!qr && lead.getBoundingClientRect().top < qr.getBoundingClientRect().top,
      limit: document.querySelector('[data-testid="saved-qr-limit"]')?.textContent ?? null,
      save: document.querySelector('[data-testid="save-qr"]') !== null,
      name: document.querySelector('[data-testid="payee-name"]')?.textContent ?? null,
    };
  });

describe.each([
  ['en', en],
  ['hi', hi],
] as const)('WebKit as an iPhone, in %s', (lang, text) => {
  it.each([
    ['merchant', 150_000],
    ['merchant', 250_000],
    ['personal', 150_000],
    ['personal', 250_000],
    ['unknown', 150_000],
    ['unknown', 250_000],
  ] as const)('a %s payee at %i paise', async (payee, paise) => {
    await webkit.session.navigate(await payerLink(stack, { appId: payee, amountPaise: paise, query: `lang=${lang}` }));
    await webkit.session.waitFor('hydration', 15_000, () => document.documentElement.classList.contains('js-ready'));
    await webkit.session.click(await webkit.session.find('[data-testid="channel-card"]'));
    await webkit.session.waitFor('the QR code', 15_000, () => document.querySelector('.qr-image svg') !== null);

    const link = `upi://pay?${QUERIES[payee]}&am=${(paise / 100).toFixed(2)}&cu=INR`;
    // In view and still: the screenshot of an element below the fold, or one still scrolling, comes out
    // blank or cut off here.
    // The page moves its focus to the step's heading once step 2 is painted, which scrolls: after that.
    await webkit.session.waitFor('the heading focused', 15_000, () => document.activeElement?.id === 'step-title');
    const image = PNG.sync.read(await webkit.session.settledScreenshot('.qr-image'));
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(link);

    const shown = await step2();
    if (payee === 'personal') {
      expect(shown.apps).toEqual([]);
      expect(shown.lead).toBe(text.payToUpiId);
      expect(shown.leadAboveQr).toBe(true);
    } else {
      // Five apps, each opening its own scheme with exactly the QR code's query.
      expect(shown.apps).toHaveLength(5);
      for (const href of shown.apps) expect(href.slice(href.indexOf('?'))).toBe(link.slice(link.indexOf('?')));
      expect(shown.lead).toBeNull();
    }
    const overLimit = payee === 'personal' && paise > 200_000;
    expect(shown.save).toBe(!overLimit);
    expect(shown.limit).toBe(overLimit ? text.savedQrLimit : null);
    const name = { merchant: 'ACME GAMES', personal: 'RAVI KUMAR', unknown: null }[payee];
    expect(shown.name).toBe(name === null ? null : text.payeeNameShown.replace('{name}', name));
  });
});
