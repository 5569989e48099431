/**
 * What a merchant hears beyond a payment, in Firefox, on the merchant demo host: a frame reloaded
 * on step 2 keeps the payer's option and UTR and says `ready` on step 2 (docs/embedding.md, Events);
 * and the `error` event's reasons (docs/embedding.md, Errors): an expired link, one the payment worker refuses and one whose payment worker is down each give their
 * reason from the page; a bad `link` on `<payment-page>` is an `error` event, never an uncaught
 * exception; the host EMBED_ORIGINS does not name hears `refused` from the loader. The same cases
 * as tests/e2e/embed-events.test.ts, written against puppeteer over WebDriver BiDi.
 */
import type { Browser, Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_AFTER_LOAD_MS } from '../../embed/frame.ts';
import { launchFirefox } from '../../harness/firefox.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { errorLinks, FOREIGN_LINK, type PageErrorReason } from '../../harness/merchant-demo/error-links.ts';
import { heardInPage, showLink } from '../../harness/merchant-demo/show-link.ts';
import { createPayerLink } from '../../sandbox/sign-link.ts';
import { chooseFirstCard } from './steps.ts';

let embed: EmbedStack;
let browser: Browser;
let links: Record<PageErrorReason, string>;
beforeAll(async () => {
  [embed, browser] = await Promise.all([startEmbedStack(), launchFirefox()]);
  links = await errorLinks(embed.stack.pageUrl);
});
afterAll(async () => {
  await Promise.all([browser?.close(), embed?.close()]);
});

interface Shown {
  page: Page;
  /** Uncaught exceptions of the host and its frames. */
  uncaught: string[];
}

/** The demo host at `url`, with `link` shown as a modal or as a new element, every event kept in `window.heard`. */
async function show(url: string, how: 'modal' | 'element', link: string): Promise<Shown> {
  const page = await (await browser.createBrowserContext()).newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error instanceof Error ? error.message : String(error)));
  await page.goto(url);
  await page.waitForSelector('html[data-loader="ready"]');
  await page.evaluate(showLink, link, how);
  return { page, uncaught };
}

const heard = (page: Page) => page.evaluate(heardInPage);
const error = (reason: string) => JSON.stringify({ source: 'payment-page', version: 1, type: 'error', reason });

const event = (fields: object) => JSON.stringify({ source: 'payment-page', version: 1, ...fields });

describe('a frame reloaded on step 2, in Firefox (docs/embedding.md, Events)', () => {
  it("keeps the option and the UTR (the frame's partitioned storage), and says ready on step 2", async () => {
    const link = await createPayerLink({ pageUrl: embed.stack.pageUrl, appId: 'demo', amountPaise: 150_050 });
    const { page, uncaught } = await show(embed.demo.url, 'modal', link);
    const frameOf = (): Frame | undefined => page.frames().find((frame) => frame.url().startsWith(link));
    await expect.poll(() => heard(page)).toContain(event({ type: 'ready', step: 1 }));
    const frame = frameOf() as Frame;
    await chooseFirstCard(frame);
    await frame.locator('[data-testid="utr-input"]').fill('123456789012');
    await expect.poll(() => heard(page)).toContain(event({ type: 'step', step: 2 }));
    await page.evaluate(() => ((window as unknown as { heard: string[] }).heard.length = 0));
    await frame.evaluate(() => location.reload());
    await expect.poll(() => heard(page)).toContain(event({ type: 'ready', step: 2 }));
    expect(await heard(page)).toEqual([event({ type: 'ready', step: 2 })]);
    await expect
      .poll(() => frameOf()?.$eval('[data-testid="utr-input"]', (input) => (input as HTMLInputElement).value))
      .toBe('123456789012');
    expect(uncaught).toEqual([]);
  });
});

describe("the error event's reason, in Firefox (docs/embedding.md, Errors)", () => {
  it.each(['expired', 'invalid', 'unavailable'] as const)(
    'a link whose page can only show its error screen gives %s, once, and nothing else',
    async (reason) => {
      const { page, uncaught } = await show(embed.demo.url, 'modal', links[reason]);
      await expect.poll(() => heard(page)).toContain(error(reason));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await heard(page)).toEqual([error(reason)]);
      expect(uncaught).toEqual([]);
    },
  );

  it('the element given a link on another origin sends error invalid, and throws nothing to the page', async () => {
    const { page, uncaught } = await show(embed.demo.url, 'element', FOREIGN_LINK);
    await expect.poll(() => heard(page)).toEqual([error('invalid')]);
    expect(uncaught).toEqual([]);
  });

  it(`the host EMBED_ORIGINS does not name hears refused from the loader, ${SILENT_AFTER_LOAD_MS / 1000} s after the frame loaded`, async () => {
    const link = await createPayerLink({ pageUrl: embed.stack.pageUrl, appId: 'demo', amountPaise: 150_050 });
    const { page } = await show(embed.demo.notAllowedUrl, 'modal', link);
    await expect.poll(() => heard(page), { timeout: SILENT_AFTER_LOAD_MS + 15_000 }).toEqual([error('refused')]);
  });
});
