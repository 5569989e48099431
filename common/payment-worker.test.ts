// The payment worker's API (common/payment-api.ts, common/channels-answer.ts, common/payment-answers.ts): the request both sides send, the body reader and each operation's reader.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR } from './errors.ts';
import { AnswerTooLarge, MAX_ANSWER_BYTES, paymentWorkerRequest, readBody, UnsafeCall } from './payment-api.ts';
import { readChannels } from './channels-answer.ts';
import { readSubmitOutcome } from './payment-answers.ts';

const LINK = { appId: 'demo', authToken: 'aaa.bbb.ccc' };
const BASE = 'https://pay.example.com';

describe('paymentWorkerRequest', () => {
  it('is POST {base}/{operation}/{app id} with the bearer token, an empty bot-check header and JSON', () => {
    const { url, init } = paymentWorkerRequest(BASE, 'get-channels', LINK);
    expect(url).toBe(`${BASE}/get-channels/demo`);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: 'Bearer aaa.bbb.ccc',
      'CF-Turnstile-Response': '',
      'Content-Type': 'application/json',
    });
    expect('body' in init).toBe(false);
  });

  // Accepted app ids travel as they are; the path is exactly /{operation}/{app id} (docs/rules.md, Payment-worker calls).
  it.each(['demo', 'shop-42', 'A_b-9', 'a'.repeat(64)])(
    'builds exactly /{operation}/%s for an accepted app id',
    (appId) => {
      for (const operation of ['get-channels', 'get-upload-url', 'submit-deposit'] as const) {
        const { url } = paymentWorkerRequest(BASE, operation, { ...LINK, appId });
        expect(url).toBe(`${BASE}/${operation}/${appId}`);
        expect(new URL(url).pathname).toBe(`/${operation}/${appId}`);
      }
    },
  );

  it('keeps a path the payment worker URL has: {base path}/{operation}/{app id}', () => {
    const { url } = paymentWorkerRequest(`${BASE}/api/v1`, 'get-channels', LINK);
    expect(new URL(url).pathname).toBe('/api/v1/get-channels/demo');
  });

  // `.` and `..` survive percent-encoding and the URL parser then drops the segment: `{base}/get-channels/..` is `{base}/`.
  it.each(['..', '.', '%2e%2e', '.%2e', '../a/b?c#d', 'a b', 'ü', '', 'a'.repeat(65)])(
    'refuses to build any call for the app id %j, so the bearer token never goes to another path',
    (appId) => {
      for (const operation of ['get-channels', 'get-upload-url', 'submit-deposit'] as const) {
        expect(() => paymentWorkerRequest(BASE, operation, { ...LINK, appId })).toThrow(UnsafeCall);
      }
    },
  );

  it('sends the bot-check token it is given and the body as JSON', () => {
    const body = { channel_id: 7, utr_number: '123456789012', upload_id: 'up-1' };
    const { url, init } = paymentWorkerRequest(BASE, 'submit-deposit', LINK, 'token-1', body);
    expect(url).toBe(`${BASE}/submit-deposit/demo`);
    expect(init.headers['CF-Turnstile-Response']).toBe('token-1');
    expect(JSON.parse(init.body ?? '')).toEqual(body);
  });

  it('sends no referrer, no credentials and takes no cached answer, as a Request built from it shows', () => {
    const { url, init } = paymentWorkerRequest(BASE, 'get-channels', LINK);
    expect(init).toMatchObject({ referrerPolicy: 'no-referrer', credentials: 'omit', cache: 'no-store' });
    const request = new Request(url, init);
    expect(request.referrerPolicy).toBe('no-referrer');
    expect(request.credentials).toBe('omit');
    expect(request.cache).toBe('no-store');
  });
});

