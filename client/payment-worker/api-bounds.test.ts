// The browser's payment-worker calls (client/payment-worker/api.ts), bounded, with a stubbed fetch: an app id that would change the path is never called with,
// and an answer over the byte cap is a failed call, status 0 (docs/rules.md, Payment-worker calls).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentApi } from './api.ts';
import { MAX_ANSWER_BYTES } from '../../common/payment-api.ts';

const BASE = 'https://pay.example.com';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('createPaymentApi', () => {
  it.each(['..', '.', '%2e%2e', 'a/b'])(
    'makes no call at all for the app id %j: status 0, as a network error',
    async (appId) => {
      const fetch = stubFetch(() => Response.json({ status: 'pending' }));
      const api = createPaymentApi(BASE, { appId, authToken: 'a.b.c' });
      expect(await api.getChannels()).toEqual({ status: 0, body: null });
      expect(await api.getUploadUrl()).toEqual({ status: 0, body: null });
      expect(await api.submitDeposit({ channel_id: 'u1', utr_number: '123456789012' }, 'token')).toEqual({
        status: 0,
        body: null,
      });
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('calls exactly {base}/{operation}/{app id} for an accepted app id', async () => {
    const fetch = stubFetch(() => Response.json({ amount: 1 }));
    const api = createPaymentApi(BASE, { appId: 'demo', authToken: 'a.b.c' });
    expect(await api.getChannels()).toEqual({ status: 200, body: { amount: 1 } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${BASE}/get-channels/demo`]);
  });

  it('an answer over the byte cap is a failed call, status 0, whatever its status', async () => {
    stubFetch(() => new Response(`"${'a'.repeat(MAX_ANSWER_BYTES)}"`, { status: 200 }));
    const api = createPaymentApi(BASE, { appId: 'demo', authToken: 'a.b.c' });
    expect(await api.submitDeposit({ channel_id: 'u1', utr_number: '123456789012' }, 'token')).toEqual({
      status: 0,
      body: null,
    });
  });
});
