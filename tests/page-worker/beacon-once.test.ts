/**
 * What one beacon ticket writes once (docs/rules.md, Operations data; the rule is onceKey in
 * common/page-events.ts, which the browser's reporter keeps too): step 2, done and the error screen,
 * and each vital's metric. Here the error screen, which a ticket could write many times.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconOf, post, stack } from './beacon-stack.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const errorScreens = (count: number, detail = 'load') =>
  Array.from({ length: count }, () => ({ kind: 'error-screen', detail, value: 300 }));

describe('the error screen, once per ticket', () => {
  it('20 error screens from one page load, in one beacon and then one by one, write one row; the rest get 429', async () => {
    const { points, fetch, pageTicket } = stack();
    const ticket = await pageTicket();
    const answers = [(await fetch('/beacon', post(beaconOf(ticket, errorScreens(20))))).status];
    for (const detail of ['load', 'call', 'chunk']) {
      answers.push((await fetch('/beacon', post(beaconOf(ticket, errorScreens(1, detail))))).status);
    }
    expect(answers).toEqual([429, 429, 429, 429]);
    expect(points.filter((point) => point.blobs[0] === 'error-screen')).toHaveLength(1);
  });

  it("another page load's ticket writes its own, and the events that may repeat still do", async () => {
    const { points, fetch, pageTicket } = stack();
    for (let load = 0; load < 2; load += 1) {
      const ticket = await pageTicket();
      const events = [...errorScreens(1), { kind: 'submit-started', value: 1 }, { kind: 'submit-started', value: 2 }];
      expect((await fetch('/beacon', post(beaconOf(ticket, events)))).status).toBe(204);
    }
    expect(points.filter((point) => point.blobs[0] === 'error-screen')).toHaveLength(2);
    expect(points.filter((point) => point.blobs[0] === 'submit-started')).toHaveLength(4);
  });
});
