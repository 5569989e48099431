/**
 * Trusted Types in Chromium (docs/security.md, 'Trusted Types'). Enforced (wrangler.toml's local
 * `TRUSTED_TYPES=enforce`): the whole payer flow (step 1, the QR code, a language switch, a
 * screenshot read, the bot check with the sandbox's Turnstile stand-in, submit, done) runs with no
 * CSP violation and no Trusted Types error, after which no script can make a policy; a planted
 * `innerHTML` write and a foreign script URL are refused, and the report reaches /csp-reports as
 * one origin-only line. Reported only (`report`, as staging and production start): the same planted
 * write goes through but is reported. The stacks serve the page over https, where Chromium delivers
 * Reporting API reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackLogLine } from '../../harness/local-stack.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { makeReceipts, type Receipt } from '../../harness/receipts/index.ts';
import { drawReceipt, receiptPage } from '../../harness/receipts/draw.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { languages, type LanguageCode } from '../../page/i18n/languages.ts';
import { chooseFirstCard, waitForDone, waitForStep } from './steps.ts';
import { pasteImage, useButtons, waitForReading } from './ocr-steps.ts';
import type { Page } from 'playwright-core';

/** A planted HTML write, as an injected script would try it: what it threw, and whether it wrote. */
const plantHtml = (page: Page) =>
  page.evaluate(() => {
    let threw = 'nothing';
    try {
      document.body.innerHTML = '<b id="planted">x</b>';
    } catch (error) {
      threw = error instanceof Error ? error.name : String(error);
    }
    return { threw, written: document.getElementById('planted') !== null };
  });

/** The page worker's own CSP report lines (console.* through workerd, not Miniflare's lines). */
function reportLines(logs: readonly StackLogLine[], from: number): string[] {
  return logs
    .slice(from)
    .filter((line) => line.worker === 'page' && line.source !== 'miniflare' && line.text.startsWith('CSP violation'))
    .map((line) => line.text);
}

async function chooseLanguage(page: Page, code: LanguageCode): Promise<void> {
  await page.locator('.lang-toggle').click();
  await page.getByRole('link', { name: languages[code].name, exact: true }).click();
}

describe('enforced (TRUSTED_TYPES=enforce)', () => {
  const logs: StackLogLine[] = [];
  let e2e: E2E;
  let receipt: Receipt;
  let png: Buffer;

  beforeAll(async () => {
    e2e = await startE2E({ pageHttps: true, onLogLine: (line) => logs.push(line) }, { full: true });
    const found = makeReceipts(24, 7, new Date()).find(
      (item) => item.lang === 'en' && ['stacked', 'inline', 'sms'].includes(item.layout),
    );
    if (!found) throw new Error('no English receipt');
    receipt = found;
    const drawer = await receiptPage(e2e.browser);
    png = await drawReceipt(drawer, receipt);
    await drawer.context().close();
  });
  afterAll(() => e2e?.close());

  it('the whole flow runs with no violation and no Trusted Types error', async () => {
    const { page, errors, cspViolations } = await e2e.open(await e2e.link(), { ignoreHTTPSErrors: true });
    const before = logs.length;
    // Enforced for real: the browser has Trusted Types and the page's policy requires them.
    const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('Content-Security-Policy'));
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types payment-page");
    expect(await page.evaluate(() => typeof (window as { trustedTypes?: unknown }).trustedTypes)).toBe('object');

    await waitForStep(page, 'Payment Options');
    // Step 2 from step 1: the browser draws the QR code itself (the server drew none).
    await chooseFirstCard(page);
    await page.locator('.qr-image svg path').waitFor();
    expect(await page.locator('.qr-image svg path').getAttribute('d')).toMatch(/^M\d+ \d+\.5h\d+/);

    await chooseLanguage(page, 'hi');
    await waitForStep(page, catalogues.hi.stepPay);
    await chooseLanguage(page, 'en');
    await waitForStep(page, catalogues.en.stepPay);

    // The reading starts the OCR thread through the policy.
    await pasteImage(page, png, 'receipt.png');
    await waitForReading(page, ['found']);
    await useButtons(page).click();
    expect(await page.getByTestId('utr-input').inputValue()).toBe(receipt.utr);

    // The bot check loads the (stand-in) Turnstile script through the policy.
    await page.getByTestId('submit').click();
    await waitForDone(page);

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    // Nothing reached the report endpoint either.
    await page.waitForTimeout(1500);
    expect(reportLines(logs, before)).toEqual([]);

    // The page's policy exists now (made before the OCR thread and the Turnstile script loaded): no
    // script can make a second one of its name, nor one of its own.
    const policies = await page.evaluate(() => {
      const factory = (
        window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }
      ).trustedTypes;
      const attempt = (name: string) => {
        try {
          factory.createPolicy(name, { createHTML: (html: string) => html });
          return 'made';
        } catch (error) {
          return error instanceof Error ? error.name : String(error);
        }
      };
      return [attempt('payment-page'), attempt('default'), attempt('mine')];
    });
    expect(policies).toEqual(['TypeError', 'TypeError', 'TypeError']);
    expect(await cspViolations()).toEqual(Array(3).fill('trusted-types trusted-types-policy'));
    await page.context().close();
  });

  it('a planted innerHTML write and a foreign script URL are refused, and reported', async () => {
    const { page, cspViolations } = await e2e.open(await e2e.link(), { ignoreHTTPSErrors: true });
    await page.waitForFunction(() => document.documentElement.classList.contains('js-ready'));
    const before = logs.length;

    expect(await plantHtml(page)).toEqual({ threw: 'TypeError', written: false });
    expect(await page.locator('#step-title').textContent()).toBe('Payment Options');
    const scriptSrc = await page.evaluate(() => {
      try {
        document.createElement('script').src = 'https://evil.example/x.js';
        return 'allowed';
      } catch (error) {
        return error instanceof Error ? error.name : String(error);
      }
    });
    expect(scriptSrc).toBe('TypeError');

    expect(await cspViolations()).toEqual([
      'require-trusted-types-for trusted-types-sink',
      'require-trusted-types-for trusted-types-sink',
    ]);
    await expect
      .poll(
        () => reportLines(logs, before).includes('CSP violation: require-trusted-types-for blocked trusted-types-sink'),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await page.context().close();
  });
});

describe('reported only (TRUSTED_TYPES=report, as staging and production start)', () => {
  const logs: StackLogLine[] = [];
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E(
      {
        pageHttps: true,
        pageVars: { TRUSTED_TYPES: 'report' },
        onLogLine: (line) => logs.push(line),
      },
      { full: true },
    );
  });
  afterAll(() => e2e?.close());

  it('a planted innerHTML write goes through, and is reported as one origin-only line', async () => {
    const { page, cspViolations } = await e2e.open(await e2e.link(), { ignoreHTTPSErrors: true });
    await waitForStep(page, 'Payment Options');
    const before = logs.length;
    expect(await plantHtml(page)).toEqual({ threw: 'nothing', written: true });
    expect(await cspViolations()).toEqual(['require-trusted-types-for trusted-types-sink']);
    await expect
      .poll(() => reportLines(logs, before), { timeout: 20_000 })
      .toEqual(['CSP violation: require-trusted-types-for blocked trusted-types-sink']);
    await page.context().close();
  });
});
