/**
 * What operations see of a payer (docs/rules.md, Operations data and Logs), end to end: the page
 * worker's request log line and data point for the link, then the browser's funnel events and Core
 * Web Vitals as data points, the funnel in order, each with only the allowed fields and in the
 * payer's language. The local stack
 * binds PAGE_EVENTS to a wrapper that prints every point (harness/data-points-log.ts); its
 * `onLogLine` hands them here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request as PwRequest } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { DEV_BEACON_SECRET, type StackLogLine } from '../../harness/local-stack.ts';
import { fieldSpeedValues, funnelCounts } from '../../harness/operations-queries.ts';
import { base64urlEncode, utf8 } from '../../common/encoding.ts';
import { issueTicket } from '../../worker/beacon-ticket.ts';
import { readPointLine, readRequestLine, type LoggedPoint } from '../../harness/data-points-log.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { catalogues } from '../../worker/catalogues.ts';
import { languages } from '../../page/i18n/languages.ts';
import { chooseFirstCard, setVisible, submitUtr, tinyPng, waitForDone, waitForStep } from './steps.ts';
import { pointProblems, requestProblems } from './operations-lines.ts';

const lines: StackLogLine[] = [];
let e2e: E2E;
let merchantUrl = '';
const merchant = createServer((_request, response) =>
  response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Merchant</h1>'),
);

beforeAll(async () => {
  merchantUrl = await new Promise<string>((resolve) =>
    merchant.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(merchant.address() as AddressInfo).port}`)),
  );
  e2e = await startE2E({ onLogLine: (line) => lines.push(line) });
});
afterAll(async () => {
  await e2e?.close();
  merchant.close();
});

/**
 * The points written since line `from` for one app id. Each test opens its links under an app id
 * of its own, because a page closed at the end of a test still reports (web-vitals sends LCP and
 * CLS when the page is hidden), and those late points would otherwise land in the next test.
 */
const pagePoints = (from: number, appId = 'demo'): LoggedPoint[] =>
  lines.slice(from).flatMap((line) => {
    const point = line.worker === 'page' ? readPointLine(line.text) : null;
    return point && point.blobs[4] === appId ? [point] : [];
  });
/** A point as `kind:detail`, the way the assertions read. */
const label = (point: LoggedPoint) => (point.blobs[1] ? `${point.blobs[0]}:${point.blobs[1]}` : (point.blobs[0] ?? ''));
/** A field-speed point: the reporter sends these whenever web-vitals has one, between the funnel's. */
const isVital = (point: LoggedPoint) => point.blobs[0] === 'vital';
/** The funnel's and the requests' points, without the vitals. */
const funnelPoints = (from: number, appId: string): LoggedPoint[] =>
  pagePoints(from, appId).filter((point) => !isVital(point));

/** Every point has the documented shape (docs/operations.md, 'Columns'), in the page's language, and nothing else. */
function expectAllowed(point: LoggedPoint, language = 'en'): void {
  expect(pointProblems(point)).toEqual([]);
  expect(point.blobs[2]).toBe(language);
}

