/**
 * The attacks on the funnel and its tickets (docs/security.md, 'Attacks and the tests that stop
 * them'), each against the page worker with a fake PAGE_EVENTS that keeps what would be written,
 * and counted the way docs/operations.md's queries count: distinct links (`index1`) per step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_REMEMBERED_TICKETS,
  issueTicket,
  readTicket,
  remembersTicket,
  takeTicketAllowance,
  type Ticket,
} from '../../worker/beacon/beacon-ticket.ts';
import { VITAL_MAX_MS, type DataPoint } from '../../worker/beacon/data-points.ts';
import { linkHash } from '../../worker/beacon/link-hash.ts';
import { BASE, TEST_BEACON_SECRET, TEST_LINK_HASH_KEY, baseEnv, bootJson, fakeDataset, fetchWith } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
});

/** The funnel query's counting rule (docs/operations.md, 'The funnel'): distinct links per step. */
const linksAt = (points: DataPoint[], step: string) =>
  new Set(points.filter((point) => point.blobs[0] === step).map((point) => point.indexes[0])).size;

/** A fresh env (full token bucket) writing into its own fake dataset. */
function stack(vars: Record<string, unknown> = {}) {
  const { points, dataset } = fakeDataset();
  const env = { ...baseEnv(), PAGE_EVENTS: dataset, ...vars };
  const fetch = (path: string, init?: RequestInit) => fetchWith(env, path, init);
  /** Loads the link page and returns the beacon ticket its boot data carries. */
  const pageTicket = async (path = '/demo/a.b.c') => {
    const ticket = bootJson(await (await fetch(path)).text()).beaconTicket;
    if (!ticket) throw new Error('the page carries no beacon ticket');
    return ticket;
  };
  return { points, fetch, pageTicket };
}

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
    const { points, fetch, pageTicket } = stack();
    const cls = (ticket: string) => ({
      ticket,
      appId: 'demo',
      language: 'en',
      events: Array.from({ length: 20 }, () => ({ kind: 'vital', detail: 'CLS', value: 0.01 })),
    });
    // Ten pages' tickets, 60 points each, empty the isolate's 600 a minute.
    for (let page = 0; page < 10; page += 1) {
      const ticket = await pageTicket();
      for (let beacon = 0; beacon < 3; beacon += 1)
        expect((await fetch('/beacon', post(cls(ticket)))).status).toBe(204);
    }
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
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await fetch('/beacon', post(step2))).status).toBe(204);
    expect(linksAt(points, 'step-2')).toBe(1);
    // And only one.
    expect((await fetch('/beacon', post(step2))).status).toBe(429);
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

describe('tickets bound to their host', () => {
  it('a ticket from another host is refused', async () => {
    const { points, fetch } = stack();
    const ticket = await issueTicket(TEST_BEACON_SECRET, {
      host: 'staging.page.test',
      appId: 'demo',
      language: 'en',
      verified: true,
      link: await linkHash(TEST_LINK_HASH_KEY, 'a.b.c'),
    });
    expect((await fetch('/beacon', post(done(ticket)))).status).toBe(403);
    expect(points).toEqual([]);
    // The same ticket on the host it names is good.
    expect(await readTicket([TEST_BEACON_SECRET], ticket, 'staging.page.test')).not.toBeNull();
  });
});

describe('key rotation', () => {
  const NEW_KEY = 'rotated-beacon-secret-0123456789abcdef';
  const rotating = () => stack({ BEACON_SECRET: NEW_KEY, BEACON_SECRET_PREVIOUS: TEST_BEACON_SECRET });
  const signed = async (key: string) =>
    issueTicket(key, {
      host: new URL(BASE).host,
      appId: 'demo',
      language: 'en',
      verified: true,
      link: await linkHash(TEST_LINK_HASH_KEY, 'a.b.c'),
    });

  it('a ticket signed with the previous key is accepted during rotation, and counts as the same link', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { points, fetch, pageTicket } = rotating();
    expect((await fetch('/beacon', post(done(await signed(TEST_BEACON_SECRET))))).status).toBe(204);
    // A page served now is signed with the new key only: the previous one never signs.
    const fresh = await pageTicket();
    expect(await readTicket([NEW_KEY], fresh, new URL(BASE).host)).not.toBeNull();
    expect(await readTicket([TEST_BEACON_SECRET], fresh, new URL(BASE).host)).toBeNull();
    expect((await fetch('/beacon', post(done(fresh)))).status).toBe(204);
    // Two tickets, two keys, one link: the link hash has a key of its own.
    expect(linksAt(points, 'done')).toBe(1);
  });

  it('a ticket signed with an unknown key is refused', async () => {
    const { points, fetch } = rotating();
    const response = await fetch('/beacon', post(done(await signed('unknown-beacon-secret-0123456789abcdef'))));
    expect(response.status).toBe(403);
    expect(points).toEqual([]);
  });

  it('without the previous key, a ticket signed with it is refused', async () => {
    const { points, fetch } = stack({ BEACON_SECRET: NEW_KEY });
    expect((await fetch('/beacon', post(done(await signed(TEST_BEACON_SECRET))))).status).toBe(403);
    expect(points).toEqual([]);
  });
});
