/**
 * Edge prefetch (docs/rules.md): the page worker asks the payment worker for the channels
 * (through the PAYMENT_WORKER binding, here a stub) and renders the real page;
 * a refusal is the error screen at once; a timeout or a network failure falls
 * back to the loading shell. The token never reaches a log.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpus, title } from '../corpus/corpus.ts';
import { drawQr } from '../../common/qr-code.ts';
import { DRAWN_AHEAD } from '../../page-worker/render/server-qr.ts';
import { channelsAnswer, ICICI_GROUP, SHOP_GROUP, upiGroup } from '../fixtures/channels.ts';
import { bootJson, callWorker, rootHtml, screenOf } from './helpers.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';
const LINK = `/demo/${TOKEN}`;

const CHANNELS = channelsAnswer(ICICI_GROUP, SHOP_GROUP);

/** A stub payment worker binding that records what it was asked. */
function stubWorker(answer: (request: Request) => Promise<Response> | Response) {
  const seen: Request[] = [];
  const binding = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request);
      return answer(request);
    },
  };
  return { binding, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('with the channels in time', () => {
  it('renders step 1 with the amount in the first HTML and embeds the channels', async () => {
    const { binding } = stubWorker(() => json(CHANNELS));
    const response = await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding });
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = rootHtml(html);
    expect(root).toContain('₹1,500.50');
    expect(root).toContain('Payment Options');
    expect(root).toContain('shop@okaxis');
    expect(html).toContain('000405012345'); // the other group, as link cards after the root for a page without its script
    expect(bootJson(html).channels).toMatchObject({ amount: 150_050 });
    expect(html).toContain('<title>Payment: ₹1,500.50</title>');
  });

  it('asks exactly as the client would: POST get-channels with the bearer token and an empty bot-check header', async () => {
    const { binding, seen } = stubWorker(() => json(CHANNELS));
    await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/get-channels/demo');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get('CF-Turnstile-Response')).toBe('');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    // The same shared request as the client's (common/payment-api.ts): never a cached answer.
    expect(request.cache).toBe('no-store');
  });

  it('is on by default, and off with EDGE_PREFETCH=off', async () => {
    const on = stubWorker(() => json(CHANNELS));
    await callWorker(LINK, { EDGE_PREFETCH: undefined, PAYMENT_WORKER: on.binding });
    expect(on.seen).toHaveLength(1);
    const off = stubWorker(() => json(CHANNELS));
    const html = await (await callWorker(LINK, { EDGE_PREFETCH: 'off', PAYMENT_WORKER: off.binding })).text();
    expect(off.seen).toHaveLength(0);
    expect(screenOf(html)).toBe('loading');
  });

  it('draws the UPI QR code as inline SVG when a flag skips to a UPI channel', async () => {
    const { binding } = stubWorker(() => json(CHANNELS));
    const html = await (
      await callWorker(`${LINK}?skip_selection=1`, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding })
    ).text();
    const root = rootHtml(html);
    expect(root).toMatch(/<div[^>]*class="qr-image"[^>]*><svg/);
    expect(bootJson(html).qr).toMatchObject({ value: 'upi://pay?pa=shop@okaxis&am=1500.50&cu=INR' });
    // The code on screen is the only one drawn: nothing more is drawn ahead on step 2.
    expect(bootJson(html).drawnAhead).toBeUndefined();
  });

  it("draws step 1's UPI codes ahead into the boot data, exactly as the browser would, at most four", async () => {
    const one = stubWorker(() => json(CHANNELS));
    const html = await (await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: one.binding })).text();
    const value = 'upi://pay?pa=shop@okaxis&am=1500.50&cu=INR';
    expect(bootJson(html).drawnAhead).toEqual([{ value, drawing: drawQr(value) }]);
    // Step 1 shows no code: the drawings are data for the browser, not markup.
    expect(rootHtml(html)).not.toContain('qr-image');

    const many = Array.from({ length: 6 }, (_, i) => ({
      channel_id: `u${i}`,
      type: 'upi' as const,
      upi_address: `shop${i}@okaxis`,
    }));
    const six = stubWorker(() => json(channelsAnswer(upiGroup(...many))));
    const sixHtml = await (await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: six.binding })).text();
    expect(bootJson(sixHtml).drawnAhead?.map((code) => code.value)).toEqual(
      many.slice(0, DRAWN_AHEAD).map((option) => `upi://pay?pa=${option.upi_address}&am=1500.50&cu=INR`),
    );
  });

  // (docs/rules.md, Channels answer): a JSON escape can make a lone surrogate, which the server's UTF-8
  // drew as U+FFFD while the boot data carried the surrogate itself, and hydration failed (React #418).
  it('draws a group name holding a lone surrogate as the text the browser gets in the boot data', async () => {
    const answer = JSON.stringify(channelsAnswer({ ...SHOP_GROUP, name: 'UPI Pay' })).replace(
      'UPI Pay',
      'UPI \\ud800 Pay \\udc00',
    );
    const { binding } = stubWorker(() => new Response(answer, { headers: { 'Content-Type': 'application/json' } }));
    const html = await (await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding })).text();
    const boot = bootJson(html) as { channels: { groups: { name: string }[] } };
    const name = boot.channels.groups[0]?.name ?? '';
    // As JSON, which writes a lone surrogate as its escape: a failure message must be well formed too.
    expect(JSON.stringify(name)).toBe(JSON.stringify('UPI \uFFFD Pay \uFFFD'));
    expect(rootHtml(html).includes(`<span>${name}</span>`)).toBe(true);
  });

  it('draws nothing ahead for a page with no UPI option', async () => {
    const { binding } = stubWorker(() => json(channelsAnswer(ICICI_GROUP)));
    const html = await (await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding })).text();
    expect(bootJson(html).drawnAhead).toBeUndefined();
  });
});

