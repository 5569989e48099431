/**
 * What peers give a merchant's payer, in Chromium (docs/embedding.md): Back closes the modal (one
 * history entry, `close` sent, the merchant's router told nothing), a route change of a single-page
 * app closes it too, Forward does not bring it back; the page and the close control in a language
 * the merchant names or the browser prefers; and a site the page may not be framed on shows the payer
 * a note in that language, and its developer one console line. One embed stack and one demo host for
 * the file (docs/README.md, The merchant demo host).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_AFTER_LOAD_MS } from '../../embed/frame.ts';
import { browserFor } from '../../harness/e2e-stack.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import {
  events,
  expectClean,
  frameOf,
  modalShown,
  openHost as openHostIn,
  openModal,
  typesOf,
  waitForEvent,
  type Host,
} from './embed-host.ts';
import { framesDrawn, waitForStep } from './steps.ts';

let embed: EmbedStack;
let browser: Browser;
beforeAll(async () => {
  [embed, browser] = await Promise.all([startEmbedStack(), browserFor()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), embed?.close()]);
});

const openHost = (url = embed.demo.url, options: BrowserContextOptions = {}): Promise<Host> =>
  openHostIn(browser, url, options);

interface Api {
  open(link: string, options?: object): { close(): Promise<void> };
}

/** The address and state every popstate a merchant's router (a listener of the shop's own) hears carries. */
async function routerHears(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    history.replaceState({ route: 'product' }, '');
    const heard: string[] = [];
    Object.defineProperty(window, '__routerPops', { value: heard });
    addEventListener('popstate', (event) => heard.push(`${location.href} ${JSON.stringify(event.state)}`));
  });
  return () => page.evaluate(() => (window as unknown as { __routerPops: string[] }).__routerPops);
}

/** The shop with a page before it in the tab's history (the shop itself, `?from`), so a Back too many would show. */
async function openShopAfterAnotherPage(): Promise<Host> {
  const host = await openHost(`${embed.demo.url}?from`);
  await host.page.goto(embed.demo.url);
  await host.page.locator('html[data-loader="ready"]').waitFor({ state: 'attached' });
  host.modalLink = (await host.page.locator('#pay').getAttribute('data-link')) ?? '';
  return host;
}

