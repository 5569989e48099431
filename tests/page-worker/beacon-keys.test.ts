/**
 * The attacks on the beacon tickets' keys and host (docs/security.md, 'Attacks and the tests that
 * stop them'): a ticket works on the host it names, with the key that signed it or the previous one
 * while the key rotates, and counts as the same link whichever key signed it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueTicket, readTicket } from '../../page-worker/beacon/beacon-ticket.ts';
import { linkHash } from '../../page-worker/beacon/link-hash.ts';
import { BASE, TEST_BEACON_SECRET, TEST_LINK_HASH_KEY } from './helpers.ts';
import { linksAt, post, stack } from './beacon-stack.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const done = (ticket: string) => ({ ticket, appId: 'demo', language: 'en', events: [{ kind: 'done', value: 1000 }] });

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
