/**
 * The auth token never leaks (docs/rules.md, Logs and Security headers): not into any log line of
 * the page worker or the sandbox payment worker, not into a Referer, not into a response a cache
 * may keep.
 *
 * Logs: every stack here hands its lines to `onLogLine` (harness/local-stack.ts),
 * which gets both Miniflare's own log at VERBOSE and the page worker's and the
 * sandbox payment worker's console.* output through workerd's stdout/stderr,
 * the page's request log lines and its data points (the local PAGE_EVENTS
 * prints each) included. The traffic: a full payer flow in Chromium with its
 * beacons, the hostile link, query and get-channels corpus (tests/corpus),
 * hostile beacons built from the same corpus, a config error, prefetch
 * fallbacks, refused tokens, 400s and 404s. The lines we know must appear (the
 * config error, the fallback) prove the capture works.
 *
 * Miniflare's request log is on for the page here, so the capture provably sees
 * request URLs: it prints each path, and a link's path is the token. Those lines
 * are the platform's, which production does not keep (wrangler.toml records no
 * request URL: page-worker/wrangler-config.test.ts); every other line, above all
 * the page worker's and the sandbox payment worker's own, must hold no token
 * (docs/security.md, 'No token in logs').
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LogLevel } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request as PwRequest, Response as PwResponse } from 'playwright-core';
import { startStack, type LocalStack, type StackLogLine } from '../../harness/local-stack.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { answerText, corpus, expand } from '../corpus/corpus.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { clickCard, tinyPng, title } from './steps.ts';
import { readPointLine, readRequestLine } from '../../harness/data-points-log.ts';
import catalogue from '../../sandbox/app-channels.json';
import { hostileBeacons, pageLineProblems } from './operations-lines.ts';

const logs: StackLogLine[] = [];
const onLogLine = (line: StackLogLine) => logs.push(line);
/** Request logging on for the page, so the capture sees the URLs a platform log would record. */
const logged = { logLevel: LogLevel.VERBOSE, onLogLine, logPageRequests: true } as const;
/**
 * A line of Miniflare's request log (`[mf:info] GET /path 200 OK (3ms)`): the platform's, not the page worker's or the
 * sandbox payment worker's.
 */
const isPageRequestLog = (line: StackLogLine) =>
  line.worker === 'page' && line.source === 'miniflare' && /^(?:\[mf:\w+\] )?[A-Z]+ \/\S* \d{3} /.test(line.text);

/** Every token this file puts in a link, and each one's signature part. */
const secrets = new Set<string>();
function remember(url: string): string {
  const token = new URL(url).pathname.split('/')[2] ?? '';
  secrets.add(token);
  secrets.add(token.split('.')[2] ?? token);
  return token;
}
/** Lines holding any secret. */
const leaks = (lines: readonly string[], known: ReadonlySet<string> = secrets) =>
  lines.filter((line) => [...known].some((secret) => secret.length > 0 && line.includes(secret)));

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** The merchant's site for the redirect after done, on this machine; it records what reaches it. */
const merchantHits: { url: string; headers: IncomingHttpHeaders }[] = [];
const merchant = createServer((request, response) => {
  merchantHits.push({ url: request.url ?? '', headers: request.headers });
  response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Merchant</h1>');
});

/** A payment worker answering get-channels for app `c{i}` with the channels corpus line i. */
const channelCases = corpus.channels;
let jwt = '';
let fakePaymentWorkerUrl = '';
const fakePaymentWorker = createServer((request, response) => {
  request.resume();
  const index = Number(/^\/get-channels\/c(\d+)$/.exec(request.url ?? '')?.[1] ?? -1);
  const item = channelCases[index];
  if (!item) return void response.writeHead(404).end();
  if (item.answer.abort) return void response.socket?.destroy();
  response.writeHead(item.answer.status, { 'Content-Type': item.answer.contentType ?? 'application/json' });
  response.end(answerText(item.answer, { JWT: jwt, SANDBOX: fakePaymentWorkerUrl }));
});

let e2e: E2E;
/** Prefetch always times out: the shell, a fallback log line, and the browser's own get-channels. */
let fallback: LocalStack;
/** A malformed required variable: every link answers 500 and logs one line. */
let broken: LocalStack;
/** The page with PAYMENT_WORKER_URL at the fake payment worker above. */
let hostile: LocalStack;
let merchantUrl = '';

interface Seen {
  request: PwRequest;
  headers: Record<string, string>;
}
interface Answered {
  response: PwResponse;
  headers: Record<string, string>;
  body: string | null;
}
const flow = { requests: [] as Seen[], responses: [] as Answered[], token: '', link: '', utr: '' };