describe("Back and the modal (docs/embedding.md, 'Back, Forward and your router')", () => {
  it('Back closes the modal with one close and stays on the shop, whose router hears its own address; Forward does not reopen it', async () => {
    const host = await openShopAfterAnotherPage();
    const { page } = host;
    const pops = await routerHears(page);
    const length = await page.evaluate(() => history.length);
    await openModal(host);
    expect(await page.evaluate(() => history.length)).toBe(length + 1);

    await page.goBack();
    await expect.poll(() => modalShown(host)).toBe(false);
    await waitForEvent(page, 'modal', 'close');
    expect(page.url()).toBe(embed.demo.url);
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready', 'close']);
    expect(await page.evaluate(() => [document.activeElement?.id, document.documentElement.style.overflow])).toEqual([
      'pay',
      '',
    ]);
    // The shop's router hears its own address and state: nothing to do.
    expect(await pops()).toEqual([`${embed.demo.url} {"route":"product"}`]);

    // Forward comes back to the modal's entry: the same page of the shop, the modal still closed.
    await page.goForward();
    await framesDrawn(page);
    expect(page.url()).toBe(embed.demo.url);
    expect(modalShown(host)).toBe(false);
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready', 'close']);
    await expectClean(host, []);
  });

  it('closed with Close, its entry goes too: Back then leaves the shop for the page before it', async () => {
    const host = await openShopAfterAnotherPage();
    const { page } = host;
    const pops = await routerHears(page);
    await openModal(host);
    await page.getByRole('button', { name: 'Close' }).click();
    await waitForEvent(page, 'modal', 'close');
    expect(await pops()).toEqual([`${embed.demo.url} {"route":"product"}`]);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${embed.demo.url}?from`);
  });

  it("a single-page app's route change closes it with close, and the new route stays", async () => {
    const host = await openHost();
    const { page } = host;
    await openModal(host);
    await page.evaluate(() => history.pushState({ route: 'cart' }, '', '/cart'));
    await expect.poll(() => modalShown(host)).toBe(false);
    await waitForEvent(page, 'modal', 'close');
    await framesDrawn(page);
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  it('close() from the merchant sends no close, and a route taken right after it stays taken', async () => {
    const host = await openHost();
    const { page } = host;
    await openModal(host);
    await page.evaluate((link) => {
      const modal = (window as unknown as { PaymentPage: Api }).PaymentPage.open(link);
      void modal.close();
      history.pushState(null, '', '/thanks');
    }, host.modalLink);
    await expect.poll(() => modalShown(host)).toBe(false);
    // Longer than the loader waits before it takes its entry out.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/thanks');
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready']);
  });

  it('await close() resolves once its entry is gone, so a route taken after it stays', async () => {
    const host = await openShopAfterAnotherPage();
    const { page } = host;
    const length = await page.evaluate(() => history.length);
    await openModal(host);
    const after = await page.evaluate(async (link) => {
      await (window as unknown as { PaymentPage: Api }).PaymentPage.open(link).close();
      history.pushState(null, '', '/thanks');
      return history.length;
    }, host.modalLink);
    // The modal's entry was replaced by the route's: one entry more than before the modal, not two.
    expect(after).toBe(length + 1);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/thanks');
    await page.goBack();
    await expect.poll(() => page.url()).toBe(embed.demo.url);
  });
});

describe("a language for the page (docs/embedding.md, 'Its words')", () => {
  it('open(link, { lang }) shows the page in it and labels Close in it; closeLabel still overrides', async () => {
    const host = await openHost();
    const { page } = host;
    await page.evaluate(
      (link) => (window as unknown as { PaymentPage: Api }).PaymentPage.open(link, { lang: 'hi' }),
      host.modalLink,
    );
    const frame = await frameOf(page, host.modalLink);
    expect(new URL(frame.url()).searchParams.get('lang')).toBe('hi');
    await waitForStep(frame, 'भुगतान के विकल्प');
    await expect.poll(() => frame.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await page.locator('[role="dialog"] button').textContent()).toBe('बंद करें');
    // The page's Escape comes with its framed chunk, which marks the document as framed: a key
    // pressed before it has loaded (a loaded machine hydrates late) is the page's alone.
    await expect.poll(() => frame.evaluate(() => document.documentElement.classList.contains('is-framed'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modalShown(host)).toBe(false);

    await page.evaluate(
      (link) =>
        (window as unknown as { PaymentPage: Api }).PaymentPage.open(link, { lang: 'ta-IN', closeLabel: 'Done here' }),
      host.modalLink,
    );
    await frameOf(page, host.modalLink);
    expect(await page.locator('[role="dialog"] button').textContent()).toBe('Done here');
    await expectClean(host, []);
  });

  it("without one, the browser's language: the page and Close agree", async () => {
    const host = await openHost(embed.demo.url, { locale: 'bn-IN' });
    await host.page.locator('#pay').click();
    const frame = await frameOf(host.page, host.modalLink);
    await expect.poll(() => frame.evaluate(() => document.documentElement.lang)).toBe('bn-IN');
    expect(await host.page.locator('[role="dialog"] button').textContent()).toBe('বন্ধ করুন');
    expect(new URL(frame.url()).searchParams.has('lang')).toBe(false);
  });

  it('<payment-page lang> shows the inline page in it', async () => {
    const host = await openHost(`${embed.demo.url}?lang=ta`);
    const frame = await frameOf(host.page, host.inlineLink);
    await expect.poll(() => frame.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    await waitForEvent(host.page, 'inline', 'ready');
    await expectClean(host, [frame]);
  });
});

describe("a site the page may not be framed on (docs/embedding.md, 'Errors')", () => {
  it.each([
    ['en', 'The payment page cannot open here'],
    ['hi', 'भुगतान पेज यहाँ नहीं खुल सकता'],
    ['ur', 'ادائیگی کا صفحہ یہاں نہیں کھل سکتا'],
  ])('the modal shows the payer a note in %s, and the console one line naming EMBED_ORIGINS', async (lang, heading) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.clock.install();
    await page.goto(embed.demo.notAllowedUrl);
    await page.locator('html[data-loader="ready"]').waitFor({ state: 'attached' });
    const link = (await page.locator('#pay').getAttribute('data-link')) ?? '';
    await page.evaluate(
      ({ link, lang }) => {
        const heard: unknown[] = [];
        Object.defineProperty(window, '__heard', { value: heard });
        (window as unknown as { PaymentPage: Api }).PaymentPage.open(link, {
          lang,
          onEvent: (e: unknown) => heard.push(e),
        });
      },
      { link, lang },
    );
    // Once the refused frame has loaded (Chromium's own error page), the loader's silence begins:
    // the page's clock moves on by that much until the modal's frame shows the note.
    const noteShown = async () =>
      (await (await page.locator('[role="dialog"] iframe').elementHandle())?.contentFrame())?.url() ?? '';
    await expect
      .poll(async () => {
        await page.clock.fastForward(SILENT_AFTER_LOAD_MS);
        return noteShown();
      })
      .toContain('/embed-refused/');
    const note = (await (await page.locator('[role="dialog"] iframe').elementHandle()).contentFrame())!;
    expect(new URL(note.url()).pathname).toBe(`/embed-refused/${lang}`);
    await note.locator('h1').waitFor();
    expect(await note.locator('h1').textContent()).toBe(heading);
    expect(await note.evaluate(() => document.documentElement.dir)).toBe(lang === 'ur' ? 'rtl' : 'ltr');
    expect(await page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard)).toEqual([
      { source: 'payment-page', version: 1, type: 'error', reason: 'refused' },
    ]);
    // One line for each silent frame: the demo's inline element's, and the modal's.
    const line = `PaymentPage: no answer from ${new URL(link).origin}: most likely ${new URL(embed.demo.notAllowedUrl).origin} is not allowed to embed app demo (EMBED_ORIGINS, set by ${new URL(link).origin}'s operator)`;
    expect(console.filter((text) => text.startsWith('PaymentPage:'))).toEqual([line, line]);
    await page.screenshot({ path: `test-results/embed-refused-${lang}.png` });
    await context.close();
  });
});
