/**
 * Bank transfers and large amounts (docs/rules.md, Bank transfers and large amounts) in the first
 * HTML the page worker renders, which is also the page without JavaScript: UPI's ₹1,00,000 (a
 * person above it gets no way to pay by UPI and a link to bank transfer, anyone else a quiet line),
 * step 1 led by bank transfer when no UPI option can take the amount, the bank transfers that take
 * it, and the account holder's name. Every limit at its paisa and the one past it. The fast tier's
 * guard on these rules, beside the browser suites.
 */
import { describe, expect, it } from 'vitest';
import type { BankChannel, ChannelGroup, UpiChannel } from '../../common/channels.ts';
import { en } from '../../page/i18n/en.ts';
import { hi } from '../../page/i18n/hi.ts';
import { ur } from '../../page/i18n/ur.ts';
import { textOf } from '../corpus/markup.ts';
import { bankTransferGroup, ICICI_B1, upiGroup } from '../fixtures/channels.ts';
import { bootJson, callWorker, rootHtml } from './helpers.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';

const LIMIT = 10_000_000;
const PERSON: UpiChannel = {
  channel_id: 'u1',
  type: 'upi',
  upi_address: 'ravi.kumar@okhdfcbank',
  payee_type: 'personal',
  payee_name: 'RAVI KUMAR',
};
const MERCHANT: UpiChannel = {
  channel_id: 'u2',
  type: 'upi',
  upi_address: 'acmegames@okaxis',
  payee_type: 'merchant',
  merchant_code: '5816',
};
const SHOP: UpiChannel = { channel_id: 'u3', type: 'upi', upi_address: 'acme.collect@oksbi' };
const HOLDER: BankChannel = { ...ICICI_B1, account_holder_name: 'SUNITA DEVI' };

/** The note about UPI's limit (a box on step 2, a paragraph on step 1), if any: whether it says UPI refuses, and its text. */
function limitNote(root: string): { refused: boolean; text: string } | null {
  const tag = /<(div|p) [^>]*data-testid="upi-limit"[^>]*>/.exec(root);
  if (!tag) return null;
  const start = tag.index + tag[0].length;
  const content = root.slice(start, root.indexOf(`</${tag[1] ?? 'div'}>`, start));
  return { refused: tag[0].includes('upi-limit-refused'), text: textOf(content) };
}

/** The page for an answer of `groups` at `paise`, as the page worker renders it. */
async function page(groups: ChannelGroup[], paise: number, query = '', userAgent = ANDROID) {
  const answer = { amount: paise, channel_types: groups };
  const PAYMENT_WORKER = {
    fetch: async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  };
  const response = await callWorker(
    `/demo/${TOKEN}${query}`,
    { EDGE_PREFETCH: 'on', PAYMENT_WORKER },
    { headers: { 'User-Agent': userAgent } },
  );
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = rootHtml(html);
  return {
    html,
    root,
    boot: bootJson(html),
    text: textOf(root),
    /** The note about UPI's limit, if any: its classes and its text. */
    limit: limitNote(root),
    /** Where the link to bank transfer goes, if there is one. */
    bankLink: /<a [^>]*href="([^"]*)"[^>]*data-testid="pay-by-bank"/.exec(root)?.[1]?.replace(/&amp;/g, '&') ?? null,
    /** The line that says which transfers take the amount. */
    rails: textOf(/data-testid="bank-rails"[^>]*>([^<]*)</.exec(root)?.[1] ?? ''),
  };
}

