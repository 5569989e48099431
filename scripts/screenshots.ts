/**
 * `npm run screenshots`: every screen of the payer flow at phone (360 px) and
 * desktop (1280 px) widths, light and dark, and step 1 and step 2 in every language (light),
 * written to screenshots/ for a person to look at.
 * The merchant demo host with the payment page open in its modal, at both widths, light and dark
 * (`embed-modal-*`; docs/README.md, The merchant demo host), and its modal where the page may not
 * be framed, showing the refusal note (`embed-refused-*`).
 * `npm run screenshots -- step2-upi-android` takes only the scenes whose names contain a word given.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { ensureBuilt } from '../make/fresh.ts';
import { root } from '../make/paths.ts';
import { startE2E } from '../harness/e2e-stack.ts';
import { FORCES_INTERACTIVE } from '../sandbox/turnstile/sitekeys.ts';
import { languageCodes } from '../page/i18n/languages.ts';
import { makeReceipts } from '../harness/receipts/index.ts';
import { drawReceipt, pasteScreenshot, receiptPage, waitForReading } from '../harness/receipts/draw.ts';
import { freePort } from '../harness/free-port.ts';
import { demoOrigin, startMerchantDemo } from '../harness/merchant-demo/server.ts';
import { SILENT_AFTER_LOAD_MS } from '../embed/frame.ts';

const outDir = join(root, 'screenshots');
mkdirSync(outDir, { recursive: true });

await ensureBuilt();
// The interactive testing key keeps the bot check on screen until someone clicks.
// The done scene redirects to merchant.example, so the screen says 'Redirecting...'.
// The merchant demo host's port first: the page must name its origin in EMBED_ORIGINS as it starts.
const demoPort = await freePort();
const e2e = await startE2E({
  pageVars: {
    TURNSTILE_SITE_KEY: FORCES_INTERACTIVE,
    REDIRECT_ALLOWED_HOSTS: 'merchant.example',
    EMBED_ORIGINS: demoOrigin(demoPort),
  },
});
const demo = await startMerchantDemo({ pageUrl: e2e.stack.pageUrl, port: demoPort });
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A receipt the screenshot reader reads surely (an English one in the plainest layout), drawn once.
const receiptPng = await (async () => {
  const receipt = makeReceipts(24, 7, new Date()).find((r) => r.lang === 'en' && r.layout === 'stacked');
  if (!receipt) throw new Error('no English stacked receipt');
  const drawer = await receiptPage(e2e.browser);
  const drawn = await drawReceipt(drawer, receipt);
  await drawer.context().close();
  return drawn;
})();
/** Step 2 with the receipt pasted, once the reader has offered what it found. */
const suggested = async (page: Page) => {
  await page.getByTestId('channel-card').first().click();
  await pasteScreenshot(page, receiptPng, 'receipt.png');
  await waitForReading(page, ['found', 'done']);
};

// A browser that runs no script (docs/rules.md, Without JavaScript): the cards are links, step 2 says submitting needs JavaScript.
const noScript: BrowserContextOptions = { javaScriptEnabled: false };
// Android scenes: a phone's User-Agent (so the 'Pay with a UPI app' link shows), touch, and a Web
// Share API that accepts files (so 'Share QR code' shows, as on most Android phones).
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const shareFiles = () => {
  Object.defineProperty(navigator, 'canShare', { value: () => true });
  Object.defineProperty(navigator, 'share', { value: () => Promise.resolve() });
};
/** Hidden, then visible again: the payer is back from their UPI app. */
const backFromApp = (page: Page) =>
  page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });

// iPhone scenes (docs/rules.md, UPI apps on iPhone): Safari's User-Agent, so the row of UPI apps
// shows; a tap on PhonePe whose app "is not installed" (the link's navigation stopped), so the note
// shows too.
const IPHONE: BrowserContextOptions = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};
const iphoneAppMissing = async (page: Page) => {
  await page.getByTestId('channel-card').first().click();
  await page.locator('.upi-apps-link').first().waitFor();
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await page.locator('.upi-apps-link').nth(1).click();
  await page.locator('.upi-apps-missing').waitFor({ timeout: 6000 });
};

/** Step 2 of the link's only UPI option, once its QR code is drawn. */
const openUpi = async (page: Page) => {
  await page.getByTestId('channel-card').first().click();
  await page.locator('.qr-image svg').waitFor();
};

