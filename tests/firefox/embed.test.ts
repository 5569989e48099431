/**
 * The page embedded in another site, in Firefox (docs/README.md, The embedded page in three
 * engines): the merchant demo host on `localhost` opens it through the page origin's `/embed.js` as
 * a modal and inline. The same checks as the Chromium file, written against puppeteer over
 * WebDriver BiDi; the tap on a UPI app button is seen as BiDi's `browsingContext.navigationStarted`
 * for the `upi:` link (Firefox makes no network request for a scheme it hands to an app). One
 * embed stack, one demo host and one Firefox for the file; a fresh browser context per test.
 */
import type { Browser, Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedMessage } from '../../common/embed-events.ts';
import { launchFirefox } from '../../harness/firefox.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { widerThanScreen } from '../../harness/spacing.ts';
import { depositsFor, newUtr } from '../e2e/deposits.ts';
import {
  events,
  expectClean,
  frameOf,
  hostMessages,
  openHost as openHostIn,
  openModal,
  typesOf,
  waitForEvent,
  withoutResize,
  type Host,
} from './embed-host.ts';
import { chooseFirstCard, SCREEN_TIMEOUT, submitUtr, visibleText, waitForDone, waitForStep } from './steps.ts';

let embed: EmbedStack;
let browser: Browser;
beforeAll(async () => {
  [embed, browser] = await Promise.all([startEmbedStack(), launchFirefox()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), embed?.close()]);
});

const UPI_1500_50 = 'upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR';

/** The demo host in a fresh context of this file's Firefox (./embed-host.ts). */
const openHost = (url = embed.demo.url, width = 1280, height = 800): Promise<Host> =>
  openHostIn(browser, url, width, height);

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? link;

/**
 * Every navigation Firefox starts in any of the page's browsing contexts, the frame's included, as
 * WebDriver BiDi reports it: puppeteer keeps its BiDi session on the frame's browsing context.
 */
function navigationsStarted(page: Page): string[] {
  interface Session {
    on(event: 'browsingContext.navigationStarted', listener: (info: { url: string }) => void): void;
  }
  const { session } = (
    page.mainFrame() as unknown as { browsingContext: { userContext: { browser: { session: Session } } } }
  ).browsingContext.userContext.browser;
  const started: string[] = [];
  session.on('browsingContext.navigationStarted', ({ url }) => started.push(url));
  return started;
}

