// The operations reporter (client/beacon/beacon.ts, docs/rules.md, Operations data) with web-vitals
// and sendBeacon stood in for: which metrics it listens to, how a metric and a funnel event look on
// the wire, that one moment's events go as one beacon once the browser is idle, and at once when the
// page is hidden or left.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { isUpi } from '../../common/channels.ts';
import type { Beacon } from '../../common/page-events.ts';

type Listener = (metric: Metric) => void;
const listeners = vi.hoisted(() => new Map<string, Listener>());

vi.mock('web-vitals', () => {
  const on = (name: string) => (listener: Listener) => void listeners.set(name, listener);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const { checked, startBeacon, vitalEvent } = await import('./beacon.ts');
// The page's rules, as the page hands them to the reporter.
const { REPORTER_RULES } = await import('./reporter-rules.ts');

/** A UPI option as the funnel hands it over with a step 2: no payee fields, an unknown payee. */
const UPI = { channel_id: 'u1', type: 'upi', upi_address: 'acme@okaxis' };

let beacons: { path: string; body: Beacon }[] = [];
/** The page's `pagehide` and `visibilitychange` listeners. */
let pageHide: (() => void)[] = [];
let visibilityChange: (() => void)[] = [];
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  listeners.clear();
  beacons = [];
  pageHide = [];
  visibilityChange = [];
  // The browser idle: the callback runs in a task of its own, after what was already queued.
  vi.stubGlobal('window', {
    requestIdleCallback: (callback: () => void) => setTimeout(callback, 0),
    cancelIdleCallback: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    setTimeout,
    clearTimeout,
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    if (type === 'pagehide') pageHide.push(listener);
    if (type === 'visibilitychange') visibilityChange.push(listener);
  });
  visibility = 'visible';
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility;
    },
  });
  vi.stubGlobal('navigator', {
    sendBeacon: (path: string, body: string) => {
      beacons.push({ path, body: JSON.parse(body) as Beacon });
      return true;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets the reporter's batch go out: once the browser is idle. */
const flushed = () => new Promise<void>((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

/** Waits until the reporter listens to all five metrics: it starts one per idle moment. */
async function allListening(): Promise<void> {
  while (listeners.size < 5) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A metric as the library reports it, with only the fields the reporter reads. */
const metric = (name: Metric['name'], value: number) => ({ name, value }) as Metric;
/** The library reporting a metric to the reporter's listener. */
const fire = (name: Metric['name'], value: number) => listeners.get(name)?.(metric(name, value));

describe('Core Web Vitals', () => {
  it('listens to LCP, INP, CLS, FCP and TTFB once started, INP at once and each other in an idle moment of its own', async () => {
    startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    expect([...listeners.keys()]).toEqual(['INP']);
    const heard: string[][] = [];
    for (let moment = 0; moment < 4; moment++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      heard.push([...listeners.keys()]);
    }
    expect(heard).toEqual([
      ['INP', 'LCP'],
      ['INP', 'LCP', 'CLS'],
      ['INP', 'LCP', 'CLS', 'FCP'],
      ['INP', 'LCP', 'CLS', 'FCP', 'TTFB'],
    ]);
  });

  it('sends each metric as a vital event in the language on screen, to the page worker', async () => {
    startBeacon('demo', 'ticket-1', () => 'hi', REPORTER_RULES);
    await allListening();
    fire('TTFB', 83.4);
    fire('FCP', 412.6);
    await flushed();
    fire('CLS', 0.0123456);
    await flushed();
    expect(beacons).toEqual([
      {
        path: '/beacon',
        body: {
          appId: 'demo',
          language: 'hi',
          events: [
            { kind: 'vital', detail: 'TTFB', value: 83 },
            { kind: 'vital', detail: 'FCP', value: 413 },
          ],
          // The page worker's beacon ticket travels with every beacon (docs/rules.md, Operations data).
          ticket: 'ticket-1',
        },
      },
      {
        path: '/beacon',
        body: {
          appId: 'demo',
          language: 'hi',
          events: [{ kind: 'vital', detail: 'CLS', value: 0.0123 }],
          ticket: 'ticket-1',
        },
      },
    ]);
  });

  it('keeps a value within what the page worker accepts', async () => {
    startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    fire('LCP', 9_999_999);
    await flushed();
    expect(beacons[0]?.body.events).toEqual([{ kind: 'vital', detail: 'LCP', value: 3_600_000 }]);
  });

  it('rounds milliseconds to whole ones and CLS to four decimals', () => {
    expect(vitalEvent(metric('INP', 56.5))).toEqual({ kind: 'vital', detail: 'INP', value: 57 });
    expect(vitalEvent(metric('CLS', 0.25))).toEqual({ kind: 'vital', detail: 'CLS', value: 0.25 });
    expect(vitalEvent(metric('CLS', 0))).toEqual({ kind: 'vital', detail: 'CLS', value: 0 });
  });
});

describe('when it sends', () => {
  it('not in the task that reported the events, but once the browser is idle', async () => {
    const send = startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    send([{ kind: 'step-2', detail: '', value: 20, channel: UPI }]);
    await Promise.resolve();
    expect(beacons).toEqual([]);
    await flushed();
    expect(beacons.map((beacon) => beacon.body.events)).toEqual([
      [{ kind: 'step-2', detail: 'upi', value: 20, payee: 'unknown' }],
    ]);
  });

  it('at the end of the task when the page is hidden: it paints no frame, and web-vitals reports CLS and INP then', async () => {
    startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    visibility = 'hidden';
    fire('CLS', 0.01);
    fire('INP', 120);
    await Promise.resolve();
    expect(beacons.map((beacon) => beacon.body.events)).toEqual([
      [
        { kind: 'vital', detail: 'CLS', value: 0.01 },
        { kind: 'vital', detail: 'INP', value: 120 },
      ],
    ]);
  });

  it('each metric once: a CLS and INP grown by a second hide are not sent, as the page worker would refuse them', async () => {
    startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    visibility = 'hidden';
    fire('CLS', 0.01);
    fire('INP', 120);
    await Promise.resolve();
    fire('CLS', 0.2);
    fire('INP', 300);
    fire('LCP', 900);
    await Promise.resolve();
    expect(beacons.map((beacon) => beacon.body.events)).toEqual([
      [
        { kind: 'vital', detail: 'CLS', value: 0.01 },
        { kind: 'vital', detail: 'INP', value: 120 },
      ],
      [{ kind: 'vital', detail: 'LCP', value: 900 }],
    ]);
  });

  it('at once when the page is hidden, as a payer leaving for their UPI app hides it, and nothing twice', async () => {
    const send = startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    send([{ kind: 'step-2', detail: '', value: 20, channel: UPI }]);
    visibility = 'hidden';
    for (const listener of visibilityChange) listener();
    expect(beacons.map((beacon) => beacon.body.events)).toEqual([
      [{ kind: 'step-2', detail: 'upi', value: 20, payee: 'unknown' }],
    ]);
    await flushed();
    expect(beacons).toHaveLength(1);
  });

  it('not when the page is shown again, but once the browser is idle, as before', async () => {
    const send = startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    send([{ kind: 'step-2', detail: '', value: 20, channel: UPI }]);
    for (const listener of visibilityChange) listener();
    expect(beacons).toEqual([]);
    await flushed();
    expect(beacons).toHaveLength(1);
  });

  it('at once when the page is left, and nothing twice', async () => {
    const send = startBeacon('demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    send([{ kind: 'done', detail: '', value: 30 }]);
    for (const listener of pageHide) listener();
    expect(beacons.map((beacon) => beacon.body.events)).toEqual([[{ kind: 'done', detail: '', value: 30 }]]);
    await flushed();
    expect(beacons).toHaveLength(1);
  });
});

describe('the funnel', () => {
  it('counts step 2 and done once, names an unknown channel type other, and drops an unsafe app id', async () => {
    const send = startBeacon('../demo', 'ticket-1', () => 'en', REPORTER_RULES);
    await allListening();
    send([{ kind: 'step-2', detail: '', value: 10, channel: { channel_id: 'w1', type: 'wallet' } }]);
    send([
      { kind: 'step-2', detail: '', value: 20, channel: UPI },
      { kind: 'done', detail: '', value: 30 },
    ]);
    send([{ kind: 'done', detail: '', value: 40 }]);
    await flushed();
    expect(beacons).toEqual([
      {
        path: '/beacon',
        body: {
          appId: null,
          language: 'en',
          events: [
            { kind: 'step-2', detail: 'other', value: 10 },
            { kind: 'done', detail: '', value: 30 },
          ],
          ticket: 'ticket-1',
        },
      },
    ]);
  });
});

describe('who the payee is, on a UPI step 2 (docs/rules.md, Who the payee is)', () => {
  it("sends the payee's kind and nothing else of the channel", () => {
    const step2 = (channel: object | null) =>
      checked({ kind: 'step-2', detail: '', value: 5, channel } as never, isUpi);
    expect(step2({ ...UPI, payee_type: 'merchant', payee_name: 'ACME', merchant_code: '5816' })).toEqual({
      kind: 'step-2',
      detail: 'upi',
      value: 5,
      payee: 'merchant',
    });
    expect(step2({ ...UPI, payee_type: 'personal', payee_name: 'RAVI KUMAR' })).toEqual({
      kind: 'step-2',
      detail: 'upi',
      value: 5,
      payee: 'personal',
    });
    expect(step2(UPI)).toEqual({ kind: 'step-2', detail: 'upi', value: 5, payee: 'unknown' });
    // No payee on a bank transfer, an unknown type or no channel at all.
    expect(step2({ channel_id: 'b1', type: 'bank_transfer', bank_name: 'HDFC Bank' })).toEqual({
      kind: 'step-2',
      detail: 'bank_transfer',
      value: 5,
    });
    expect(step2({ channel_id: 'w1', type: 'wallet', payee_type: 'personal' })).toEqual({
      kind: 'step-2',
      detail: 'other',
      value: 5,
    });
    expect(step2(null)).toEqual({ kind: 'step-2', detail: 'other', value: 5 });
  });
});