type Scene = [
  name: string,
  url: () => Promise<string>,
  act?: (page: Page) => Promise<void>,
  android?: boolean | BrowserContextOptions,
  lightOnly?: boolean,
];
const scenes: Scene[] = [
  ['step1-upi', () => e2e.link()],
  ['step1-dropdown-open', () => e2e.link(), (page) => page.getByRole('combobox').click()],
  ['step1-bank-first', () => e2e.link({ query: 'upi_default=false' })],
  ['step2-upi', () => e2e.link({ test: true }), (page) => page.getByTestId('channel-card').first().click()],
  [
    'step2-upi-hint-toast',
    () => e2e.link(),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
      await page.getByRole('button', { name: 'Where do I find the UTR number?' }).click();
      await page.getByRole('button', { name: 'Copy UPI Address' }).click();
    },
  ],
  [
    'step2-bank-proof',
    () => e2e.link({ query: 'upi_default=false' }),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
      await page.getByTestId('utr-input').fill('123456789012');
      await page.getByTestId('proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    },
  ],
  ['step2-resubmit', () => e2e.link({ query: 'resubmit=1' })],
  // Reading the UTR from a screenshot (docs/rules.md, Reading the UTR from a screenshot).
  ['step2-screenshot-suggestion', () => e2e.link(), suggested],
  ['step2-screenshot-suggestion-hi', () => e2e.link({ query: 'lang=hi' }), suggested, false, true],
  [
    'step2-screenshot-save-data',
    () => e2e.link(),
    async (page) => {
      await page.evaluate(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      await page.getByTestId('channel-card').first().click();
      await pasteScreenshot(page, receiptPng, 'receipt.png');
      await waitForReading(page, ['offered']);
    },
  ],
  [
    'step2-upi-android',
    () => e2e.link(),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
      await page.getByRole('button', { name: 'Share QR code' }).waitFor();
    },
    true,
  ],
  // One payee of each kind at ₹2,500, above what a saved QR code pays a person (docs/rules.md, Who
  // the payee is), on an Android phone, an iPhone, and in Hindi.
  ...(['merchant', 'personal', 'unknown'] as const).flatMap((payee): Scene[] => [
    [`step2-payee-${payee}-android`, () => e2e.link({ appId: payee, amountPaise: 250_000 }), openUpi, true],
    [`step2-payee-${payee}-iphone`, () => e2e.link({ appId: payee, amountPaise: 250_000 }), openUpi, IPHONE, true],
  ]),
  [
    'step2-payee-personal-android-hi',
    () => e2e.link({ appId: 'personal', amountPaise: 250_000, query: 'lang=hi' }),
    openUpi,
    true,
    true,
  ],
  // Large amounts and bank transfers (docs/rules.md, Bank transfers and large amounts): step 1 led by
  // bank transfer for a person at ₹1,50,000, that person's UPI option (no way to pay by UPI, a link to
  // bank transfer), a merchant's at ₹1,50,000 (a quiet line), and the bank details with a person's,
  // a company's or no holder's name at ₹6,00,000, ₹3,00,000 and ₹1,500; in Hindi and Urdu too.
  [
    'step1-large-personal-android',
    () => e2e.link({ appId: 'personal-bank', amountPaise: 15_000_000 }),
    undefined,
    true,
  ],
  ...(['', 'hi', 'ur'] as const).map((lang): Scene => [
    `step2-large-personal-android${lang ? `-${lang}` : ''}`,
    () =>
      e2e.link({
        appId: 'personal-bank',
        amountPaise: 15_000_000,
        query: `${lang ? `lang=${lang}&` : ''}channel=upi-personal-bank-1`,
      }),
    (page) => page.getByTestId('upi-limit').waitFor(),
    true,
    lang !== '',
  ]),
  [
    'step2-large-personal-iphone',
    () => e2e.link({ appId: 'personal-bank', amountPaise: 15_000_000, query: 'channel=upi-personal-bank-1' }),
    (page) => page.getByTestId('upi-limit').waitFor(),
    IPHONE,
    true,
  ],
  [
    'step2-large-merchant-android',
    () => e2e.link({ appId: 'merchant-bank', amountPaise: 15_000_000, query: 'channel=upi-merchant-bank-1' }),
    (page) => page.locator('.qr-image svg').waitFor(),
    true,
  ],
  ...(
    [
      ['person', 'bank-person-1', 60_000_000, ''],
      ['person', 'bank-person-1', 60_000_000, 'hi'],
      ['person', 'bank-person-1', 60_000_000, 'ur'],
      ['company', 'bank-company-1', 30_000_000, ''],
      ['unnamed', 'bank-unnamed-1', 150_000, ''],
    ] as const
  ).map(([holder, channel, paise, lang]): Scene => [
    `step2-bank-holder-${holder}-${paise / 100}${lang ? `-${lang}` : ''}`,
    () =>
      e2e.link({
        appId: `bank-${holder}`,
        amountPaise: paise,
        query: `${lang ? `lang=${lang}&` : ''}channel=${channel}`,
      }),
    (page) => page.getByTestId('bank-rails').waitFor(),
    true,
    lang !== '' || holder !== 'person',
  ]),
  [
    'no-js-step2-large-personal',
    () => e2e.link({ appId: 'personal-bank', amountPaise: 15_000_000, query: 'channel=upi-personal-bank-1' }),
    undefined,
    noScript,
  ],
  [
    'step2-upi-android-returned',
    () => e2e.link(),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
      await page.getByTestId('utr-input').fill('4012');
      await backFromApp(page);
      await page.getByRole('button', { name: 'Where do I find the UTR number?' }).click();
    },
    true,
  ],
  [
    'step2-bank-android',
    () => e2e.link({ query: 'upi_default=false' }),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
    },
    true,
  ],
  [
    'bot-check',
    () => e2e.link(),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
      await page.getByTestId('utr-input').fill('123456789012');
      await page.getByTestId('submit').click();
      await page.locator('.botcheck-widget iframe').waitFor();
    },
  ],
  [
    'done',
    () => e2e.link({ query: 'redirect_url=https%3A%2F%2Fmerchant.example%2Fdone' }),
    async (page) => {
      await page.route('https://merchant.example/**', (route) => route.abort());
      await page.getByTestId('channel-card').first().click();
      await page.getByTestId('utr-input').fill(String(Date.now()).slice(-12));
      await page.getByTestId('submit').click();
      await page.frameLocator('.botcheck-widget iframe').getByRole('checkbox').check();
      await page.getByRole('heading', { name: 'All Done' }).waitFor();
    },
  ],
  [
    'invalid-utr-toast',
    () => e2e.link(),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
      await page.getByTestId('utr-input').fill('12345');
      await page.getByTestId('submit').click();
    },
  ],
  ['no-js-step1', () => e2e.link(), undefined, noScript],
  ['no-js-step2-upi', () => e2e.link({ test: true, query: 'channel=upi-demo-1' }), undefined, noScript],
  ['no-js-step2-bank', () => e2e.link({ query: 'channel=bank-demo-1' }), undefined, noScript],
  ['error', () => Promise.resolve(`${e2e.stack.pageUrl}/demo/not-a-token`)],
  ['not-found', () => Promise.resolve(`${e2e.stack.pageUrl}/nothing-here`)],
  ['language-menu-open', () => e2e.link(), (page) => page.locator('.lang-toggle').click()],
  [
    'step2-bank-ur',
    () => e2e.link({ query: 'lang=ur&upi_default=false' }),
    async (page) => {
      await page.getByTestId('channel-card').first().click();
      await page.getByTestId('utr-input').fill('123456789012');
    },
  ],
  // Step 1 and step 2 (UPI, with the hint open) in every language (docs/rules.md, Languages).
  ['step2-upi-iphone', () => e2e.link(), iphoneAppMissing, IPHONE],
  ...(['hi', 'ta', 'ur', 'ml', 'or'] as const).map((code): Scene => [
    `step2-upi-iphone-${code}`,
    () => e2e.link({ query: `lang=${code}` }),
    iphoneAppMissing,
    IPHONE,
    true,
  ]),
  ...languageCodes.flatMap((code): Scene[] => [
    [`step1-${code}`, () => e2e.link({ query: `lang=${code}`, test: true }), undefined, false, true],
    [
      `step2-${code}`,
      () => e2e.link({ query: `lang=${code}` }),
      async (page) => {
        await page.getByTestId('channel-card').first().click();
        await page.locator('.hint-button').click();
      },
      false,
      true,
    ],
  ]),
];

