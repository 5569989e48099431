/**
 * `POST /beacon` (docs/rules.md, Operations data): a small validated schema becomes exactly one
 * data point per event in the PAGE_EVENTS binding (a fake here); anything else (another method,
 * an oversize, malformed or foreign body) is refused with nothing written and nothing logged,
 * and a flood costs at most a bounded number of points.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_MAX_BYTES, BEACON_MAX_EVENTS } from '../../common/page-events.ts';
import { BEACON_POINTS_PER_MINUTE } from '../../worker/beacon.ts';
import { BASE, baseEnv, fakeDataset, fetchWith } from './helpers.ts';

const GOOD = {
  appId: 'demo',
  language: 'en',
  events: [
    { kind: 'step-2', detail: 'upi', value: 1840 },
    { kind: 'submit-started', value: 9120 },
    { kind: 'vital', detail: 'LCP', value: 1234.5 },
    { kind: 'vital', detail: 'CLS', value: 0.012 },
    { kind: 'error-screen', detail: 'load', value: 300 },
  ],
};

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
      ...post(JSON.stringify(GOOD)),
      cf: { colo: 'BOM', country: 'IN', city: 'Mumbai', clientTcpRtt: 30 },
    };
    const { status, body, points } = await beacon(init);
    expect(status).toBe(204);
    expect(body).toBe('');
    expect(points).toEqual([
      { indexes: ['demo'], blobs: ['step-2', 'upi', 'en', 'BOM', 'demo', 'IN'], doubles: [0, 0, 0, 1840] },
      { indexes: ['demo'], blobs: ['submit-started', '', 'en', 'BOM', 'demo', 'IN'], doubles: [0, 0, 0, 9120] },
      { indexes: ['demo'], blobs: ['vital', 'LCP', 'en', 'BOM', 'demo', 'IN'], doubles: [0, 0, 0, 1234.5] },
      { indexes: ['demo'], blobs: ['vital', 'CLS', 'en', 'BOM', 'demo', 'IN'], doubles: [0, 0, 0, 0.012] },
      { indexes: ['demo'], blobs: ['error-screen', 'load', 'en', 'BOM', 'demo', 'IN'], doubles: [0, 0, 0, 300] },
    ]);
    // Nothing per beacon in the logs.
    for (const spy of Object.values(logs)) expect(spy).not.toHaveBeenCalled();
  });

  it('is accepted as application/json too, and from this origin', async () => {
    silence();
    const { status, points } = await beacon(post(JSON.stringify(GOOD), 'application/json', { Origin: BASE }));
    expect(status).toBe(204);
    expect(points).toHaveLength(GOOD.events.length);
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
      { indexes: ['demo'], blobs: ['done', '', 'en', '', 'demo', ''], doubles: [0, 0, 0, 12_000] },
    ]);
  });

  it('takes a beacon without an app id (an error screen on a route that has none)', async () => {
    silence();
    const { status, points } = await beacon(
      post(
        JSON.stringify({
          appId: null,
          language: 'hi',
          events: [{ kind: 'error-screen', detail: 'not-found', value: 0 }],
        }),
      ),
    );
    expect(status).toBe(204);
    expect(points).toEqual([
      { indexes: [''], blobs: ['error-screen', 'not-found', 'hi', '', '', ''], doubles: [0, 0, 0, 0] },
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
    [
      'an unknown error kind',
      JSON.stringify({ ...GOOD, events: [{ kind: 'error-screen', detail: '/demo/aaa.bbb.ccc', value: 1 }] }),
    ],
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
  it(`costs at most ${BEACON_POINTS_PER_MINUTE} points per isolate a minute (plus what refills meanwhile), and one log line`, async () => {
    const logs = silence();
    const { points, dataset } = fakeDataset();
    const env = { ...baseEnv(), PAGE_EVENTS: dataset };
    const full = JSON.stringify({
      ...GOOD,
      events: Array.from({ length: BEACON_MAX_EVENTS }, () => ({ kind: 'done', value: 1 })),
    });
    const startedAt = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await fetchWith(env, '/beacon', post(full))).status);
    const refilled = ((Date.now() - startedAt) * BEACON_POINTS_PER_MINUTE) / 60_000;
    expect(new Set(statuses)).toEqual(new Set([204]));
    expect(points.length).toBeGreaterThanOrEqual(BEACON_POINTS_PER_MINUTE);
    expect(points.length).toBeLessThanOrEqual(BEACON_POINTS_PER_MINUTE + refilled + BEACON_MAX_EVENTS);
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
