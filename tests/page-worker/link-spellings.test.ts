/**
 * One link is one link however its token is spelled (docs/rules.md, Routes and statuses; Operations
 * data): a token is three base64url parts, so whitespace or any other character around or inside it
 * is an invalid link (400, no ticket, no call to the payment worker), and every spelling the page
 * takes is the same token, with one link hash. Counted the way docs/operations.md's queries count:
 * distinct links (`index1`) per step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LINK } from '../../page-worker/operations/data-points.ts';
import { bootJson, spyConsole } from './helpers.ts';
import { beaconOf, linksAt, post, stack } from './beacon-stack.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A token the stub payment worker answers for: a real link. */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';

/**
 * Whitespace around the token: the `Authorization` header drops it, so the payment worker took each
 * of these as the real link. Then the other characters a part may not hold.
 */
const WHITESPACE = ['%20', '%09', '%20%09', '%09%20%20', '%20%20%20', '%0A', '%0D%0A', '%0B', '%0C'];
const refused = [
  ...WHITESPACE.map((spelling) => `/demo/${TOKEN}${spelling}`),
  ...WHITESPACE.map((spelling) => `/demo/${spelling}${TOKEN}`),
  `/demo/${TOKEN}%C2%A0`,
  `/demo/${TOKEN}%E2%80%8B`,
  `/demo/${TOKEN}=`,
  `/demo/${TOKEN.replace('.', '%20.')}`,
  `/demo/${TOKEN}%20/`,
];

/** Spellings of the same token: a letter or a dot percent-encoded, which the router decodes first. */
const same = [
  `/demo/${TOKEN}`,
  `/demo/${TOKEN}/`,
  `/demo/%65${TOKEN.slice(1)}`,
  `/demo/${TOKEN.replace('.', '%2E')}`,
  `/demo/${TOKEN}?test=1`,
];

describe('token spellings', () => {
  it('every whitespace spelling of a real link is an invalid link: 400, no ticket, no payment-worker call', async () => {
    spyConsole();
    const { points, fetch } = stack({}, [TOKEN]);
    for (const path of refused) {
      const response = await fetch(path);
      expect(response.status, path).toBe(400);
      const boot = bootJson(await response.text());
      expect(boot, path).toMatchObject({ error: 'invalid-link', link: null });
      expect(boot.beaconTicket, path).toBeUndefined();
    }
    // Each request wrote its page-request point, none of them under a link.
    expect(points.map((point) => point.indexes[0])).toEqual(refused.map(() => NO_LINK));
  });

  it('counts one link hash across every spelling, on its pages and its beacons', async () => {
    spyConsole();
    const { points, fetch, pageTicket, facts } = stack({}, [TOKEN]);
    const pages: { path: string; verified: boolean | null; link: string | null }[] = [];
    for (const path of [...same, ...refused]) {
      const response = await fetch(path);
      const ticket = bootJson(await response.text()).beaconTicket;
      if (ticket) pages.push({ path, ...(await facts(ticket)) });
    }
    expect(new Set(pages.map((page) => page.link)).size).toBe(1);
    expect(linksAt(points, 'link')).toBe(1);
    // Each of them the real link, as the payment worker said.
    expect(pages.map((page) => page.path)).toEqual(same);
    expect(pages.every((page) => page.verified)).toBe(true);
    // Each spelling's page sends its step 2: the funnel counts one link at step 2.
    for (const path of [...same, ...refused]) {
      const ticket = await pageTicket(path).catch(() => null);
      if (ticket) await fetch('/beacon', post(beaconOf(ticket, [{ kind: 'step-2', detail: 'upi', value: 900 }])));
    }
    expect(linksAt(points, 'step-2')).toBe(1);
  });
});
