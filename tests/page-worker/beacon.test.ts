/**
 * `POST /beacon` (docs/rules.md, Operations data): a small validated schema becomes exactly one
 * data point per event in the PAGE_EVENTS binding (a fake here); anything else (another method,
 * an oversize, malformed or foreign body) is refused with nothing written and nothing logged,
 * and a flood costs at most a bounded number of points.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_MAX_BYTES, BEACON_MAX_EVENTS } from '../../common/page-events.ts';
import { BEACON_POINTS_PER_MINUTE, RESERVED_POINTS } from '../../page-worker/beacon/budget.ts';
import { BEACON_EVENTS_PER_TICKET, TICKET_LIFETIME_S, issueTicket } from '../../page-worker/beacon/beacon-ticket.ts';
import { linkHash } from '../../page-worker/beacon/link-hash.ts';
import { BASE, TEST_BEACON_SECRET, TEST_LINK_HASH_KEY, baseEnv, fakeDataset, fetchWith } from './helpers.ts';

/** The hash of the link `/demo/a.b.c` (page-worker/beacon/link-hash.ts): every point of its page carries it. */
const LINK = await linkHash(TEST_LINK_HASH_KEY, 'a.b.c');

type Facts = { appId?: string; language?: string; verified?: boolean; host?: string; link?: string };

/** A ticket as a link page for `demo` in English on this host whose prefetch got channels would carry. */
const ticket = (facts: Facts = {}, now = Date.now()) =>
  issueTicket(
    TEST_BEACON_SECRET,
    { host: new URL(BASE).host, appId: 'demo', language: 'en', verified: true, link: LINK, ...facts },
    now,
  );

const GOOD = {
  ticket: await ticket(),
  appId: 'demo',
  language: 'en',
  events: [
    { kind: 'step-2', detail: 'upi', value: 1840, payee: 'personal' },
    { kind: 'submit-started', value: 9120 },
    { kind: 'vital', detail: 'LCP', value: 1234.5 },
    { kind: 'vital', detail: 'CLS', value: 0.012 },
    { kind: 'error-screen', detail: 'load', value: 300 },
  ],
};

/** GOOD with a ticket of its own: a ticket writes its one `step-2` once (docs/rules.md, Operations data). */
const good = async () => JSON.stringify({ ...GOOD, ticket: await ticket() });

function silence() {
  return {
    log: vi.spyOn(console, 'log').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
  };
}

/** One request to the beacon endpoint with a fresh env (a full token bucket) unless one is given. */
async function beacon(init: RequestInit, env: Record<string, unknown> = {}) {
  const { points, dataset } = fakeDataset();
  const response = await fetchWith({ ...baseEnv(), PAGE_EVENTS: dataset, ...env }, '/beacon', init);
  return { status: response.status, body: await response.text(), headers: response.headers, points };
}

