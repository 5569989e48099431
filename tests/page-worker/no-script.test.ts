/**
 * The page before (or without) its script (docs/rules.md, Without JavaScript): option cards are
 * links, the page worker answers `?channel=<id>` with step 2 for that option, anything else it
 * cannot match with step 1, and the channel goes along with the other flags.
 */
import { describe, expect, it } from 'vitest';
import { screenOfHtml, textOf } from '../corpus/markup.ts';
import { channelsAnswer, ICICI_GROUP, SHOP_U1, upiGroup } from '../fixtures/channels.ts';
import { bootJson, callWorker, nonceAttribute, rootHtml } from './helpers.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';
const LINK = `/demo/${TOKEN}`;

const CHANNELS = channelsAnswer(
  ICICI_GROUP,
  upiGroup(SHOP_U1, { channel_id: 'u 2/é', type: 'upi', upi_address: 'two@okaxis' }),
);

const paymentWorker = {
  fetch: async () => new Response(JSON.stringify(CHANNELS), { headers: { 'Content-Type': 'application/json' } }),
};

async function page(query: string) {
  const response = await callWorker(`${LINK}${query}`, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: paymentWorker });
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    html,
    root: rootHtml(html),
    screen: screenOfHtml(html),
    title: /id="step-title"[^>]*>([^<]*)</.exec(html)?.[1],
  };
}

/** The hrefs of the language menu's links. */
const menuHrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*class="lang-link"[^>]*>/g)].map((match) =>
    /href="([^"]*)"/.exec(match[0])?.[1]?.replace(/&amp;/g, '&'),
  );

/** The hrefs of the page's links but the language menu's (tests/page-worker/language.test.ts has those). */
const hrefs = (html: string) =>
  [...html.matchAll(/<a (?![^>]*class="lang-link")[^>]*href="([^"]*)"/g)].map((match) =>
    match[1]?.replace(/&amp;/g, '&'),
  );

describe('step 1: the cards are links', () => {
  it('links each card of the shown group to ?channel=<percent-encoded id>', async () => {
    const { html, screen } = await page('');
    expect(screen).toBe('step1');
    const cards = [...html.matchAll(/<a [^>]*data-testid="channel-card"[^>]*>/g)].map((match) => match[0]);
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => /href="([^"]*)"/.exec(card)?.[1]?.replace(/&amp;/g, '&'))).toEqual([
      '?lang=en&channel=u1',
      '?lang=en&channel=u%202%2F%C3%A9',
    ]);
  });

  it("links 'Have you already made a payment?…' to step 2 in resubmit mode with the first option", async () => {
    const { html } = await page('?test=1');
    const link = [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].find((match) => match[1]?.startsWith('Have you already'));
    const href = /href="([^"]*)"/.exec(link?.[0] ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe('?lang=en&test=1&channel=u1&resubmit=1');
    const followed = await page(href ?? '');
    expect(followed.title).toBe('Resubmit confirmation data');
    expect(followed.root).toContain('shop@okaxis');
  });

  it('lists the other groups after the root as link cards, without repeating the shown one', async () => {
    const { html } = await page('');
    const fallback = html.slice(html.indexOf('<div id="fallback">'), html.indexOf('<script type="application/json"'));
    expect(textOf(fallback)).toContain('Pay with Bank Transfer');
    expect(textOf(fallback)).toContain('000405012345');
    expect(hrefs(fallback)).toEqual(['?lang=en&channel=b1']);
    expect(fallback).not.toContain('shop@okaxis');
    expect(fallback).not.toContain('channel-card');
  });

  it('keeps test mode and the group order in the links, and nothing else of the query (a redirect the closed default refuses included)', async () => {
    const { html } = await page(
      '?test&upi_default=no&utm_source=x&redirect_url=https%3A%2F%2Fshop.example%2Fdone&skip_trivial_selection=1',
    );
    const kept = 'lang=en&test=1&upi_default=0';
    expect(hrefs(html)).toEqual([
      `?${kept}&channel=b1`,
      `?${kept}&channel=b1&resubmit=1`,
      `?${kept}&channel=u1`,
      `?${kept}&channel=u%202%2F%C3%A9`,
    ]);
  });

  it('drops a redirect_url the redirect rule refuses', async () => {
    const { html } = await page('?redirect_url=javascript%3Aalert(1)');
    expect(hrefs(html)[0]).toBe('?lang=en&channel=u1');
  });

  it('keeps the language in every link, so the next page is in it too (docs/rules.md, Languages)', async () => {
    const { html } = await page('?lang=hi&test=1');
    expect(hrefs(html)).toEqual([
      '?lang=hi&test=1&channel=u1',
      '?lang=hi&test=1&channel=u%202%2F%C3%A9',
      '?lang=hi&test=1&channel=u1&resubmit=1',
      '?lang=hi&test=1&channel=b1',
    ]);
  });

  it('has the style that settles the page at once when scripts are off, under the page nonce', async () => {
    const { html } = await page('');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<noscript><style nonce="[^"]+">[^<]*\.needs-js[^<]*<\/style><\/noscript>/);
    expect(nonceAttribute(head.slice(head.indexOf('<noscript>')), '<style')).toBe(nonceAttribute(html, '<style'));
  });
});

