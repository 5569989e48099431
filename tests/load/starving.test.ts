/**
 * The starving experiment (harness/load/starving.ts; docs/security.md, 'Attacks and the tests that
 * stop them'): a paced flood of 200 whitespace spellings of one real link, each spelling's page and three
 * beacons of 22 points, while 15 real payers visit. Every payer's first step-2 is written: the
 * spellings are invalid links (400, no ticket, one link hash at most), and the reserve holds for
 * real links' first funnel points. The figures are printed for the report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeStarving, runStarving, STARVING, type StarvingFigures } from '../../harness/load/starving.ts';

let figures: StarvingFigures;

beforeAll(async () => {
  figures = await runStarving(STARVING);
  console.log(describeStarving(figures));
}, 150_000);

describe(`${STARVING.spellings} whitespace spellings of one link during ${STARVING.payers} payers' visits`, () => {
  it('is the specified flood, and it was answered', () => {
    expect(figures.spellings).toBe(200);
    expect(figures.payers).toBe(15);
    const answered = Object.values(figures.floodBeacons).reduce((sum, times) => sum + times, 0);
    expect(answered).toBe(3 * 200);
  });

  it('every spelling is an invalid link: 400 and no ticket', () => {
    expect(figures.spellingPages).toEqual({ 400: 200 });
    expect(figures.spellingTickets).toBe(0);
  });

  it("loses none of the payers' first step-2", () => {
    expect(figures.payerStep2).toEqual({ 204: 15 });
    expect(figures.payerRows).toBe(15);
  });
});
