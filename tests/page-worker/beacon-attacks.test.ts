/**
 * The attacks on the funnel and its tickets (docs/security.md, 'Attacks and the tests that stop
 * them'), each against the page worker with a fake PAGE_EVENTS that keeps what would be written,
 * and counted the way docs/operations.md's queries count: distinct links (`index1`) per step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_REMEMBERED_TICKETS,
  issueTicket,
  remembersTicket,
  takeTicketAllowance,
  type Ticket,
} from '../../page-worker/beacon/beacon-ticket.ts';
import { VITAL_MAX_MS } from '../../page-worker/operations/data-points.ts';
import { BEACON_POINTS_PER_MINUTE, RESERVED_POINTS } from '../../page-worker/beacon/budget.ts';
import { linkHash } from '../../page-worker/beacon/link-hash.ts';
import { BASE, TEST_BEACON_SECRET, TEST_LINK_HASH_KEY } from './helpers.ts';
import { beaconOf, linksAt, post, stack } from './beacon-stack.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const done = (ticket: string, count = 1) => ({
  ticket,
  appId: 'demo',
  language: 'en',
  events: Array.from({ length: count }, (_, at) => ({ kind: 'done', value: 1000 + at })),
});

describe('funnel inflation', () => {
  it('five page loads × 60 done count one link done', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { points, fetch, pageTicket } = stack();
    const statuses: number[] = [];
    for (let load = 0; load < 5; load += 1) {
      const ticket = await pageTicket();
      // 60 done one by one, then 20 in one beacon: only the first of each ticket gets in.
      for (let i = 0; i < 60; i += 1) statuses.push((await fetch('/beacon', post(done(ticket)))).status);
      statuses.push((await fetch('/beacon', post(done(ticket, 20)))).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5 * 61 - 5);
    // One row per page load at most, and the query counts the link once.
    expect(points.filter((point) => point.blobs[0] === 'done')).toHaveLength(5);
    expect(linksAt(points, 'done')).toBe(1);
    expect(linksAt(points, 'link')).toBe(1);
  });

  it('a replayed ticket writes once: the same step-2 and done again get 429 and no row', async () => {
    const { points, fetch } = stack();
    const ticket = await issueTicket(TEST_BEACON_SECRET, {
      host: new URL(BASE).host,
      appId: 'demo',
      language: 'en',
      verified: true,
      link: await linkHash(TEST_LINK_HASH_KEY, 'replayed.link.token'),
    });
    const body = {
      ticket,
      appId: 'demo',
      language: 'en',
      events: [
        { kind: 'step-2', detail: 'upi', value: 900 },
        { kind: 'done', value: 5000 },
      ],
    };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch('/beacon', post(body))).status);
    expect(statuses).toEqual([204, 429, 429]);
    expect(points).toHaveLength(2);
    expect(linksAt(points, 'step-2')).toBe(1);
    expect(linksAt(points, 'done')).toBe(1);
  });

  it('two links are two, each once: the index is the link, not the page load', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { points, fetch, pageTicket } = stack();
    for (const path of ['/demo/a.b.c', '/demo/a.b.c', '/demo/x.y.z']) {
      expect((await fetch('/beacon', post(done(await pageTicket(path))))).status).toBe(204);
    }
    expect(linksAt(points, 'done')).toBe(2);
    // No point holds either token.
    expect(JSON.stringify(points)).not.toMatch(/a\.b\.c|x\.y\.z/);
  });
});

describe('funnel starvation', () => {
  it("a real payer's step-2 dropped for the isolate's budget is written once it refills: the drop used none of its ticket", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A frozen clock: a busy machine's pauses refill nothing between the flood and the payer.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const { points, fetch, pageTicket } = stack();
    const flood = (ticket: string) => ({
      ticket,
      appId: 'demo',
      language: 'en',
      events: Array.from({ length: 20 }, () => ({ kind: 'submit-started', value: 1 })),
    });
    // Pages' tickets, 60 points each, until the isolate's budget refuses them.
    let answer = 204;
    while (answer === 204) {
      const ticket = await pageTicket();
      for (let beacon = 0; beacon < 3 && answer === 204; beacon += 1)
        answer = (await fetch('/beacon', post(flood(ticket)))).status;
    }
    // A payer whose page fell back to the loading shell: an unverified ticket, so no reserved room.
    const payer = await pageTicket();
    const step2 = {
      ticket: payer,
      appId: 'demo',
      language: 'en',
      events: [{ kind: 'step-2', detail: 'upi', value: 900 }],
    };
    expect((await fetch('/beacon', post(step2))).status).toBe(429);
    expect(linksAt(points, 'step-2')).toBe(0);
    // A minute on, the budget has refilled; the ticket still has its one step-2.
    clock.mockReturnValue(now + 61_000);
    expect((await fetch('/beacon', post(step2))).status).toBe(204);
    expect(linksAt(points, 'step-2')).toBe(1);
    // And only one.
    expect((await fetch('/beacon', post(step2))).status).toBe(429);
  });
});

describe('a flood of other tickets', () => {
  // Was: the isolate's 600 points a minute went to whoever asked first, and a real payer's step 2
  // and done, after the flood, got 429 and no row. Now the last 100 are a real link's funnel's only.
  it("10,000 flood points from error pages, made-up tokens and one real link leave a real payer's step-2 and done written", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A frozen clock: nothing refills while the flood lasts, however slow the machine.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const { points, fetch, pageTicket, facts } = stack({}, ['real.flood.link', 'real.payer.link']);
    const flood = { sent: 0, answers: [] as number[] };
    /** Beacons of 20 until `count` points were sent: each kind it may hold, then submit-started. */
    const send = async (ticket: string, count: number, appId: string | null = 'demo') => {
      const kinds = [
        { kind: 'step-2', detail: 'upi', value: 900 },
        { kind: 'done', value: 5000 },
        { kind: 'error-screen', detail: 'load', value: 300 },
        ...['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((metric) => ({ kind: 'vital', detail: metric, value: 1 })),
      ];
      for (let at = 0; at < count; at += 20) {
        const events = Array.from({ length: Math.min(20, count - at) }, (_, i) => ({
          kind: 'submit-started',
          value: 1,
          ...kinds[at + i],
        }));
        flood.answers.push((await fetch('/beacon', post({ ticket, appId, language: 'en', events }))).status);
        flood.sent += events.length;
      }
    };
    const floodPart = async () => {
      // Malformed links (400): no ticket to send with, so every point is refused before the budget.
      for (let page = 0; page < 20; page += 1) {
        const response = await fetch(`/demo/flood${page}.b`);
        expect(response.status).toBe(400);
        expect(await response.text()).not.toContain('beaconTicket');
        await send('', 50, null);
      }
      // Made-up tokens: each an error page (the payment worker refuses it) with an unverified ticket.
      for (let page = 0; page < 50; page += 1) {
        const ticket = await pageTicket(`/demo/made.up${flood.sent}.token`);
        expect((await facts(ticket)).verified).toBe(false);
        await send(ticket, 60);
      }
      // One real link, loaded again and again: verified tickets, each with its step 2, done and error screen.
      for (let page = 0; page < 20; page += 1) {
        const ticket = await pageTicket('/demo/real.flood.link');
        expect((await facts(ticket)).verified).toBe(true);
        await send(ticket, 50);
      }
    };
    const payer = await pageTicket('/demo/real.payer.link');
    const payerLink = (await facts(payer)).link;
    await floodPart();
    const step2 = await fetch('/beacon', post(beaconOf(payer, [{ kind: 'step-2', detail: 'upi', value: 900 }])));
    await floodPart();
    const done = await fetch('/beacon', post(beaconOf(payer, [{ kind: 'done', value: 5000 }])));

    expect(flood.sent).toBe(10_000);
    expect([step2.status, done.status]).toEqual([204, 204]);
    const payerRows = points.filter((point) => point.indexes[0] === payerLink).map((point) => point.blobs[0]);
    expect(payerRows).toEqual(['link', 'step-2', 'done']);
    // The flood itself was capped: 403 without a ticket, 429 past the budget.
    expect(new Set(flood.answers)).toEqual(new Set([204, 403, 429]));
    // The shared points went to the flood; of the reserve, its one real link took three, once.
    const floodRows = points.filter((point) => point.doubles[0] === 0 && point.indexes[0] !== payerLink);
    expect(floodRows).toHaveLength(BEACON_POINTS_PER_MINUTE - RESERVED_POINTS + 3);
    // What the budget dropped is counted in a log line, never one per beacon.
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\{"event":"beacon-points-dropped","count":\d+\}$/));
  });
});

