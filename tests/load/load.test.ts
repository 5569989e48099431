/**
 * The load check: the page worker in workerd on localhost takes 50
 * concurrent connections for 30 s of valid links, invalid links, other routes
 * and static assets with zero errors and zero unexpected statuses, and its
 * memory after the run is within 10 % of after the warm-up. Memory is the page
 * worker's live JS heap after a full GC; workerd's RSS is printed beside it but
 * not asserted: it climbs under load for a minute or more for any worker
 * (harness/load/run.ts says why). The figures are printed for the report
 * (`npm run load` prints the same).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeLoad, loadProblems } from '../../harness/load/report.ts';
import { LOAD, runLoad, type LoadFigures } from '../../harness/load/run.ts';

let figures: LoadFigures;

beforeAll(async () => {
  figures = await runLoad(LOAD);
  console.log(describeLoad(figures));
}, 150_000);

describe(`${LOAD.connections} connections for ${LOAD.seconds} s of mixed links and assets`, () => {
  it('is the specified load, and every kind of URL was answered and checked', () => {
    expect(figures.connections).toBe(50);
    expect(figures.seconds).toBe(30);
    for (const count of Object.values(figures.byKind)) expect(count).toBeGreaterThan(0);
    const checked = Object.values(figures.byKind).reduce((sum, count) => sum + count, 0);
    expect(checked).toBe(figures.requests);
  });

  it('has zero errors and timeouts', () => expect(figures.errors).toBe(0));

  it('has zero unexpected statuses', () => expect(figures.unexpected).toEqual({}));

  it('every link page rendered its amount at the edge: not the error screen, not the loading shell', () => {
    expect(figures.contentChecked).toBe(figures.byKind['valid link']);
    expect(figures.wrongContent).toEqual({});
  });

  it('the edge prefetch never fell back to the shell', () => expect(figures.prefetchFallbacks).toBe(0));

  it("ends with the page worker's live heap within 10 % of after the warm-up", () => {
    expect(figures.heapAfterWarmupKb).toBeGreaterThan(0);
    expect(Math.abs(figures.heapGrowth)).toBeLessThanOrEqual(0.1);
    expect(loadProblems(figures)).toEqual([]);
  });
});