const post = (
  body: BodyInit,
  type = 'text/plain;charset=UTF-8',
  headers: Record<string, string> = {},
): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': type, ...headers },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a good beacon', () => {
  it('answers 204 and writes one point per event, in order, with only the allowed fields', async () => {
    const logs = silence();
    const init = {
      ...post(await good()),
      cf: { colo: 'BOM', country: 'IN', city: 'Mumbai', clientTcpRtt: 30 },
    };
    const { status, body, points } = await beacon(init);
    expect(status).toBe(204);
    expect(body).toBe('');
    expect(points).toEqual([
      { indexes: [LINK], blobs: ['step-2', 'upi', 'en', 'BOM', 'demo', 'IN', 'personal'], doubles: [0, 0, 0, 1840] },
      { indexes: [LINK], blobs: ['submit-started', '', 'en', 'BOM', 'demo', 'IN', ''], doubles: [0, 0, 0, 9120] },
      { indexes: [LINK], blobs: ['vital', 'LCP', 'en', 'BOM', 'demo', 'IN', ''], doubles: [0, 0, 0, 1234.5] },
      { indexes: [LINK], blobs: ['vital', 'CLS', 'en', 'BOM', 'demo', 'IN', ''], doubles: [0, 0, 0, 0.012] },
      { indexes: [LINK], blobs: ['error-screen', 'load', 'en', 'BOM', 'demo', 'IN', ''], doubles: [0, 0, 0, 300] },
    ]);
    // Nothing per beacon in the logs.
    for (const spy of Object.values(logs)) expect(spy).not.toHaveBeenCalled();
  });

  it("writes the screenshot's notes by kind, one point each (docs/rules.md, Reading the payment from a screenshot)", async () => {
    const events = ['amount', 'payee', 'date'].map((detail) => ({ kind: 'ocr-note', detail, value: 5000 }));
    const { status, points } = await beacon(post(JSON.stringify({ ...GOOD, ticket: await ticket(), events })));
    expect(status).toBe(204);
    expect(points.map((point) => point.blobs.slice(0, 2))).toEqual([
      ['ocr-note', 'amount'],
      ['ocr-note', 'payee'],
      ['ocr-note', 'date'],
    ]);
  });

  it('is accepted as application/json too, and from this origin', async () => {
    silence();
    const { status, points } = await beacon(post(await good(), 'application/json', { Origin: BASE }));
    expect(status).toBe(204);
    expect(points).toHaveLength(GOOD.events.length);
  });

  it("writes a UPI step 2's payee kind, and 'unknown' for a page from before the field", async () => {
    silence();
    const step2 = async (payee?: string) => {
      const events = [{ kind: 'step-2', detail: 'upi', value: 5, ...(payee ? { payee } : {}) }];
      const { status, points } = await beacon(post(JSON.stringify({ ...GOOD, events, ticket: await ticket() })));
      expect(status).toBe(204);
      return points[0]?.blobs[6];
    };
    expect(await step2('merchant')).toBe('merchant');
    expect(await step2('personal')).toBe('personal');
    expect(await step2('unknown')).toBe('unknown');
    expect(await step2()).toBe('unknown');
  });

  it('drops unknown fields: only kinds, details, values, language and app id reach a point', async () => {
    silence();
    const noisy = {
      ...GOOD,
      token: 'aaa.bbb.ccc',
      url: 'https://page.test/demo/aaa.bbb.ccc',
      events: [{ kind: 'done', value: 12_000, utr: '123456789012', upi: 'shop@okaxis', account: '000405012345' }],
    };
    const { status, points } = await beacon(post(JSON.stringify(noisy)));
    expect(status).toBe(204);
    expect(points).toEqual([
      { indexes: [LINK], blobs: ['done', '', 'en', '', 'demo', '', ''], doubles: [0, 0, 0, 12_000] },
    ]);
  });

  it('takes a beacon without an app id (an error screen on a route that has none)', async () => {
    silence();
    const { status, points } = await beacon(
      post(
        JSON.stringify({
          ticket: await ticket({ appId: '', language: 'hi', verified: false, link: '' }),
          appId: null,
          language: 'hi',
          events: [{ kind: 'error-screen', detail: 'not-found', value: 0 }],
        }),
      ),
    );
    expect(status).toBe(204);
    expect(points).toEqual([
      {
        indexes: ['(no link)'],
        blobs: ['error-screen', 'not-found', 'hi', '', '(unverified)', '', ''],
        doubles: [0, 0, 0, 0],
      },
    ]);
  });
});

