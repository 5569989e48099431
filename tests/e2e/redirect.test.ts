/**
 * REDIRECT_ALLOWED_HOSTS end to end (docs/rules.md, Redirect rule): a page worker
 * started with an allow-list follows an allowed host and refuses another; one started with the list empty follows none; the local
 * development default follows this machine only. The redirect replaces the
 * finished form in the history, so Back cannot return to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REDIRECT_DELAY_MS } from '../../common/redirect.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { stackFor, startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { chooseFirstCard, framesDrawn, navigationsFrom, submitUtr, waitForDone } from './steps.ts';
import { newUtr } from './deposits.ts';

/** The allow-list the first page worker runs with. */
const ALLOWED = 'merchant.example,*.shop.example';

let e2e: E2E;
/** REDIRECT_ALLOWED_HOSTS empty: the production default. */
let closed: LocalStack;
/** wrangler.toml's own local-development vars (localhost,127.0.0.1). */
let local: LocalStack;

beforeAll(async () => {
  [e2e, closed, local] = await Promise.all([
    startE2E({ pageVars: { REDIRECT_ALLOWED_HOSTS: ALLOWED } }),
    stackFor({ pageVars: { REDIRECT_ALLOWED_HOSTS: '' } }),
    stackFor(),
  ]);
});
afterAll(() => Promise.all([e2e?.close(), closed?.dispose(), local?.dispose()]));

/** Opens a payer link on `pageUrl` with `redirectUrl`, answers every *.example host itself, and pays. */
async function payWithRedirect(
  pageUrl: string,
  redirectUrl: string,
): Promise<{ page: Page; landed: string[]; link: string }> {
  const link = `${await createPayerLink({ pageUrl, appId: 'demo', amountPaise: 10_000, secret: SANDBOX_JWT_SECRET })}?redirect_url=${encodeURIComponent(redirectUrl)}`;
  // A fake clock that still runs, moved past the redirect's delay by hand: a followed redirect without
  // waiting it out, a refused one to show that none was begun.
  const { page } = await e2e.open(link, {}, (page) => page.clock.install());
  const landed: string[] = [];
  await page.route(/^https:\/\/[^/]*\.example\//, (route) => {
    landed.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant</h1>' });
  });
  await chooseFirstCard(page);
  await submitUtr(page, newUtr());
  await waitForDone(page);
  return { page, landed, link };
}

async function expectFollowed(page: Page, landed: string[], target: string): Promise<void> {
  expect(await page.getByText('Redirecting...').isVisible()).toBe(true);
  // The redirect's delay, on the page's clock rather than waited out.
  await page.clock.fastForward(REDIRECT_DELAY_MS);
  await page.waitForURL(target, { timeout: 5000 });
  expect(landed).toEqual([target]);
}

async function expectStayed(page: Page, landed: string[]): Promise<void> {
  const doneUrl = page.url();
  expect(await page.getByText('You may close this window').isVisible()).toBe(true);
  // Past the moment a redirect would start, on the page's clock; then no navigation was even begun.
  const navigations = await navigationsFrom(page);
  await page.clock.fastForward(REDIRECT_DELAY_MS * 2);
  await framesDrawn(page);
  expect(await navigations()).toEqual([]);
  expect(page.url()).toBe(doneUrl);
  expect(landed).toEqual([]);
}

describe(`with REDIRECT_ALLOWED_HOSTS=${ALLOWED}`, () => {
  it.each(['https://merchant.example/return?order=7', 'https://pay.shop.example/done'])(
    'follows %s',
    async (target) => {
      const { page, landed } = await payWithRedirect(e2e.stack.pageUrl, target);
      await expectFollowed(page, landed, target);
    },
  );

  it.each(['https://evil.example/return', 'https://shop.example/', 'https://merchant.example.evil.example/'])(
    'refuses %s and says You may close this window',
    async (target) => {
      const { page, landed } = await payWithRedirect(e2e.stack.pageUrl, target);
      await expectStayed(page, landed);
    },
  );

  it('replaces the finished form: history does not grow and Back does not return to it', async () => {
    const target = 'https://merchant.example/return?order=8';
    const { page, landed, link } = await payWithRedirect(e2e.stack.pageUrl, target);
    const length = await page.evaluate(() => history.length);
    await expectFollowed(page, landed, target);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goBack({ waitUntil: 'domcontentloaded' }).catch(() => null);
    // Back may land on the link's earlier step entry (steps are history entries), but never on a form.
    if (page.url() === link) {
      await expect.poll(() => page.getByRole('heading', { name: 'All Done' }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByTestId('utr-input').count()).toBe(0);
    } else {
      expect(new URL(page.url()).origin).not.toBe(e2e.stack.pageUrl);
    }
  });
});

describe('with REDIRECT_ALLOWED_HOSTS empty (the production default)', () => {
  it.each(['https://merchant.example/return', 'http://127.0.0.1:9/return'])(
    'follows no redirect, not even %s',
    async (target) => {
      const { page, landed } = await payWithRedirect(closed.pageUrl, target);
      await expectStayed(page, landed);
    },
  );
});

describe("with wrangler.toml's local-development vars", () => {
  it('follows a redirect to this machine', async () => {
    // The sandbox's origin stands in for a merchant on this machine: any answer will do.
    const target = `${local.sandboxUrl}/return?order=9`;
    const { page } = await payWithRedirect(local.pageUrl, target);
    expect(await page.getByText('Redirecting...').isVisible()).toBe(true);
    await page.clock.fastForward(REDIRECT_DELAY_MS);
    await page.waitForURL(target, { timeout: 5000 });
  });

  it('refuses any other host', async () => {
    const { page, landed } = await payWithRedirect(local.pageUrl, 'https://merchant.example/return');
    await expectStayed(page, landed);
  });
});
