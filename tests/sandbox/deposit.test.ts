// submit-deposit: single-use Turnstile tokens, body validation, idempotent UTRs, test-mode bank failures.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PROOF_SNIFF_BYTES } from '../../common/proof.ts';
import { callApi, freshAppId, freshUtr, payerToken, png, readJson, submitDeposit, turnstileToken } from './helpers.ts';

const CHANNEL = 'upi-acme-1';

async function payer(options: { test?: boolean } = {}) {
  const appId = freshAppId();
  return { appId, token: await payerToken(appId, { amount: 150050, ...options }) };
}

const rows = (appId: string) =>
  env.DB.prepare('SELECT app_id, channel_id, utr_number, upload_id, amount, status FROM deposits WHERE app_id = ?')
    .bind(appId)
    .all()
    .then((result) => result.results);

describe('submit-deposit: Turnstile', () => {
  it('accepts a fresh token once and refuses it the second time', async () => {
    const { appId, token } = await payer();
    const turnstile = await turnstileToken();
    const first = await submitDeposit(appId, {
      token,
      turnstile,
      body: { channel_id: CHANNEL, utr_number: freshUtr() },
    });
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ status: 'pending' });
    const second = await submitDeposit(appId, {
      token,
      turnstile,
      body: { channel_id: CHANNEL, utr_number: freshUtr() },
    });
    expect(second.status).toBe(403);
    expect(await readJson(second)).toEqual({ error: 'turnstile token invalid or already used' });
    expect(await rows(appId)).toHaveLength(1);
  });

  it('spends the token even when the body is refused', async () => {
    const { appId, token } = await payer();
    const turnstile = await turnstileToken();
    expect(
      (await submitDeposit(appId, { token, turnstile, body: { channel_id: 'nope', utr_number: freshUtr() } })).status,
    ).toBe(400);
    expect(
      (await submitDeposit(appId, { token, turnstile, body: { channel_id: CHANNEL, utr_number: freshUtr() } })).status,
    ).toBe(403);
  });

  it.each([
    ['missing', ''],
    ['forged', `${'A'.repeat(43)}.${'B'.repeat(43)}`],
    ['garbage', 'XXXX.DUMMY.TOKEN.XXXX'],
  ])('refuses a %s token (403)', async (_name, turnstile) => {
    const { appId, token } = await payer();
    const response = await submitDeposit(appId, {
      token,
      turnstile,
      body: { channel_id: CHANNEL, utr_number: freshUtr() },
    });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ error: 'turnstile token invalid or already used' });
  });

  it('refuses a correctly signed token the sandbox never issued', async () => {
    const issued = await turnstileToken();
    await env.DB.prepare('DELETE FROM turnstile_tokens WHERE token = ?').bind(issued).run();
    const { appId, token } = await payer();
    const response = await submitDeposit(appId, {
      token,
      turnstile: issued,
      body: { channel_id: CHANNEL, utr_number: freshUtr() },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a token older than 300 seconds', async () => {
    const issued = await turnstileToken();
    const old = new Date(Date.now() - 301_000).toISOString();
    await env.DB.prepare('UPDATE turnstile_tokens SET issued_at = ? WHERE token = ?').bind(old, issued).run();
    const { appId, token } = await payer();
    const response = await submitDeposit(appId, {
      token,
      turnstile: issued,
      body: { channel_id: CHANNEL, utr_number: freshUtr() },
    });
    expect(response.status).toBe(403);
  });
});