describe('refused, with nothing written or logged', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s: 405 with Allow: POST', async (method) => {
    const logs = silence();
    const { status, headers, points } = await beacon({
      method,
      ...(method === 'GET' ? {} : { body: JSON.stringify(GOOD) }),
    });
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('POST');
    expect(points).toEqual([]);
    for (const spy of Object.values(logs)) expect(spy).not.toHaveBeenCalled();
  });

  it('over BEACON_MAX_BYTES: 413, whether declared or streamed', async () => {
    const logs = silence();
    const big = JSON.stringify({ ...GOOD, padding: 'x'.repeat(BEACON_MAX_BYTES) });
    expect((await beacon(post(big))).status).toBe(413);
    // A body without a length, streamed in pieces past the limit.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(1000)));
        controller.close();
      },
    });
    const streamed = await beacon({ ...post(stream), duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(streamed.points).toEqual([]);
    for (const spy of Object.values(logs)) expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    ['multipart/form-data', 'multipart/form-data; boundary=x'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
    ['text/html', 'text/html'],
    ['no type', ''],
  ])('content type %s: 415', async (_name, type) => {
    silence();
    const { status, points } = await beacon(post(JSON.stringify(GOOD), type));
    expect(status).toBe(415);
    expect(points).toEqual([]);
  });

  it('from another origin: 403', async () => {
    silence();
    const { status, points } = await beacon(
      post(JSON.stringify(GOOD), 'text/plain', { Origin: 'https://evil.example' }),
    );
    expect(status).toBe(403);
    expect(points).toEqual([]);
  });

  const event = (extra: Record<string, unknown>) =>
    JSON.stringify({ ...GOOD, events: [{ kind: 'done', value: 1, ...extra }] });
  it.each([
    ['not JSON', '{"appId":'],
    ['empty', ''],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ['an array', JSON.stringify([GOOD])],
    ['null', 'null'],
    ['no events', JSON.stringify({ ...GOOD, events: undefined })],
    ['no event at all', JSON.stringify({ ...GOOD, events: [] })],
    [
      'too many events',
      JSON.stringify({
        ...GOOD,
        events: Array.from({ length: BEACON_MAX_EVENTS + 1 }, () => ({ kind: 'done', value: 1 })),
      }),
    ],
    ['an unknown kind', event({ kind: 'page-view' })],
    ['a kind of another case', event({ kind: 'DONE' })],
    ['a detail its kind does not have', event({ detail: 'upi' })],
    [
      'an unknown channel type',
      JSON.stringify({ ...GOOD, events: [{ kind: 'step-2', detail: 'shop@okaxis', value: 1 }] }),
    ],
    ['an unknown metric', JSON.stringify({ ...GOOD, events: [{ kind: 'vital', detail: 'FID', value: 1 }] })],
    // Who the payee is (docs/rules.md, Who the payee is): a kind on a UPI step 2, nothing else.
    [
      'a payee kind of its own',
      JSON.stringify({ ...GOOD, events: [{ kind: 'step-2', detail: 'upi', value: 1, payee: 'RAVI KUMAR' }] }),
    ],
    [
      'a payee on a bank transfer',
      JSON.stringify({ ...GOOD, events: [{ kind: 'step-2', detail: 'bank_transfer', value: 1, payee: 'personal' }] }),
    ],
    ['a payee on another kind', JSON.stringify({ ...GOOD, events: [{ kind: 'done', value: 1, payee: 'merchant' }] })],
    [
      'an unknown error kind',
      JSON.stringify({ ...GOOD, events: [{ kind: 'error-screen', detail: '/demo/aaa.bbb.ccc', value: 1 }] }),
    ],
    // The screenshot's notes (docs/rules.md, Reading the payment from a screenshot): a kind, never a value.
    ['a note with a value', JSON.stringify({ ...GOOD, events: [{ kind: 'ocr-note', detail: '₹150.50', value: 1 }] })],
    ['a note without its kind', JSON.stringify({ ...GOOD, events: [{ kind: 'ocr-note', value: 1 }] })],
    ['a value that is a string', event({ value: '12' })],
    ['an infinite value', '{"appId":"demo","language":"en","events":[{"kind":"done","value":1e400}]}'],
    ['a negative value', event({ value: -1 })],
    ['a value over an hour', event({ value: 3_600_001 })],
    ['an unsafe app id', JSON.stringify({ ...GOOD, appId: '<img src=x>' })],
    ['an app id of 65 characters', JSON.stringify({ ...GOOD, appId: 'a'.repeat(65) })],
    ['an app id that is a number', JSON.stringify({ ...GOOD, appId: 42 })],
    ['an unknown language', JSON.stringify({ ...GOOD, language: 'fr' })],
    ['no language', JSON.stringify({ ...GOOD, language: undefined })],
  ])('%s: 400', async (_name, body) => {
    const logs = silence();
    const { status, points } = await beacon(post(body));
    expect(status).toBe(400);
    expect(points).toEqual([]);
    for (const spy of Object.values(logs)) expect(spy).not.toHaveBeenCalled();
  });
});

