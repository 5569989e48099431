/**
 * Bounded inputs at the edge (docs/rules.md: Routes and statuses, Payment-worker calls, Channels
 * answer, Edge prefetch): an app id that would change the payment worker's path is an invalid
 * link and is never called with; a huge or deeply nested get-channels answer is read only up to
 * the byte cap and ends on a small error page; a too-long redirect_url never reaches the page.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../page-worker/index.ts';
import { MAX_ANSWER_BYTES } from '../../common/payment-api.ts';
import { MAX_REDIRECT_URL_LENGTH } from '../../common/redirect.ts';
import { BASE, baseEnv, bootJson, callWorker, rootHtml, screenOf } from './helpers.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';

const UPI = { channel_id: 'u1', type: 'upi', upi_address: 'shop@okaxis' };
const CHANNELS = { amount: 150_050, channel_types: [{ name: 'UPI', type: 'upi', options: [UPI] }] };

/** A stub payment worker binding that records every URL it was asked for. */
function stubWorker(answer: () => Response) {
  const seen: string[] = [];
  return {
    seen,
    binding: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init).url);
        return answer();
      },
    },
  };
}

/**
 * The page worker called with a URL exactly as written. A Request's URL is always normalised
 * (`/%2e%2e/x` becomes `/x`), but a front that passes the request line through unchanged
 * would hand the router the raw text; this proxy shows the page worker that text.
 */
async function callRaw(rawPath: string, binding: ReturnType<typeof stubWorker>['binding']): Promise<Response> {
  const request = new Request(`${BASE}/raw`);
  const raw = new Proxy(request, {
    get(target, property) {
      if (property === 'url') return `${BASE}${rawPath}`;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(raw, { ...baseEnv(), EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('an app id that could change the payment-worker path (docs/rules.md, Routes and statuses)', () => {
  it.each([
    ['..', `/%2e%2e/${TOKEN}`],
    ['.. (upper case escapes)', `/%2E%2E/${TOKEN}`],
    ['..', `/../${TOKEN}`],
    ['.', `/%2e/${TOKEN}`],
    ['.', `/./${TOKEN}`],
    ['.%2e', `/.%2e/${TOKEN}`],
  ])('app id %s (%s) is an invalid link, 400, and the prefetch never calls', async (_name, path) => {
    const { binding, seen } = stubWorker(() => Response.json(CHANNELS));
    const response = await callRaw(path, binding);
    expect(seen).toEqual([]);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(screenOf(html)).toBe('error-retry');
    expect(bootJson(html)).toMatchObject({ error: 'invalid-link', link: null });
  });

  it('the same raw route with a plain app id is called at exactly /get-channels/{app id}', async () => {
    const { binding, seen } = stubWorker(() => Response.json(CHANNELS));
    const response = await callRaw(`/shop_42-A/${TOKEN}`, binding);
    expect(response.status).toBe(200);
    expect(seen.map((url) => new URL(url).pathname)).toEqual(['/get-channels/shop_42-A']);
  });
});

/** A body that hands out `total` bytes in 16 KB chunks and counts what was pulled. */
function countedBody(text: string) {
  const bytes = new TextEncoder().encode(text);
  const counter = { pulled: 0 };
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const chunk = bytes.subarray(offset, offset + 16_384);
      offset += chunk.length;
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter, size: bytes.length };
}

const bankOption = (i: number) => ({
  channel_id: `b${i}`,
  type: 'bank_transfer',
  bank_name: `Bank ${i}`,
  bank_account_number: `0004050${i}`,
  bank_ifsc_code: 'ICIC0000004',
});

describe('a huge get-channels answer at the edge (docs/rules.md, Edge prefetch)', () => {
  it.each([
    [
      '10,000 bank options',
      JSON.stringify({
        amount: 150_050,
        channel_types: [
          { name: 'Bank', type: 'bank_transfer', options: Array.from({ length: 10_000 }, (_, i) => bankOption(i)) },
        ],
      }),
    ],
    [
      'valid channels beside 2 MB nested a million deep',
      `{"amount":150050,"channel_types":${JSON.stringify(CHANNELS.channel_types)},"x":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`,
    ],
  ])('%s: read only up to the cap, then a small error page', async (_name, text) => {
    const body = countedBody(text);
    expect(body.size).toBeGreaterThan(MAX_ANSWER_BYTES * 4);
    const { binding } = stubWorker(
      () => new Response(body.stream, { headers: { 'Content-Type': 'application/json' } }),
    );
    const response = await callWorker(`/demo/${TOKEN}`, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(screenOf(html)).toBe('error-retry');
    expect(bootJson(html)).toMatchObject({ error: 'load', channels: null });
    // Never the whole answer: at most the cap and the chunk that crossed it.
    expect(body.counter.pulled).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 16_384);
    expect(html.length).toBeLessThan(30_000);
  });

  it('an answer of exactly the cap is read whole', async () => {
    const padding = ' '.repeat(MAX_ANSWER_BYTES - JSON.stringify(CHANNELS).length);
    const body = countedBody(`${JSON.stringify(CHANNELS)}${padding}`);
    expect(body.size).toBe(MAX_ANSWER_BYTES);
    const { binding } = stubWorker(() => new Response(body.stream));
    const html = await (await callWorker(`/demo/${TOKEN}`, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding })).text();
    expect(rootHtml(html)).toContain('shop@okaxis');
  });
});

describe('a too-long redirect_url (docs/rules.md, Query flags)', () => {
  const target = (length: number) => `https://shop.example/${'a'.repeat(length - 'https://shop.example/'.length)}`;

  it.each([
    [MAX_REDIRECT_URL_LENGTH, true],
    [MAX_REDIRECT_URL_LENGTH + 1, false],
    [100_000, false],
  ])('of %i characters is embedded: %s', async (length, embedded) => {
    const url = target(length);
    // Any host allowed, so only the length decides (docs/rules.md, Redirect rule).
    const vars = { REDIRECT_ALLOWED_HOSTS: '*' };
    const html = await (await callWorker(`/demo/${TOKEN}?redirect_url=${encodeURIComponent(url)}`, vars)).text();
    expect(bootJson(html).flags.redirectUrl).toBe(embedded ? url : null);
    if (!embedded) expect(html).not.toContain('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  });
});