describe('submit-deposit: body', () => {
  it('records the deposit with the amount from the token', async () => {
    const { appId, token } = await payer();
    const utr = freshUtr();
    const response = await submitDeposit(appId, { token, body: { channel_id: CHANNEL, utr_number: ` ${utr} ` } });
    expect(response.status).toBe(200);
    expect(await rows(appId)).toEqual([
      { app_id: appId, channel_id: CHANNEL, utr_number: utr, upload_id: null, amount: 150050, status: 'pending' },
    ]);
  });

  it('keeps one row for a repeated UTR and answers the same status', async () => {
    const { appId, token } = await payer();
    const body = { channel_id: CHANNEL, utr_number: freshUtr() };
    const answers = [await submitDeposit(appId, { token, body }), await submitDeposit(appId, { token, body })];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await readJson(answer)).toEqual({ status: 'pending' });
    }
    expect(await rows(appId)).toHaveLength(1);
  });

  it('links an uploaded proof', async () => {
    const { appId, token } = await payer();
    const slotAnswer = await callApi('get-upload-url', appId, { token });
    const { upload_url, upload_id } = await readJson<{ upload_url: string; upload_id: string }>(slotAnswer);
    const form = new FormData();
    form.append('file', new File([png(PROOF_SNIFF_BYTES * 4)], 'proof.png', { type: 'image/png' }));
    expect((await SELF.fetch(upload_url, { method: 'POST', body: form })).status).toBe(201);
    const response = await submitDeposit(appId, {
      token,
      body: { channel_id: CHANNEL, utr_number: freshUtr(), upload_id },
    });
    expect(response.status).toBe(200);
    expect((await rows(appId))[0]?.upload_id).toBe(upload_id);
  });

  it.each([
    ['an upload id never issued', () => crypto.randomUUID()],
    ['a number', () => 42],
    ['null', () => null],
  ])('refuses upload_id of %s', async (_name, make) => {
    const { appId, token } = await payer();
    const response = await submitDeposit(appId, {
      token,
      body: { channel_id: CHANNEL, utr_number: freshUtr(), upload_id: make() },
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'upload_id is unknown' });
  });

  it("refuses a slot that holds no file yet, and another app's slot", async () => {
    const mine = await payer();
    const other = await payer();
    const { upload_id } = await readJson<{ upload_id: string }>(
      await callApi('get-upload-url', other.appId, { token: other.token }),
    );
    const response = await submitDeposit(mine.appId, {
      token: mine.token,
      body: { channel_id: CHANNEL, utr_number: freshUtr(), upload_id },
    });
    expect(await readJson(response)).toEqual({ error: 'upload_id is unknown' });
  });

  it.each([
    [
      'an unknown channel',
      { channel_id: 'upi-unknown', utr_number: '123456789012' },
      'channel_id is not a known channel',
    ],
    [
      "another app's channel",
      { channel_id: 'upi-demo-1', utr_number: '123456789012' },
      'channel_id is not a known channel',
    ],
    ['a numeric channel id', { channel_id: 1, utr_number: '123456789012' }, 'channel_id is not a known channel'],
    ['no channel', { utr_number: '123456789012' }, 'channel_id is not a known channel'],
    ['an invalid UTR', { channel_id: CHANNEL, utr_number: '12345' }, 'utr_number is invalid'],
    ['a numeric UTR', { channel_id: CHANNEL, utr_number: 123456789012 }, 'utr_number is invalid'],
    ['a test UTR outside test mode', { channel_id: CHANNEL, utr_number: 'test12345678' }, 'utr_number is invalid'],
    ['a FAIL UTR outside test mode', { channel_id: CHANNEL, utr_number: 'FAIL12345678' }, 'utr_number is invalid'],
    ['an extra field', { channel_id: CHANNEL, utr_number: '123456789012', amount: 1 }, 'unknown field: amount'],
    ['an array', [CHANNEL], 'body must be a JSON object'],
    ['null', null, 'body must be a JSON object'],
  ])('refuses %s (400)', async (_name, body, error) => {
    const { appId, token } = await payer();
    const response = await submitDeposit(appId, { token, body });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error });
    expect(await rows(appId)).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const { appId, token } = await payer();
    const response = await callApi('submit-deposit', appId, {
      token,
      turnstile: await turnstileToken(),
      body: '{channel',
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'body must be valid JSON' });
  });

  /**
   * A body of `euros` three-byte characters sent as a stream: no Content-Length, so only counting
   * what arrives can refuse it.
   */
  async function submitStreamed(euros: number): Promise<{ appId: string; response: Response; text: string }> {
    const { appId, token } = await payer();
    const text = JSON.stringify({ channel_id: CHANNEL, utr_number: freshUtr(), note: '€'.repeat(euros) });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    const response = await callApi('submit-deposit', appId, { token, turnstile: await turnstileToken(), body });
    return { appId, response, text };
  }

  it('counts the body in bytes, not characters, without a Content-Length (413)', async () => {
    const { appId, response, text } = await submitStreamed(6000);
    // Under 16 KB counted as characters, over it in bytes.
    expect(text.length).toBeLessThan(16 * 1024);
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(16 * 1024);
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({ error: 'body is too large' });
    expect(await rows(appId)).toHaveLength(0);
  });

  it('reads a streamed body up to the limit: the field check answers, not the size', async () => {
    const { response, text } = await submitStreamed(5000);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(16 * 1024);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'unknown field: note' });
  });
});

describe('submit-deposit: test mode', () => {
  it('plays a bank rejection for a FAIL UTR, without recording it', async () => {
    const { appId, token } = await payer({ test: true });
    const response = await submitDeposit(appId, { token, body: { channel_id: CHANNEL, utr_number: 'fail-12345678' } });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('{"error":"utr_number rejected by bank"}');
    expect(await rows(appId)).toHaveLength(0);
  });

  it('accepts a TEST UTR, stored normalised', async () => {
    const { appId, token } = await payer({ test: true });
    const response = await submitDeposit(appId, { token, body: { channel_id: CHANNEL, utr_number: 'test-12345678' } });
    expect(response.status).toBe(200);
    expect((await rows(appId))[0]?.utr_number).toBe('TEST-12345678');
  });
});
