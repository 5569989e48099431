/**
 * Faults on the page worker's own get-channels call (docs/rules.md, Edge prefetch):
 * the page's PAYMENT_WORKER_URL is a local proxy in front of the sandbox that
 * breaks only the page worker's request (the one without an Origin header) and
 * passes the browser's calls through, or stops listening altogether. A
 * refusal is the error screen at once; a timeout or a network failure falls
 * back to the browser's own call. Either way the payer's channel and UTR
 * survive (docs/rules.md, Saved progress).
 */
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StackLogLine } from '../../harness/local-stack.ts';
import { isPrefetchFallback, readRequestLine } from '../../harness/data-points-log.ts';
import { startE2E, type E2E, type WatchedPage } from '../../harness/e2e-stack.ts';
import { clickCard, title } from './steps.ts';

const PREFETCH_TIMEOUT_MS = 1000;
const PAY_STEP = 'Make Payment and submit confirmation';

type EdgeFault = 'pass' | '500' | '429' | 'hanging' | 'slow' | 'slow body' | 'aborted mid-body';

const proxy = {
  server: undefined as Server | undefined,
  port: 0,
  upstream: '',
  fault: 'pass' as EdgeFault,
  /** get-channels requests from the page worker (no Origin) and from the browser (with one). */
  prefetches: 0,
  browserCalls: 0,
  hanging: [] as ServerResponse[],
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Forwards a request to the sandbox as it came and its answer back as it went. */
async function passThrough(
  request: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers.set(name, value);
  }
  const answer = await fetch(`${proxy.upstream}${request.url}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
  });
  return { status: answer.status, headers: out, body: Buffer.from(await answer.arrayBuffer()) };
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  const isChannels = request.method === 'POST' && (request.url ?? '').startsWith('/get-channels/');
  // The browser's calls are cross-origin and always carry Origin; the page worker's own does not.
  const fromPageWorker = isChannels && request.headers.origin === undefined;
  if (fromPageWorker) proxy.prefetches += 1;
  else if (isChannels) proxy.browserCalls += 1;
  const fault = fromPageWorker ? proxy.fault : 'pass';
  if (fault === 'hanging') {
    proxy.hanging.push(response);
    return;
  }
  if (fault === '500' || fault === '429') {
    response.writeHead(Number(fault), { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: `status ${fault}` }));
    return;
  }
  if (fault === 'slow') await delay(PREFETCH_TIMEOUT_MS / 4);
  const answer = await passThrough(request, body);
  if (fault === 'slow body' || fault === 'aborted mid-body') {
    // The headers in time, then part of the body: late (past the budget) or never, the connection dropped.
    response.writeHead(answer.status, { ...answer.headers, 'Content-Length': String(answer.body.length) });
    response.write(answer.body.subarray(0, 20));
    if (fault === 'slow body') {
      await delay(PREFETCH_TIMEOUT_MS * 2);
      response.end(answer.body.subarray(20));
    } else {
      await delay(50);
      response.socket?.destroy();
    }
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}

function listen(port: number): Promise<void> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.socket?.destroy());
  });
  proxy.server = server;
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      proxy.port = (server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

/** The payment worker goes away: nothing listens on its port any more. */
async function stopListening(): Promise<void> {
  const server = proxy.server;
  if (!server) return;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  proxy.server = undefined;
}

let e2e: E2E;
let current: WatchedPage | undefined;
const logs: StackLogLine[] = [];

beforeAll(async () => {
  await listen(0);
  e2e = await startE2E({
    pageVars: {
      PAYMENT_WORKER_URL: `http://127.0.0.1:${proxy.port}`,
      PREFETCH_TIMEOUT_MS: String(PREFETCH_TIMEOUT_MS),
    },
    onLogLine: (line) => logs.push(line),
  });
  proxy.upstream = e2e.stack.sandboxUrl;
});
afterEach(async () => {
  proxy.fault = 'pass';
  for (const response of proxy.hanging.splice(0)) response.socket?.destroy();
  if (!proxy.server) await listen(proxy.port);
  await current?.page.context().close();
  current = undefined;
});
afterAll(async () => {
  await e2e?.close();
  await stopListening();
});

/** The prefetch outcome of every request log line that records a fallback (docs/rules.md, Logs). */
const fallbackLines = () =>
  logs
    .map((line) => (line.worker === 'page' ? readRequestLine(line.text) : null))
    .filter((request) => request !== null && isPrefetchFallback(request))
    .map((request) => request?.prefetch);
