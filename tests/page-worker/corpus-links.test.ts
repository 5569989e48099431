/**
 * The hostile link and query corpus (tests/corpus/links.txt, query.txt) through
 * the page worker: the status each line names, HTML with nothing that could run,
 * and boot JSON that parses back to what the URL said.
 */
import { describe, expect, it } from 'vitest';
import { parseFlags, withJudgedRedirect } from '../../common/payer-link.ts';
import { corpus, expand, title } from '../corpus/corpus.ts';
import { markupProblems, rootOf, screenOfHtml, textOf } from '../corpus/markup.ts';
import { bankTransferGroup, channelsAnswer, HDFC_B2, ICICI_B1, SHOP_U1, upiGroup } from '../fixtures/channels.ts';
import { BASE, bootJson, callWorker, get, pageConfig } from './helpers.ts';

/** A JWT-shaped token: the page worker only checks the shape; the sandbox is not here to refuse it. */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';

/** The first HTML screen for a status, with the edge prefetch off (this project's default). */
const SHELL = { 200: 'loading', 400: 'error', 404: 'not-found' } as const;

/** A well-formed link token: three non-empty dot-separated parts. */
const isTokenShaped = (token: string) => token.split('.').length === 3 && token.split('.').every(Boolean);

describe('links.txt', () => {
  it.each(corpus.links.map((item) => [title(item, item.path), item] as const))('%s', async (_title, item) => {
    const path = expand(item.path, { JWT: TOKEN });
    const response = await get(path);
    expect(response.status).toBe(item.status);
    const html = await response.text();
    expect(markupProblems(html)).toEqual([]);
    expect(screenOfHtml(html)).toBe(SHELL[item.status as keyof typeof SHELL]);
    expect(textOf(rootOf(html)).trim()).not.toBe('');

    const boot = bootJson(html);
    if (item.status === 200) {
      // The page worker took the link as valid: the boot data carries it exactly once, as data.
      expect(boot.error).toBeNull();
      expect(boot.link?.appId).not.toBe('');
      expect(isTokenShaped(boot.link?.authToken ?? '')).toBe(true);
      // Plain paths (no escapes to decode, nothing the URL parser rewrites) come back verbatim.
      const segments = /^\/([^/%\\#?]+)\/([^/%\\#?]+)\/?(?:#.*)?$/.exec(path);
      if (segments && /^[\x21-\x7e]+$/.test(path))
        expect(boot.link).toEqual({ appId: segments[1], authToken: segments[2] });
    } else {
      expect(boot.link).toBeNull();
      expect(boot.error).toBe(item.status === 400 ? 'invalid-link' : 'not-found');
    }
  });
});

/** The sandbox's `demo` shape: two types of two options each, so no flag skips by triviality. */
const CHANNELS = channelsAnswer(
  upiGroup(SHOP_U1, { channel_id: 'u2', type: 'upi', upi_address: 'shop@okicici' }),
  bankTransferGroup(ICICI_B1, HDFC_B2),
);

const paymentWorker = {
  fetch: async () => new Response(JSON.stringify(CHANNELS), { headers: { 'Content-Type': 'application/json' } }),
};

describe('query.txt (edge prefetch on, from a stub payment worker)', () => {
  it.each(corpus.queries.map((item) => [title(item, item.query), item] as const))('%s', async (_title, item) => {
    const path = `/demo/${TOKEN}?${expand(item.query)}`;
    const vars = { EDGE_PREFETCH: 'on', PAYMENT_WORKER: paymentWorker };
    const response = await callWorker(path, vars);
    expect(response.status).toBe(item.status);
    const html = await response.text();
    expect(markupProblems(html)).toEqual([]);
    expect(screenOfHtml(html)).toBe(item.screen);
    expect(textOf(rootOf(html)).includes('Test mode')).toBe(item.testBadge);

    // The query reaches the page only as data in the boot JSON, and parses back exactly, but for a
    // redirect_url the page worker's configuration does not allow, which never reaches it (docs/rules.md,
    // Query flags and Redirect rule).
    const boot = bootJson(html);
    const query = new URL(`${BASE}${path}`).searchParams;
    expect(boot.flags).toEqual(withJudgedRedirect(parseFlags(query), pageConfig(vars)));
    expect(boot.flags.test).toBe(item.testBadge);
    expect(boot.link).toEqual({ appId: 'demo', authToken: TOKEN });
  });
});
