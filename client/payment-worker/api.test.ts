// The browser's payment-worker calls (client/payment-worker/api.ts): never a Referer, never a cookie, never a cache, and the app id percent-encoded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentApi } from './api.ts';
import { corpus, title } from '../../tests/corpus/corpus.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch stand-in that records each call and answers 200 `{}`. */
function recordFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response('{}', { status: 200 });
  });
  return calls;
}

const TOKEN = 'h.p.s';

describe('createPaymentApi', () => {
  it('every operation is sent with referrerPolicy no-referrer, no credentials, no cache', async () => {
    const calls = recordFetch();
    const api = createPaymentApi('https://pay.example.com', { appId: 'demo', authToken: TOKEN });
    await api.getChannels();
    await api.getUploadUrl();
    await api.submitDeposit({ channel_id: 'c', utr_number: '123456789012' }, 'bot-token');
    expect(calls.map((call) => call.url)).toEqual([
      'https://pay.example.com/get-channels/demo',
      'https://pay.example.com/get-upload-url/demo',
      'https://pay.example.com/submit-deposit/demo',
    ]);
    for (const { init } of calls) {
      expect(init).toMatchObject({
        method: 'POST',
        referrerPolicy: 'no-referrer',
        credentials: 'omit',
        cache: 'no-store',
      });
      expect(init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
    }
  });

  it.each(corpus.appIds.map((item) => [title(item, JSON.stringify(item.id)), item] as const))(
    'app id %s goes as its encoded segment',
    async (_title, item) => {
      const calls = recordFetch();
      await createPaymentApi('https://pay.example.com/api', { appId: item.id, authToken: TOKEN }).getChannels();
      expect(calls.map((call) => call.url)).toEqual([`https://pay.example.com/api/get-channels/${item.encoded}`]);
    },
  );
});