const errorScreen = (page: Page) => page.getByText('Something went wrong.').isVisible();

interface Prepared {
  page: Page;
  utr: string;
  channel: string[];
}

/** A payer who chose the second UPI option and typed a UTR, saved in sessionStorage (docs/rules.md, Saved progress). */
async function payerOnStep2(): Promise<Prepared> {
  current = await e2e.open(await e2e.link());
  const { page } = current;
  page.setDefaultTimeout(10_000);
  await clickCard(page, 1);
  await expect.poll(() => title(page)).toBe(PAY_STEP);
  const utr = String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));
  await page.getByTestId('utr-input').fill(utr);
  await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toContain(utr);
  return { page, utr, channel: await page.getByTestId('copy-value').allTextContents() };
}

async function expectRestored({ page, utr, channel }: Prepared): Promise<void> {
  await expect.poll(() => title(page), { timeout: 10_000 }).toBe(PAY_STEP);
  expect(await page.getByTestId('copy-value').allTextContents()).toEqual(channel);
  expect(await page.getByTestId('utr-input').inputValue()).toBe(utr);
}

/** Reloads with the fault in place and counts the get-channels calls the reload made. */
async function reloadWith(
  prepared: Prepared,
  fault: EdgeFault,
): Promise<{ prefetches: number; browserCalls: number; ms: number }> {
  proxy.fault = fault;
  const before = { prefetches: proxy.prefetches, browserCalls: proxy.browserCalls };
  const startedAt = Date.now();
  const response = await prepared.page.reload();
  expect(response?.status()).toBe(200);
  return {
    prefetches: proxy.prefetches - before.prefetches,
    browserCalls: proxy.browserCalls - before.browserCalls,
    ms: Date.now() - startedAt,
  };
}

describe("the page worker's get-channels", () => {
  it('refused (the payment worker is down) → the page worker falls back, the browser is refused too: the error screen; back up, Try again restores', async () => {
    const prepared = await payerOnStep2();
    const fallbacksBefore = fallbackLines().length;
    await stopListening();
    const before = proxy.browserCalls;
    await prepared.page.reload();
    await expect.poll(() => errorScreen(prepared.page), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => fallbackLines().length).toBe(fallbacksBefore + 1);
    expect(proxy.browserCalls).toBe(before);
    await listen(proxy.port);
    await prepared.page.getByRole('button', { name: 'Try again' }).click();
    await expectRestored(prepared);
  });

  it.each(['500', '429'] as const)(
    '%s → a refusal: the error screen at once, no browser call; Try again restores',
    async (fault) => {
      const prepared = await payerOnStep2();
      const calls = await reloadWith(prepared, fault);
      expect(await errorScreen(prepared.page)).toBe(true);
      expect(calls).toMatchObject({ prefetches: 1, browserCalls: 0 });
      proxy.fault = 'pass';
      await prepared.page.getByRole('button', { name: 'Try again' }).click();
      await expectRestored(prepared);
    },
  );

  it.each(['hanging', 'slow body', 'aborted mid-body'] as const)(
    '%s → the loading shell after at most PREFETCH_TIMEOUT_MS, then the browser asks and the page restores',
    async (fault) => {
      const prepared = await payerOnStep2();
      const fallbacksBefore = fallbackLines().length;
      const calls = await reloadWith(prepared, fault);
      await expectRestored(prepared);
      expect(proxy.browserCalls).toBeGreaterThan(0);
      expect(calls.prefetches).toBe(1);
      // Not waiting for the hanging or slow answer: the budget, then the shell (generous for a busy machine).
      expect(calls.ms).toBeLessThan(PREFETCH_TIMEOUT_MS + 5000);
      await expect.poll(() => fallbackLines().length).toBe(fallbacksBefore + 1);
      // A dropped connection is a network failure, the others the budget running out.
      expect(fallbackLines().at(-1)).toBe(fault === 'aborted mid-body' ? 'failed' : 'timeout');
    },
  );

  it('slow (within PREFETCH_TIMEOUT_MS) → the server renders the channels, the browser does not ask', async () => {
    const prepared = await payerOnStep2();
    const calls = await reloadWith(prepared, 'slow');
    expect(calls).toMatchObject({ prefetches: 1, browserCalls: 0 });
    expect(calls.ms).toBeGreaterThanOrEqual(PREFETCH_TIMEOUT_MS / 4);
    await expectRestored(prepared);
  });
});
