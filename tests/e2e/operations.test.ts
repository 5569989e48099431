/**
 * What operations see of a payer (docs/rules.md, Operations data and Logs), end to end: the page
 * worker's request log line and data point for the link, then the browser's funnel events and Core
 * Web Vitals as data points, the funnel in order, each with only the allowed fields and in the
 * payer's language. The local stack
 * binds PAGE_EVENTS to a wrapper that prints every point (harness/data-points-log.ts); its
 * `onLogLine` hands them here.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request as PwRequest } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { DEV_BEACON_SECRET, type StackLogLine } from '../../harness/local-stack.ts';
import { conversions, fieldSpeedValues, funnelCounts } from '../../harness/operations-queries.ts';
import { base64urlEncode, utf8 } from '../../common/encoding.ts';
import { BEACON_EVENTS_PER_TICKET, issueTicket, readTicket } from '../../page-worker/beacon/beacon-ticket.ts';
import { NO_LINK, UNVERIFIED_APP } from '../../page-worker/operations/data-points.ts';
import { BEACON_MAX_EVENTS } from '../../common/page-events.ts';
import { readPointLine, readRequestLine, type LoggedPoint } from '../../harness/data-points-log.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { languages } from '../../page/i18n/languages.ts';
import { chooseFirstCard, clickCard, setVisible, submitUtr, tinyPng, waitForDone, waitForStep } from './steps.ts';
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
    const funnel = seen.points.filter((point) => !isVital(point));
    const order = ['link:served', 'step-2:upi', 'submit-started', 'submitted', 'done', 'redirected'];
    // Each once; the request first, as it comes before the page.
    expect(funnel.map(label).sort()).toEqual([...order].sort());
    expect(label(funnel[0] as LoggedPoint)).toBe('link:served');
    // Beacons are separate requests and may arrive out of order ('submitted' and 'done' leave
    // within a millisecond): the order is the page's own, the milliseconds each one carries.
    const pageTimes = order.slice(1).map((name) => funnel.find((point) => label(point) === name)?.doubles[3] ?? -1);
    expect(Math.min(...pageTimes)).toBeGreaterThanOrEqual(0);
    expect(pageTimes).toEqual([...pageTimes].sort((a, b) => a - b));
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
      blobs: ['link', 'served', 'en', expect.any(String) as unknown, 'demo', '', ''],
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

describe('a beacon the page worker drops (docs/rules.md, Operations data)', () => {
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
    // The reporter may have sent the first vitals while idle, before the choice: step 2 then comes in
    // a beacon of its own, when the page is hidden.
    const keysSent = () =>
      beacons
        .flatMap((body) => (JSON.parse(body) as { events: { kind: string; detail: string }[] }).events)
        .map((event) => `${event.kind}:${event.detail}`);
    await expect.poll(keysSent, { timeout: 15_000 }).toContain('step-2:upi');
    // Each event once: a 429 is never retried.
    const keys = keysSent();
    expect(keys).toEqual([...new Set(keys)]);
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
      .toEqual(['link:refused', 'error-screen:unauthorized']);
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
    await clickCard(page);
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
 * The attacks on the data points (docs/security.md, 'Attacks and the tests that stop them') against
 * the local stack: for each, what the page worker answered, the rows it wrote (the local record,
 * harness/data-points-log.ts) and what docs/operations.md's funnel, conversion and field-speed
 * queries count of them (harness/operations-queries.ts). An attack's rows are found by the link
 * hash its page's ticket carries (`index1`), or, for pages without a link, by their kind and
 * place in the record. Ticket flooding (10,000 tickets) stays in tests/page-worker/beacon-attacks.test.ts:
 * end to end it would be 10,000 page loads, and its rows are the bucket's anyway.
 */