describe('a person above ₹1,00,000: no way to pay by UPI, and why', () => {
  it.each([
    ['Android', ANDROID],
    ['iPhone', IPHONE],
  ])(
    'on %s: no QR code, app link, row of apps, lead or saved QR; the reason and one link to bank transfer',
    async (_phone, ua) => {
      const step2 = await page([upiGroup(PERSON), bankTransferGroup(HOLDER)], LIMIT + 1, '?channel=u1', ua);
      expect(step2.root).not.toContain('class="qr-image"');
      expect(step2.boot.qr ?? null).toBeNull();
      expect(step2.html).not.toContain('upi://');
      for (const absent of ['upi-app-link', 'pay-to-id', 'save-qr', 'saved-qr-limit']) {
        expect(step2.root).not.toContain(`data-testid="${absent}"`);
      }
      expect(step2.root).not.toContain('class="upi-apps"');
      expect(step2.root).not.toContain('gpay://');
      expect(step2.limit).toEqual({ refused: true, text: `${en.upiPersonLimit}${en.payByBank}` });
      // One tap, even without the script: a link to the bank option's step 2.
      expect(step2.bankLink).toBe('?lang=en&channel=b1');
      // The UPI ID and the bank's name for it stay, for the record; nothing says to pay to it.
      expect(step2.text).toContain('ravi.kumar@okhdfcbank');
      expect(step2.text).toContain('RAVI KUMAR');
      expect(step2.text).not.toContain(en.payToUpiId);
    },
  );

  it('exactly ₹1,00,000 is within the limit: the QR code, the lead and no note', async () => {
    const step2 = await page([upiGroup(PERSON), bankTransferGroup(HOLDER)], LIMIT, '?channel=u1');
    expect(step2.root).toContain('class="qr-image"');
    expect(step2.boot.qr?.value).toBe('upi://pay?pa=ravi.kumar@okhdfcbank&am=100000.00&cu=INR');
    expect(step2.root).toContain('data-testid="pay-to-id"');
    expect(step2.limit).toBeNull();
  });

  it('where the page offers no bank transfer, it says to ask for another way', async () => {
    const step2 = await page([upiGroup(PERSON)], 15_000_000, '?channel=u1');
    expect(step2.limit).toEqual({ refused: true, text: `${en.upiPersonLimit}${en.askAnotherWay}` });
    expect(step2.bankLink).toBeNull();
  });

  it('in Hindi, in the payer’s language', async () => {
    const step2 = await page([upiGroup(PERSON), bankTransferGroup(HOLDER)], 15_000_000, '?lang=hi&channel=u1');
    expect(step2.limit).toEqual({ refused: true, text: `${hi.upiPersonLimit}${hi.payByBank}` });
    expect(step2.bankLink).toBe('?lang=hi&channel=b1');
  });
});

describe('a merchant or a payee the page cannot name above ₹1,00,000: a quiet line', () => {
  it.each([
    ['merchant', MERCHANT, 'upi://pay?pa=acmegames@okaxis&mc=5816&am=150000.00&cu=INR'],
    ['unknown', SHOP, 'upi://pay?pa=acme.collect@oksbi&am=150000.00&cu=INR'],
  ])(
    '%s: the QR code and the app link stay, with the line and the link to bank transfer',
    async (_who, payee, link) => {
      const id = String(payee.channel_id);
      const step2 = await page([upiGroup(payee), bankTransferGroup(HOLDER)], 15_000_000, `?channel=${id}`);
      expect(step2.boot.qr?.value).toBe(link);
      expect(step2.root).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
      expect(step2.root).toContain('data-testid="upi-app-link"');
      expect(step2.root).toContain('data-testid="save-qr"');
      expect(step2.limit).toEqual({ refused: false, text: `${en.upiAppsLimit}${en.payByBank}` });
      expect(step2.root).toContain('<a href="?lang=en&amp;channel=b1" data-testid="pay-by-bank" class="link-button">');
    },
  );

  it('without bank transfer, the line alone; at exactly ₹1,00,000, none', async () => {
    expect((await page([upiGroup(MERCHANT)], 15_000_000, '?channel=u2')).limit).toEqual({
      refused: false,
      text: en.upiAppsLimit,
    });
    expect((await page([upiGroup(MERCHANT), bankTransferGroup(HOLDER)], LIMIT, '?channel=u2')).limit).toBeNull();
  });
});