describe('ticket flooding', () => {
  it("10,000 one-use tickets, then a new page's beacon is still accepted", async () => {
    expect(MAX_REMEMBERED_TICKETS).toBe(10_000);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const now = Math.floor(Date.now() / 1000);
    const flood = (at: number): Ticket => ({
      host: 'page.test',
      appId: 'demo',
      language: 'en',
      verified: true,
      link: '',
      id: `flood${String(at).padStart(11, '0')}`,
      issuedAt: now,
    });
    for (let at = 0; at < MAX_REMEMBERED_TICKETS; at += 1) {
      expect(takeTicketAllowance(flood(at), [{ kind: 'vital' }])).toBe(true);
    }
    expect(remembersTicket(flood(0).id)).toBe(true);
    const { points, fetch, pageTicket } = stack();
    const response = await fetch('/beacon', post(done(await pageTicket())));
    expect(response.status).toBe(204);
    expect(linksAt(points, 'done')).toBe(1);
    // The oldest gave way, the newest stayed.
    expect(remembersTicket(flood(0).id)).toBe(false);
    expect(remembersTicket(flood(MAX_REMEMBERED_TICKETS - 1).id)).toBe(true);
  });
});

describe('field speed outliers', () => {
  it('an LCP of 3,600,000 ms is not counted; one of a minute is', async () => {
    const { points, fetch } = stack();
    const beacon = async (value: number) => {
      const ticket = await issueTicket(TEST_BEACON_SECRET, {
        host: new URL(BASE).host,
        appId: 'demo',
        language: 'en',
        verified: true,
        link: await linkHash(TEST_LINK_HASH_KEY, 'vitals.link.token'),
      });
      return fetch(
        '/beacon',
        post({ ticket, appId: 'demo', language: 'en', events: [{ kind: 'vital', detail: 'LCP', value }] }),
      );
    };
    expect((await beacon(3_600_000)).status).toBe(204);
    expect((await beacon(VITAL_MAX_MS + 1)).status).toBe(204);
    expect(points).toEqual([]);
    expect((await beacon(VITAL_MAX_MS)).status).toBe(204);
    expect(points.map((point) => [point.blobs[1], point.doubles[3]])).toEqual([['LCP', VITAL_MAX_MS]]);
  });
});