describe('a payer who pays, submits and goes back to the merchant', () => {
  const seen = { points: [] as LoggedPoint[], beacons: [] as PwRequest[], texts: [] as string[], utr: '', token: '' };

  // The run itself, in a test of its own (steps poll, which a hook may not); the tests below read what it saw.
  it('goes all the way: link, step 2, a proof, submit, done, the merchant', async () => {
    const from = lines.length;
    const link = await e2e.link({ query: `redirect_url=${encodeURIComponent(`${merchantUrl}/return?order=42`)}` });
    seen.token = new URL(link).pathname.split('/')[2] ?? '';
    const watched = await e2e.open(link);
    const { page, errors } = watched;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/beacon') seen.beacons.push(request);
    });
    await chooseFirstCard(page);
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    seen.utr = String(Date.now()).slice(-12).padStart(12, '7');
    await submitUtr(page, seen.utr);
    await waitForDone(page);
    expect(errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
    await page.waitForURL(`${merchantUrl}/return?order=42`);
    // The redirect's beacon, sent as the page leaves, arrives after it; so do CLS and INP (and LCP,
    // unless the first click already settled it), which web-vitals reports when leaving hides the page.
    await expect
      .poll(() => pagePoints(from).map(label), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining(['redirected', ...['TTFB', 'FCP', 'LCP', 'CLS', 'INP'].map((name) => `vital:${name}`)]),
      );
    seen.points = pagePoints(from);
    seen.texts = lines.slice(from).map((line) => line.text);
    await page.context().close();
  });

  it('writes, in order: the link request, step 2, submit started, submitted, done, redirected', () => {
    expect(seen.points.filter((point) => !isVital(point)).map(label)).toEqual([
      'link:served',
      'step-2:upi',
      'submit-started',
      'submitted',
      'done',
      'redirected',
    ]);
  });

  it('writes the field speed once each: TTFB, FCP, LCP and CLS, and INP for the clicks and typing', () => {
    const vitals = seen.points.filter(isVital);
    const names = vitals.map((point) => point.blobs[1]);
    expect([...names].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const point of vitals) {
      expectAllowed(point);
      expect(point.blobs[4]).toBe('demo');
      // Milliseconds of a page on this machine (CLS: a small unitless score).
      expect(point.doubles[3]).toBeLessThan(point.blobs[1] === 'CLS' ? 1 : 60_000);
    }
  });

  it('each point has only the allowed fields, with the link request status and prefetch time, the beacons their country', () => {
    for (const point of seen.points) expectAllowed(point);
    const [request, ...beacons] = seen.points;
    expect(request).toMatchObject({
      blobs: ['link', 'served', 'en', expect.any(String) as unknown, 'demo', ''],
    });
    expect(request?.doubles[0]).toBe(200);
    for (const point of beacons) expect(point.blobs[4]).toBe('demo');
    // One link, one index: the request's and every beacon's link hash are the same (docs/operations.md, 'Columns').
    expect(new Set(seen.points.map((point) => point.indexes[0]))).toEqual(new Set([request?.indexes[0]]));
    expect(request?.indexes[0]).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // Funnel values grow with time since the page started (a vital's value is its measurement).
    const times = beacons.filter((point) => !isVital(point)).map((point) => point.doubles[3] ?? 0);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('logs one request line for the link, and nothing per beacon', () => {
    const requests = seen.texts.map(readRequestLine).filter((request) => request !== null);
    expect(requests.flatMap(requestProblems)).toEqual([]);
    expect(requests).toEqual([
      expect.objectContaining({
        event: 'page-request',
        kind: 'link',
        status: 200,
        appId: 'demo',
        prefetch: 'served',
        language: 'en',
      }),
    ]);
  });

  it('sends the beacons to its own origin as text/plain, carrying no token, UTR, address or URL', async () => {
    expect(seen.beacons.length).toBeGreaterThan(0);
    for (const request of seen.beacons) {
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).origin).toBe(e2e.stack.pageUrl);
      expect(request.headers()['content-type']).toMatch(/^text\/plain/);
      const body = request.postData() ?? '';
      expect(Object.keys(JSON.parse(body) as object)).toEqual(['appId', 'language', 'events', 'ticket']);
      for (const secret of [seen.token, seen.utr, 'okaxis', '@', 'redirect_url', 'return?order', '/demo/'])
        expect(body).not.toContain(secret);
    }
    const written = JSON.stringify([seen.points, seen.texts]);
    for (const secret of [seen.token, seen.utr, '@', 'order=42']) expect(written).not.toContain(secret);
  });
});

