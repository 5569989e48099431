/**
 * The 'Pay with a UPI app' link (docs/rules.md, UPI app link) and the iPhone's row of UPI apps
 * (docs/rules.md, UPI apps on iPhone): the page worker decides from the request's User-Agent
 * and UPI_APP_BUTTON, puts the decisions in the boot data, and a first paint already on step 2 carries
 * the link, or the row, with exactly the QR code's payee and amount.
 */
import { describe, expect, it } from 'vitest';
import { channelsAnswer, SHOP_GROUP } from '../fixtures/channels.ts';
import { bootJson, callWorker, rootHtml } from './helpers.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const CHANNELS = channelsAnswer(SHOP_GROUP);
const PAYMENT_WORKER = {
  fetch: async () => new Response(JSON.stringify(CHANNELS), { headers: { 'Content-Type': 'application/json' } }),
};

const page = (userAgent: string | null, vars: Record<string, unknown> = {}, path = '/demo/a.b.c') =>
  callWorker(path, vars, userAgent ? { headers: { 'User-Agent': userAgent } } : {});

describe('the decision in the boot data', () => {
  // Each row: the setting, the phone, then whether the boot data offers 'Pay with a UPI app' and
  // whether it offers the iPhone's row of apps.
  it.each([
    ['android (default), an Android phone', {}, ANDROID, true, false],
    ['android (default), an iPhone', {}, IPHONE, false, true],
    ['android (default), an iPad', {}, IPAD, false, true],
    ['android (default), a desktop', {}, DESKTOP, false, false],
    ['android (default), no User-Agent', {}, null, false, false],
    ['all, a desktop', { UPI_APP_BUTTON: 'all' }, DESKTOP, true, false],
    ['all, an iPhone', { UPI_APP_BUTTON: 'all' }, IPHONE, true, true],
    ['off, an Android phone', { UPI_APP_BUTTON: 'off' }, ANDROID, false, false],
    ['off, an iPhone', { UPI_APP_BUTTON: 'off' }, IPHONE, false, false],
  ] as const)('%s', async (_name, vars, userAgent, button, row) => {
    const response = await page(userAgent, vars);
    expect(response.status).toBe(200);
    const boot = bootJson(await response.text());
    expect([boot.upiAppLink, boot.upiApps]).toEqual([button, row]);
  });

  it('an error page carries no decision', async () => {
    const boot = bootJson(await (await page(IPHONE, {}, '/demo/not-a-token')).text());
    expect(boot.upiAppLink).toBeUndefined();
    expect(boot.upiApps).toBeUndefined();
  });
});

describe('a first paint on step 2', () => {
  const prefetched = { EDGE_PREFETCH: 'on', PAYMENT_WORKER };

  it('links to exactly the string the server-drawn QR code encodes, with the help line', async () => {
    const html = await (await page(ANDROID, prefetched, '/demo/a.b.c?skip_selection=1')).text();
    const value = bootJson(html).qr?.value;
    expect(value).toBe('upi://pay?pa=shop@okaxis&am=1500.50&cu=INR');
    const root = rootHtml(html);
    expect(root).toContain(`href="${value?.replaceAll('&', '&amp;')}"`);
    expect(root).toContain('Pay with a UPI app');
    expect(root).toContain('If your app refuses the payment');
  });

  it("has no upi:// link for an iPhone but the row of apps, each with the QR code's query; the QR code and the address stay", async () => {
    const html = await (await page(IPHONE, prefetched, '/demo/a.b.c?skip_selection=1')).text();
    const root = rootHtml(html);
    expect(root).not.toContain('href="upi://');
    const query = 'pa=shop@okaxis&amp;am=1500.50&amp;cu=INR';
    expect(bootJson(html).qr?.value).toBe(`upi://pay?${query.replaceAll('&amp;', '&')}`);
    for (const prefix of ['gpay://upi/pay?', 'phonepe://pay?', 'paytmmp://pay?', 'bhim://pay?', 'credpay://upi/pay?']) {
      expect(root).toContain(`href="${prefix}${query}"`);
    }
    expect(root).toContain('aria-label="Pay with Google Pay"');
    expect(root).toContain('If your app refuses the payment');
    expect(root).toContain('Scan to Pay');
    expect(root).toContain('shop@okaxis');
  });

  it('has no row for an Android phone', async () => {
    const root = rootHtml(await (await page(ANDROID, prefetched, '/demo/a.b.c?skip_selection=1')).text());
    expect(root).not.toContain('gpay://');
    expect(root).not.toContain('upi-apps');
  });
});
