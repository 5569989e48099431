/**
 * The foundation, end to end: a signed sandbox link loads to step 1 with the
 * amount from the sandbox; bad links and foreign routes show the error screen
 * with the right status; the first paint is the server's; React takes over
 * with no console errors.
 */
import type { Page, Request as PageRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('a valid link', () => {
  it('loads to step 1 with the amount from the sandbox, without console errors', async () => {
    const { page, errors, cspViolations } = await e2e.open(await e2e.link({ amountPaise: 150_050 }));
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment Options');
    expect(await page.getByTestId('channel-card').count()).toBeGreaterThan(0);
    expect(await page.getByText('Please send this amount').isVisible()).toBe(true);
    expect(await page.getByText('INR', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('is served with status 200 and its first paint already shows the amount and every way to pay (docs/rules.md, Edge prefetch)', async () => {
    const url = await e2e.link({ amountPaise: 150_050 });
    expect((await fetch(url)).status).toBe(200);
    const { page } = await e2e.open(url, { javaScriptEnabled: false });
    expect(await page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment Options');
    // Without scripts the dropdown cannot switch types: the other group follows the page as link
    // cards (docs/rules.md, Without JavaScript), so every way to pay is there to read and to follow.
    const details = page.locator('a.card .card-value');
    expect(await details.allInnerTexts()).toEqual(
      expect.arrayContaining(['demo.store@okaxis', '000405012345', 'ICIC0000004']),
    );
    expect(await details.first().isVisible()).toBe(true);
    expect(await page.title()).toBe('Payment: ₹1,500.50');
  });

  it('hands the prefetched channels to the client, which does not ask again', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/get-channels/')) calls.push(request.url());
    });
    await page.goto(await e2e.link());
    await page.getByTestId('channel-card').first().click();
    await page.locator('.qr-image svg').waitFor();
    expect(calls).toEqual([]);
    await context.close();
  });

  it.each(['skip_selection=1', 'resubmit=1&upi_default=false'])(
    'hydrates a server-rendered step 2 (%s) without a mismatch',
    async (query) => {
      const { page, errors } = await e2e.open(await e2e.link({ query }));
      await page.waitForFunction(() => {
        const input = document.getElementById('utr');
        return input !== null && Object.keys(input).some((key) => key.startsWith('__react'));
      });
      await page.getByTestId('utr-input').fill('123456789012');
      expect(errors).toEqual([]);
    },
  );

  it('draws the UPI QR code on the server when a flag skips to step 2', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'skip_selection=1' }), { javaScriptEnabled: false });
    expect(await page.locator('.qr-image svg').count()).toBe(1);
    expect(await page.getByText('Scan to Pay').first().isVisible()).toBe(true);
  });

  it('keeps working with a trailing slash', async () => {
    const { page, errors } = await e2e.open((await e2e.link()).replace(/$/, '/'));
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    expect(errors).toEqual([]);
  });

  it('hydrates the server markup instead of replacing it', async () => {
    // Keep the toast region the HTML parser made, before any script of the page runs.
    const { page, errors } = await e2e.open(await e2e.link(), {}, (page) =>
      page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          const region = document.querySelector('.toast-list');
          if (!region) return;
          Object.defineProperty(window, '__parsedRegion', { value: region });
          seen.disconnect();
        });
        seen.observe(document, { childList: true, subtree: true });
      }),
    );
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    // Hydration runs in its own task after the first paint (docs/rules.md, Start-up): wait for it.
    await page.waitForFunction(() => {
      const region = document.querySelector('.toast-list');
      return region !== null && Object.keys(region).some((key) => key.startsWith('__react'));
    });
    // React owns the very node the server rendered, not a replacement.
    const sameNode = await page.evaluate(
      () =>
        document.querySelector('.toast-list') === (window as unknown as { __parsedRegion?: Element }).__parsedRegion,
    );
    expect(sameNode).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the take-over (measured, not assumed)', () => {
  it('looks the same before and after React hydrates: the root renders pixel for pixel alike', async () => {
    const url = await e2e.link();
    const viewport = { width: 390, height: 900 };
    // Leave the root's last 24 px out: what follows the root may cast a shadow a few pixels up into it.
    const shoot = async (page: Page) => {
      const box = await page.locator('#root').boundingBox();
      if (!box) throw new Error('no #root');
      // The Copy buttons wait, invisible but in place, for the script (docs/rules.md, Without
      // JavaScript): masked in both shots, so any move of theirs still shows as a difference.
      const mask = [page.locator('.copy-button, .banner-copy')];
      return page.screenshot({ clip: { ...box, height: box.height - 24 }, animations: 'disabled', mask });
    };
    // Before: the server's markup with the client's scripts held back at the network, so nothing of
    // React has run yet. After: the same page once React owns the toast region.
    const context = await e2e.browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The held scripts hold the load event back, so wait for the markup itself.
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('#root .panel').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const before = await shoot(page);
    release();
    await page.waitForFunction(() => {
      const region = document.querySelector('.toast-list');
      return region !== null && Object.keys(region).some((key) => key.startsWith('__react'));
    });
    await page.evaluate(() => document.fonts.ready);
    const after = await shoot(page);
    await context.close();
    expect(after.equals(before)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('would report a mismatch: React logs it when the server markup differs', async () => {
    const url = await e2e.link();
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Please send this amount', 'Please send this sum');
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);
    await expect.poll(() => errors.some((error) => error.startsWith('Hydration mismatch'))).toBe(true);
    await context.close();
  });
});

