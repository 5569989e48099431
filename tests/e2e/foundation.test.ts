/**
 * The foundation, end to end: a signed sandbox link loads to step 1 with the
 * amount from the sandbox; bad links and foreign routes show the error screen
 * with the right status; the first paint is the server's; React takes over
 * with no console errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/e2e.ts';

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

  it('is served with status 200 and its first paint is the loading screen, before any script runs', async () => {
    const url = await e2e.link();
    const { page } = await e2e.open(url, { javaScriptEnabled: false });
    expect(await page.locator('.screen-loading').count()).toBe(1);
    expect(await page.getByText('Loading payment details').count()).toBe(1);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const html = await response.text();
    const firstPaint = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(firstPaint).toContain('screen-loading');
    expect(firstPaint).toContain('Loading payment details');
  });

  it('keeps working with a trailing slash', async () => {
    const { page, errors } = await e2e.open((await e2e.link()).replace(/$/, '/'));
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    expect(errors).toEqual([]);
  });

  it('hydrates the server markup instead of replacing it', async () => {
    const { page, errors } = await e2e.open(await e2e.link());
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    // The toast regions rendered by the server are the very nodes React now owns.
    const sameNode = await page.evaluate(() => {
      const region = document.querySelector('.toast-list');
      return region !== null && Object.keys(region).some((key) => key.startsWith('__react'));
    });
    expect(sameNode).toBe(true);
    expect(errors).toEqual([]);
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

  it('shows when the sandbox refuses the token', async () => {
    const forged = (await e2e.link()).replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const { page } = await e2e.open(forged);
    await expect.poll(() => page.getByText('Something went wrong.').isVisible()).toBe(true);
  });
});
