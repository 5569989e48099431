// Bearer JWT checks on every API operation, and the sandbox's routing basics.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { BASE, callApi, craftToken, nowSeconds, payerToken, readJson } from './helpers.ts';

const OPERATIONS = ['get-channels', 'get-upload-url', 'submit-deposit'] as const;

const claims = (overrides: Record<string, unknown> = {}) => ({
  app_id: 'demo',
  amount: 150050,
  iat: nowSeconds(),
  exp: nowSeconds() + 600,
  ...overrides,
});

const badTokens: Array<[string, () => Promise<string | null>]> = [
  ['missing', async () => null],
  ['malformed', async () => 'not-a-jwt'],
  ['two parts', async () => 'abc.def'],
  ['bad signature', async () => payerToken('demo', { secret: 'some-other-secret' })],
  ['alg none', async () => craftToken({ alg: 'none', typ: 'JWT' }, claims(), false)],
  ['alg none with a valid HS256 signature', async () => craftToken({ alg: 'none' }, claims())],
  ['alg HS512', async () => craftToken({ alg: 'HS512', typ: 'JWT' }, claims())],
  ['expired', async () => payerToken('demo', { expiresIn: -1 })],
  ['missing exp', async () => craftToken({ alg: 'HS256' }, { app_id: 'demo', amount: 100, iat: nowSeconds() })],
  ['zero amount', async () => craftToken({ alg: 'HS256' }, claims({ amount: 0 }))],
  ['fractional amount', async () => craftToken({ alg: 'HS256' }, claims({ amount: 10.5 }))],
  [
    'issued in the future',
    async () => craftToken({ alg: 'HS256' }, claims({ iat: nowSeconds() + 3600, exp: nowSeconds() + 7200 })),
  ],
  ['a non-boolean test claim', async () => craftToken({ alg: 'HS256' }, claims({ test: 'yes' }))],
  ['app id of another app', async () => payerToken('other-app')],
  [
    'tampered payload',
    async () => {
      const [head, , sig] = (await payerToken('demo')).split('.');
      const forged = (await craftToken({ alg: 'HS256' }, claims({ amount: 1 }), false)).split('.')[1];
      return `${head}.${forged}.${sig}`;
    },
  ],
];

describe('bearer token', () => {
  for (const operation of OPERATIONS) {
    it.each(badTokens)(`${operation}: %s → 401`, async (_name, make) => {
      const response = await callApi(operation, 'demo', { token: await make(), body: '{}' });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    });
  }

  it('accepts a lower-case bearer scheme', async () => {
    const token = await payerToken('demo');
    const response = await callApi('get-channels', 'demo', { headers: { Authorization: `bearer ${token}` } });
    expect(response.status).toBe(200);
  });

  it('checks the token before anything else on submit-deposit', async () => {
    const response = await callApi('submit-deposit', 'demo', { token: null, body: 'not json' });
    expect(response.status).toBe(401);
  });

  it('wrangler.toml and sign-link.ts share the sandbox secret', () => {
    expect(env.JWT_SECRET).toBe(SANDBOX_JWT_SECRET);
  });
});

describe('routing', () => {
  it('answers 405 with Allow for another method', async () => {
    const response = await SELF.fetch(`${BASE}/get-channels/demo`, { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await readJson(response)).toEqual({ error: 'method not allowed' });
  });

  it.each(['/', '/get-channels', '/get-channels/demo/extra', '/nope/demo'])('answers 404 JSON for %s', async (path) => {
    const response = await SELF.fetch(`${BASE}${path}`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ error: 'not found' });
  });
});

describe('the outage app (docs/README.md, The sandbox payment worker)', () => {
  it.each(OPERATIONS)(
    '%s for the app id outage answers 503 with a JSON error, with or without a token',
    async (operation) => {
      for (const token of [await payerToken('outage'), null]) {
        const response = await callApi(operation, 'outage', { token });
        expect(response.status).toBe(503);
        expect(await readJson(response)).toEqual({ error: 'service unavailable' });
      }
    },
  );
});