describe('readBody', () => {
  it.each([
    ['an empty body', '', null],
    ['a body that is not JSON', '<html>oops</html>', null],
    ['a JSON object', '{"status":"pending"}', { status: 'pending' }],
    ['JSON null', 'null', null],
    ['a JSON string', '"text"', 'text'],
    ['JSON after a byte-order mark (dropped as fetch does)', '\uFEFF{"a":1}', { a: 1 }],
  ])('reads %s', async (_name, text, expected) => {
    expect(await readBody(new Response(text))).toEqual(expected);
  });

  it('reads no body as none', async () => {
    expect(await readBody(new Response(null, { status: 204 }))).toBeNull();
  });

  /** A JSON string of exactly `bytes` bytes. */
  const jsonOf = (bytes: number) => `"${'a'.repeat(bytes - 2)}"`;

  it(`reads an answer of exactly MAX_ANSWER_BYTES (${MAX_ANSWER_BYTES}) bytes`, async () => {
    expect(MAX_ANSWER_BYTES).toBe(256 * 1024);
    expect(await readBody(new Response(jsonOf(MAX_ANSWER_BYTES)))).toBe('a'.repeat(MAX_ANSWER_BYTES - 2));
  });

  it('refuses an answer one byte over the cap: a malformed answer, never cut short', async () => {
    await expect(readBody(new Response(jsonOf(MAX_ANSWER_BYTES + 1)))).rejects.toBeInstanceOf(AnswerTooLarge);
  });

  it('counts bytes, not characters: multi-byte text split across chunks is decoded whole', async () => {
    const text = `"${'₹'.repeat(1000)}"`;
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // Split inside a three-byte character.
        controller.enqueue(bytes.subarray(0, 2));
        controller.enqueue(bytes.subarray(2));
        controller.close();
      },
    });
    expect(await readBody(new Response(stream))).toBe('₹'.repeat(1000));
    const over = `"${'₹'.repeat(Math.ceil(MAX_ANSWER_BYTES / 3))}"`;
    expect(over.length).toBeLessThan(MAX_ANSWER_BYTES);
    await expect(readBody(new Response(over))).rejects.toBeInstanceOf(AnswerTooLarge);
  });

  it('stops reading an endless answer at the cap and cancels the rest', async () => {
    let pulled = 0;
    let cancelled = false;
    const chunk = new Uint8Array(10_000).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readBody(new Response(endless))).rejects.toBeInstanceOf(AnswerTooLarge);
    expect(pulled).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 3 * chunk.length);
    expect(cancelled).toBe(true);
  });

  it('parses a capped answer nested as deep as it can be in well under the prefetch budget', async () => {
    const depth = MAX_ANSWER_BYTES / 2;
    const text = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const startedAt = performance.now();
    expect(await readBody(new Response(text))).not.toBeNull();
    // Typically 15 to 50 ms on a shared 2-core machine; the edge prefetch budget is 800 ms.
    expect(performance.now() - startedAt).toBeLessThan(800);
  });
});

describe('readChannels', () => {
  const answer = {
    amount: 150_050,
    channel_types: [
      { name: 'UPI', type: 'upi', options: [{ channel_id: 'u1', type: 'upi', upi_address: 'shop@okaxis' }] },
    ],
  };

  it('gives the channels of a usable answer', () => {
    expect(readChannels(200, answer)?.amount).toBe(150_050);
  });

  it('uses the answer of a 400, which is not a failure', () => {
    expect(readChannels(400, answer)).not.toBeNull();
  });

  it.each([0, 401, 500])('gives none for a failed status %i, whatever the body', (status) => {
    expect(readChannels(status, answer)).toBeNull();
  });

  it('gives none for an unusable body', () => {
    expect(readChannels(200, { amount: 100, channel_types: [] })).toBeNull();
  });
});

describe('readSubmitOutcome: in no language, the client picks the words', () => {
  it('accepts a non-empty status', () => {
    expect(readSubmitOutcome(200, { status: 'pending' })).toEqual({ kind: 'accepted' });
  });

  it.each([0, 401, 500])('a failed status %i is a failed call', (status) => {
    expect(readSubmitOutcome(status, { status: 'pending' })).toEqual({ kind: 'failed' });
  });

  it('a UTR rejection is reason utr', () => {
    expect(readSubmitOutcome(400, { error: 'utr_number rejected by bank' })).toMatchObject({
      kind: 'rejected',
      reason: 'utr',
    });
    expect(readSubmitOutcome(400, { detail: [{ msg: 'bad', loc: ['body', 'utr_number'] }] })).toMatchObject({
      kind: 'rejected',
      reason: 'utr',
    });
  });

  it("any other rejection is reason other, with the error helper's message", () => {
    expect(readSubmitOutcome(400, { detail: [{ msg: '"amount" too low' }] })).toEqual({
      kind: 'rejected',
      reason: 'other',
      message: 'amount too low',
    });
    expect(readSubmitOutcome(200, {})).toEqual({ kind: 'rejected', reason: 'other', message: DEFAULT_ERROR });
  });

  it('finds utr_number in a detail nested 10,000 deep, and reads a deeper one without overflowing the stack', () => {
    const nested = (depth: number, inner: unknown) => {
      let value = inner;
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    expect(readSubmitOutcome(400, { detail: nested(10_000, { loc: ['body', 'utr_number'] }) })).toMatchObject({
      reason: 'utr',
    });
    expect(readSubmitOutcome(400, { detail: nested(100_000, 'amount') })).toEqual({
      kind: 'rejected',
      reason: 'other',
      message: DEFAULT_ERROR,
    });
    // Keys count as well as strings, as the text of the detail always did.
    expect(readSubmitOutcome(400, { detail: [{ utr_number: ['bad'] }] })).toMatchObject({ reason: 'utr' });
  });

  it('reads a detail that refers to itself without looping', () => {
    const looped: unknown[] = [];
    looped.push(looped, { msg: 'x' });
    expect(readSubmitOutcome(400, { detail: looped })).toMatchObject({ kind: 'rejected', reason: 'other' });
  });

  it('leaves the message whole: cutting it for a toast is the client’s business', () => {
    const outcome = readSubmitOutcome(400, { detail: [{ msg: 'a'.repeat(10_000) }] });
    expect(outcome).toEqual({ kind: 'rejected', reason: 'other', message: 'a'.repeat(10_000) });
  });
});
