/**
 * One JSON log line and one Analytics Engine data point per page request (docs/rules.md, Logs and
 * Operations data), through a fake PAGE_EVENTS binding: the route kind, status, a safe app id,
 * the prefetch outcome and its time, render time, language, colo and ray id, and nothing from
 * the path or the query.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelsAnswer, SHOP_GROUP } from '../fixtures/channels.ts';
import { REQUEST_LINE_FIELDS } from '../fixtures/request-log.ts';
import { TEST_LINK_HASH_KEY, callWorker, fakeDataset, requestLines } from './helpers.ts';
import { linkHash } from '../../page-worker/beacon/link-hash.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';
const SECRETS = [TOKEN, 'c2lnbmF0dXJl', 'redirect_url', 'shop.example', 'skip_selection'];
const QUERY = '?skip_selection=1&redirect_url=https%3A%2F%2Fshop.example%2Fdone';

const CHANNELS = channelsAnswer(SHOP_GROUP);

const answering = (answer: (request: Request) => Promise<Response> | Response) => ({
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init)),
});
/** Never answers; gives up when the page worker aborts, as a real fetch does. */
const hanging = (request: Request) =>
  new Promise<Response>((_resolve, reject) =>
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Calls the page worker with a fake dataset; returns what it logged and wrote. */
async function observe(path: string, vars: Record<string, unknown> = {}, init?: RequestInit) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { points, dataset } = fakeDataset();
  const response = await callWorker(path, { ...vars, PAGE_EVENTS: dataset }, init);
  await response.text();
  const lines = requestLines(log);
  // Nothing from the path or the query, in any line or point.
  const written = JSON.stringify([log.mock.calls, points]);
  for (const secret of SECRETS) expect(written).not.toContain(secret);
  return { response, lines, points };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a link page', () => {
  it('served by the edge prefetch: the line and the point say so, with its time', async () => {
    const { lines, points } = await observe(`/demo/${TOKEN}${QUERY}`, {
      EDGE_PREFETCH: 'on',
      PAYMENT_WORKER: answering(() => json(CHANNELS)),
    });
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0] ?? {})).toEqual(REQUEST_LINE_FIELDS);
    expect(lines[0]).toEqual({
      event: 'page-request',
      kind: 'link',
      status: 200,
      appId: 'demo',
      prefetch: 'served',
      prefetchMs: expect.any(Number) as unknown,
      renderMs: expect.any(Number) as unknown,
      language: 'en',
      colo: null,
      ray: null,
    });
    expect(points).toEqual([
      {
        // The link's hash, never its token (docs/operations.md, 'Columns').
        indexes: [await linkHash(TEST_LINK_HASH_KEY, TOKEN)],
        blobs: ['link', 'served', 'en', '', 'demo', '', ''],
        doubles: [200, lines[0]?.prefetchMs, lines[0]?.renderMs, 0],
      },
    ]);
  });

  it.each([
    ['off', { EDGE_PREFETCH: 'off' }],
    ['refused', { EDGE_PREFETCH: 'on', PAYMENT_WORKER: answering(() => json({ error: 'unauthorized' }, 401)) }],
    [
      'failed',
      {
        EDGE_PREFETCH: 'on',
        PAYMENT_WORKER: answering(() => Promise.reject(new TypeError('Network connection lost.'))),
      },
    ],
    ['timeout', { EDGE_PREFETCH: 'on', PREFETCH_TIMEOUT_MS: '20', PAYMENT_WORKER: answering(hanging) }],
  ])('prefetch %s: a 200 whose line and point carry the outcome', async (outcome, vars) => {
    const { lines, points } = await observe(`/demo/${TOKEN}`, vars);
    expect(lines).toEqual([expect.objectContaining({ kind: 'link', status: 200, prefetch: outcome })]);
    expect(points).toHaveLength(1);
    expect(points[0]?.blobs.slice(0, 2)).toEqual(['link', outcome]);
    if (outcome === 'timeout') expect(points[0]?.doubles[1]).toBeGreaterThanOrEqual(15);
  });

  it("carries Cloudflare's colo and ray id when the request has them, and nothing else of the request", async () => {
    const init = { headers: { 'cf-ray': '8f2a1b3c4d5e6f70-BOM' }, cf: { colo: 'BOM', country: 'IN', city: 'Mumbai' } };
    const { lines, points } = await observe(`/demo/${TOKEN}`, { EDGE_PREFETCH: 'off' }, init);
    expect(lines[0]).toMatchObject({ colo: 'BOM', ray: '8f2a1b3c4d5e6f70-BOM' });
    // Prefetch off: no evidence the app id is real, so the point carries the fixed label (docs/rules.md, Operations data).
    expect(points[0]?.blobs).toEqual(['link', 'off', 'en', 'BOM', '(unverified)', '', '']);
    expect(JSON.stringify([lines, points])).not.toContain('Mumbai');
  });

  it('drops a colo or ray id that is not one', async () => {
    const init = { headers: { 'cf-ray': `<script>${TOKEN}` }, cf: { colo: 'bom; DROP' } };
    const { lines } = await observe(`/demo/${TOKEN}`, { EDGE_PREFETCH: 'off' }, init);
    expect(lines[0]).toMatchObject({ colo: null, ray: null });
  });
});