describe('?channel=<id>: step 2 for that option', () => {
  it('UPI: the QR code as inline SVG, the address as text, the way back as a link', async () => {
    const { html, root, title } = await page('?channel=u1');
    expect(title).toBe('Make Payment and submit confirmation');
    expect(root).toMatch(/<div[^>]*class="qr-image"[^>]*><svg/);
    expect(bootJson(html).qr).toMatchObject({ value: 'upi://pay?pa=shop@okaxis&am=1500.50&cu=INR' });
    expect(root).toMatch(/data-testid="copy-value"[^>]*>shop@okaxis</);
    expect(root).toMatch(/<a [^>]*href="\?lang=en"[^>]*aria-label="Back to payment options"/);
    // The note for a page whose script does not run, and the form the script takes over.
    expect(textOf(root)).toContain('To submit your UTR, this page needs JavaScript.');
    expect(root).toContain('data-testid="submit"');
    expect(html).not.toContain('<div id="fallback">');
  });

  it('keeps the chosen option and the language in the language menu and the way back', async () => {
    const { html, root } = await page('?lang=ta&channel=u%202%2F%C3%A9');
    expect(root).toMatch(/data-testid="copy-value"[^>]*>two@okaxis</);
    expect(hrefs(root)).toEqual(['?lang=ta', '?lang=ta']);
    const menu = menuHrefs(html);
    expect(menu).toHaveLength(12);
    expect(menu).toContain('?lang=hi&channel=u%202%2F%C3%A9');
  });

  it('leaves an option that chose nothing out of the language menu', async () => {
    const { html, screen } = await page('?channel=nope');
    expect(screen).toBe('step1');
    expect(menuHrefs(html)).toContain('?lang=hi');
  });

  it('finds an id that needed escaping', async () => {
    const { root } = await page('?channel=u%202%2F%C3%A9');
    expect(root).toMatch(/data-testid="copy-value"[^>]*>two@okaxis</);
  });

  it('bank: the bank name, account number and IFSC code, and no QR code', async () => {
    const { html, root, title } = await page('?channel=b1');
    expect(title).toBe('Make Payment and submit confirmation');
    const values = [...root.matchAll(/data-testid="copy-value"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(values).toEqual(['ICICI Bank', '000405012345', 'ICIC0000004']);
    expect(root).not.toContain('qr-image');
    expect(bootJson(html).qr).toBeNull();
  });

  it.each([
    ['an unknown id', '?channel=nope'],
    ['an empty value', '?channel='],
    ['a bare name', '?channel'],
    ['a huge value', `?channel=${'u1'.repeat(20_000)}`],
    ['a malformed escape', '?channel=%ZZ%'],
    ['a NUL', '?channel=u1%00'],
    ['markup', '?channel=%3C%2Fscript%3E%3Csvg%20onload%3Dalert(1)%3E'],
    ['a type that does not match', '?channel=u1&channel_type=bank_transfer'],
  ])('%s: step 1, never an error', async (_name, query) => {
    const { screen, html } = await page(query);
    expect(screen).toBe('step1');
    expect(bootJson(html).error).toBeNull();
  });

  it('keeps the huge value out of the page', async () => {
    const { html } = await page(`?channel=${'u1'.repeat(20_000)}`);
    expect(html.length).toBeLessThan(40_000);
  });

  it('works with resubmit: that option, in resubmit mode; the way back leaves resubmit behind', async () => {
    const { root, title } = await page('?resubmit=1&test=1&channel=b1');
    expect(title).toBe('Resubmit confirmation data');
    expect(root).toContain('ICICI Bank');
    expect(hrefs(root)).toEqual(['?lang=en&test=1', '?lang=en&test=1']);
  });

  it('works with upi_default: the option by id whichever group comes first', async () => {
    const { html, root } = await page('?upi_default=false&channel=u1');
    expect(root).toMatch(/data-testid="copy-value"[^>]*>shop@okaxis</);
    expect(bootJson(html).qr).toMatchObject({ value: 'upi://pay?pa=shop@okaxis&am=1500.50&cu=INR' });
    expect(hrefs(root)).toEqual(['?lang=en&upi_default=0', '?lang=en&upi_default=0']);
  });

  it('beats skip_selection, which alone would choose the first option', async () => {
    expect((await page('?skip_selection=1&channel=b1')).root).toContain('ICICI Bank');
    expect((await page('?skip_selection=1')).root).toContain('shop@okaxis');
  });
});
