/**
 * What step 2 offers each payee, in the first HTML the page worker renders (docs/rules.md, Who the
 * payee is): the fast tier's guard on page/components/PaymentDetails.tsx, so that showing a person
 * an app link, the iPhone's row of apps or a saved QR code above ₹2,000 fails here, not only in the
 * browser suites. Each case also checks the payees that do get them, so a test cannot pass by the
 * page offering nothing at all.
 */
import { describe, expect, it } from 'vitest';
import type { UpiChannel } from '../../common/channels.ts';
import { upiGroup } from '../fixtures/channels.ts';
import { bootJson, callWorker, rootHtml } from './helpers.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';

const PAYEES: Record<'merchant' | 'personal' | 'unknown', UpiChannel> = {
  merchant: {
    channel_id: 'u1',
    type: 'upi',
    upi_address: 'acmegames@okaxis',
    payee_type: 'merchant',
    payee_name: 'ACME GAMES',
    merchant_code: '5816',
  },
  personal: {
    channel_id: 'u1',
    type: 'upi',
    upi_address: 'ravi.kumar@okhdfcbank',
    payee_type: 'personal',
    payee_name: 'RAVI KUMAR',
  },
  unknown: { channel_id: 'u1', type: 'upi', upi_address: 'acme.collect@oksbi' },
};
type Payee = keyof typeof PAYEES;

/** Step 2 of the payee's option at `paise`, as the page worker renders it for this phone. */
async function stepTwo(payee: Payee, paise: number, userAgent: string) {
  const answer = { amount: paise, channel_types: [upiGroup(PAYEES[payee])] };
  const PAYMENT_WORKER = {
    fetch: async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  };
  const response = await callWorker(
    `/demo/${TOKEN}?channel=u1`,
    { EDGE_PREFETCH: 'on', PAYMENT_WORKER },
    { headers: { 'User-Agent': userAgent } },
  );
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = rootHtml(html);
  // Step 2 with its QR code drawn: a page that offers nothing would pass the checks below.
  expect(root).toContain('class="qr-image"');
  expect(bootJson(html).qr?.value).toMatch(/^upi:\/\/pay\?pa=/);
  return root;
}

const CASES = (['merchant', 'personal', 'unknown'] as const).flatMap((payee) =>
  [150_000, 250_000].map((paise) => [payee, paise] as const),
);

describe("on an Android phone: 'Pay with a UPI app', never to a person", () => {
  it.each(CASES)('a %s payee at %i paise', async (payee, paise) => {
    const root = await stepTwo(payee, paise, ANDROID);
    const offered = payee !== 'personal';
    expect(root.includes('data-testid="upi-app-link"')).toBe(offered);
    expect(root.includes('href="upi://')).toBe(offered);
    // A person's UPI ID leads instead, on the phone the payer pays with.
    expect(root.includes('data-testid="pay-to-id"')).toBe(!offered);
  });
});

describe('on an iPhone: the row of UPI apps, never to a person', () => {
  it.each(CASES)('a %s payee at %i paise', async (payee, paise) => {
    const root = await stepTwo(payee, paise, IPHONE);
    const offered = payee !== 'personal';
    expect(root.includes('class="upi-apps"')).toBe(offered);
    for (const scheme of ['gpay://', 'phonepe://', 'paytmmp://', 'bhim://', 'credpay://']) {
      expect(root.includes(`href="${scheme}`)).toBe(offered);
    }
    expect(root.includes('data-testid="pay-to-id"')).toBe(!offered);
  });
});

describe('Save QR code: never to a person above ₹2,000', () => {
  it.each([...CASES, ['personal', 200_000] as const, ['personal', 200_001] as const])(
    'a %s payee at %i paise',
    async (payee, paise) => {
      const root = await stepTwo(payee, paise, ANDROID);
      const saved = payee !== 'personal' || paise <= 200_000;
      expect(root.includes('data-testid="save-qr"')).toBe(saved);
      expect(root.includes('data-testid="saved-qr-limit"')).toBe(!saved);
    },
  );
});
