/**
 * A page worker with a fake PAGE_EVENTS that keeps what would be written, for the attacks on the
 * funnel, its tickets and the field speed (tests/page-worker/beacon-attacks.test.ts and its neighbours).
 * With `payees` the edge prefetch is on against a stub payment worker that answers for those tokens
 * only, so their pages' tickets are verified as a real link's are, and every other token is
 * refused, as a made-up one is.
 */
import { channelsAnswer, SHOP_GROUP } from '../fixtures/channels.ts';
import type { DataPoint } from '../../page-worker/operations/data-points.ts';
import { readTicket } from '../../page-worker/beacon/beacon-ticket.ts';
import { BASE, TEST_BEACON_SECRET, baseEnv, bootJson, fakeDataset, fetchWith } from './helpers.ts';

export const post = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
});

/** The funnel query's counting rule (docs/operations.md, 'The funnel'): distinct links per step. */
export const linksAt = (points: readonly DataPoint[], step: string): number =>
  new Set(points.filter((point) => point.blobs[0] === step).map((point) => point.indexes[0])).size;

/** A beacon of `events` for `demo` in English. */
export const beaconOf = (ticket: string, events: readonly object[], appId: string | null = 'demo') => ({
  ticket,
  appId,
  language: 'en',
  events,
});

/** A fresh env (full point budget) writing into its own fake dataset. */
export function stack(vars: Record<string, unknown> = {}, payees: readonly string[] = []) {
  const { points, dataset } = fakeDataset();
  const answer = (request: Request) =>
    payees.some((token) => request.headers.get('Authorization') === `Bearer ${token}`)
      ? Response.json(channelsAnswer(SHOP_GROUP))
      : new Response('{}', { status: 401 });
  const prefetch = payees.length > 0 ? { EDGE_PREFETCH: 'on', PAYMENT_WORKER: { fetch: answer } } : {};
  const env = { ...baseEnv(), PAGE_EVENTS: dataset, ...prefetch, ...vars };
  const fetch = (path: string, init?: RequestInit) => fetchWith(env, path, init);
  /** Loads the link page and returns the beacon ticket its boot data carries. */
  const pageTicket = async (path = '/demo/a.b.c') => {
    const ticket = bootJson(await (await fetch(path)).text()).beaconTicket;
    if (!ticket) throw new Error('the page carries no beacon ticket');
    return ticket;
  };
  /** What a ticket says: whether the payment worker answered for its link, and the link's hash. */
  const facts = async (ticket: string) => {
    const read = await readTicket([TEST_BEACON_SECRET], ticket, new URL(BASE).host);
    return { verified: read?.verified ?? null, link: read?.link ?? null };
  };
  return { points, fetch, pageTicket, facts };
}