/** What no line or data point may hold besides a token: the flow's UTR, the sandbox's UPI addresses and account numbers, a query. */
const personal = () => [
  flow.utr,
  ...(JSON.stringify(catalogue).match(/"(upi_address|bank_account_number)":\s*"[^"]+"/g) ?? []).map(
    (pair) => pair.split('"')[3] ?? pair,
  ),
  'redirect_url',
  'order=42',
];

beforeAll(async () => {
  [merchantUrl, fakePaymentWorkerUrl] = await Promise.all([listen(merchant), listen(fakePaymentWorker)]);
  [e2e, fallback, broken, hostile] = await Promise.all([
    startE2E(logged),
    startStack({ ...logged, pageVars: { PREFETCH_TIMEOUT_MS: '1' } }),
    startStack({ ...logged, pageVars: { TURNSTILE_SITE_KEY: 'not a key!' } }),
    startStack({ ...logged, pageVars: { PAYMENT_WORKER_URL: fakePaymentWorkerUrl } }),
  ]);
  jwt = remember(await e2e.link());

  // The whole payer flow, recording every request and response of every frame.
  flow.link = await e2e.link({ query: `redirect_url=${encodeURIComponent(`${merchantUrl}/return?order=42`)}` });
  flow.token = remember(flow.link);
  const context = await e2e.browser.newContext();
  const requests: Promise<Seen>[] = [];
  const responses: Promise<Answered>[] = [];
  context.on('request', (request) => {
    requests.push(request.allHeaders().then((headers) => ({ request, headers })));
  });
  context.on('response', (response) => {
    responses.push(
      Promise.all([response.allHeaders(), response.text().catch(() => null)]).then(([headers, body]) => ({
        response,
        headers,
        body,
      })),
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(flow.link);
  await clickCard(page);
  await page.getByTestId('proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
  // The proof is checked before it joins the form (a lazy chunk reads its size): Submit once it has,
  // or a busy machine submits the form without it and the flow never uploads.
  await page.getByTestId('proof-preview').waitFor();
  flow.utr = String(Date.now()).slice(-12).padStart(12, '7');
  await page.getByTestId('utr-input').fill(flow.utr);
  await page.getByTestId('submit').click();
  await page.waitForURL(`${merchantUrl}/return?order=42`);
  await page.getByRole('heading', { name: 'Merchant' }).waitFor();
  flow.requests = await Promise.all(requests);
  flow.responses = await Promise.all(responses);
  await context.close();
}, 120_000);

afterAll(async () => {
  await Promise.all([e2e?.close(), fallback?.dispose(), broken?.dispose(), hostile?.dispose()]);
  merchant.close();
  fakePaymentWorker.close();
});

const pathOf = (url: string) => new URL(url).pathname;
const isApiCall = (seen: Seen) =>
  seen.request.method() === 'POST' &&
  seen.request.url().startsWith(`${e2e.stack.sandboxUrl}/`) &&
  /^\/(get-channels|get-upload-url|submit-deposit)\//.test(pathOf(seen.request.url()));

describe('Referer', () => {
  it('the flow went all the way: link, proof upload, Turnstile, submit-deposit, the merchant', () => {
    const paths = flow.requests.map((seen) => pathOf(seen.request.url()));
    expect(paths).toEqual(
      expect.arrayContaining([
        pathOf(flow.link),
        expect.stringMatching(/^\/assets\/.+\.js$/),
        expect.stringMatching(/^\/get-upload-url\//),
        expect.stringMatching(/^\/upload\//),
        '/turnstile/v0/api.js',
        '/turnstile/v0/widget',
        '/turnstile/v0/token',
        expect.stringMatching(/^\/submit-deposit\//),
        '/return',
      ]),
    );
    expect(merchantHits.map((hit) => hit.url)).toContain('/return?order=42');
  });

  it('no request of the flow carries a Referer, the merchant redirect included', () => {
    const network = flow.requests.filter((seen) => /^https?:/.test(seen.request.url()));
    // blob: previews of the proof never reach a network.
    expect(network.length).toBeGreaterThan(flow.requests.length - 3);
    // An empty value is no Referer: Playwright shows one on the beacon sent as the page leaves for the merchant,
    // when only the request's provisional headers are left to read; the server receives no Referer header at all.
    const withReferer = network
      .filter((seen) => (seen.headers.referer ?? '') !== '')
      .map((seen) => `${seen.request.url()} ← ${seen.headers.referer}`);
    expect(withReferer).toEqual([]);
    const redirect = merchantHits.find((hit) => hit.url === '/return?order=42');
    expect(redirect?.headers.referer).toBeUndefined();
    expect(leaks(merchantHits.map((hit) => `${hit.url} ${JSON.stringify(hit.headers)}`))).toEqual([]);
  });

  it("the token goes only to the payment worker's API, in the Authorization header", () => {
    const carriers = flow.requests
      .filter(
        (seen) => leaks([seen.request.url(), JSON.stringify(seen.headers), seen.request.postData() ?? '']).length > 0,
      )
      .filter((seen) => seen.request.url() !== flow.link);
    expect(carriers.length).toBeGreaterThan(0);
    for (const seen of carriers) {
      expect(isApiCall(seen), seen.request.url()).toBe(true);
      expect(seen.headers.authorization).toBe(`Bearer ${flow.token}`);
      const others = Object.entries(seen.headers).filter(([name]) => name !== 'authorization');
      expect(leaks([seen.request.url(), JSON.stringify(others), seen.request.postData() ?? ''])).toEqual([]);
    }
  });
});

describe('caches', () => {
  it('every response of the flow that holds the token is no-store; no asset holds it', () => {
    const holding = flow.responses.filter((answer) => answer.body !== null && leaks([answer.body]).length > 0);
    // At least the link page itself holds it (its boot data): otherwise this test proves nothing.
    expect(holding.map((answer) => answer.response.url())).toContain(flow.link);
    for (const answer of holding) expect(answer.headers['cache-control'], answer.response.url()).toBe('no-store');
    const assets = flow.responses.filter((answer) => pathOf(answer.response.url()).startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.body).not.toBeNull();
      expect(leaks([asset.body ?? ''])).toEqual([]);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('every page-worker answer that holds a token, on any route and in any state, is no-store', async () => {
    const expired = await createPayerLink({
      pageUrl: e2e.stack.pageUrl,
      appId: 'demo',
      amountPaise: 100,
      ttlSeconds: 60,
      now: new Date('2020-01-01T00:00:00Z'),
    });
    const forged = `${e2e.stack.pageUrl}/demo/${jwt.slice(0, -4)}AAAA`;
    remember(expired);
    remember(forged);
    const fallbackLink = await createPayerLink({
      pageUrl: fallback.pageUrl,
      appId: 'demo',
      amountPaise: 100,
      secret: SANDBOX_JWT_SECRET,
    });
    const brokenLink = await createPayerLink({
      pageUrl: broken.pageUrl,
      appId: 'demo',
      amountPaise: 100,
      secret: SANDBOX_JWT_SECRET,
    });
    remember(fallbackLink);
    remember(brokenLink);
    const page = e2e.stack.pageUrl;
    const urls = [
      `${page}/demo/${jwt}`,
      `${page}/demo/${jwt}/`,
      `${page}/demo/${jwt}?skip_selection=1&test=1`,
      `${page}/demo/${jwt}/extra`,
      `${page}/${jwt}`,
      `${page}//${jwt}`,
      `${page}/demo/${jwt.split('.').slice(0, 2).join('.')}`,
      `${page}/assets/missing-${jwt}.js`,
      expired,
      forged,
      fallbackLink,
      brokenLink,
    ];
    const answers = await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url);
        return {
          url,
          status: response.status,
          cacheControl: response.headers.get('cache-control'),
          body: await response.text(),
        };
      }),
    );
    // Each kind of answer is here: pages, the shell, refusals, 400, 404, 500.
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 400, 404, 500]));
    const holding = answers.filter((answer) => leaks([answer.body]).length > 0);
    expect(holding.map((answer) => answer.url)).toEqual(expect.arrayContaining([urls[0], urls[2], fallbackLink]));
    for (const answer of answers) expect(answer.cacheControl, answer.url).toBe('no-store');
  });
});

describe('logs', () => {
  it('the leak check itself flags a line holding a token or its signature', () => {
    const token = 'aaa.bbb.ccc';
    expect(leaks(['GET /demo/aaa.bbb.ccc 200', 'sig ccc', 'nothing here'], new Set([token, 'ccc']))).toEqual([
      'GET /demo/aaa.bbb.ccc 200',
      'sig ccc',
    ]);
  });

  it('no log line of the page worker or the sandbox payment worker holds a token, across the flow, the corpus, config errors, fallbacks and refusals', async () => {
    const get = async (url: string) => {
      // Only ever this machine: a corpus path is glued after the origin, never resolved against it.
      if (!['127.0.0.1'].includes(new URL(url).hostname)) throw new Error(`not loopback: ${url}`);
      try {
        return (await fetch(url, { redirect: 'manual' })).status;
      } catch {
        return 0;
      }
    };
    const inBatches = async (urls: string[]) => {
      const statuses: number[] = [];
      for (let i = 0; i < urls.length; i += 8) statuses.push(...(await Promise.all(urls.slice(i, i + 8).map(get))));
      return statuses;
    };
    // The hostile corpus, the parts that reach the page worker: links, queries, get-channels answers.
    const corpusUrls = [
      ...corpus.links.map((item) => `${e2e.stack.pageUrl}${expand(item.path, { JWT: jwt })}`),
      ...corpus.queries.map((item) => `${e2e.stack.pageUrl}/demo/${jwt}?${expand(item.query)}`),
      ...channelCases.map((item, index) => `${hostile.pageUrl}/c${index}/${jwt}${item.query ? `?${item.query}` : ''}`),
    ];
    const statuses = await inBatches(corpusUrls);
    expect(statuses.filter((status) => status === 0)).toEqual([]);
    // The beacon endpoint (docs/rules.md, Operations data), fed the same corpus, a token, the UTR and the addresses.
    const hostileTexts = [
      ...corpus.links.map((item) => expand(item.path, { JWT: jwt })),
      ...corpus.queries.map((item) => expand(item.query)),
    ];
    const beaconStatuses: number[] = [];
    for (const body of hostileBeacons(hostileTexts, jwt, personal())) {
      const init = { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body };
      beaconStatuses.push((await fetch(`${e2e.stack.pageUrl}/beacon`, init)).status);
    }
    // Refused: 400, 413 for a corpus line past the size cap, or 403 for a well-formed body with no
    // beacon ticket (docs/rules.md, Operations data); the page's own beacons reach the points in the flow above.
    expect(beaconStatuses.filter((status) => ![400, 403, 413].includes(status))).toEqual([]);
    expect(beaconStatuses).toEqual(expect.arrayContaining([403, 400]));
    // The fallback and the config error, in a browser too.
    const fallbackLink = await createPayerLink({
      pageUrl: fallback.pageUrl,
      appId: 'demo',
      amountPaise: 100,
      secret: SANDBOX_JWT_SECRET,
    });
    remember(fallbackLink);
    const context = await e2e.browser.newContext();
    const tab = await context.newPage();
    await tab.goto(fallbackLink);
    await expect.poll(() => title(tab), { timeout: 10_000 }).toBe('Payment Options');
    const brokenLink = await createPayerLink({
      pageUrl: broken.pageUrl,
      appId: 'demo',
      amountPaise: 100,
      secret: SANDBOX_JWT_SECRET,
    });
    remember(brokenLink);
    await tab.goto(brokenLink);
    await tab.getByText('Something went wrong.').waitFor();
    await context.close();

    // The capture works: the lines we caused are here, from the page worker's console.error and console.warn.
    await expect
      .poll(() =>
        logs.some((line) => line.worker === 'page' && line.text.startsWith('Configuration error: TURNSTILE_SITE_KEY')),
      )
      .toBe(true);
    // The fallback is a field of the request log line (docs/rules.md, Logs); the flow's beacons are data points.
    expect(logs.some((line) => line.worker === 'page' && readRequestLine(line.text)?.prefetch === 'timeout')).toBe(
      true,
    );
    expect(logs.some((line) => line.worker === 'page' && readPointLine(line.text)?.blobs[0] === 'done')).toBe(true);
    // And Miniflare's own log at VERBOSE: the sandbox's request lines.
    expect(
      logs.some(
        (line) =>
          line.worker === 'sandbox' && line.source === 'miniflare' && line.text.includes('POST /submit-deposit/demo'),
      ),
    ).toBe(true);

    // Links signed within one second are the same token; these are distinct ones.
    expect([jwt, flow.token].every((token) => secrets.has(token))).toBe(true);
    expect(secrets.size).toBeGreaterThanOrEqual(8);
    // Every line but the platform's request log: the page worker's and the sandbox payment worker's own output
    // and the rest of Miniflare's.
    const ours = logs.filter((line) => !isPageRequestLog(line));
    expect(ours.filter((line) => line.source !== 'miniflare').length).toBeGreaterThan(0);
    expect(leaks(ours.map((line) => `${line.worker} ${line.source}: ${line.text}`))).toEqual([]);
    // Nor a UTR, an address, an account number or a query; and every line the page worker printed is one
    // of ours, field by field (docs/rules.md, Logs and Operations data).
    expect(
      leaks(
        ours.map((line) => line.text),
        new Set(personal()),
      ),
    ).toEqual([]);
    const printed = ours.filter((line) => line.worker === 'page' && line.source !== 'miniflare');
    expect(printed.flatMap((line) => pageLineProblems(line.text))).toEqual([]);
  });

  it("the capture sees request URLs: Miniflare's request log prints each link's path, token included", () => {
    const requestLines = logs.filter(isPageRequestLog).map((line) => line.text);
    expect(requestLines.some((text) => text.includes(`GET /demo/${flow.token} 200`))).toBe(true);
    // So a request log leaks the token: production keeps none (page-worker/wrangler-config.test.ts).
    expect(leaks(requestLines).length).toBeGreaterThan(0);
    // Its paths only: the query (here redirect_url) is never printed.
    expect(requestLines.filter((text) => text.includes('redirect_url'))).toEqual([]);
  });
});