describe('field speed (docs/operations.md, Field speed)', () => {
  it('sends TTFB and FCP once the page is idle, and LCP and CLS when it is hidden, on beacons with only the allowed fields', async () => {
    const from = lines.length;
    const { page, errors } = await e2e.open(await e2e.link({ appId: 'field-speed' }));
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/beacon') bodies.push(request.postData() ?? '');
    });
    await waitForStep(page, catalogues.en.stepOptions);
    const vitals = () => pagePoints(from, 'field-speed').filter(isVital).map(label);
    await expect.poll(vitals, { timeout: 15_000 }).toEqual(expect.arrayContaining(['vital:TTFB', 'vital:FCP']));
    // The payer switches to another app: web-vitals reports what it keeps until the page is hidden.
    await setVisible(page, false);
    await expect
      .poll(() => [...vitals()].sort(), { timeout: 15_000 })
      .toEqual(['vital:CLS', 'vital:FCP', 'vital:LCP', 'vital:TTFB']);
    for (const point of pagePoints(from, 'field-speed')) expectAllowed(point);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      const beacon = JSON.parse(body) as { events: object[] };
      expect(Object.keys(beacon)).toEqual(['appId', 'language', 'events', 'ticket']);
      for (const event of beacon.events) expect(Object.keys(event)).toEqual(['kind', 'detail', 'value']);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a beacon the worker drops (docs/rules.md, Operations data)', () => {
  it("answered 429, costs the page nothing: no script error, no retry, only the browser's own line per answer", async () => {
    const { page, errors } = await e2e.open(await e2e.link({ appId: 'dropped' }), {}, async (page) => {
      // Every beacon answered as a full bucket answers it.
      await page.route('**/beacon', (route) => route.fulfill({ status: 429, body: '' }));
    });
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/beacon') beacons.push(request.postData() ?? '');
    });
    await waitForStep(page, catalogues.en.stepOptions);
    await chooseFirstCard(page);
    await setVisible(page, false);
    await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const sent = beacons.flatMap((body) => (JSON.parse(body) as { events: { kind: string; detail: string }[] }).events);
    // Each event once: a 429 is never retried.
    const keys = sent.map((event) => `${event.kind}:${event.detail}`);
    expect(keys).toEqual([...new Set(keys)]);
    expect(keys).toContain('step-2:upi');
    // Chromium itself logs every 4xx answer to a request, a beacon's too, and no script can stop it;
    // the page adds nothing: no uncaught error, no error of its own, one line per beacon it sent.
    // The browser logs each answer after the request is seen: wait until every beacon has its line.
    await expect.poll(() => errors.length - beacons.length, { timeout: 5_000 }).toBe(0);
    expect(new Set(errors)).toEqual(
      new Set(['Failed to load resource: the server responded with a status of 429 (Too Many Requests)']),
    );
    await page.context().close();
  });
});

