// The isolate's budget of beacon points (page-worker/beacon/budget.ts, docs/rules.md, Operations data) on a fake clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_POINTS_PER_MINUTE, MAX_RESERVED_LINKS, RESERVED_POINTS, pointBudget } from './budget.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const still = () => 1_000_000;
const real = (link: string) => ({ verified: true, link });
const points = (kind: string, count: number) => Array.from({ length: count }, () => ({ kind }));

/** A budget whose shared room is spent: everything but the reserve taken by vitals. */
function floodedBudget() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const budget = pointBudget(still);
  let taken = 0;
  while (budget.spend({ verified: false, link: 'm' }, points('vital', 20)).every(Boolean)) taken += 20;
  expect(taken).toBe(BEACON_POINTS_PER_MINUTE - RESERVED_POINTS);
  return budget;
}

describe('pointBudget', () => {
  it("stops everything but a real link's first step 2, done and error screen at the reserve", () => {
    const budget = floodedBudget();
    expect(budget.spend({ verified: false, link: 'm' }, points('step-2', 1))).toEqual([false]);
    expect(budget.spend(real('r1'), points('vital', 1))).toEqual([false]);
    expect(budget.spend(real('r1'), [{ kind: 'step-2' }, { kind: 'vital' }, { kind: 'done' }])).toEqual([
      true,
      false,
      true,
    ]);
    expect(budget.spend(real('r1'), points('error-screen', 2))).toEqual([true, false]);
  });

  it('gives one link its reserve once: a reloaded real link cannot drain it', () => {
    const budget = floodedBudget();
    for (let load = 0; load < 50; load += 1) budget.spend(real('r1'), [{ kind: 'step-2' }, { kind: 'done' }]);
    // Fifty loads of one link took two points of the reserve: another link still has room.
    let links = 0;
    while (budget.spend(real(`r${links + 2}`), points('done', 1))[0]) links += 1;
    expect(links).toBe(RESERVED_POINTS - 2);
  });

  it('an unverified ticket or one with no link takes no reserve', () => {
    const budget = floodedBudget();
    expect(budget.spend({ verified: false, link: 'u1' }, points('done', 1))).toEqual([false]);
    expect(budget.spend({ verified: true, link: '' }, points('error-screen', 1))).toEqual([false]);
  });

  it('a reserved point dropped on an empty bucket leaves the link its reserve for later', () => {
    let now = 1_000_000;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const budget = pointBudget(() => now);
    for (let link = 0; link < BEACON_POINTS_PER_MINUTE; link += 1) budget.spend(real(`r${link}`), points('done', 1));
    expect(budget.spend(real('late'), points('done', 1))).toEqual([false]);
    now += 1000; // ten points refill
    expect(budget.spend(real('late'), points('done', 1))).toEqual([true]);
  });

  it(`forgets the first links past ${MAX_RESERVED_LINKS}, so it never grows`, () => {
    let now = 1_000_000;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const budget = pointBudget(() => now);
    for (let link = 0; link <= MAX_RESERVED_LINKS; link += 1) {
      now += 100; // a point a tenth of a second: the bucket never runs dry
      expect(budget.spend(real(`r${link}`), points('done', 1))).toEqual([true]);
    }
    // The first link's reserve was forgotten: it may take it again. The last one's was not.
    const flooded = () => {
      while (budget.spend({ verified: false, link: 'm' }, points('vital', 1))[0]);
    };
    flooded();
    expect(budget.spend(real(`r${MAX_RESERVED_LINKS}`), points('done', 1))).toEqual([false]);
    expect(budget.spend(real('r0'), points('done', 1))).toEqual([true]);
  });

  it('counts what it drops in one log line a minute, never per beacon', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const budget = pointBudget(still);
    for (let beacon = 0; beacon < 40; beacon += 1) budget.spend({ verified: false, link: 'm' }, points('vital', 20));
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['{"event":"beacon-points-dropped","count":20}']);
  });
});