describe('a flood', () => {
  it(`costs at most ${BEACON_POINTS_PER_MINUTE} points per isolate a minute (plus what refills meanwhile), answers 429 for what it drops, and one log line`, async () => {
    const logs = silence();
    const { points, dataset } = fakeDataset();
    const env = { ...baseEnv(), PAGE_EVENTS: dataset };
    // A fresh ticket per beacon: the flood comes from many pages, each within its ticket's allowance.
    const full = async () =>
      JSON.stringify({
        ...GOOD,
        ticket: await ticket(),
        events: Array.from({ length: BEACON_MAX_EVENTS }, () => ({ kind: 'submit-started', value: 1 })),
      });
    const startedAt = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await fetchWith(env, '/beacon', post(await full()))).status);
    const refilled = ((Date.now() - startedAt) * BEACON_POINTS_PER_MINUTE) / 60_000;
    // Every beacon the bucket took is 204, every one it dropped 429: a dropped point is never a silent 204.
    expect(new Set(statuses)).toEqual(new Set([204, 429]));
    expect(statuses.filter((status) => status === 204).length * BEACON_MAX_EVENTS).toBe(points.length);
    // Points no real link's funnel needs stop at the reserve (page-worker/beacon/budget.ts).
    expect(points.length).toBeGreaterThanOrEqual(BEACON_POINTS_PER_MINUTE - RESERVED_POINTS);
    expect(points.length).toBeLessThanOrEqual(
      BEACON_POINTS_PER_MINUTE - RESERVED_POINTS + refilled + BEACON_MAX_EVENTS,
    );
    expect(points.length).toBeLessThan(40 * BEACON_MAX_EVENTS);
    // The drops are counted in one line (at most one a minute), never one per beacon.
    expect(logs.log).not.toHaveBeenCalled();
    expect(logs.warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logs.warn.mock.calls[0]?.[0]))).toEqual({
      event: 'beacon-points-dropped',
      count: BEACON_MAX_EVENTS,
    });
  });
});

