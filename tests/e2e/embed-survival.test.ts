/**
 * The loader on a merchant's page that misbehaves as real ones do, in Chromium (docs/embedding.md):
 * a second loader tag, markup that shadows `document.currentScript`, an `onEvent` that throws, a
 * `beforeunload` prompt, a page wider than the phone; and what the page itself must not do there:
 * send `close` from an inline element, load a frame twice, log an unknown permission. One embed
 * stack and one demo host for the file (docs/README.md, The merchant demo host).
 */
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCspViolations } from '../../harness/csp-recorder.ts';
import { browserFor, payerLink } from '../../harness/e2e-stack.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { CLOBBER_SRC } from '../../harness/merchant-demo/server.ts';
import {
  events,
  expectClean,
  frameOf,
  hostMessages,
  openHost as openHostIn,
  openModal,
  typesOf,
  waitForEvent,
  type Host,
} from './embed-host.ts';
import { ANDROID_PHONE, chooseFirstCard, framesDrawn, waitForStep } from './steps.ts';

let embed: EmbedStack;
let browser: Browser;
beforeAll(async () => {
  [embed, browser] = await Promise.all([startEmbedStack(), browserFor()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), embed?.close()]);
});

const openHost = (query = '', options: BrowserContextOptions = {}): Promise<Host> =>
  openHostIn(browser, `${embed.demo.url}${query}`, options);

interface Api {
  open(link: string, options?: object): { close(): Promise<void> };
  version: string;
}
const dialogs = (page: Page) => page.locator('[role="dialog"]').count();
const locked = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

describe('a second loader on the page (docs/embedding.md, One loader however often it is added)', () => {
  it('two loader tags in the HTML: one API, one modal, and Escape closes it and unlocks the page', async () => {
    const host = await openHost('?twice');
    const { page } = host;
    await page.locator('#pay').click();
    const frame = await frameOf(page, host.modalLink);
    await frame.locator('html.is-framed').waitFor({ state: 'attached' });
    expect(await dialogs(page)).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs(page)).toBe(0);
    expect(await locked(page)).toBe('');
    await waitForEvent(page, 'modal', 'close');
    await expectClean(host, []);
  });

  it('a loader tag added again later (a single-page app remounting it) keeps the first: the same API, one modal', async () => {
    const host = await openHost();
    const { page } = host;
    const loaderUrl = `${new URL(host.modalLink).origin}/embed.js`;
    await page.evaluate(async (src) => {
      const first = (window as unknown as { PaymentPage: Api }).PaymentPage;
      Object.defineProperty(window, '__firstApi', { value: first });
      const script = document.createElement('script');
      script.src = src;
      const ran = new Promise((resolve) => script.addEventListener('load', resolve));
      document.head.append(script);
      await ran;
    }, loaderUrl);
    const same = await page.evaluate((link) => {
      const { __firstApi: first, PaymentPage: now } = window as unknown as { __firstApi: Api; PaymentPage: Api };
      return [first === now, first.open(link) === now.open(link)];
    }, host.modalLink);
    expect(same).toEqual([true, true]);
    expect(await dialogs(page)).toBe(1);
    const frame = await frameOf(page, host.modalLink);
    await waitForStep(frame, 'Payment Options');
    await frame.locator('html.is-framed').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs(page)).toBe(0);
    expect(await locked(page)).toBe('');
    await expectClean(host, []);
  });
});

describe("markup that shadows document.currentScript (docs/security.md, 'The embed loader')", () => {
  it('the loader keeps the origin it was loaded from: a payer link opens, a link on the named origin throws', async () => {
    const host = await openHost('?clobber');
    const { page } = host;
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
    expect(attacker).toBe(
      `PaymentPage: link must be a payer link on ${new URL(host.modalLink).origin} (${new URL(host.modalLink).origin}/<app id>/<token>)`,
    );
    const frame = await openModal(host);
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready']);
    // The demo's own CSP refuses the planted image: that refusal, and nothing else, is on the console.
    expect(host.errors.filter((error) => !error.includes(`Loading the image '${CLOBBER_SRC}'`))).toEqual([]);
    expect(await page.evaluate(readCspViolations)).toEqual([`img-src ${CLOBBER_SRC}`]);
    expect(await frame.evaluate(readCspViolations)).toEqual([]);
  });
});

describe("a merchant's callback that throws (docs/embedding.md, Your callback)", () => {
  it('never keeps the modal open: Escape in the frame closes it, and the error is reported on its own', async () => {
    const host = await openHost();
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
    await frame.locator('html.is-framed').waitFor({ state: 'attached' });
    await expect.poll(() => frame.evaluate(() => document.hasFocus())).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs(page)).toBe(0);
    expect(await locked(page)).toBe('');
    // Each throw (on `ready`, `resize`, `close`) is an uncaught error of its own: nothing else is.
    await expect.poll(() => host.errors.length).toBeGreaterThan(0);
    expect(new Set(host.errors)).toEqual(new Set(['uncaught: the merchant callback failed']));
  });
});

