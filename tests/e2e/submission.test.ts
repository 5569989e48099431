/**
 * Submitting (docs/rules.md, from UTR formats to Redirect rule): the UTR form, the proof
 * upload, the bot check and submit-deposit against the sandbox, and what is left
 * in the sandbox's database and bucket afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { SCRIPT_TIMEOUT_MS } from '../../client/submission/turnstile.ts';
import { REDIRECT_DELAY_MS } from '../../common/redirect.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  chooseFirstCard,
  clickCard,
  framesDrawn,
  navigationsFrom,
  submitUtr,
  tinyPng,
  toastTexts,
  waitForDone,
  waitForStep,
} from './steps.ts';
import { depositsFor, newUtr } from './deposits.ts';

let e2e: E2E;
beforeAll(async () => {
  // The redirect tests below return the payer to merchant.example (tests/e2e/redirect.test.ts covers the list itself).
  e2e = await startE2E({ pageVars: { REDIRECT_ALLOWED_HOSTS: 'merchant.example' } });
});
afterAll(() => e2e?.close());

/** Every request the page makes to one payment-worker operation. */
function recordCalls(page: Page, operation: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(`/${operation}/`))
      calls.push(request);
  });
  return calls;
}

describe('a complete payment', () => {
  it('UPI with a proof reaches All Done and leaves one deposit and the stored file', async () => {
    const { page, errors, cspViolations } = await e2e.open(await e2e.link({ amountPaise: 250_000 }));
    await chooseFirstCard(page);
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    await expect.poll(() => page.getByTestId('proof-preview').isVisible()).toBe(true);
    const utr = newUtr();
    await submitUtr(page, utr);
    await waitForDone(page);
    expect(await page.getByText('You may close this window').isVisible()).toBe(true);

    const rows = await depositsFor(e2e.stack, utr);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      app_id: 'demo',
      channel_id: 'upi-demo-1',
      utr_number: utr,
      amount: 250_000,
      status: 'pending',
    });
    const bucket = await e2e.stack.sandbox.getR2Bucket('UPLOADS');
    const stored = await bucket.get(`demo/${rows[0]?.upload_id}`);
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    expect(Buffer.from(await stored!.arrayBuffer())).toEqual(tinyPng);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('bank transfer without a proof reaches All Done with no upload', async () => {
    const { page, errors } = await e2e.open(await e2e.link({ query: 'upi_default=false' }));
    const uploads = recordCalls(page, 'get-upload-url');
    await chooseFirstCard(page);
    const utr = `  ${newUtr()} `;
    await submitUtr(page, utr);
    await waitForDone(page);
    const rows = await depositsFor(e2e.stack, utr.trim());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel_id: 'bank-demo-1', upload_id: null });
    expect(uploads).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('sends exactly the specified requests', async () => {
    const url = await e2e.link();
    const token = new URL(url).pathname.split('/')[2];
    const { page } = await e2e.open(url);
    const submits = recordCalls(page, 'submit-deposit');
    await chooseFirstCard(page);
    const utr = newUtr();
    await submitUtr(page, utr);
    await waitForDone(page);
    expect(submits).toHaveLength(1);
    const request = submits[0]!;
    expect(request.url()).toBe(`${e2e.stack.sandboxUrl}/submit-deposit/demo`);
    const headers = request.headers();
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['cf-turnstile-response']).toMatch(/^\S{20,}$/);
    expect(headers.referer ?? '').toBe('');
    expect(JSON.parse(request.postData() ?? '')).toEqual({ channel_id: 'upi-demo-1', utr_number: utr });
  });
});

