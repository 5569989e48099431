// A page the edge did not fill asks for its channels itself (client/progress/load-channels.ts;
// docs/rules.md, Edge prefetch and Failed calls): the channels, or why there are none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelsAnswer, SHOP_GROUP } from '../../tests/fixtures/channels.ts';
import { loadChannels } from './load-channels.ts';

const LINK = { appId: 'demo', authToken: 'h.p.s' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The payment worker answering every call with `status` and `body` (a network error where `body` is an Error). */
function answer(status: number, body: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

describe('loadChannels', () => {
  it('asks get-channels for the link and reads the answer', async () => {
    const urls = answer(200, channelsAnswer(SHOP_GROUP));
    const loaded = await loadChannels('https://pay.example.com', LINK);
    expect(urls).toEqual(['https://pay.example.com/get-channels/demo']);
    expect(loaded).toMatchObject({ amount: 150_050, groups: [{ type: 'upi', options: [{ channel_id: 'u1' }] }] });
  });

  it('is "unauthorized" when the payment worker refuses the link (401)', async () => {
    answer(401, { message: 'expired' });
    expect(await loadChannels('https://pay.example.com', LINK)).toBe('unauthorized');
  });

  it.each([
    ['another failed status', 500, { message: 'down' }],
    ['403, which is not a refusal of the link', 403, {}],
    ['an answer with no usable channels', 200, { amount: 'ten' }],
  ])('is "load" for %s', async (_what, status, body) => {
    answer(status, body);
    expect(await loadChannels('https://pay.example.com', LINK)).toBe('load');
  });

  it('is "load" when the call fails on the network', async () => {
    answer(0, new TypeError('Failed to fetch'));
    expect(await loadChannels('https://pay.example.com', LINK)).toBe('load');
  });
});