describe('the inline element', () => {
  it('Escape inside it sends no close: nothing closed, and the typed UTR is still there', async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await frameOf(page, host.inlineLink);
    await waitForStep(frame, 'Payment Options');
    await waitForEvent(page, 'inline', 'ready');
    await chooseFirstCard(frame);
    await frame.getByTestId('utr-input').fill('123456789012');
    await frame.getByTestId('utr-input').press('Escape');
    // The page's Escape reached the host's window (it asks the modal to close); the element dropped it.
    await expect
      .poll(async () => ((await hostMessages(page)) as { type?: string }[]).some((data) => data?.type === 'close'))
      .toBe(true);
    await framesDrawn(page);
    expect(typesOf(await events(page, 'inline'))).toEqual(['ready', 'step']);
    expect(await frame.getByTestId('utr-input').inputValue()).toBe('123456789012');
    await expectClean(host, [frame]);
  });

  it('already in the HTML when the loader arrives, it loads its page once', async () => {
    const documents: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() !== page.mainFrame()) documents.push(request.url());
    });
    await page.goto(embed.demo.url);
    const inlineLink = (await page.locator('payment-page').getAttribute('link')) ?? '';
    const frame = await frameOf(page, inlineLink);
    await waitForStep(frame, 'Payment Options');
    await waitForEvent(page, 'inline', 'ready');
    expect(documents.filter((url) => url.startsWith(inlineLink))).toHaveLength(1);
    await context.close();
  });
});

describe("the frame's permissions", () => {
  it("logs no 'Unrecognized feature' on the host, where Chromium has no Web Share", async () => {
    const host = await openHost();
    const messages: string[] = [];
    host.page.on('console', (message: ConsoleMessage) => messages.push(message.text()));
    const frame = await openModal(host);
    expect(await host.page.evaluate(() => 'share' in navigator)).toBe(false);
    expect(await (await frame.frameElement()).getAttribute('allow')).toBe('clipboard-write');
    expect(messages.filter((text) => text.includes('Unrecognized feature'))).toEqual([]);
  });
});

describe('a merchant page wider than the phone', () => {
  it('at 360 px with 378 px of content, the modal is the screen wide and Close is wholly on screen, 44 px at least', async () => {
    const host = await openHost('', { ...ANDROID_PHONE, viewport: { width: 360, height: 740 } });
    const { page } = host;
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '378px';
      wide.style.height = '8px';
      document.body.prepend(wide);
    });
    const frame = await openModal(host);
    const layout = await page.evaluate(() => {
      const close = document.querySelector('[role="dialog"] button')!.getBoundingClientRect();
      const dialog = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
      return {
        screen: visualViewport!.width,
        page: innerWidth,
        dialog: dialog.width,
        close: [close.left, close.right],
        target: Math.min(close.width, close.height),
      };
    });
    expect(layout.page).toBe(378);
    expect(layout.dialog).toBe(360);
    expect(layout.close[0]).toBeGreaterThanOrEqual(0);
    expect(layout.close[1]).toBeLessThanOrEqual(layout.screen);
    // A control a thumb can hit, as the page's own are.
    expect(layout.target).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'test-results/embed-modal-378.png' });
    await expectClean(host, [frame]);
  });
});

describe("a merchant's beforeunload, and the UPI app hand-off from the modal (docs/embedding.md, UPI apps from inside a frame)", () => {
  it('on an Android phone the upi: request is made and the merchant page is never asked to unload', async () => {
    const host = await openHost('', ANDROID_PHONE);
    const { page } = host;
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    const appRequests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().startsWith('upi:')) appRequests.push(request.url());
    });
    // The merchant's "Leave site?" guard, and a count of every time the page was asked.
    await page.evaluate(() => {
      const asked: number[] = [];
      Object.defineProperty(window, '__unloadAsked', { value: asked });
      addEventListener('beforeunload', (event) => {
        asked.push(1);
        event.preventDefault();
      });
    });
    const link = await payerLink(embed.stack, { appId: 'merchant', amountPaise: 250_000 });
    await page.evaluate((url) => (window as unknown as { PaymentPage: Api }).PaymentPage.open(url), link);
    const frame = await frameOf(page, link);
    await waitForStep(frame, 'Payment Options');
    await chooseFirstCard(frame);
    await frame.getByRole('link', { name: 'Pay with a UPI app' }).click();
    await expect
      .poll(() => appRequests)
      .toEqual(['upi://pay?pa=acmegames@okaxis&pn=ACME%20GAMES&mc=5816&tr=ACME20261128001&am=2500.00&cu=INR']);
    await framesDrawn(page);
    expect(await page.evaluate(() => (window as unknown as { __unloadAsked: number[] }).__unloadAsked)).toEqual([]);
    expect(prompts).toEqual([]);
    expect(page.url()).toBe(embed.demo.url);
    expect(await frame.locator('#step-title').textContent()).toBe('Make Payment and submit confirmation');
    await expectClean(host, [frame]);
  });
});