// (docs/rules.md, Operations data): nothing is written without proof that a page was served.
describe('beacon tickets', () => {
  const withTicket = (value: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ ...GOOD, ticket: value, ...extra });

  it.each([
    ['no ticket', async () => JSON.stringify({ ...GOOD, ticket: undefined })],
    ['an empty ticket', async () => withTicket('')],
    ['a ticket that is not a string', async () => withTicket(42)],
    [
      'a forged ticket (another key)',
      async () =>
        withTicket(
          await issueTicket('x'.repeat(40), {
            host: new URL(BASE).host,
            appId: 'demo',
            language: 'en',
            verified: true,
            link: LINK,
          }),
        ),
    ],
    [
      'a ticket with its MAC changed',
      async () => {
        const good = await ticket();
        return withTicket(`${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`);
      },
    ],
    [
      'a ticket with its app id changed',
      async () => withTicket((await ticket()).replace('.demo.', '.shop.'), { appId: 'shop' }),
    ],
    [
      'a ticket made verified by hand',
      async () => withTicket((await ticket({ verified: false })).replace(/\.0\.([^.]*\.[^.]+\.[^.]+)$/, '.1.$1')),
    ],
    ['an expired ticket', async () => withTicket(await ticket({}, Date.now() - (TICKET_LIFETIME_S + 1) * 1000))],
    ['a ticket from the future', async () => withTicket(await ticket({}, Date.now() + 10 * 60_000))],
    ["another app id's ticket", async () => withTicket(await ticket({ appId: 'shop' }))],
    ["another language's ticket", async () => withTicket(await ticket({ language: 'hi' }))],
    ['an error screen ticket for an app id', async () => withTicket(await ticket({ appId: '' }))],
  ])('%s: 403, nothing written or logged', async (_name, body) => {
    const logs = silence();
    const { status, points } = await beacon(post(await body()));
    expect(status).toBe(403);
    expect(points).toEqual([]);
    for (const spy of Object.values(logs)) expect(spy).not.toHaveBeenCalled();
  });

  it('without BEACON_SECRET: 403 for every beacon, one log line per isolate, no crash', async () => {
    const logs = silence();
    const { points, dataset } = fakeDataset();
    const env = { ...baseEnv(), BEACON_SECRET: undefined, PAGE_EVENTS: dataset };
    for (let i = 0; i < 3; i += 1)
      expect((await fetchWith(env, '/beacon', post(JSON.stringify(GOOD)))).status).toBe(403);
    expect(points).toEqual([]);
    const page = await fetchWith(env, '/demo/a.b.c');
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('beaconTicket');
    expect(logs.warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '{"event":"beacons-off","reason":"BEACON_SECRET is not set"}',
    ]);
  });

  it('a ticket whose app id prefetch never found writes under the one fixed label', async () => {
    silence();
    const { status, points } = await beacon(post(withTicket(await ticket({ verified: false }))));
    expect(status).toBe(204);
    expect(points.map((point) => [point.indexes[0], point.blobs[4]])).toEqual(
      GOOD.events.map(() => [LINK, '(unverified)']),
    );
  });

  it(`one ticket writes at most ${BEACON_EVENTS_PER_TICKET} events, then 429`, async () => {
    silence();
    const { points, dataset } = fakeDataset();
    const env = { ...baseEnv(), PAGE_EVENTS: dataset };
    const body = JSON.stringify({
      ...GOOD,
      ticket: await ticket(),
      events: Array.from({ length: BEACON_MAX_EVENTS }, () => ({ kind: 'submit-started', value: 1 })),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await fetchWith(env, '/beacon', post(body))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(points).toHaveLength(BEACON_EVENTS_PER_TICKET);
  });

  it("the page's own ticket, from the link page's boot data, is accepted", async () => {
    silence();
    const { points, dataset } = fakeDataset();
    const env = { ...baseEnv(), PAGE_EVENTS: dataset };
    const html = await (await fetchWith(env, '/demo/a.b.c')).text();
    const boot = JSON.parse(
      html.split('<script type="application/json" id="boot">')[1]?.split('</script>')[0] ?? '{}',
    ) as { beaconTicket?: unknown };
    expect(typeof boot.beaconTicket).toBe('string');
    points.length = 0;
    const response = await fetchWith(env, '/beacon', post(withTicket(boot.beaconTicket)));
    expect(response.status).toBe(204);
    // EDGE_PREFETCH is off in these tests: no evidence the app id is real. The link's hash all the same.
    expect(points.map((point) => point.blobs[4])).toEqual(GOOD.events.map(() => '(unverified)'));
    expect(points.map((point) => point.indexes[0])).toEqual(GOOD.events.map(() => LINK));
  });
});

describe('only real app ids in the data', () => {
  it('1,000 page requests with random app ids add at most one row: the fixed label', async () => {
    silence();
    const { points, dataset } = fakeDataset();
    const env = { ...baseEnv(), PAGE_EVENTS: dataset };
    for (let i = 0; i < 1000; i += 1) {
      const appId = `app${crypto.randomUUID().slice(0, 8)}`;
      await fetchWith(env, i % 2 ? `/${appId}/a.b.c` : `/${appId}%3Cx/a.b.c`);
    }
    expect(points).toHaveLength(1000);
    expect(new Set(points.map((point) => point.blobs[4]))).toEqual(new Set(['(unverified)']));
    // The index is the link's hash (one token here) or, for the invalid links, the no-link label.
    expect(new Set(points.map((point) => point.indexes[0]))).toEqual(new Set([LINK, '(no link)']));
  });
});
