/**
 * The page embedded in another site, in Chromium (docs/README.md, The merchant demo host): the
 * merchant demo host on `localhost` opens it as a modal with `PaymentPage.open` and shows it inline
 * with `<payment-page>`, both from the page origin's `/embed.js`. The modal runs the whole flow, the
 * host hears the events in order and nothing personal in them, Escape and the Close control close it
 * and give back focus and the page's scrolling, a wide screen gets a centred dialog that Tab never
 * leaves, the inline element follows the page's height, a host `EMBED_ORIGINS` does not name gets
 * nothing, a forged message never reaches `onEvent`, a phone gets a full-screen sheet, steps add no
 * history, and a UPI app button ends in a navigation to the app link. No console error or CSP
 * violation, on the host or in the frame. One embed stack and one demo host for the file.
 */
import type { Browser, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedMessage } from '../../common/embed-events.ts';
import { readCspViolations } from '../../harness/csp-recorder.ts';
import { browserFor, payerLink } from '../../harness/e2e-stack.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { makeReceipts } from '../../harness/receipts/index.ts';
import { drawReceipt, receiptPage, waitForReading } from '../../harness/receipts/draw.ts';
import { widerThanScreen } from '../../harness/spacing.ts';
import { depositsFor, newUtr } from './deposits.ts';
import {
  events,
  expectClean,
  frameOf,
  hostMessages,
  modalShown,
  openHost as openHostIn,
  openModal,
  typesOf,
  waitForEvent,
  withoutResize,
  type Host,
} from './embed-host.ts';
import {
  ANDROID_PHONE,
  chooseFirstCard,
  framesDrawn,
  toastTexts,
  waitForDone,
  waitForInteractive,
  waitForStep,
} from './steps.ts';

let embed: EmbedStack;
let browser: Browser;
beforeAll(async () => {
  // A browser of its own: a test here reads the clipboard, which every page of one browser shares
  // (docs/README.md, One browser and shared stacks in `e2e`).
  [embed, browser] = await Promise.all([startEmbedStack(), browserFor({ own: true })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), embed?.close()]);
});

const UPI_1500_50 = 'upi://pay?pa=demo.store@okaxis&am=1500.50&cu=INR';

/** The demo host in a fresh context of this file's browser (./embed-host.ts). */
const openHost = (url = embed.demo.url, options: BrowserContextOptions = {}): Promise<Host> =>
  openHostIn(browser, url, options);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The modal around `frame`: its dialog's and backdrop's boxes and the backdrop's colour. */
async function modalLayout(frame: Frame): Promise<{ dialog: Box; backdrop: Box; shade: string }> {
  return (await frame.frameElement()).evaluate((element) => {
    const boxOf = (of: Element) => {
      const { x, y, width, height } = of.getBoundingClientRect();
      return { x, y, width, height };
    };
    const dialog = element.parentElement!;
    const backdrop = dialog.parentElement!;
    return { dialog: boxOf(dialog), backdrop: boxOf(backdrop), shade: getComputedStyle(backdrop).backgroundColor };
  });
}

/** Where the host's focus is: the tag of its focused element, and whether that is inside the modal's dialog. */
const hostFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return `${focused?.tagName ?? 'none'} ${focused?.closest('[role="dialog"]') ? 'in' : 'outside'} the modal`;
  });

/** The link's token (its last path segment): what no event may carry. */
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? link;