describe('a payer whose link the payment worker refuses', () => {
  it('writes the link request (prefetch refused) and the error screen it shows', async () => {
    const from = lines.length;
    const expired = await createPayerLink({
      pageUrl: e2e.stack.pageUrl,
      appId: 'refused',
      amountPaise: 100,
      ttlSeconds: 60,
      now: new Date('2020-01-01T00:00:00Z'),
      secret: SANDBOX_JWT_SECRET,
    });
    const { page, errors } = await e2e.open(expired);
    await page.getByText('Something went wrong.').waitFor();
    // A refused prefetch is no evidence the app id is real: its points carry the fixed label (docs/rules.md, Operations data).
    await expect
      .poll(() => funnelPoints(from, '(unverified)').map(label), { timeout: 15_000 })
      .toEqual(['link:refused', 'error-screen:load']);
    expect(pagePoints(from, 'refused').map(label)).toEqual([]);
    for (const point of pagePoints(from, '(unverified)')) expectAllowed(point);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a payer in another language (docs/rules.md, Languages)', () => {
  it('writes the negotiated language on the request and on each beacon (the one its ticket names)', async () => {
    const from = lines.length;
    const { page, errors } = await e2e.open(await e2e.link({ appId: 'languages', query: 'lang=hi' }));
    await waitForStep(page, catalogues.hi.stepOptions);
    await page.getByTestId('channel-card').first().click();
    await waitForStep(page, catalogues.hi.stepPay);
    await expect
      .poll(() => funnelPoints(from, 'languages').map(label), { timeout: 15_000 })
      .toEqual(['link:served', 'step-2:upi']);
    for (const point of pagePoints(from, 'languages')) expectAllowed(point, 'hi');
    expect(lines.slice(from).flatMap((line) => readRequestLine(line.text) ?? [])).toEqual([
      expect.objectContaining({ kind: 'link', language: 'hi' }),
    ]);

    // Switched in place, the events keep the language the page was served in: the beacon ticket names it.
    await page.locator('.lang-toggle').click();
    await page.getByRole('link', { name: languages.ta.name, exact: true }).click();
    await waitForStep(page, catalogues.ta.stepPay);
    await submitUtr(page, String(Date.now()).slice(-12).padStart(12, '7'));
    await expect
      .poll(() => pagePoints(from, 'languages').map((point) => `${label(point)}/${point.blobs[2] ?? ''}`), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['submit-started/hi', 'done/hi']));
    for (const point of pagePoints(from, 'languages')) expect(pointProblems(point)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// (docs/rules.md, Operations data): a beacon without its page's ticket writes nothing.
describe('beacons without a valid ticket', () => {
  const post = (body: unknown) =>
    fetch(`${e2e.stack.pageUrl}/beacon`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
    });
  const events = [{ kind: 'done', detail: '', value: 1 }];

  it("get 403 and write no data point: none, forged, expired, or another app id's", async () => {
    const from = lines.length;
    const html = await (await fetch(await e2e.link({ appId: 'tickets-a' }))).text();
    const own = /"beaconTicket":"([^"]+)"/.exec(html)?.[1] ?? '';
    const host = new URL(e2e.stack.pageUrl).host;
    expect(own.startsWith(`v2.${base64urlEncode(utf8(host))}.tickets-a.en.`)).toBe(true);
    const facts = { host, appId: 'tickets-b', language: 'en', verified: true, link: '' };
    const bodies = [
      { appId: 'tickets-b', language: 'en', events },
      { appId: 'tickets-b', language: 'en', events, ticket: await issueTicket('f'.repeat(40), facts) },
      {
        appId: 'tickets-b',
        language: 'en',
        events,
        ticket: await issueTicket(DEV_BEACON_SECRET, facts, Date.now() - 2 * 3600_000),
      },
      { appId: 'tickets-b', language: 'en', events, ticket: own },
    ];
    for (const body of bodies) expect((await post(body)).status).toBe(403);
    // The page's own ticket still works from outside the page, for its own app id only.
    expect((await post({ appId: 'tickets-a', language: 'en', events, ticket: own })).status).toBe(204);
    await expect.poll(() => pagePoints(from, 'tickets-a').map(label), { timeout: 15_000 }).toContain('done');
    expect(pagePoints(from, 'tickets-b')).toEqual([]);
  });
});

/**
 * The attacks on the funnel (docs/security.md, 'Attacks and the tests that stop them') against the
 * local stack, and what docs/operations.md's queries would count on the rows it recorded: each
 * attack counts once or not at all.
 */
describe('the local record of data points, counted as the documented queries count', () => {
  const post = (body: unknown) =>
    fetch(`${e2e.stack.pageUrl}/beacon`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
    });
  const ticketOf = async (url: string) => /"beaconTicket":"([^"]+)"/.exec(await (await fetch(url)).text())?.[1];
  const beacon = (appId: string, ticket: string, events: unknown[]) => ({ appId, language: 'en', events, ticket });

  it('five page loads × 60 done, a replayed ticket, a foreign host, an LCP of an hour, a 404: one link opened, one step 2, one done', async () => {
    const from = lines.length;
    const appId = 'attack-funnel';
    const link = await e2e.link({ appId });
    const statuses: number[] = [];
    for (let load = 0; load < 5; load += 1) {
      const ticket = (await ticketOf(link)) ?? '';
      expect(ticket).not.toBe('');
      statuses.push((await post(beacon(appId, ticket, [{ kind: 'step-2', detail: 'upi', value: 900 }]))).status);
      for (let i = 0; i < 60; i += 1)
        statuses.push((await post(beacon(appId, ticket, [{ kind: 'done', value: 5000 + i }]))).status);
      // A field-speed outlier on a real ticket: left out at write time.
      statuses.push((await post(beacon(appId, ticket, [{ kind: 'vital', detail: 'LCP', value: 3_600_000 }]))).status);
    }
    // Each ticket's first step-2 and first done get in; every repeat is 429, never a silent 204.
    expect(statuses.filter((status) => status === 429)).toHaveLength(5 * 59);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 204)).toBe(true);
    // The same link's ticket on another host (what staging would present to production) is refused.
    const foreign = await issueTicket(DEV_BEACON_SECRET, {
      host: 'localhost:1',
      appId,
      language: 'en',
      verified: true,
      link: '',
    });
    expect((await post(beacon(appId, foreign, [{ kind: 'done', value: 1 }]))).status).toBe(403);
    // A route error gives no ticket to start with.
    const notFound = await fetch(`${e2e.stack.pageUrl}/${appId}/a.b.c/extra`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).not.toContain('beaconTicket');

    await expect.poll(() => pagePoints(from, appId).filter((point) => point.blobs[0] === 'done').length).toBe(5);
    const points = pagePoints(from, appId);
    // Five rows each for opened, step 2 and done (one per page load), but one link.
    expect(points.filter((point) => point.blobs[0] === 'link')).toHaveLength(5);
    expect(funnelCounts(points)).toEqual({
      [`${appId} opened`]: 1,
      [`${appId} step-2`]: 1,
      [`${appId} done`]: 1,
    });
    expect(fieldSpeedValues(points, 'LCP')).toEqual([]);
    expect(points.filter((point) => point.blobs[0] === 'vital')).toEqual([]);
  });
});
