/**
 * The QR codes of step 1's UPI options, seen from the network: the page worker draws them ahead into
 * the first HTML's boot data, so the page fetches no QR chunk and a tap shows the code at once
 * (docs/rules.md, UPI link and QR code). Where it drew none (the browser loaded the channels
 * itself), the idle prefetch of the QR chunk (docs/rules.md, Lazy chunks): once step 1 is
 * interactive and idle the page fetches the chunk and draws the codes, so a tap shows its code
 * without another request; with Data Saver on, with a code the server already drew, or with no
 * UPI option, it fetches nothing ahead.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { payerLink, stackFor, startE2E, type E2E } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { SAVE_DATA_SCRIPT } from '../../harness/phone.ts';
import { waitForInteractive } from './steps.ts';
import { channelsAnswer, ICICI_GROUP } from '../fixtures/channels.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const isQrChunk = (url: string) => /\/assets\/qr-thread-[^/]*\.js$/.test(new URL(url).pathname);

interface Elsewhere {
  /** The link to open, when not the shared stack's. */
  link?: () => Promise<string>;
  /** Runs before the page loads, e.g. to route its calls. */
  prepare?: (page: Page) => Promise<unknown>;
}

/** A phone-like page (touch) that records every request for the QR chunk. */
async function openWatched(query = '', saveData = false, elsewhere: Elsewhere = {}) {
  const { link = () => e2e.link({ query }), prepare = () => Promise.resolve() } = elsewhere;
  const context = await e2e.browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const qrRequests: string[] = [];
  page.on('request', (request) => isQrChunk(request.url()) && qrRequests.push(request.url()));
  if (saveData) await page.addInitScript(SAVE_DATA_SCRIPT);
  await prepare(page);
  await page.goto(await link());
  await waitForInteractive(page);
  return { page, errors, qrRequests, close: () => context.close() };
}

/**
 * Lets the page reach a few idle moments in a row (the prefetch draws one code per idle moment),
 * then has it ask for one image of its own and waits to see that request: a chunk request the page
 * made in those moments was seen before it, so a test may then say none was made.
 */
async function settle(page: Page, moments = 6): Promise<void> {
  await page.evaluate(async (count) => {
    const idle = () =>
      new Promise<void>((resolve) =>
        'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 100),
      );
    for (let i = 0; i < count; i++) await idle();
  }, moments);
  const marker = `settled=${randomUUID()}`;
  const seen = page.waitForRequest((request) => request.url().includes(marker));
  await page.evaluate((query) => {
    new Image().src = `/favicon.png?${query}`;
  }, marker);
  await seen;
}

/** How many times the page downloaded the QR thread's script (Resource Timing: a cached copy transfers nothing). */
const downloads = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/qr-thread-[^/]*\.js$/.test(entry.name))
        .filter((entry) => entry.transferSize > 0).length,
  );

/** Taps the first option and reports whether the QR box was ever shown empty, waiting for its code. */
async function tapFirstUpiOption(page: Page): Promise<{ everPending: boolean }> {
  await page.evaluate(() => {
    const seen = { pending: false };
    Object.defineProperty(window, '__qrSeen', { value: seen });
    new MutationObserver(() => {
      if (document.querySelector('.qr-pending')) seen.pending = true;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await page.getByTestId('channel-card').first().tap();
  await page.locator('.qr-image svg').waitFor();
  return {
    everPending: await page.evaluate(() => (window as unknown as { __qrSeen: { pending: boolean } }).__qrSeen.pending),
  };
}

describe('step 1 with its UPI codes drawn ahead by the page worker (docs/rules.md, UPI link and QR code)', () => {
  it('fetches no QR chunk while idle, and a tap shows the code at once, with no request', async () => {
    const { page, qrRequests, errors, close } = await openWatched();
    await settle(page);
    expect(qrRequests).toEqual([]);
    const { everPending } = await tapFirstUpiOption(page);
    // The code in step 2's first frame, never the empty box, and still no chunk.
    expect(everPending).toBe(false);
    await settle(page);
    expect(qrRequests).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('is not requested when the first paint already has the QR code the server drew', async () => {
    const { page, qrRequests, errors, close } = await openWatched('skip_selection=1');
    expect(await page.locator('.qr-image svg').count()).toBe(1);
    await settle(page);
    expect(qrRequests).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('where the browser loads the channels itself, the QR chunk is fetched ahead while step 1 is idle (docs/rules.md, Lazy chunks)', () => {
  // The page worker's edge prefetch is off: the loading shell, then the browser's own get-channels
  // call, so no code was drawn ahead.
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await stackFor({ pageVars: { EDGE_PREFETCH: 'off' } });
  });
  afterAll(() => stack?.dispose());
  const shell = (saveData = false, prepare?: Elsewhere['prepare']) =>
    openWatched('', saveData, { link: () => payerLink(stack), ...(prepare ? { prepare } : {}) });

  it('is requested once step 1 is interactive and idle, before any option is chosen', async () => {
    const { page, qrRequests, errors, close } = await shell();
    await expect.poll(() => qrRequests.length, { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.qr-image').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('so a tap on a UPI option shows its code at once, with no new chunk request', async () => {
    const { page, qrRequests, errors, close } = await shell();
    await expect.poll(() => qrRequests.length, { timeout: 10_000 }).toBe(1);
    await settle(page);
    const before = qrRequests.length;
    const { everPending } = await tapFirstUpiOption(page);
    expect(qrRequests.length).toBe(before);
    // Drawn ahead too: step 2 comes with the code in its first frame, never the empty box.
    expect(everPending).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('is not requested with Data Saver on; the tap then loads it, once, and draws the code', async () => {
    const { page, qrRequests, errors, close } = await shell(true);
    await settle(page);
    expect(qrRequests).toEqual([]);
    await tapFirstUpiOption(page);
    // The tap fetches the thread's script beside the chunk that starts it, and the thread then
    // starts from the browser's cache: two requests, one download.
    expect(qrRequests).toHaveLength(2);
    // The page's warming fetch never reads its body, so its resource entry can come a moment after
    // the code is drawn: wait for it, then it must be the only download.
    await expect.poll(() => downloads(page)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  describe('with no UPI option', () => {
    // The page's own get-channels call answers bank transfer only, and the route answers it.
    const bankOnly = channelsAnswer(ICICI_GROUP);

    it('is not requested: no code to draw', async () => {
      const { page, qrRequests, errors, close } = await shell(false, (page) =>
        page.route(`${stack.sandboxUrl}/get-channels/**`, (route) => {
          const cors = {
            'Access-Control-Allow-Origin': stack.pageUrl,
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'Authorization, CF-Turnstile-Response, Content-Type',
          };
          if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
          return route.fulfill({
            status: 200,
            headers: { ...cors, 'Content-Type': 'application/json' },
            body: JSON.stringify(bankOnly),
          });
        }),
      );
      await page.getByText('000405012345').waitFor();
      await settle(page);
      expect(qrRequests).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  });
});
