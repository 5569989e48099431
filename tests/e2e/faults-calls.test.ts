/**
 * Faults on every call the browser makes (docs/rules.md, Failed calls): for
 * get-channels, get-upload-url, the upload, submit-deposit and the Turnstile
 * script, a refused connection, a 500, a 429, a hanging response, a slow one
 * and a connection aborted mid-body. Each ends in the outcome docs/rules.md
 * names with the channel and UTR kept; then going offline and coming back.
 *
 * The stack runs with EDGE_PREFETCH=off so the browser asks for the channels
 * itself (the page worker's own call is in faults-edge.test.ts). Faults are
 * Playwright routes; "aborted mid-body" continues the request to a local
 * server that sends the headers and part of the body, then destroys the socket.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { startE2E, type E2E, type WatchedPage } from '../../harness/e2e-stack.ts';
import { clickCard, framesDrawn, tinyPng, title, toastTexts, waitForDone, waitForStep } from './steps.ts';
import { depositsFor, newUtr } from './deposits.ts';

const PAY_STEP = 'Make Payment and submit confirmation';
/**
 * How long a hanging call is watched, on the page's clock (installed for the hanging case and
 * moved by hand): there is no client timeout (docs/rules.md, Payment-worker calls), so nothing may change.
 */
const HANG_MS = 2500;
/** The delay of a slow answer, well under any limit. */
const SLOW_MS = 1000;

let e2e: E2E;
let midBody: Server;
let midBodyUrl: string;
let current: WatchedPage | undefined;