describe('the local record of data points, counted as the documented queries count', () => {
  const post = (body: unknown) =>
    fetch(`${e2e.stack.pageUrl}/beacon`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
    });
  const beacon = (appId: string | null, ticket: string, events: unknown[]) => ({
    appId,
    language: 'en',
    events,
    ticket,
  });
  /** A page's status, its beacon ticket ('' for none) and what the ticket says: the link hash, verified. */
  const pageOf = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init);
    const body = await response.text();
    const ticket = /"beaconTicket":"([^"]+)"/.exec(body)?.[1] ?? '';
    const facts = await readTicket([DEV_BEACON_SECRET], ticket, new URL(e2e.stack.pageUrl).host);
    return { status: response.status, body, ticket, link: facts?.link ?? null, verified: facts?.verified ?? null };
  };
  /** How many times each value occurs. */
  const tally = (values: readonly (string | number)[]) =>
    values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
  /** The rows, as the queries see them. */
  const counted = (points: readonly LoggedPoint[]) => ({
    rows: tally(points.map(label)),
    apps: [...new Set(points.map((point) => point.blobs[4]))],
    funnel: funnelCounts(points),
    conversion: conversions(points),
    fieldSpeedLcp: fieldSpeedValues(points, 'LCP'),
  });
  const nothingCounted = { funnel: {}, conversion: {}, fieldSpeedLcp: [] };
  const madeUpToken = () => [9, 12, 15].map((bytes) => randomBytes(bytes).toString('base64url')).join('.');
  const isRoute = (point: LoggedPoint) => point.doubles[0] !== 0;

  // One test, so the record it reads is one stretch of lines; the flood comes last, since it leaves
  // this stack's isolate without points for a while.
  it('each attack: its answers, the rows it wrote, and what the funnel, conversion and field speed count', async () => {
    const from = lines.length;
    const appId = 'attack-funnel';
    const link = await e2e.link({ appId });

    // Five page loads of one link; each ticket sends step 2, then done 60 times. The last ticket
    // also sends an LCP of an hour (left out at write time) and one of 1.2 s (counted).
    const reload = { pages: [] as { status: number; verified: boolean | null }[], answers: [] as number[] };
    const links = new Set<string | null>();
    let lastTicket = '';
    for (let load = 0; load < 5; load += 1) {
      const page = await pageOf(link);
      reload.pages.push({ status: page.status, verified: page.verified });
      links.add(page.link);
      lastTicket = page.ticket;
      reload.answers.push(
        (await post(beacon(appId, page.ticket, [{ kind: 'step-2', detail: 'upi', value: 900 }]))).status,
      );
      for (let i = 0; i < 60; i += 1)
        reload.answers.push((await post(beacon(appId, page.ticket, [{ kind: 'done', value: 5000 + i }]))).status);
    }
    for (const value of [3_600_000, 1200])
      reload.answers.push((await post(beacon(appId, lastTicket, [{ kind: 'vital', detail: 'LCP', value }]))).status);
    const [realLink] = links;

    // The same link's ticket as another host would sign it (staging presented to production).
    const foreignLink = 'ForeignHostLink0';
    const foreignTicket = await issueTicket(DEV_BEACON_SECRET, {
      host: 'localhost:1',
      appId,
      language: 'en',
      verified: true,
      link: foreignLink,
    });
    const foreign = (await post(beacon(appId, foreignTicket, [{ kind: 'done', value: 1 }]))).status;

    // A malformed link's error page, which costs nothing to ask for, carries no ticket: an LCP of an
    // hour, and one of 4.3 s, sent with what it has.
    const errorPage = await pageOf(`${e2e.stack.pageUrl}/${appId}/a.b`);
    const errorAnswers: number[] = [];
    for (const value of [3_600_000, 4321])
      errorAnswers.push((await post(beacon(null, errorPage.ticket, [{ kind: 'vital', detail: 'LCP', value }]))).status);

    // Three made-up, well-formed tokens under the real app id: each gets a page (the payment worker
    // refuses it: the error screen), a ticket and a link hash of its own; each ticket sends step 2 and done.
    const madeUp = { pages: [] as { status: number; verified: boolean | null }[], answers: [] as number[] };
    const madeUpLinks = new Set<string>();
    for (let at = 0; at < 3; at += 1) {
      const page = await pageOf(`${e2e.stack.pageUrl}/${appId}/${madeUpToken()}`);
      madeUp.pages.push({ status: page.status, verified: page.verified });
      madeUpLinks.add(page.link ?? '');
      for (const event of [
        { kind: 'step-2', detail: 'upi', value: 900 },
        { kind: 'done', value: 5000 },
      ])
        madeUp.answers.push((await post(beacon(appId, page.ticket, [event]))).status);
    }

    // A 405 (PUT on the link's path), then a 404: no page for either, so no ticket.
    const routesFrom = lines.length;
    const put = await pageOf(link, { method: 'PUT', body: 'x' });
    const notFound = await pageOf(`${e2e.stack.pageUrl}/${appId}/a.b.c/extra`);
    // Requests one after the other, lines in order: any row of the PUT comes before the 404's.
    await expect
      .poll(() =>
        lines
          .slice(routesFrom)
          .flatMap((line) => readPointLine(line.text) ?? [])
          .some(isRoute),
      )
      .toBe(true);
    const routeRows = lines
      .slice(routesFrom)
      .flatMap((line) => (line.worker === 'page' ? (readPointLine(line.text) ?? []) : []))
      .filter(isRoute);

    // A flood past the isolate's point bucket: a fresh page (ticket) every three beacons of 20 points
    // (each ticket's allowance), until the bucket refuses. What it drops is answered 429, never 204.
    const floodApp = 'attack-flood';
    const floodLink = await e2e.link({ appId: floodApp });
    const flood = { answers: [] as number[], pages: 0, link: '' };
    const full = Array.from({ length: BEACON_MAX_EVENTS }, () => ({ kind: 'submit-started', value: 1 }));
    // At most 40 pages, 2,400 points: four times the bucket (docs/rules.md, Operations data).
    while (!flood.answers.includes(429) && flood.pages < 40) {
      const page = await pageOf(floodLink);
      flood.pages += 1;
      flood.link = page.link ?? '';
      for (let i = 0; i < BEACON_EVENTS_PER_TICKET / BEACON_MAX_EVENTS && !flood.answers.includes(429); i += 1)
        flood.answers.push((await post(beacon(floodApp, page.ticket, full))).status);
    }
    const floodWritten = flood.answers.filter((status) => status === 204).length * BEACON_MAX_EVENTS;

    // One more page load of the flood's link: its request row is the last line the page worker writes,
    // and requests are answered one after the other, so once it is in, every row before it is.
    await pageOf(floodLink);
    const rows = () =>
      lines.slice(from).flatMap((line) => (line.worker === 'page' ? (readPointLine(line.text) ?? []) : []));
    const ofLink = (hash: string) => rows().filter((point) => point.indexes[0] === hash);
    await expect
      .poll(() => ofLink(flood.link).filter((point) => point.blobs[0] === 'link').length)
      .toBe(flood.pages + 1);
    const noLink = rows().filter((point) => point.indexes[0] === NO_LINK);
    const madeUpRows = rows().filter((point) => madeUpLinks.has(point.indexes[0] ?? ''));
    /** Every attack app's and (unverified) row the queries would show on the whole record. */
    const ofAttacks = <T>(counts: Record<string, T>) =>
      Object.fromEntries(Object.entries(counts).filter(([key]) => /^(attack-|\(unverified\))/.test(key)));

    expect({
      'five page loads of one link, each ticket: step 2, done 60 times; an LCP of an hour and one of 1.2 s': {
        pages: reload.pages,
        answers: tally(reload.answers),
        links: links.size,
        ...counted(ofLink(realLink ?? '')),
      },
      "the link's ticket signed for another host": { answer: foreign, ...counted(ofLink(foreignLink)) },
      "a malformed link's page, no ticket: an LCP of an hour and one of 4.3 s": {
        page: { status: errorPage.status, ticket: errorPage.ticket },
        answers: errorAnswers,
        ...counted(noLink.filter((point) => ['invalid-link', 'vital'].includes(point.blobs[0] ?? ''))),
      },
      'three made-up tokens, each ticket: step 2 and done': {
        pages: madeUp.pages,
        answers: tally(madeUp.answers),
        links: madeUpLinks.size,
        ...counted(madeUpRows),
      },
      'PUT on the link path, then a 404': {
        answers: [put.status, notFound.status],
        bodies: [put.body.length, notFound.body.includes('beaconTicket')],
        tickets: [put.ticket, notFound.ticket],
        ...counted(routeRows),
      },
      'a flood past the point bucket': {
        last: flood.answers.at(-1),
        before: new Set(flood.answers.slice(0, -1)),
        funnel: funnelCounts(ofLink(flood.link)),
        rows: tally(ofLink(flood.link).map(label)),
      },
      'the whole record': { funnel: ofAttacks(funnelCounts(rows())), conversion: ofAttacks(conversions(rows())) },
    }).toEqual({
      'five page loads of one link, each ticket: step 2, done 60 times; an LCP of an hour and one of 1.2 s': {
        pages: Array.from({ length: 5 }, () => ({ status: 200, verified: true })),
        // Each ticket's first step 2 and done, and both vitals, get in; every repeat is 429, never a silent 204.
        answers: { 204: 5 * 2 + 2, 429: 5 * 59 },
        links: 1,
        // A row per page load, but one link at each step.
        rows: { 'link:served': 5, 'step-2:upi': 5, done: 5, 'vital:LCP': 1 },
        apps: [appId],
        funnel: { [`${appId} opened`]: 1, [`${appId} step-2`]: 1, [`${appId} done`]: 1 },
        conversion: { [appId]: { opened: 1, done: 1, conversion: 1 } },
        fieldSpeedLcp: [1200],
      },
      "the link's ticket signed for another host": { answer: 403, rows: {}, apps: [], ...nothingCounted },
      "a malformed link's page, no ticket: an LCP of an hour and one of 4.3 s": {
        page: { status: 400, ticket: '' },
        // Was a ticket worth 60 points (the 4.3 s written, as (unverified)); now nothing to send with.
        answers: [403, 403],
        rows: { 'invalid-link:none': 1 },
        apps: [UNVERIFIED_APP],
        ...nothingCounted,
      },
      'three made-up tokens, each ticket: step 2 and done': {
        pages: Array.from({ length: 3 }, () => ({ status: 200, verified: false })),
        answers: { 204: 6 },
        links: 3,
        // Written, under (unverified): the funnel and the conversion leave them out.
        rows: { 'link:refused': 3, 'step-2:upi': 3, done: 3 },
        apps: [UNVERIFIED_APP],
        ...nothingCounted,
      },
      'PUT on the link path, then a 404': {
        answers: [405, 404],
        bodies: [0, false],
        tickets: ['', ''],
        // The 404's request row, with no link: no query but the route errors' counts it. The 405 writes none.
        rows: { 'not-found:none': 1 },
        apps: [UNVERIFIED_APP],
        ...nothingCounted,
      },
      'a flood past the point bucket': {
        last: 429,
        before: new Set([204]),
        funnel: { [`${floodApp} opened`]: 1 },
        rows: { 'link:served': flood.pages + 1, 'submit-started': floodWritten },
      },
      // The made-up tokens, under the real app id, add nothing to its row, and (unverified) has none.
      'the whole record': {
        funnel: {
          [`${appId} opened`]: 1,
          [`${appId} step-2`]: 1,
          [`${appId} done`]: 1,
          [`${floodApp} opened`]: 1,
        },
        conversion: {
          [appId]: { opened: 1, done: 1, conversion: 1 },
          [floodApp]: { opened: 1, done: 0, conversion: 0 },
        },
      },
    });
    // The drop has its log line (at most one a minute).
    expect(lines.slice(from).some((line) => line.text.startsWith('{"event":"beacon-points-dropped"'))).toBe(true);
  });
});
