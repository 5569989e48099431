/**
 * The loader on a merchant's page that misbehaves as real ones do, in Firefox (docs/embedding.md):
 * two loader tags, markup that shadows `document.currentScript`, an `onEvent` that throws, Escape
 * inside an inline element; and what peers give: Back closes the modal (Forward does not reopen
 * it), and a language for the page and its close control. The same cases as the Chromium files
 * (tests/e2e/embed-survival.test.ts, tests/e2e/embed-comforts.test.ts), over WebDriver BiDi. One
 * embed stack, one demo host and one Firefox for the file; a fresh browser context per test.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox } from '../../harness/firefox.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { CLOBBER_SRC } from '../../harness/merchant-demo/server.ts';
import { events, frameOf, hostMessages, openHost as openHostIn, openModal, typesOf, type Host } from './embed-host.ts';
import { chooseFirstCard, SCREEN_TIMEOUT, visibleText, waitForStep } from './steps.ts';

let embed: EmbedStack;
let browser: Browser;
beforeAll(async () => {
  [embed, browser] = await Promise.all([startEmbedStack(), launchFirefox()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), embed?.close()]);
});

interface Api {
  open(link: string, options?: object): { close(): Promise<void> };
}

/** The demo host in a fresh context of this file's Firefox (./embed-host.ts). */
const openHost = (url: string): Promise<Host> => openHostIn(browser, url);

/** The exceptions nothing caught, of the host and its frames. */
const uncaught = (host: Host) =>
  host.errors.filter((error) => error.startsWith('uncaught: ')).map((error) => error.slice('uncaught: '.length));

/** The event types the host listed for the modal or the inline element, in order, `resize` left out. */
const heard = async (page: Page, from: 'modal' | 'inline') => typesOf(await events(page, from));

const dialogs = (page: Page) => page.$$eval('[role="dialog"]', (found) => found.length);
const locked = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

describe('the loader on a page that misbehaves, in Firefox', () => {
  it('two loader tags, one added again later as a single-page app remounts it: one API, one modal, and Escape closes it and unlocks the page', async () => {
    const host = await openHost(`${embed.demo.url}?twice`);
    const { page } = host;
    // The first API, as a merchant's code keeps it, then the tag mounted once more.
    await page.evaluate(
      async (src) => {
        Object.defineProperty(window, '__firstApi', { value: (window as unknown as { PaymentPage: Api }).PaymentPage });
        const script = document.createElement('script');
        script.src = src;
        const ran = new Promise((resolve) => script.addEventListener('load', resolve));
        document.head.append(script);
        await ran;
      },
      `${new URL(host.modalLink).origin}/embed.js`,
    );
    const same = await page.evaluate((link) => {
      const { __firstApi: first, PaymentPage: now } = window as unknown as { __firstApi: Api; PaymentPage: Api };
      return [first === now, first.open(link) === now.open(link)];
    }, host.modalLink);
    expect(same).toEqual([true, true]);
    expect(await dialogs(page)).toBe(1);
    const frame = await frameOf(page, host.modalLink);
    await waitForStep(frame, 'Payment Options');
    await frame.waitForSelector('html.is-framed');
    await expect.poll(() => frame.evaluate(() => document.hasFocus())).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs(page)).toBe(0);
    expect(await locked(page)).toBe('');
    expect(uncaught(host)).toEqual([]);
  });

  it('markup shadowing document.currentScript: a payer link opens, a link on the named origin throws', async () => {
    const host = await openHost(`${embed.demo.url}?clobber`);
    const { page } = host;
    const pageOrigin = new URL(host.modalLink).origin;
    expect(await page.evaluate(() => String((document as unknown as { currentScript: unknown }).currentScript))).toBe(
      '[object HTMLImageElement]',
    );
    const attacker = await page.evaluate((src) => {
      try {
        (window as unknown as { PaymentPage: Api }).PaymentPage.open(`${new URL(src).origin}/demo/a.b.c`);
        return 'opened';
      } catch (error) {
        return (error as Error).message;
      }
    }, CLOBBER_SRC);
    expect(attacker).toBe(`PaymentPage: link must be a payer link on ${pageOrigin} (${pageOrigin}/<app id>/<token>)`);
    await openModal(host);
    // Firefox reports the demo's own CSP refusing the planted image as a page error: that, and nothing else.
    expect(uncaught(host).filter((message) => !message.includes(`img-src) at ${CLOBBER_SRC}`))).toEqual([]);
  });

  it('an onEvent that throws never keeps the modal open: Escape in the frame closes it, the error reported apart', async () => {
    const host = await openHost(embed.demo.url);
    const { page } = host;
    await page.evaluate((link) => {
      (window as unknown as { PaymentPage: Api }).PaymentPage.open(link, {
        onEvent: () => {
          throw new Error('the merchant callback failed');
        },
      });
    }, host.modalLink);
    const frame = await frameOf(page, host.modalLink);
    await waitForStep(frame, 'Payment Options');
    await frame.waitForSelector('html.is-framed');
    await expect.poll(() => frame.evaluate(() => document.hasFocus())).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs(page)).toBe(0);
    expect(await locked(page)).toBe('');
    await expect.poll(() => uncaught(host).length).toBeGreaterThan(0);
    expect(new Set(uncaught(host).map((message) => message.replace(/^Error: /, '')))).toEqual(
      new Set(['the merchant callback failed']),
    );
  });

  it('Escape inside the inline element sends no close, and the typed UTR stays', async () => {
    const host = await openHost(embed.demo.url);
    const { page } = host;
    const frame = await frameOf(page, host.inlineLink);
    await waitForStep(frame, 'Payment Options');
    await expect.poll(() => heard(page, 'inline')).toContain('ready');
    await chooseFirstCard(frame);
    await frame.locator('[data-testid="utr-input"]').fill('123456789012');
    await frame.focus('[data-testid="utr-input"]');
    await page.keyboard.press('Escape');
    // The page's Escape reached the host's window; the element dropped it.
    await expect
      .poll(async () => ((await hostMessages(page)) as { type?: string }[]).some((data) => data?.type === 'close'))
      .toBe(true);
    expect(await heard(page, 'inline')).toEqual(['ready', 'step']);
    expect(await frame.$eval('[data-testid="utr-input"]', (input) => (input as HTMLInputElement).value)).toBe(
      '123456789012',
    );
    expect(uncaught(host)).toEqual([]);
  });
});