describe('when the payment worker refuses', () => {
  it.each([
    ['401', () => json({ error: 'unauthorized' }, 401)],
    ['500', () => json({}, 500)],
    ['no channels', () => json({ amount: 100, channel_types: [] })],
    ['amount 0', () => json({ ...CHANNELS, amount: 0 })],
    ['not JSON', () => new Response('<html>oops</html>', { status: 200 })],
    ['an empty 200', () => new Response('', { status: 200 })],
  ])('%s: the error screen at once, with Try again', async (_name, answer) => {
    const { binding } = stubWorker(answer);
    const response = await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding });
    expect(response.status).toBe(200);
    expect(screenOf(await response.text())).toBe('error-retry');
  });
});

describe('when the payment worker is slow or unreachable', () => {
  it('falls back to the loading shell after PREFETCH_TIMEOUT_MS, logging no token', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { binding } = stubWorker(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const startedAt = Date.now();
    const response = await callWorker(LINK, {
      EDGE_PREFETCH: 'on',
      PREFETCH_TIMEOUT_MS: '50',
      PAYMENT_WORKER: binding,
    });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(screenOf(await response.text())).toBe('loading');
    // The fallback is a field of the one request log line (docs/rules.md, Logs).
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({ event: 'page-request', prefetch: 'timeout' });
    expect(JSON.stringify(log.mock.calls)).not.toContain(TOKEN);
  });

  it('falls back to the loading shell when the connection fails', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { binding } = stubWorker(() => {
      throw new TypeError('Network connection lost.');
    });
    const response = await callWorker(LINK, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding });
    expect(response.status).toBe(200);
    expect(screenOf(await response.text())).toBe('loading');
  });

  it.each(['sometimes', '0', '-5', '1.5', '99999'])(
    'rejects EDGE_PREFETCH / PREFETCH_TIMEOUT_MS values like %s',
    async (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const variable = value === 'sometimes' ? 'EDGE_PREFETCH' : 'PREFETCH_TIMEOUT_MS';
      const response = await callWorker(LINK, { [variable]: value });
      expect(response.status).toBe(500);
      expect(String(error.mock.calls[0]?.[0])).toContain(variable);
    },
  );
});

describe('app ids that need percent-encoding (tests/corpus/app-ids.txt)', () => {
  it.each(corpus.appIds.map((item) => [title(item, JSON.stringify(item.id)), item] as const))(
    '%s: get-channels goes to exactly /get-channels/{encoded id}',
    async (_title, item) => {
      expect(item.encoded).toBe(encodeURIComponent(item.id));
      const { binding, seen } = stubWorker(() => json(CHANNELS));
      const response = await callWorker(`/${encodeURIComponent(item.id)}/${TOKEN}`, {
        EDGE_PREFETCH: 'on',
        PAYMENT_WORKER: binding,
      });
      expect(response.status).toBe(200);
      expect(seen.map((request) => request.url)).toEqual([`https://pay.example/get-channels/${item.encoded}`]);
      const html = await response.text();
      expect(bootJson(html).link?.appId).toBe(item.id);
      expect(rootHtml(html)).toContain('₹1,500.50');
    },
  );

  it.each(corpus.appIds.map((item) => [title(item, JSON.stringify(item.id)), item] as const))(
    '%s: over PAYMENT_WORKER_URL too, under its path',
    async (_title, item) => {
      const urls: string[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
        urls.push(new Request(input, init).url);
        return json(CHANNELS);
      });
      const response = await callWorker(`/${encodeURIComponent(item.id)}/${TOKEN}`, {
        EDGE_PREFETCH: 'on',
        PAYMENT_WORKER_URL: 'https://api.example.com/pay/v1/',
      });
      expect(response.status).toBe(200);
      expect(urls).toEqual([`https://api.example.com/pay/v1/get-channels/${item.encoded}`]);
    },
  );
});