describe('the modal (docs/README.md, The merchant demo host)', () => {
  it('runs the flow to All Done; the host hears ready, step 2, submitted and done, once each, with nothing personal', async () => {
    const host = await openHost(embed.demo.url, { permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = host;
    const frame = await openModal(host);

    await chooseFirstCard(frame);
    await frame.locator('.qr-image svg').waitFor();
    const address = await frame.getByTestId('copy-value').first().textContent();
    await frame.getByRole('button', { name: 'Copy UPI Address' }).click();
    await expect.poll(() => toastTexts(frame)).toEqual(['Copied to clipboard!']);
    // Read back on the host, once its document has the focus again (the clipboard reads only there).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // The screenshot picker and the reader, inside the frame: the receipt's UTR offered, one tap fills it.
    const drawer = await receiptPage(browser);
    const receipt = makeReceipts(6, 27, new Date()).find((r) => r.lang === 'en' && r.layout === 'stacked');
    if (!receipt) throw new Error('no English stacked receipt');
    const png = await drawReceipt(drawer, receipt);
    await drawer.context().close();
    await frame.getByTestId('proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await waitForReading(frame, ['found', 'done']);
    await frame.getByRole('button', { name: 'Use it' }).click();
    expect(await frame.getByTestId('utr-input').inputValue()).toBe(receipt.utr);

    await frame.getByTestId('submit').click();
    await waitForDone(frame);
    await waitForEvent(page, 'modal', 'done');
    expect(await depositsFor(embed.stack, receipt.utr)).toHaveLength(1);
    // No window of the page's to close inside the merchant's modal (docs/embedding.md, The page inside a frame).
    expect(await frame.getByText('You may close this window').isVisible()).toBe(false);

    const heard = await events(page, 'modal');
    expect(typesOf(heard)).toEqual(['ready', 'step', 'submitted', 'done']);
    expect(withoutResize(heard)[1]).toMatchObject({ type: 'step', step: 2 });
    // Exactly the contract's shape (no extra field), and none of the token, the UTR or the file's name.
    for (const event of heard) {
      expect(isEmbedMessage(event)).toBe(true);
      const text = JSON.stringify(event);
      for (const secret of [tokenOf(host.modalLink), receipt.utr, 'receipt.png']) expect(text).not.toContain(secret);
    }
    await expectClean(host, [frame]);
  });

  it('closes on Escape with `close` and gives focus back to Pay', async () => {
    const host = await openHost();
    const { page } = host;
    await page.locator('#pay').focus();
    await page.keyboard.press('Enter');
    const frame = await frameOf(page, host.modalLink);
    await waitForStep(frame, 'Payment Options');
    await waitForEvent(page, 'modal', 'ready');
    // Focus went into the modal: the host's focused element is the modal's frame or inside its
    // dialog, and the frame's document has the keyboard, so Escape reaches the modal.
    const frameElement = await frame.frameElement();
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
    await expect.poll(() => modalShown(host)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pay');
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready', 'close']);
    expect(host.errors).toEqual([]);
    expect(await page.evaluate(readCspViolations)).toEqual([]);
  });

  it('closes from its Close control with one `close`, gives focus back to Pay, and lets the page behind scroll again', async () => {
    const host = await openHost();
    const { page } = host;
    await openModal(host);
    const scrolled = () => page.evaluate(() => scrollY);
    // Open, the wheel over the backdrop (beside the 480 px dialog) does not move the page behind.
    await page.mouse.move(40, 400);
    await page.mouse.wheel(0, 400);
    await framesDrawn(page);
    expect(await scrolled()).toBe(0);

    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => modalShown(host)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pay');
    await framesDrawn(page);
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready', 'close']);
    await page.mouse.wheel(0, 400);
    await expect.poll(scrolled).toBeGreaterThan(0);
    await expectClean(host, []);
  });

  it('opens a modal asked for before the loader arrived, once it does', async () => {
    // The demo host adds its loader two seconds late (`?late`); its stand-in queues the press on Pay
    // (docs/embedding.md, 'Before the loader arrives').
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${embed.demo.url}?late`);
    await page.locator('#pay').click();
    expect(await page.evaluate(() => customElements.get('payment-page') === undefined)).toBe(true);
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    await expect.poll(() => page.locator('[role="dialog"]').count(), { timeout: 15_000 }).toBe(1);
    await waitForEvent(page, 'modal', 'ready');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['close() twice', 'Escape'])(
    'opened twice at once is one modal; closed by %s, the page behind scrolls again and nothing failed',
    async (how) => {
      const host = await openHost();
      const { page } = host;
      // Two opens in one task, as a double click on a merchant's button would make them
      // (docs/embedding.md, 'One modal at a time').
      const same = await page.evaluate((link) => {
        const api = (window as unknown as { PaymentPage: { open(link: string): unknown } }).PaymentPage;
        return api.open(link) === api.open(link);
      }, host.modalLink);
      expect(same).toBe(true);
      expect(await page.locator('[role="dialog"]').count()).toBe(1);
      const frame = await frameOf(page, host.modalLink);
      await waitForStep(frame, 'Payment Options');
      // The page's Escape listener comes with its framed chunk, which marks the frame's document.
      await frame.locator('html.is-framed').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
      if (how === 'Escape') await page.keyboard.press('Escape');
      else
        await page.evaluate((link) => {
          const api = (window as unknown as { PaymentPage: { open(link: string): { close(): void } } }).PaymentPage;
          const modal = api.open(link);
          modal.close();
          modal.close();
        }, host.modalLink);
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
      await page.mouse.move(40, 400);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      // A new open after that opens a new modal.
      await page.evaluate((link) => {
        (window as unknown as { PaymentPage: { open(link: string): unknown } }).PaymentPage.open(link);
      }, host.modalLink);
      expect(await page.locator('[role="dialog"]').count()).toBe(1);
      await expectClean(host, []);
    },
  );

  it('is a centred 480 px dialog over a backdrop at 1280 px, and Tab never takes focus out of it', async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await openModal(host);
    const { dialog, backdrop, shade } = await modalLayout(frame);
    expect(backdrop).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(shade).toBe('rgba(0, 0, 0, 0.5)');
    expect(dialog.width).toBe(480);
    expect([dialog.x + dialog.width / 2, dialog.y + dialog.height / 2].map(Math.round)).toEqual([640, 400]);
    const box = (await (await frame.frameElement()).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(dialog.x);
    expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);

    // Tab from the page's last control comes round to the modal's Close, and Shift+Tab from Close
    // goes back into the frame, not to the host's page behind (its inline frame is the next stop there).
    // The frame's document runs in a process of its own: focus leaving it reaches the host a moment
    // after the key, so each stop is waited for.
    await frame.getByRole('link', { name: /Have you already made a payment\?/ }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => hostFocus(page)).toBe('BUTTON in the modal');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => hostFocus(page)).toBe('IFRAME in the modal');
    expect(await frame.evaluate(() => document.hasFocus())).toBe(true);
    await expectClean(host, [frame]);
  });

  it('is a full-screen sheet at 360 px, with nothing wider than the screen on the host or in the frame', async () => {
    const host = await openHost(embed.demo.url, { viewport: { width: 360, height: 740 } });
    const frame = await openModal(host);
    // The frame's dialog fills the screen; the frame fills it across and down to the bottom.
    const frameElement = await frame.frameElement();
    expect((await modalLayout(frame)).dialog).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    const box = (await frameElement.boundingBox())!;
    expect([box.x, box.width, box.y + box.height].map(Math.round)).toEqual([0, 360, 740]);
    expect(await host.page.evaluate(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    expect(await frame.evaluate(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    await chooseFirstCard(frame);
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
    await frame.getByRole('button', { name: 'Go Back' }).click();
    await waitForStep(frame, 'Payment Options');
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expectClean(host, [frame]);
  });

  it('hands a tap on "Pay with a UPI app" to the app link: a navigation request for it, from the frame or the top', async () => {
    const host = await openHost();
    const { page } = host;
    const appRequests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && !/^https?:/.test(request.url())) appRequests.push(request.url());
    });
    const frame = await openModal(host);
    await chooseFirstCard(frame);
    await frame.getByRole('link', { name: 'Pay with a UPI app' }).click();
    await expect.poll(() => appRequests).toContain(UPI_1500_50);
    // The frame is still the page (a navigation the host's frame-src refused would have replaced it).
    expect(frame.isDetached()).toBe(false);
    expect(await frame.locator('#step-title').textContent()).toBe('Make Payment and submit confirmation');
    await expectClean(host, [frame]);
  });
});

describe("who the payee is, inside a merchant's frame (docs/rules.md, Who the payee is)", () => {
  /** The modal opened by the host's own script with a payer link of another app (the loader takes any of the page's). */
  async function openModalFor(host: Host, appId: string, amountPaise = 250_000): Promise<Frame> {
    const link = await payerLink(embed.stack, { appId, amountPaise });
    await host.page.evaluate((payerUrl) => {
      (window as unknown as { PaymentPage: { open(link: string): unknown } }).PaymentPage.open(payerUrl);
    }, link);
    const frame = await frameOf(host.page, link);
    await waitForStep(frame, 'Payment Options');
    return frame;
  }

  it("a merchant's app link carries its pn, mc and tr, and a tap on an Android phone hands it to the app", async () => {
    const host = await openHost(embed.demo.url, ANDROID_PHONE);
    const appRequests: string[] = [];
    host.page.on('request', (request) => {
      if (request.isNavigationRequest() && !/^https?:/.test(request.url())) appRequests.push(request.url());
    });
    const frame = await openModalFor(host, 'merchant');
    await chooseFirstCard(frame);
    const merchant = 'upi://pay?pa=acmegames@okaxis&pn=ACME%20GAMES&mc=5816&tr=ACME20261128001&am=2500.00&cu=INR';
    await frame.getByRole('link', { name: 'Pay with a UPI app' }).click();
    await expect.poll(() => appRequests).toContain(merchant);
    expect(frame.isDetached()).toBe(false);
    await expectClean(host, [frame]);
  });

  it('a personal payee gets no app link in the frame either, and no saved QR code above ₹2,000', async () => {
    const host = await openHost(embed.demo.url, ANDROID_PHONE);
    const frame = await openModalFor(host, 'personal');
    await chooseFirstCard(frame);
    expect(await frame.getByRole('link', { name: 'Pay with a UPI app' }).count()).toBe(0);
    expect(await frame.getByTestId('pay-to-id').isVisible()).toBe(true);
    expect(await frame.getByTestId('saved-qr-limit').isVisible()).toBe(true);
    expect(await frame.getByRole('button', { name: 'Save QR code' }).count()).toBe(0);
    await expectClean(host, [frame]);
  });

  it('a person at ₹1,50,000 in the frame: bank transfer leads, UPI says why, one tap reaches the bank (docs/rules.md, Bank transfers and large amounts)', async () => {
    const host = await openHost(embed.demo.url, ANDROID_PHONE);
    const frame = await openModalFor(host, 'personal-bank', 15_000_000);
    // After the modal's own entry (docs/embedding.md, Back, Forward and your router): the taps add none.
    const before = await host.page.evaluate(() => history.length);
    expect(await frame.getByRole('combobox').innerText()).toContain('Bank Transfer');
    await waitForInteractive(frame);
    await frame.getByRole('combobox').click();
    await frame.getByRole('option', { name: 'UPI' }).click();
    await chooseFirstCard(frame);
    await frame.getByTestId('pay-by-bank').waitFor();
    expect(await frame.locator('.qr-image').count()).toBe(0);
    expect(await frame.getByRole('link', { name: 'Pay with a UPI app' }).count()).toBe(0);
    await frame.getByTestId('pay-by-bank').click();
    await frame.getByTestId('bank-rails').waitFor();
    expect(await frame.getByTestId('bank-rails').textContent()).toBe('Send it by IMPS or NEFT.');
    expect(await frame.getByTestId('copy-value').first().textContent()).toBe('RAVI KUMAR');
    // The frame stays the page, and the host's history is the host's.
    expect(frame.isDetached()).toBe(false);
    expect(await host.page.evaluate(() => history.length)).toBe(before);
    await expectClean(host, [frame]);
  });
});

describe('the inline element (docs/README.md, The merchant demo host)', () => {
  it('grows and shrinks with the page, never scrolling inside', async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await frameOf(page, host.inlineLink);
    await waitForStep(frame, 'Payment Options');
    await waitForEvent(page, 'inline', 'ready');
    const element = page.locator('payment-page');
    const innerScroll = () =>
      frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
    const height = async () => (await element.boundingBox())?.height ?? 0;
    // Settled on step 1: the element is as tall as the page and the page does not scroll inside it.
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);
    const stepOne = await height();
    expect(stepOne).toBeGreaterThan(200);

    await chooseFirstCard(frame);
    await frame.locator('.qr-image svg').waitFor();
    await expect.poll(height).toBeGreaterThan(stepOne + 100);
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);

    await frame.getByRole('button', { name: 'Go Back' }).click();
    await waitForStep(frame, 'Payment Options');
    await expect.poll(async () => Math.abs((await height()) - stepOne)).toBeLessThanOrEqual(2);
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);
    expect((await events(page, 'inline')).some((event) => event.type === 'resize')).toBe(true);
    await expectClean(host, [frame]);
  });
});

describe('the inline element while the payer submits (docs/embedding.md, The page inside a frame)', () => {
  it('keeps its height, within 20 %, from Submit until All Done', async () => {
    const host = await openHost();
    const { page } = host;
    const frame = await frameOf(page, host.inlineLink);
    await waitForStep(frame, 'Payment Options');
    await chooseFirstCard(frame);
    await frame.locator('.qr-image svg').waitFor();
    await frame.getByTestId('utr-input').fill(newUtr());
    await framesDrawn(page);
    const before = (await events(page, 'inline')).length;
    const atSubmit = (await page.locator('payment-page').boundingBox())?.height ?? 0;
    expect(atSubmit).toBeGreaterThan(400);
    await frame.getByTestId('submit').click();
    await waitForEvent(page, 'inline', 'done');
    const after = (await events(page, 'inline')).slice(before);
    const untilDone = after.slice(
      0,
      after.findIndex((event) => event.type === 'done'),
    );
    // Every height the page reported while the submission ran: none below 80 % of where it stood.
    const heights = untilDone.flatMap((event) => (event.type === 'resize' ? [event.height] : []));
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(atSubmit * 0.8);
    await expectClean(host, [frame]);
  });
});

describe('who may embed (docs/README.md, The merchant demo host)', () => {
  it('a host EMBED_ORIGINS does not name gets frames that render nothing, and no message at all', async () => {
    const host = await openHost(embed.demo.notAllowedUrl);
    const { page } = host;
    await page.locator('#pay').click();
    // Chromium replaces a frame that frame-ancestors refuses with its own error page: from then on no
    // script of the page can run in it, so no message can come later.
    const refused = () => page.frames().filter((frame) => frame.url().startsWith('chrome-error:'));
    await expect.poll(() => refused().length).toBe(2);
    for (const link of [host.modalLink, host.inlineLink]) {
      expect(page.frames().some((frame) => frame.url().startsWith(link))).toBe(false);
    }
    await framesDrawn(page);
    expect(await hostMessages(page)).toEqual([]);
    expect(await page.locator('#event-log li').count()).toBe(0);
    // What Chromium says is its refusal, nothing else.
    expect(host.errors.filter((error) => !/frame-ancestors/.test(error))).toEqual([]);
  });

  it('a message forged by another frame never reaches onEvent, however it is addressed', async () => {
    const host = await openHost();
    const { page } = host;
    await openModal(host);
    const inline = await frameOf(page, host.inlineLink);
    await waitForEvent(page, 'inline', 'ready');
    // A frame of the host's own origin, and the inline element's frame (the page's origin, the
    // contract's exact shape): neither is the modal's frame.
    await page.evaluate(() => {
      const forger = document.createElement('iframe');
      forger.name = 'forger';
      document.body.append(forger);
    });
    const forger = page.frames().find((frame) => frame.name() === 'forger')!;
    // No redirect_url: a forged `done` must not send anyone anywhere, even if it were believed.
    const forged = { source: 'payment-page', version: 1, type: 'done', redirect_url: null };
    const delivered = async () =>
      ((await hostMessages(page)) as { type?: string }[]).filter((data) => data?.type === 'done').length;
    for (const frame of [forger, inline]) {
      await frame.evaluate((message) => parent.postMessage(message, '*'), forged);
    }
    // Both reached the host's window; each was dispatched to every listener, the loader's too, in
    // one task, before this next look.
    await expect.poll(delivered).toBe(2);
    await framesDrawn(page);
    expect(typesOf(await events(page, 'modal'))).toEqual(['ready']);
  });
});