describe('Back and a language, in Firefox', () => {
  it('Back closes the modal with one close and stays on the shop; Forward does not reopen it', async () => {
    const host = await openHost(`${embed.demo.url}?from`);
    const { page } = host;
    await page.goto(embed.demo.url);
    await page.waitForSelector('html[data-loader="ready"]', { timeout: SCREEN_TIMEOUT * 2 });
    host.modalLink = await page.$eval('#pay', (button) => (button as HTMLElement).dataset.link ?? '');
    await openModal(host);
    await page.goBack();
    await expect.poll(() => dialogs(page)).toBe(0);
    await expect.poll(() => heard(page, 'modal')).toEqual(['ready', 'close']);
    expect(page.url()).toBe(embed.demo.url);
    expect(await locked(page)).toBe('');
    await page.goForward();
    expect(page.url()).toBe(embed.demo.url);
    expect(await dialogs(page)).toBe(0);
    expect(await heard(page, 'modal')).toEqual(['ready', 'close']);
    expect(uncaught(host)).toEqual([]);
  });

  it('open(link, { lang }) shows the page in it and labels Close in it', async () => {
    const host = await openHost(embed.demo.url);
    const { page } = host;
    await page.evaluate(
      (link) => (window as unknown as { PaymentPage: Api }).PaymentPage.open(link, { lang: 'hi' }),
      host.modalLink,
    );
    const frame = await frameOf(page, host.modalLink);
    await waitForStep(frame, 'भुगतान के विकल्प');
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await visibleText(page, '[role="dialog"] button')).toBe('बंद करें');
    expect(uncaught(host)).toEqual([]);
  });

  it('<payment-page lang> shows the inline page in it', async () => {
    const host = await openHost(`${embed.demo.url}?lang=ta`);
    const frame = await frameOf(host.page, host.inlineLink);
    await expect.poll(() => frame.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    expect(uncaught(host)).toEqual([]);
  });
});