describe('the language (docs/rules.md, Languages)', () => {
  it.each<[string, RequestInit | undefined, string, string]>([
    ['?lang=hi', undefined, '?lang=hi', 'hi'],
    ['the lang cookie', { headers: { Cookie: 'lang=ur' } }, '', 'ur'],
    ['Accept-Language', { headers: { 'Accept-Language': 'ta-IN,ta;q=0.9,en;q=0.5' } }, '', 'ta'],
    ['an unknown ?lang', undefined, '?lang=%3Cscript%3E', 'en'],
    ['an unknown cookie and header', { headers: { Cookie: 'lang=xx', 'Accept-Language': 'fr' } }, '', 'en'],
  ])('from %s: the negotiated one, one of the twelve codes', async (_name, init, query, language) => {
    const { lines, points } = await observe(`/demo/${TOKEN}${query}`, { EDGE_PREFETCH: 'off' }, init);
    expect(lines).toEqual([expect.objectContaining({ kind: 'link', language })]);
    expect(points[0]?.blobs[2]).toBe(language);
    expect(JSON.stringify([lines, points])).not.toContain('script');
  });

  it('on error screens too', async () => {
    const { lines } = await observe('/nothing-here?lang=bn');
    expect(lines).toEqual([expect.objectContaining({ kind: 'not-found', status: 404, language: 'bn' })]);
  });
});

describe('other routes', () => {
  it.each([
    ['an invalid token', `/demo/${TOKEN.split('.').slice(0, 2).join('.')}`, 'invalid-link', 400, 'demo'],
    ['an empty app id', `//${TOKEN}`, 'invalid-link', 400, null],
    ['a third segment', `/demo/${TOKEN}/extra`, 'not-found', 404, null],
    ['a missing asset', `/assets/missing-${TOKEN}.js`, 'not-found', 404, null],
    ['the root', '/', 'not-found', 404, null],
  ])('%s: its kind and status, no prefetch', async (_name, path, kind, status, appId) => {
    const { lines, points } = await observe(`${path}${QUERY}`);
    expect(lines).toEqual([expect.objectContaining({ kind, status, appId, prefetch: 'none', prefetchMs: 0 })]);
    expect(points).toEqual([
      {
        // The line keeps a safe app id; the point only one the prefetch vouched for (docs/rules.md, Operations data),
        // and no link hash: no valid link was served.
        indexes: ['(no link)'],
        blobs: [kind, 'none', 'en', '', '(unverified)', '', ''],
        doubles: [status, 0, expect.any(Number) as unknown, 0],
      },
    ]);
  });

  it('a configuration error: config-error and 500, beside the line naming the variable', async () => {
    const { lines, points } = await observe(`/demo/${TOKEN}`, { TURNSTILE_SITE_KEY: 'not a key!' });
    expect(lines).toEqual([expect.objectContaining({ kind: 'config-error', status: 500, appId: 'demo' })]);
    expect(points[0]?.blobs[0]).toBe('config-error');
  });

  it.each(['%3Cimg%20src%3Dx%3E', 'a.b', 'x'.repeat(65), '%E0%A4%B9', 'demo%0A{"appId":"evil"}'])(
    'keeps an app id outside [A-Za-z0-9_-]{1,64} (%s) out of the line and the point',
    async (appId) => {
      const { lines, points } = await observe(`/${appId}/${TOKEN}`, { EDGE_PREFETCH: 'off' });
      // Such a link is invalid (docs/rules.md, Routes and statuses); its app id stays out all the same.
      expect(lines).toEqual([expect.objectContaining({ kind: 'invalid-link', status: 400, appId: null })]);
      expect(points[0]?.indexes).toEqual(['(no link)']);
      expect(points[0]?.blobs[4]).toBe('(unverified)');
    },
  );

  it('writes nothing for the beacon endpoint itself', async () => {
    const { lines, points } = await observe('/beacon', {}, { method: 'GET' });
    expect(lines).toEqual([]);
    expect(points).toEqual([]);
  });

  it('writes nothing for the CSP report endpoint', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { lines, points } = await observe('/csp-reports', {}, { method: 'GET' });
    expect(lines).toEqual([]);
    expect(points).toEqual([]);
  });
});

describe('without the PAGE_EVENTS binding', () => {
  it('still logs the line and answers as always', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await callWorker(`/demo/${TOKEN}`, { EDGE_PREFETCH: 'off' });
    expect(response.status).toBe(200);
    expect(requestLines(log)).toHaveLength(1);
  });

  it('answers as always when writing a point throws', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const broken = {
      writeDataPoint: () => {
        throw new Error('dataset down');
      },
    };
    const response = await callWorker(`/demo/${TOKEN}`, { EDGE_PREFETCH: 'off', PAGE_EVENTS: broken });
    expect(response.status).toBe(200);
  });
});