describe('the redirect after done (docs/rules.md, Redirect rule)', () => {
  it('follows an https redirect_url after 2 s, replacing the page', async () => {
    const target = 'https://merchant.example/return?order=42';
    const { page } = await e2e.open(await e2e.link({ query: `redirect_url=${encodeURIComponent(target)}` }));
    await page.route('https://merchant.example/**', (route) =>
      route.fulfill({ status: 200, body: 'merchant', contentType: 'text/plain' }),
    );
    await chooseFirstCard(page);
    await submitUtr(page, newUtr());
    await waitForDone(page);
    expect(await page.getByText('Redirecting...').isVisible()).toBe(true);
    const doneAt = Date.now();
    await page.waitForURL(target, { timeout: 5000 });
    expect(Date.now() - doneAt).toBeGreaterThan(1500);
  });

  it.each(['javascript:alert(1)', '//evil.example', '/relative/path', 'http://evil.example/'])(
    'refuses %s and says You may close this window',
    async (redirect) => {
      const { page } = await e2e.open(
        await e2e.link({ query: `redirect_url=${encodeURIComponent(redirect)}` }),
        {},
        (page) => page.clock.install(),
      );
      await chooseFirstCard(page);
      await submitUtr(page, newUtr());
      await waitForDone(page);
      const doneUrl = page.url();
      expect(await page.getByText('You may close this window').isVisible()).toBe(true);
      // Past the moment a redirect would start, on the page's clock; then no navigation was even begun.
      const navigations = await navigationsFrom(page);
      await page.clock.fastForward(REDIRECT_DELAY_MS * 2);
      await framesDrawn(page);
      expect(await navigations()).toEqual([]);
      expect(page.url()).toBe(doneUrl);
    },
  );
});

describe('problems the payer can fix', () => {
  it('an invalid UTR shows the Invalid UTR toast and calls nothing', async () => {
    const { page } = await e2e.open(await e2e.link());
    const submits = recordCalls(page, 'submit-deposit');
    await chooseFirstCard(page);
    await submitUtr(page, '12345');
    await expect.poll(() => toastTexts(page)).toEqual(['Invalid UTR']);
    expect(submits).toHaveLength(0);
    expect(await page.getByTestId('utr-input').inputValue()).toBe('12345');
  });

  it('a UTR the bank rejects shows Invalid UTR with the form still filled in', async () => {
    const { page } = await e2e.open(await e2e.link({ test: true }));
    await chooseFirstCard(page);
    await submitUtr(page, 'fail12345678');
    await expect.poll(() => toastTexts(page)).toEqual(['Invalid UTR']);
    await waitForStep(page, 'Make Payment and submit confirmation');
    expect(await page.getByTestId('utr-input').inputValue()).toBe('FAIL12345678');
  });

  it('two submissions after an error carry two different bot-check tokens', async () => {
    const { page } = await e2e.open(await e2e.link({ test: true }));
    const submits = recordCalls(page, 'submit-deposit');
    await chooseFirstCard(page);
    await submitUtr(page, 'FAIL12345678');
    await expect.poll(() => toastTexts(page)).toEqual(['Invalid UTR']);
    await submitUtr(page, newUtr());
    await waitForDone(page);
    expect(submits).toHaveLength(2);
    const [first, second] = submits.map((request) => request.headers()['cf-turnstile-response']);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('rejects a file of another type or over 10 MB with its toast', async () => {
    const { page } = await e2e.open(await e2e.link());
    await chooseFirstCard(page);
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect.poll(() => toastTexts(page)).toContain('File type not supported');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    await page.getByTestId('proof-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect.poll(() => toastTexts(page)).toContain('File size is too large');
    expect(await page.getByTestId('proof-preview').count()).toBe(0);
  });

  it('an upload failure shows Error uploading file and submits nothing', async () => {
    const { page } = await e2e.open(await e2e.link());
    const submits = recordCalls(page, 'submit-deposit');
    await page.route(`${e2e.stack.sandboxUrl}/upload/**`, (route) => route.fulfill({ status: 500, body: '' }));
    await chooseFirstCard(page);
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    const utr = newUtr();
    await submitUtr(page, utr);
    // Through the bot check and the upload while the attached picture is being read: 15 s, as
    // waitForDone allows a submission on a loaded machine.
    await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toEqual(['Error uploading file']);
    expect(submits).toHaveLength(0);
    expect(await page.getByTestId('utr-input').inputValue()).toBe(utr);
    expect(await page.getByTestId('proof-preview').isVisible()).toBe(true);
  });

  it('a Turnstile script that fails to load says Failed to load Turnstile. and keeps the form', async () => {
    const { page } = await e2e.open(await e2e.link());
    await page.route('**/turnstile/v0/api.js**', (route) => route.abort());
    await chooseFirstCard(page);
    const utr = newUtr();
    await submitUtr(page, utr);
    await expect.poll(() => toastTexts(page)).toEqual(['Failed to load Turnstile.']);
    expect(await page.getByTestId('utr-input').inputValue()).toBe(utr);
    // The next submit tries to load it again.
    await page.unroute('**/turnstile/v0/api.js**');
    await page.getByTestId('submit').click();
    await waitForDone(page);
  });
});

describe('a Turnstile script that never arrives (docs/rules.md, Bot check (Turnstile) ordering)', () => {
  it('gives up after 30 s with Failed to load Turnstile. and keeps the form', async () => {
    // The page's clock, from before the page loads and moved by hand: 30 s of waiting without
    // spending them. The script loads, but defines no `turnstile` and never calls back.
    const { page } = await e2e.open(await e2e.link(), {}, async (page) => {
      await page.clock.install();
      // The moment the page sets its limit, on its own clock, so the checks below stand exactly 2 s
      // before it and 1 s after it however long this machine takes between two steps of the test.
      await page.addInitScript((limitMs) => {
        const setTimer = window.setTimeout.bind(window);
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
          if (delay === limitMs) (window as unknown as { limitSetAt?: number }).limitSetAt = Date.now();
          return setTimer(handler, delay, ...rest);
        }) as typeof window.setTimeout;
      }, SCRIPT_TIMEOUT_MS);
      await page.route('**/turnstile/v0/api.js**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* nothing */' }),
      );
    });
    await chooseFirstCard(page);
    const utr = newUtr();
    await submitUtr(page, utr);
    const limitSetAt = Number(
      await (await page.waitForFunction(() => (window as unknown as { limitSetAt?: number }).limitSetAt)).jsonValue(),
    );
    // Paused 2 s before the limit: a toast the page showed by then would be on screen within the
    // real 300 ms waited here (React renders on its own message loop, which the clock leaves alone).
    await page.clock.pauseAt(limitSetAt + SCRIPT_TIMEOUT_MS - 2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await toastTexts(page)).toEqual([]);
    await page.clock.fastForward(3000);
    await expect.poll(() => toastTexts(page)).toEqual(['Failed to load Turnstile.']);
    expect(await page.getByTestId('utr-input').inputValue()).toBe(utr);
  });
});