// Light as `name-width.png`, and the device's dark scheme as `name-width-dark.png`.
const schemes = [
  ['light', ''],
  ['dark', '-dark'],
] as const;
const wanted = process.argv.slice(2);
for (const [name, url, act, android, lightOnly] of scenes) {
  if (wanted.length > 0 && !wanted.some((word) => name.includes(word))) continue;
  for (const width of [360, 1280]) {
    for (const [colorScheme, suffix] of lightOnly ? schemes.slice(0, 1) : schemes) {
      const phone = android === true ? { userAgent: ANDROID_UA, isMobile: true, hasTouch: true } : android || {};
      const { page, errors } = await e2e.open(android === true ? 'about:blank' : await url(), {
        viewport: { width, height: 800 },
        colorScheme,
        ...phone,
      });
      if (android === true) {
        await page.addInitScript(shareFiles);
        await page.goto(await url());
      }
      await page.waitForLoadState('networkidle');
      await act?.(page);
      await page.waitForTimeout(900);
      writeFileSync(join(outDir, `${name}-${width}${suffix}.png`), await page.screenshot({ fullPage: true }));
      if (errors.length) console.warn(`${name} @${width} ${colorScheme}: ${errors.join(' | ')}`);
      await page.context().close();
    }
  }
}
// The demo host with the modal open: a full-screen sheet at 360 px, a centred dialog at 1280 px.
const embedScene = 'embed-modal';
if (wanted.length === 0 || wanted.some((word) => embedScene.includes(word))) {
  for (const width of [360, 1280]) {
    for (const [colorScheme, suffix] of schemes) {
      const { page, errors } = await e2e.open(demo.url, { viewport: { width, height: 800 }, colorScheme });
      await page.locator('html[data-loader="ready"]').waitFor({ state: 'attached' });
      const link = (await page.locator('#pay').getAttribute('data-link')) ?? '';
      await page.locator('#pay').click();
      await page.waitForFunction(
        (src) => Array.from(document.querySelectorAll('iframe')).some((frame) => frame.src.startsWith(src)),
        link,
      );
      const frame = page.frames().find((candidate) => candidate.url().startsWith(link));
      await frame?.locator('html.js-ready').waitFor({ state: 'attached' });
      await page.waitForTimeout(900);
      writeFileSync(join(outDir, `${embedScene}-${width}${suffix}.png`), await page.screenshot());
      if (errors.length) console.warn(`${embedScene} @${width} ${colorScheme}: ${errors.join(' | ')}`);
      await page.context().close();
    }
  }
}
// The demo host opened where it may not embed: the modal shows the refusal note once the loader
// has waited out the page's silence (docs/embedding.md, Errors), on the page's clock, in Hindi.
const refusedScene = 'embed-refused';
if (wanted.length === 0 || wanted.some((word) => refusedScene.includes(word))) {
  for (const width of [360, 1280]) {
    for (const [colorScheme, suffix] of schemes) {
      const { page } = await e2e.open(demo.notAllowedUrl, { viewport: { width, height: 800 }, colorScheme }, (page) =>
        page.clock.install(),
      );
      await page.locator('html[data-loader="ready"]').waitFor({ state: 'attached' });
      const link = (await page.locator('#pay').getAttribute('data-link')) ?? '';
      await page.evaluate((url) => {
        (window as unknown as { PaymentPage: { open(link: string, options: object): unknown } }).PaymentPage.open(url, {
          lang: 'hi',
          onEvent: () => undefined,
        });
      }, link);
      const note = () =>
        page
          .frames()
          .find((frame) => frame.url().includes('/embed-refused/hi') && frame.parentFrame() === page.mainFrame());
      for (let tries = 0; tries < 20 && !note(); tries++) {
        await page.clock.fastForward(SILENT_AFTER_LOAD_MS);
        await page.waitForTimeout(250);
      }
      await note()?.locator('h1').waitFor();
      await page.waitForTimeout(300);
      writeFileSync(join(outDir, `${refusedScene}-${width}${suffix}.png`), await page.screenshot());
      await page.context().close();
    }
  }
}
await Promise.all([e2e.close(), demo.close()]);
console.log(`Screenshots in ${outDir}`);