/** Answers any request with 200, a Content-Length of 4096, 24 bytes of body, then a destroyed socket. */
function startMidBodyServer(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const script = request.url?.includes('/turnstile/') ?? false;
      response.writeHead(200, {
        'Content-Type': script ? 'text/javascript' : 'application/json',
        'Content-Length': '4096',
        'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      });
      response.write(script ? 'window.turnstile = { /*' : '{"amount": 150050, "chan');
      setTimeout(() => response.socket?.destroy(), 50);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  [e2e, midBody] = await Promise.all([startE2E({ pageVars: { EDGE_PREFETCH: 'off' } }), startMidBodyServer()]);
  midBodyUrl = `http://127.0.0.1:${(midBody.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await current?.page.context().close();
  current = undefined;
});
afterAll(async () => {
  await e2e?.close();
  midBody?.close();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hanging call's wait: HANG_MS on the page's clock, then whatever that set in motion drawn. */
async function watchHanging(page: Page): Promise<void> {
  await page.clock.fastForward(HANG_MS);
  await framesDrawn(page);
}

type Fault = 'refused' | '500' | '429' | 'hanging' | 'slow' | 'aborted mid-body';
const FAULTS: readonly Fault[] = ['refused', '500', '429', 'hanging', 'slow', 'aborted mid-body'];
type Call = 'get-channels' | 'get-upload-url' | 'upload' | 'submit-deposit' | 'Turnstile script';

const pathOf: Record<Call, string> = {
  'get-channels': '/get-channels/**',
  'get-upload-url': '/get-upload-url/**',
  upload: '/upload/**',
  'submit-deposit': '/submit-deposit/**',
  'Turnstile script': '/turnstile/v0/api.js**',
};
const patternOf = (call: Call) => `${e2e.stack.sandboxUrl}${pathOf[call]}`;

interface FaultHandle {
  /** Requests the fault caught. */
  hits: number;
  /** Chromium's error text for each request that failed, e.g. net::ERR_CONNECTION_REFUSED. */
  failures: string[];
}

/** Routes `call` through `fault` until unrouted. A hanging request is answered only when its page closes. */
async function injectFault(page: Page, call: Call, fault: Fault): Promise<FaultHandle> {
  const handle: FaultHandle = { hits: 0, failures: [] };
  page.on('requestfailed', (request) => handle.failures.push(request.failure()?.errorText ?? ''));
  const origin = new URL(page.url()).origin;
  const script = call === 'Turnstile script';
  const failWith = (route: Route, status: number) =>
    route.fulfill({
      status,
      headers: {
        'Access-Control-Allow-Origin': origin,
        'Content-Type': script ? 'text/html' : 'application/json',
        ...(status === 429 ? { 'Retry-After': '1' } : {}),
      },
      body: script ? `<h1>${status}</h1>` : JSON.stringify({ error: `status ${status}` }),
    });
  await page.route(patternOf(call), async (route) => {
    handle.hits += 1;
    switch (fault) {
      case 'refused':
        return route.abort('connectionrefused');
      case '500':
        return failWith(route, 500);
      case '429':
        return failWith(route, 429);
      case 'hanging':
        // Never answered: the page waits until the test closes it.
        return new Promise<void>(() => {});
      case 'slow':
        await delay(SLOW_MS);
        return route.continue().catch(() => {});
      case 'aborted mid-body': {
        const url = new URL(route.request().url());
        return route.continue({ url: `${midBodyUrl}${url.pathname}${url.search}` });
      }
    }
  });
  return handle;
}

/** The error text Chromium gives a request that this fault broke, when it breaks one at the network level. */
const networkFailure: Partial<Record<Fault, string>> = {
  refused: 'net::ERR_CONNECTION_REFUSED',
  'aborted mid-body': 'net::ERR_CONTENT_LENGTH_MISMATCH',
};

/** Every request the page makes to one payment-worker operation. */
function countCalls(page: Page, operation: string): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(`/${operation}/`)) calls.count += 1;
  });
  return calls;
}

/** What the payer sees of the chosen channel on step 2: its copyable details. */
const channelShown = (page: Page) => page.getByTestId('copy-value').allTextContents();
const errorScreen = (page: Page) => page.getByText('Something went wrong.').isVisible();
const utrValue = (page: Page) => page.getByTestId('utr-input').inputValue();

/** Nothing the fault should not cause: no uncaught error, no CSP violation. */
async function expectNoBreakage(watched: WatchedPage): Promise<void> {
  expect(watched.errors.filter((error) => error.startsWith('uncaught:'))).toEqual([]);
  expect(await watched.cspViolations()).toEqual([]);
}

interface Prepared {
  watched: WatchedPage;
  page: Page;
  utr: string;
  channel: string[];
}

/** A payer on step 2 with the second option of the bank-first list chosen and a UTR typed (and a proof, if asked). */
async function payerOnStep2({ proof = false } = {}): Promise<Prepared> {
  const watched = await e2e.open(await e2e.link({ query: 'upi_default=false' }));
  current = watched;
  const { page } = watched;
  page.setDefaultTimeout(10_000);
  await clickCard(page, 1);
  await waitForStep(page, PAY_STEP);
  if (proof) {
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    await expect.poll(() => page.getByTestId('proof-preview').isVisible()).toBe(true);
  }
  const utr = newUtr();
  await page.getByTestId('utr-input').fill(utr);
  return { watched, page, utr, channel: await channelShown(page) };
}

/** Back on step 2 with the same channel and UTR (docs/rules.md, Saved progress). */
async function expectRestored(page: Page, prepared: Prepared): Promise<void> {
  await expect.poll(() => title(page), { timeout: 10_000 }).toBe(PAY_STEP);
  expect(await channelShown(page)).toEqual(prepared.channel);
  await expect.poll(() => utrValue(page)).toBe(prepared.utr);
}

/** Submits what is on the form and expects one deposit for it, with or without a proof. */
async function expectSubmitSucceeds(prepared: Prepared, { proof = false } = {}): Promise<void> {
  await prepared.page.getByTestId('submit').click();
  await waitForDone(prepared.page);
  const rows = await depositsFor(e2e.stack, prepared.utr);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.channel_id).toBe('bank-demo-2');
  if (proof) expect(rows[0]?.upload_id).toBeTruthy();
  else expect(rows[0]?.upload_id).toBeNull();
}

const failing = (fault: Fault) => fault !== 'hanging' && fault !== 'slow';
/** Where the form stays as it was, submitting it again is proved for the network-level faults (500 and 429 take the same path). */
const retries = (fault: Fault) => fault === 'refused' || fault === 'aborted mid-body';

// The table: what each fault on each call ends in.
const OUTCOMES: Record<Call, Record<'failed' | 'hanging' | 'slow', string>> = {
  'get-channels': {
    failed: 'the error screen; Try again restores the channel and UTR',
    hanging: 'the loading spinner stays, nothing else happens',
    slow: 'loads, with the channel and UTR restored',
  },
  'get-upload-url': {
    failed: "the 'Error uploading file' toast, nothing submitted, the form kept",
    hanging: "'Submitting…' stays with the UTR kept, nothing submitted",
    slow: 'All Done with the proof attached',
  },
  upload: {
    failed: "the 'Error uploading file' toast, nothing submitted, the form kept",
    hanging: "'Submitting…' stays with the UTR kept, nothing submitted",
    slow: 'All Done with the proof attached',
  },
  'submit-deposit': {
    failed: 'the error screen; Try again restores the channel and UTR',
    hanging: "'Submitting…' stays with the UTR kept, no deposit yet",
    slow: 'All Done, one deposit',
  },
  'Turnstile script': {
    failed: "the 'Failed to load Turnstile.' toast, the form kept; the next submit loads it again",
    hanging: "the bot check stays, nothing submitted; after 30 s 'Failed to load Turnstile.'",
    slow: 'All Done, one deposit',
  },
};
const outcome = (call: Call, fault: Fault) => OUTCOMES[call][failing(fault) ? 'failed' : fault];
const cases = (call: Call) => FAULTS.map((fault) => [fault, outcome(call, fault)] as const);

/** For refused and mid-body faults: the request really failed at the network level the way the fault says. */
function expectNetworkFailure(handle: FaultHandle, fault: Fault): void {
  const expected = networkFailure[fault];
  if (expected) expect(handle.failures).toContain(expected);
}

describe('get-channels (the browser asks: EDGE_PREFETCH=off)', () => {
  it.each(cases('get-channels'))('%s → %s', async (fault) => {
    // The payer chose and typed, then the page reloads while get-channels is faulty.
    const prepared = await payerOnStep2();
    const { page, watched } = prepared;
    await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toContain(prepared.utr);
    const handle = await injectFault(page, 'get-channels', fault);
    if (fault === 'hanging') await page.clock.install();
    const startedAt = Date.now();
    await page.reload();

    if (fault === 'hanging') {
      // The reload resolves at the load event, which can come before the client's call is sent.
      await expect.poll(() => handle.hits, { timeout: 5000 }).toBe(1);
      await watchHanging(page);
      expect(await page.locator('.screen-loading').isVisible()).toBe(true);
      expect(await errorScreen(page)).toBe(false);
      expect(handle.hits).toBe(1);
    } else if (fault === 'slow') {
      expect(await page.locator('.screen-loading').isVisible()).toBe(true);
      await expectRestored(page, prepared);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SLOW_MS);
    } else {
      await expect.poll(() => errorScreen(page), { timeout: 5000 }).toBe(true);
      expect(handle.hits).toBe(1);
      expectNetworkFailure(handle, fault);
      await page.unroute(patternOf('get-channels'));
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectRestored(page, prepared);
    }
    await expectNoBreakage(watched);
  });
});

describe.each(['get-upload-url', 'upload'] as const)('%s (a proof is attached)', (call) => {
  it.each(cases(call))('%s → %s', async (fault) => {
    const prepared = await payerOnStep2({ proof: true });
    const { page, watched } = prepared;
    const submits = countCalls(page, 'submit-deposit');
    const handle = await injectFault(page, call, fault);
    if (fault === 'hanging') await page.clock.install();
    await page.getByTestId('submit').click();

    if (fault === 'hanging') {
      await expect.poll(() => handle.hits).toBe(1);
      await watchHanging(page);
      expect(await page.getByTestId('submit').isDisabled()).toBe(true);
      expect(await page.getByTestId('submit').textContent()).toBe('Submitting…');
      expect(await page.getByRole('progressbar', { name: 'Uploading proof' }).isVisible()).toBe(true);
      expect(await utrValue(page)).toBe(prepared.utr);
      expect(await toastTexts(page)).toEqual([]);
      expect(submits.count).toBe(0);
    } else if (fault === 'slow') {
      await waitForDone(page);
      const rows = await depositsFor(e2e.stack, prepared.utr);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.upload_id).toBeTruthy();
    } else {
      await expect.poll(() => toastTexts(page), { timeout: 5000 }).toEqual(['Error uploading file']);
      expect(handle.hits).toBe(1);
      expectNetworkFailure(handle, fault);
      expect(submits.count).toBe(0);
      expect(await channelShown(page)).toEqual(prepared.channel);
      expect(await utrValue(page)).toBe(prepared.utr);
      expect(await page.getByTestId('proof-preview').isVisible()).toBe(true);
      expect(await page.getByTestId('submit').isEnabled()).toBe(true);
      // The form is as it was: submitting again, with the call healthy, goes through.
      if (retries(fault)) {
        await page.unroute(patternOf(call));
        await expectSubmitSucceeds(prepared, { proof: true });
      }
    }
    await expectNoBreakage(watched);
  });
});

describe('submit-deposit', () => {
  it.each(cases('submit-deposit'))('%s → %s', async (fault) => {
    const prepared = await payerOnStep2();
    const { page, watched } = prepared;
    const handle = await injectFault(page, 'submit-deposit', fault);
    if (fault === 'hanging') await page.clock.install();
    await page.getByTestId('submit').click();

    if (fault === 'hanging') {
      await expect.poll(() => handle.hits, { timeout: 10_000 }).toBe(1);
      await watchHanging(page);
      await waitForStep(page, PAY_STEP);
      expect(await page.getByTestId('submit').isDisabled()).toBe(true);
      expect(await page.getByTestId('submit').textContent()).toBe('Submitting…');
      expect(await utrValue(page)).toBe(prepared.utr);
      expect(await errorScreen(page)).toBe(false);
      expect(await toastTexts(page)).toEqual([]);
      expect(await depositsFor(e2e.stack, prepared.utr)).toEqual([]);
    } else if (fault === 'slow') {
      const startedAt = Date.now();
      await waitForDone(page);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SLOW_MS);
      expect(await depositsFor(e2e.stack, prepared.utr)).toHaveLength(1);
    } else {
      await expect.poll(() => errorScreen(page), { timeout: 10_000 }).toBe(true);
      expect(handle.hits).toBe(1);
      expectNetworkFailure(handle, fault);
      expect(await depositsFor(e2e.stack, prepared.utr)).toEqual([]);
      await page.unroute(patternOf('submit-deposit'));
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectRestored(page, prepared);
      await expectSubmitSucceeds(prepared);
    }
    await expectNoBreakage(watched);
  });
});

describe('the Turnstile script', () => {
  it.each(cases('Turnstile script'))('%s → %s', async (fault) => {
    const prepared = await payerOnStep2();
    const { page, watched } = prepared;
    const submits = countCalls(page, 'submit-deposit');
    const scriptLoads = { count: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/turnstile/v0/api.js') scriptLoads.count += 1;
    });
    const handle = await injectFault(page, 'Turnstile script', fault);
    // Only the hanging case moves the clock: the 30 s limit without waiting 30 s.
    if (fault === 'hanging') await page.clock.install();
    await page.getByTestId('submit').click();

    if (fault === 'hanging') {
      await expect.poll(() => handle.hits, { timeout: 10_000 }).toBe(1);
      await watchHanging(page);
      expect(await page.getByRole('heading', { name: 'Checking your browser' }).isVisible()).toBe(true);
      expect(await toastTexts(page)).toEqual([]);
      expect(submits.count).toBe(0);
      await page.clock.fastForward('00:31');
      await expect.poll(() => toastTexts(page), { timeout: 5000 }).toEqual(['Failed to load Turnstile.']);
      await waitForStep(page, PAY_STEP);
      expect(await channelShown(page)).toEqual(prepared.channel);
      expect(await utrValue(page)).toBe(prepared.utr);
      expect(submits.count).toBe(0);
    } else if (fault === 'slow') {
      const startedAt = Date.now();
      await waitForDone(page);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SLOW_MS);
      expect(await depositsFor(e2e.stack, prepared.utr)).toHaveLength(1);
    } else {
      await expect.poll(() => toastTexts(page), { timeout: 10_000 }).toEqual(['Failed to load Turnstile.']);
      expect(handle.hits).toBe(1);
      expectNetworkFailure(handle, fault);
      expect(submits.count).toBe(0);
      await waitForStep(page, PAY_STEP);
      expect(await channelShown(page)).toEqual(prepared.channel);
      expect(await utrValue(page)).toBe(prepared.utr);
      // The next submit loads the script again.
      if (retries(fault)) {
        await page.unroute(patternOf('Turnstile script'));
        await expectSubmitSucceeds(prepared);
        expect(scriptLoads.count).toBe(2);
      }
    }
    await expectNoBreakage(watched);
  });
});

describe('offline and back', () => {
  it('offline with a proof: Error uploading file, the form kept; back online the same form goes through', async () => {
    const prepared = await payerOnStep2({ proof: true });
    const { page } = prepared;
    const submits = countCalls(page, 'submit-deposit');
    await page.context().setOffline(true);
    await page.getByTestId('submit').click();
    await expect.poll(() => toastTexts(page), { timeout: 5000 }).toEqual(['Error uploading file']);
    expect(submits.count).toBe(0);
    expect(await channelShown(page)).toEqual(prepared.channel);
    expect(await utrValue(page)).toBe(prepared.utr);
    expect(await page.getByTestId('proof-preview').isVisible()).toBe(true);
    await page.context().setOffline(false);
    await expectSubmitSucceeds(prepared, { proof: true });
  });

  it('offline before the first submit: the bot-check code cannot load, the error screen; back online Try again restores and goes through', async () => {
    const prepared = await payerOnStep2();
    const { page, watched } = prepared;
    await page.context().setOffline(true);
    await page.getByTestId('submit').click();
    await expect.poll(() => errorScreen(page), { timeout: 10_000 }).toBe(true);
    expect(watched.errors).toContain('Loading chunk turnstile failed.');
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectRestored(page, prepared);
    await expectSubmitSucceeds(prepared);
  });

  it('offline as submit-deposit leaves: the error screen; back online Try again restores the channel and UTR and goes through', async () => {
    const prepared = await payerOnStep2();
    const { page } = prepared;
    const failures: string[] = [];
    page.on('requestfailed', (request) =>
      failures.push(`${new URL(request.url()).pathname.split('/')[1]} ${request.failure()?.errorText}`),
    );
    // The connection drops between the bot check and the call: go offline as the request is sent.
    await page.route(patternOf('submit-deposit'), async (route) => {
      await page.context().setOffline(true);
      await route.continue();
    });
    await page.getByTestId('submit').click();
    await expect.poll(() => errorScreen(page), { timeout: 10_000 }).toBe(true);
    expect(failures).toContain('submit-deposit net::ERR_INTERNET_DISCONNECTED');
    expect(await depositsFor(e2e.stack, prepared.utr)).toEqual([]);
    await page.unroute(patternOf('submit-deposit'));
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectRestored(page, prepared);
    await expectSubmitSucceeds(prepared);
  });
});