describe('one submission at a time (docs/rules.md)', () => {
  it('a double click and Enter during a submission make one submit-deposit call', async () => {
    const { page } = await e2e.open(await e2e.link());
    const submits = recordCalls(page, 'submit-deposit');
    // The first call is held until every extra click and Enter has been tried, then let through.
    let releaseSubmit = () => {};
    const submitHeld = new Promise<void>((resolve) => (releaseSubmit = resolve));
    await page.route(`${e2e.stack.sandboxUrl}/submit-deposit/**`, async (route) => {
      await submitHeld;
      await route.continue();
    });
    await chooseFirstCard(page);
    await page.getByTestId('utr-input').fill(newUtr());
    await page.getByTestId('submit').dblclick();
    await expect.poll(() => page.getByTestId('submit').isDisabled()).toBe(true);
    await page.getByTestId('utr-input').press('Enter');
    await page.getByTestId('submit').click({ force: true });
    releaseSubmit();
    await waitForDone(page);
    expect(submits).toHaveLength(1);
  });
});

describe('nothing lost (docs/rules.md, Saved progress)', () => {
  it('a 500 from submit-deposit shows the error screen; Try again restores the channel and UTR', async () => {
    const { page } = await e2e.open(await e2e.link({ query: 'upi_default=false' }));
    await page.route(`${e2e.stack.sandboxUrl}/submit-deposit/**`, (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await clickCard(page, 1);
    await waitForStep(page, 'Make Payment and submit confirmation');
    const account = await page.getByTestId('copy-value').nth(1).textContent();
    const utr = newUtr();
    await submitUtr(page, utr);
    await expect.poll(() => page.getByText('Something went wrong.').isVisible()).toBe(true);
    await page.unroute(`${e2e.stack.sandboxUrl}/submit-deposit/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForStep(page, 'Make Payment and submit confirmation');
    expect(await page.getByTestId('copy-value').nth(1).textContent()).toBe(account);
    expect(await page.getByTestId('utr-input').inputValue()).toBe(utr);
    await page.getByTestId('submit').click();
    await waitForDone(page);
    expect(await depositsFor(e2e.stack, utr)).toHaveLength(1);
  });
});
