/**
 * `npm run screenshots`: every screen of the payer flow at phone (360 px) and
 * desktop (1280 px) widths, light and dark, written to screenshots/ for a person to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { buildClient } from '../harness/build-client.ts';
import { bundleWorkers } from '../harness/local-stack.ts';
import { root } from '../harness/paths.ts';
import { startE2E } from '../harness/e2e-stack.ts';

const outDir = join(root, 'screenshots');
mkdirSync(outDir, { recursive: true });

await buildClient();
bundleWorkers();
// The interactive testing key keeps the bot check on screen until someone clicks.
// The done scene redirects to merchant.example, so the screen says 'Redirecting...'.
const e2e = await startE2E({ pageVars: { TURNSTILE_SITE_KEY: '3x00000000000000000000FF', REDIRECT_ALLOWED_HOSTS: 'merchant.example' } });
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Scene = [name: string, url: () => Promise<string>, act?: (page: Page) => Promise<void>, options?: BrowserContextOptions];
// A browser that runs no script (docs/rules.md, Without JavaScript): the cards are links, step 2 says submitting needs JavaScript.
const noScript: BrowserContextOptions = { javaScriptEnabled: false };
const scenes: Scene[] = [
  ['step1-upi', () => e2e.link()],
  ['step1-dropdown-open', () => e2e.link(), (page) => page.getByRole('combobox').click()],
  ['step1-bank-first', () => e2e.link({ query: 'upi_default=false' })],
  ['step2-upi', () => e2e.link({ test: true }), (page) => page.getByTestId('channel-card').first().click()],
  ['step2-upi-hint-toast', () => e2e.link(), async (page) => {
    await page.getByTestId('channel-card').first().click();
    await page.getByRole('button', { name: 'Where do I find the UTR number?' }).click();
    await page.getByRole('button', { name: 'Copy UPI Address' }).click();
  }],
  ['step2-bank-proof', () => e2e.link({ query: 'upi_default=false' }), async (page) => {
    await page.getByTestId('channel-card').first().click();
    await page.getByTestId('utr-input').fill('123456789012');
    await page.getByTestId('proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  }],
  ['step2-resubmit', () => e2e.link({ query: 'resubmit=1' })],
  ['bot-check', () => e2e.link(), async (page) => {
    await page.getByTestId('channel-card').first().click();
    await page.getByTestId('utr-input').fill('123456789012');
    await page.getByTestId('submit').click();
    await page.locator('.botcheck-widget iframe').waitFor();
  }],
  ['done', () => e2e.link({ query: 'redirect_url=https%3A%2F%2Fmerchant.example%2Fdone' }), async (page) => {
    await page.route('https://merchant.example/**', (route) => route.abort());
    await page.getByTestId('channel-card').first().click();
    await page.getByTestId('utr-input').fill(String(Date.now()).slice(-12));
    await page.getByTestId('submit').click();
    await page.frameLocator('.botcheck-widget iframe').getByRole('checkbox').check();
    await page.getByRole('heading', { name: 'All Done' }).waitFor();
  }],
  ['invalid-utr-toast', () => e2e.link(), async (page) => {
    await page.getByTestId('channel-card').first().click();
    await page.getByTestId('utr-input').fill('12345');
    await page.getByTestId('submit').click();
  }],
  ['no-js-step1', () => e2e.link(), undefined, noScript],
  ['no-js-step2-upi', () => e2e.link({ test: true, query: 'channel=upi-demo-1' }), undefined, noScript],
  ['no-js-step2-bank', () => e2e.link({ query: 'channel=bank-demo-1' }), undefined, noScript],
  ['error', () => Promise.resolve(`${e2e.stack.pageUrl}/demo/not-a-token`)],
  ['not-found', () => Promise.resolve(`${e2e.stack.pageUrl}/nothing-here`)],
];

// Light as `name-width.png`, and the device's dark scheme as `name-width-dark.png`.
const schemes = [['light', ''], ['dark', '-dark']] as const;
for (const [name, url, act, options] of scenes) {
  for (const width of [360, 1280]) {
    for (const [colorScheme, suffix] of schemes) {
      const { page, errors } = await e2e.open(await url(), { ...options, viewport: { width, height: 800 }, colorScheme });
      await page.waitForLoadState('networkidle');
      await act?.(page);
      await page.waitForTimeout(900);
      writeFileSync(join(outDir, `${name}-${width}${suffix}.png`), await page.screenshot({ fullPage: true }));
      if (errors.length) console.warn(`${name} @${width} ${colorScheme}: ${errors.join(' | ')}`);
      await page.context().close();
    }
  }
}
await e2e.close();
console.log(`Screenshots in ${outDir}`);
