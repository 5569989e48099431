/**
 * Step 2's lazy chunk (docs/rules.md, Lazy chunks), from the browser's side: a fresh link fetches
 * it while step 1 idles, so a choice needs no request for it; a page that opens on step 2 preloads
 * it, keeps the panel the server drew while it loads (never removed, never blank) with the form
 * invisible until its handlers are attached, and then hydrates that very markup; what the payer
 * types after that stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { chooseFirstCard, framesDrawn, waitForInteractive } from './steps.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const isStepTwoChunk = (url: string) => /\/assets\/step-two-[^/]*\.js$/.test(new URL(url).pathname);

/** A page that records its errors and every request for step 2's chunk; `hold` keeps that chunk back until released. */
async function openWatched(query: string, hold = false) {
  const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => isStepTwoChunk(request.url()) && requests.push(request.url()));
  let release = () => {};
  if (hold) {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isStepTwoChunk(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
  }
  // Counts panel and form elements taken out of the page, from before its first byte.
  await page.addInitScript(() => {
    const seen = { removed: 0 };
    Object.defineProperty(window, '__removed', { value: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (
            node instanceof Element &&
            (node.matches('.details, .utr-form') || node.querySelector('.details, .utr-form'))
          )
            seen.removed++;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Not 'load': a held chunk that the page preloads would hold the load event too.
  await page.goto(await e2e.link({ query }), { waitUntil: 'domcontentloaded' });
  return { page, errors, requests, release, close: () => context.close() };
}

const removed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removed: { removed: number } }).__removed.removed);

describe("step 2's chunk (docs/rules.md, Lazy chunks)", () => {
  it('is fetched while step 1 idles, not before it is interactive, so a choice requests nothing for it', async () => {
    const { page, errors, requests, close } = await openWatched('');
    await waitForInteractive(page);
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('utr-input').count()).toBe(0);
    await chooseFirstCard(page);
    await page.getByTestId('utr-input').waitFor();
    expect(requests).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('is preloaded by a page that opens on step 2, and only by such a page', async () => {
    const stepTwo = await openWatched('skip_selection=1');
    const stepOne = await openWatched('');
    const preloaded = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].some((link) =>
          /\/assets\/step-two-[^/]*\.js$/.test(new URL((link as HTMLLinkElement).href).pathname),
        ),
      );
    expect(await preloaded(stepTwo.page)).toBe(true);
    expect(await preloaded(stepOne.page)).toBe(false);
    await Promise.all([stepTwo.close(), stepOne.close()]);
  });

  it("keeps the server's panel while it loads, the form invisible, then hydrates that markup in place", async () => {
    const { page, errors, requests, release, close } = await openWatched('skip_selection=1', true);
    // The server's panel, shown at once: the QR code it drew and the form's place.
    await page.locator('.qr-image svg').waitFor();
    await page.evaluate(() =>
      Object.defineProperty(window, '__serverForm', { value: document.querySelector('.utr-form') }),
    );
    // The page has asked for the chunk and is waiting on it: two frames later, still nothing is ready.
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await framesDrawn(page);
    const before = await page.evaluate(() => ({
      ready: document.documentElement.classList.contains('js-ready'),
      form: getComputedStyle(document.querySelector('.utr-form') as Element).visibility,
    }));
    // Nothing that needs the chunk's handlers can be typed into or pressed yet.
    expect(before).toEqual({ ready: false, form: 'hidden' });
    release();
    await waitForInteractive(page);
    expect(
      await page.evaluate(
        () => document.querySelector('.utr-form') === (window as unknown as { __serverForm: Element }).__serverForm,
      ),
    ).toBe(true);
    expect(await page.locator('.utr-form').evaluate((form) => getComputedStyle(form).visibility)).toBe('visible');
    expect(await removed(page)).toBe(0);
    // Typed now, it stays through a render of the form (the hint opening).
    await page.getByTestId('utr-input').fill('123456789012');
    await page.getByRole('button', { name: 'Where do I find the UTR number?' }).click();
    await page.locator('#utr-hint').waitFor();
    expect(await page.getByTestId('utr-input').inputValue()).toBe('123456789012');
    expect(errors).toEqual([]);
    await close();
  });
});