describe('step 1 does not lead with a way that cannot take the amount', () => {
  const cards = (root: string) =>
    [...root.matchAll(/data-testid="channel-card"[^>]*>[\s\S]*?<\/a>/g)].map((match) => textOf(match[0]));

  it('every UPI option a person above ₹1,00,000: bank transfer first, UPI after it; no code drawn for them', async () => {
    const step1 = await page([upiGroup(PERSON, { ...PERSON, channel_id: 'u9' }), bankTransferGroup(HOLDER)], LIMIT + 1);
    expect(cards(step1.root)).toHaveLength(1);
    expect(cards(step1.root)[0]).toContain('000405012345');
    expect(step1.limit).toBeNull();
    // Without the script, the UPI options follow as links, as any other group does.
    expect(step1.html.slice(step1.html.indexOf('<div id="fallback">'))).toContain('?lang=en&amp;channel=u1');
    expect(step1.boot.drawnAhead ?? []).toEqual([]);
  });

  it('at exactly ₹1,00,000, with upi_default false, or with a UPI option that can take it: as the flag says', async () => {
    const upiFirst = async (groups: ChannelGroup[], paise: number, query = '') =>
      cards((await page(groups, paise, query)).root)[0]?.includes('UPI');
    expect(await upiFirst([bankTransferGroup(HOLDER), upiGroup(PERSON)], LIMIT)).toBe(true);
    expect(await upiFirst([bankTransferGroup(HOLDER), upiGroup(PERSON, MERCHANT)], LIMIT + 1)).toBe(true);
    expect(await upiFirst([upiGroup(MERCHANT), bankTransferGroup(HOLDER)], 100, '?upi_default=false')).toBe(false);
  });

  it('no bank transfer offered: the UPI options, with why they cannot take the amount', async () => {
    const step1 = await page([upiGroup(PERSON)], 15_000_000);
    expect(cards(step1.root)).toHaveLength(1);
    expect(step1.limit).toEqual({ refused: true, text: en.upiPersonLimit });
  });
});

describe('the bank details: which transfers take the amount', () => {
  it.each([
    [150_000, 'IMPS or NEFT'],
    [19_999_999, 'IMPS or NEFT'],
    [20_000_000, 'IMPS, NEFT or RTGS'],
    [30_000_000, 'IMPS, NEFT or RTGS'],
    [50_000_000, 'IMPS, NEFT or RTGS'],
    [50_000_001, 'NEFT or RTGS'],
    [60_000_000, 'NEFT or RTGS'],
  ])('%i paise: %s', async (paise, rails) => {
    const step2 = await page([bankTransferGroup(ICICI_B1)], paise, '?channel=b1');
    expect(step2.rails).toBe(`Send it by ${rails}.`);
  });

  it('in Hindi and in Urdu, the rails untranslated, in isolates right to left', async () => {
    expect((await page([bankTransferGroup(ICICI_B1)], 150_000, '?lang=hi&channel=b1')).rails).toBe(
      'IMPS या NEFT से भेजें।',
    );
    const urdu = await page([bankTransferGroup(ICICI_B1)], 60_000_000, '?lang=ur&channel=b1');
    expect(urdu.html).toMatch(/<html [^>]*dir="rtl"/);
    expect(urdu.rails).toBe(ur.bankRails.replace('{rails}', '\u2068NEFT\u2069 یا \u2068RTGS\u2069'));
  });
});

describe("the account holder's name", () => {
  it('shows with the bank details, copyable, as the name the payer’s bank will show', async () => {
    const step2 = await page([bankTransferGroup(HOLDER)], 60_000_000, '?channel=b1');
    // Its own direction, so a Latin name keeps its order on a right-to-left page; a Copy button like the account number's.
    expect(step2.root).toContain(
      '<span class="copy-label">Account Holder Name</span><span dir="auto" data-testid="copy-value" class="copy-value">SUNITA DEVI</span>',
    );
    expect(step2.root).toContain('aria-label="Copy Account Holder Name"');
    expect(step2.root).toContain(`class="holder-note">${en.accountHolderShown}<`);
  });

  it('is never translated', async () => {
    const step2 = await page([bankTransferGroup(HOLDER)], 150_000, '?lang=hi&channel=b1');
    expect(step2.text).toContain(`${hi.accountHolder}SUNITA DEVI${hi.accountHolderShown}`);
  });

  it('is left out when missing or malformed; the option stays', async () => {
    for (const holder of [undefined, 'SUNITA\u202eDEVI', '<b>SUNITA</b>', 'S'.repeat(101)]) {
      const step2 = await page(
        [bankTransferGroup({ ...ICICI_B1, account_holder_name: holder })],
        150_000,
        '?channel=b1',
      );
      expect(step2.text).toContain('000405012345');
      expect(step2.text).not.toContain(en.accountHolder);
      expect(step2.root).not.toContain('holder-note');
      expect(step2.html).not.toContain('SUNITA');
    }
  });
});
