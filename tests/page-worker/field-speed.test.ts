/**
 * Field speed against reloads (docs/security.md, 'Attacks and the tests that stop them'): the rows
 * the page worker writes for real links' pages (verified tickets, the edge prefetch answered by a
 * stub payment worker), counted by docs/operations.md's field-speed query as
 * harness/operations-queries.ts evaluates it on the local record, the same rules the end-to-end
 * test applies to the local stack's rows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldSpeedP75, fieldSpeedValues } from '../../harness/operations-queries.ts';
import { CLS_MAX, VITAL_MAX_MS } from '../../page-worker/operations/data-points.ts';
import { beaconOf, post, stack } from './beacon-stack.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Ten payers' links, each loaded once, with an LCP from 1,000 to 1,900 ms. */
const PAYERS = Array.from({ length: 10 }, (_, at) => ({ token: `payer.link.t${at}`, lcp: 1000 + 100 * at }));
const SLOW = 'slow.link.token';

function payees() {
  return stack({}, [...PAYERS.map((payer) => payer.token), SLOW]);
}

describe('field speed counts links', () => {
  it('one ticket writes each metric once: 60 LCPs from one page load are one row, the rest 429', async () => {
    const { points, fetch, pageTicket } = payees();
    const ticket = await pageTicket(`/demo/${SLOW}`);
    const lcp = (count: number) =>
      Array.from({ length: count }, () => ({ kind: 'vital', detail: 'LCP', value: 60_000 }));
    const answers = [(await fetch('/beacon', post(beaconOf(ticket, lcp(20))))).status];
    for (let beacon = 0; beacon < 40; beacon += 1)
      answers.push((await fetch('/beacon', post(beaconOf(ticket, lcp(1))))).status);
    // Each of the other metrics once, in one beacon with a repeat of LCP: those are written, it is not.
    const others = ['INP', 'CLS', 'FCP', 'TTFB'].map((metric) => ({ kind: 'vital', detail: metric, value: 1 }));
    answers.push((await fetch('/beacon', post(beaconOf(ticket, [...others, ...lcp(1)])))).status);
    expect(answers).toEqual(Array.from({ length: 42 }, () => 429));
    const vitals = points.filter((point) => point.blobs[0] === 'vital').map((point) => point.blobs[1]);
    expect(vitals).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
  });

  it('one link loaded a hundred times moves the p75 no more than one load does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { points, fetch, pageTicket } = payees();
    const load = async (token: string, value: number) => {
      const ticket = await pageTicket(`/demo/${token}`);
      // Each page load tries five LCPs of its own: its ticket takes one.
      const lcp = Array.from({ length: 5 }, () => ({ kind: 'vital', detail: 'LCP', value }));
      return (await fetch('/beacon', post(beaconOf(ticket, lcp)))).status;
    };
    for (const payer of PAYERS) await load(payer.token, payer.lcp);
    const payersOnly = fieldSpeedP75(points, 'LCP');
    expect(await load(SLOW, 60_000)).toBe(429);
    const once = fieldSpeedP75(points, 'LCP');
    const answers: number[] = [];
    for (let reload = 1; reload < 100; reload += 1) answers.push(await load(SLOW, 60_000));
    const hundred = fieldSpeedP75(points, 'LCP');

    // The rows: one LCP per page load, 110 in all; the query sees eleven links.
    expect(answers).toEqual(Array.from({ length: 99 }, () => 429));
    expect(points.filter((point) => point.blobs[0] === 'vital')).toHaveLength(110);
    expect(fieldSpeedValues(points, 'LCP')).toHaveLength(11);
    // The slow link moves the p75 one link's worth (1,700 to 1,800 ms), however often it loads.
    expect([payersOnly, once, hundred]).toEqual([1700, 1800, 1800]);
  });

  it('leaves out each vital past its ceiling: a CLS of 3,600,000 is not counted, one of 10 is', async () => {
    const { points, fetch, pageTicket } = payees();
    const vital = async (token: string, metric: string, value: number) => {
      const ticket = await pageTicket(`/demo/${token}`);
      return (await fetch('/beacon', post(beaconOf(ticket, [{ kind: 'vital', detail: metric, value }])))).status;
    };
    const [first, second] = PAYERS;
    // Past each ceiling: left out, the beacon still answered 204 (nothing else in it was dropped).
    expect(await vital(SLOW, 'CLS', 3_600_000)).toBe(204);
    expect(await vital(SLOW, 'CLS', CLS_MAX + 0.0001)).toBe(204);
    for (const metric of ['LCP', 'INP', 'FCP', 'TTFB']) expect(await vital(SLOW, metric, VITAL_MAX_MS + 1)).toBe(204);
    expect(points.filter((point) => point.blobs[0] === 'vital')).toEqual([]);
    // At each ceiling: written.
    expect(await vital(first!.token, 'CLS', CLS_MAX)).toBe(204);
    expect(await vital(second!.token, 'INP', VITAL_MAX_MS)).toBe(204);
    const vitals = points.filter((point) => point.blobs[0] === 'vital');
    expect(vitals.map((point) => [point.blobs[1], point.doubles[3]])).toEqual([
      ['CLS', CLS_MAX],
      ['INP', VITAL_MAX_MS],
    ]);
    expect(fieldSpeedValues(points, 'CLS')).toEqual([CLS_MAX]);
  });
});