describe('the modal in Firefox (docs/README.md, The merchant demo host)', () => {
  it('runs the flow to All Done; the host hears ready, step 2, submitted and done, once each, with nothing personal', async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await openModal(host);
    await chooseFirstCard(frame);
    await frame.waitForSelector('.qr-image svg');
    await frame.locator('::-p-aria(Copy UPI Address)').click();
    await expect
      .poll(() => visibleText(frame, '.toast-message'), { timeout: SCREEN_TIMEOUT })
      .toBe('Copied to clipboard!');
    const utr = newUtr();
    await submitUtr(frame, utr);
    await waitForDone(frame);
    await waitForEvent(page, 'modal', 'done');
    expect(await depositsFor(embed.stack, utr)).toHaveLength(1);

    const heard = await events(page, 'modal');
    expect(typesOf(heard)).toEqual(['ready', 'step', 'submitted', 'done']);
    expect(withoutResize(heard)[1]).toMatchObject({ type: 'step', step: 2 });
    for (const event of heard) {
      expect(isEmbedMessage(event)).toBe(true);
      const text = JSON.stringify(event);
      for (const secret of [tokenOf(host.modalLink), utr]) expect(text).not.toContain(secret);
    }
    await expectClean(host, [frame]);
  });

  it('closes on Escape with `close` and gives focus back to Pay', async () => {
    const host = await openHost();
    const { page } = host;
    await page.focus('#pay');
    await page.keyboard.press('Enter');
    const frame = await frameOf(page, host.modalLink);
    await waitForStep(frame, 'Payment Options');
    await waitForEvent(page, 'modal', 'ready');
    // Focus went into the modal: the host's focused element is the modal's frame or inside its
    // dialog, and the frame's document has the keyboard, so Escape reaches the modal.
    const frameElement = (await frame.frameElement())!;
    expect(
      await frameElement.evaluate((element) => {
        const focused = document.activeElement;
        return focused !== null && (focused === element || element.parentElement!.contains(focused));
      }),
    ).toBe(true);
    expect(await frame.evaluate(() => document.hasFocus())).toBe(true);
    await expectClean(host, [frame]);

    await page.keyboard.press('Escape');
    await waitForEvent(page, 'modal', 'close');
    await expect.poll(() => page.frames().some((candidate) => candidate.url().startsWith(host.modalLink))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pay');
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready', 'close']);
    expect(host.errors).toEqual([]);
  });

  it('opens a modal asked for before the loader arrived, once it does', async () => {
    // The demo host adds its loader two seconds late (`?late`); its stand-in queues the press on Pay
    // (docs/embedding.md, 'Before the loader arrives').
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${embed.demo.url}?late`);
    await page.click('#pay');
    expect(await page.evaluate(() => customElements.get('payment-page') === undefined)).toBe(true);
    expect(await page.$$eval('[role="dialog"]', (dialogs) => dialogs.length)).toBe(0);
    await expect.poll(() => page.$$eval('[role="dialog"]', (dialogs) => dialogs.length), { timeout: 15_000 }).toBe(1);
    await waitForEvent(page, 'modal', 'ready');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opened twice at once is one modal; closed, the page behind scrolls again and nothing failed', async () => {
    const host = await openHost();
    const { page } = host;
    // Two opens in one task, as a double click would make them (docs/embedding.md, 'One modal at a time').
    const same = await page.evaluate((link) => {
      const api = (window as unknown as { PaymentPage: { open(link: string): unknown } }).PaymentPage;
      return api.open(link) === api.open(link);
    }, host.modalLink);
    expect(same).toBe(true);
    expect(await page.$$eval('[role="dialog"]', (dialogs) => dialogs.length)).toBe(1);
    const frame = await frameOf(page, host.modalLink);
    await waitForStep(frame, 'Payment Options');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.evaluate((link) => {
      const api = (window as unknown as { PaymentPage: { open(link: string): { close(): void } } }).PaymentPage;
      const modal = api.open(link);
      modal.close();
      modal.close();
    }, host.modalLink);
    expect(await page.$$eval('[role="dialog"]', (dialogs) => dialogs.length)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.mouse.move(40, 400);
    await page.mouse.wheel({ deltaY: 400 });
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await expectClean(host, []);
  });

  it('is a full-screen sheet at 360 px, with nothing wider than the screen on the host or in the frame', async () => {
    const host = await openHost(embed.demo.url, 360, 740);
    const frame = await openModal(host);
    // The frame's dialog fills the screen; the frame fills it across and down to the bottom.
    const frameElement = (await frame.frameElement())!;
    const sheet = await frameElement.evaluate((element) => {
      const box = element.parentElement!.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    });
    expect(sheet).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    const box = (await frameElement.boundingBox())!;
    expect([box.x, box.width, box.y + box.height].map(Math.round)).toEqual([0, 360, 740]);
    expect(await host.page.evaluate(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    expect(await frame.evaluate(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    await expectClean(host, [frame]);
  });

  it("adds no history entry to the host as the payer moves between steps, beyond the modal's own one", async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await openModal(host);
    // The modal's one entry (docs/embedding.md, 'Back, Forward and your router'), then none per step.
    const before = await page.evaluate(() => history.length);
    await chooseFirstCard(frame);
    await waitForEvent(page, 'modal', 'step');
    expect(await page.evaluate(() => history.length)).toBe(before);
    await frame.locator('::-p-aria(Go Back[role="button"])').click();
    await waitForStep(frame, 'Payment Options');
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expectClean(host, [frame]);
  });

  it('hands a tap on "Pay with a UPI app" to the app link: a navigation to it starts, from the frame or the top', async () => {
    const host = await openHost();
    const started = navigationsStarted(host.page);
    const frame = await openModal(host);
    await chooseFirstCard(frame);
    await frame.locator('[data-testid="upi-app-link"]').click();
    await expect.poll(() => started).toContain(UPI_1500_50);
    // The frame still shows the page: a navigation the host's frame-src refused would have replaced it.
    expect(await visibleText(frame, '#step-title')).toBe('Make Payment and submit confirmation');
    await expectClean(host, [frame]);
  });
});

describe('the inline element in Firefox', () => {
  it('grows and shrinks with the page, never scrolling inside', async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await frameOf(page, host.inlineLink);
    await waitForStep(frame, 'Payment Options');
    await waitForEvent(page, 'inline', 'ready');
    const height = () => page.$eval('payment-page', (element) => element.getBoundingClientRect().height);
    const innerScroll = () =>
      frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);
    const stepOne = await height();
    expect(stepOne).toBeGreaterThan(200);

    await chooseFirstCard(frame);
    await frame.waitForSelector('.qr-image svg');
    await expect.poll(height).toBeGreaterThan(stepOne + 100);
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);

    await frame.locator('::-p-aria(Go Back[role="button"])').click();
    await waitForStep(frame, 'Payment Options');
    await expect.poll(async () => Math.abs((await height()) - stepOne)).toBeLessThanOrEqual(2);
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);
    await expectClean(host, [frame]);
  });
});

describe('the inline element while the payer submits, in Firefox', () => {
  it('keeps its height, within 20 %, from Submit until All Done', async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await frameOf(page, host.inlineLink);
    await waitForStep(frame, 'Payment Options');
    await waitForEvent(page, 'inline', 'ready');
    await chooseFirstCard(frame);
    await frame.waitForSelector('.qr-image svg');
    const before = (await events(page, 'inline')).length;
    const atSubmit = await page.$eval('payment-page', (element) => element.getBoundingClientRect().height);
    expect(atSubmit).toBeGreaterThan(400);
    await submitUtr(frame, newUtr());
    await waitForEvent(page, 'inline', 'done');
    const after = (await events(page, 'inline')).slice(before);
    const untilDone = after.slice(
      0,
      after.findIndex((event) => event.type === 'done'),
    );
    for (const event of untilDone)
      if (event.type === 'resize') expect(event.height).toBeGreaterThanOrEqual(atSubmit * 0.8);
    await expectClean(host, [frame]);
  });
});

describe('who may embed, in Firefox', () => {
  it('a host EMBED_ORIGINS does not name gets frames that render nothing, and no message at all', async () => {
    const host = await openHost(embed.demo.notAllowedUrl);
    const { page } = host;
    await page.locator('#pay').click();
    // Firefox puts its own error page in a frame that frame-ancestors refuses: no script of the
    // page can run there, so no message can come later.
    const refused = () => page.frames().filter((frame) => frame.url().startsWith('about:neterror?e=cspBlocked'));
    await expect.poll(() => refused().length).toBe(2);
    for (const link of [host.modalLink, host.inlineLink]) {
      expect(page.frames().some((frame) => frame.url().startsWith(link))).toBe(false);
    }
    expect(await hostMessages(page)).toEqual([]);
    expect(await page.$$eval('#event-log li', (items) => items.length)).toBe(0);
  });

  it('a message forged by another frame never reaches onEvent', async () => {
    const host = await openHost();
    const { page } = host;
    await openModal(host);
    const inline = await frameOf(page, host.inlineLink);
    await waitForEvent(page, 'inline', 'ready');
    await page.evaluate(() => {
      const forger = document.createElement('iframe');
      forger.name = 'forger';
      document.body.append(forger);
    });
    let forger: Frame | undefined;
    await expect
      .poll(async () => {
        for (const frame of page.frames()) {
          if ((await frame.evaluate(() => window.name).catch(() => '')) === 'forger') forger = frame;
        }
        return forger !== undefined;
      })
      .toBe(true);
    const forged = { source: 'payment-page', version: 1, type: 'done', redirect_url: null };
    for (const frame of [forger!, inline]) {
      await frame.evaluate((message) => parent.postMessage(message, '*'), forged);
    }
    const delivered = async () =>
      ((await hostMessages(page)) as { type?: string }[]).filter((data) => data?.type === 'done').length;
    await expect.poll(delivered).toBe(2);
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready']);
  });
});