describe('the error screen', () => {
  it('answers an invalid link with 400, "Error", "Something went wrong." and Try again', async () => {
    const url = `${e2e.stack.pageUrl}/demo/not-a-jwt`;
    expect((await fetch(url)).status).toBe(400);
    const { page, errors } = await e2e.open(url);
    expect(await page.getByRole('heading', { name: 'Error' }).isVisible()).toBe(true);
    expect(await page.getByText('Something went wrong.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('answers any other route with 404 and no Try again', async () => {
    const url = `${e2e.stack.pageUrl}/only-one-segment`;
    expect((await fetch(url)).status).toBe(404);
    const { page, errors } = await e2e.open(url);
    expect(await page.getByText('Something went wrong.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is already in the first paint, with scripts disabled', async () => {
    const { page } = await e2e.open(`${e2e.stack.pageUrl}/demo/a.b`, { javaScriptEnabled: false });
    expect(await page.getByText('Something went wrong.').isVisible()).toBe(true);
  });

  it('shows at once, in the first paint, when the payment worker refuses the token', async () => {
    const forged = (await e2e.link()).replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const { page } = await e2e.open(forged, { javaScriptEnabled: false });
    expect(await page.getByText('Something went wrong.').isVisible()).toBe(true);
  });
});

describe('when the edge cannot get the channels in time', () => {
  // A 1 ms budget: the page worker always falls back to the loading shell and the client's own call.
  let slow: E2E;
  beforeAll(async () => {
    slow = await startE2E({ pageVars: { PREFETCH_TIMEOUT_MS: '1' } });
  });
  afterAll(() => slow?.close());

  it('serves the loading screen as the first paint, before any script runs', async () => {
    const { page } = await slow.open(await slow.link(), { javaScriptEnabled: false });
    expect(await page.locator('.screen-loading').count()).toBe(1);
    expect(await page.getByText('Loading payment details').count()).toBe(1);
  });

  it('then loads the channels in the browser, without console errors', async () => {
    const { page, errors } = await slow.open(await slow.link({ amountPaise: 99 }));
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('₹0.99');
    expect(await page.getByTestId('channel-card').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('sends get-channels from the browser with the bearer token, an empty bot-check header and no body', async () => {
    const context = await slow.browser.newContext();
    const page = await context.newPage();
    const loads: PageRequest[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/get-channels/')) loads.push(request);
    });
    const url = await slow.link();
    await page.goto(url);
    await page.getByTestId('channel-card').first().waitFor();
    expect(loads).toHaveLength(1);
    expect(loads[0]!.method()).toBe('POST');
    expect(loads[0]!.headers()['authorization']).toBe(`Bearer ${new URL(url).pathname.split('/')[2]}`);
    expect(loads[0]!.headers()['cf-turnstile-response']).toBe('');
    expect(loads[0]!.postData()).toBeNull();
    await context.close();
  });

  it("shows the error screen when the browser's get-channels fails", async () => {
    const context = await slow.browser.newContext();
    const page = await context.newPage();
    await page.route(`${slow.stack.sandboxUrl}/get-channels/**`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(await slow.link());
    await expect.poll(() => page.getByText('Something went wrong.').isVisible()).toBe(true);
    await context.close();
  });
});
