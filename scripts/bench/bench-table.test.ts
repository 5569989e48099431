/**
 * The bench's table lives in docs/performance.md between two markers that `npm run bench` rewrites
 * (scripts/bench/bench-table.ts): the writer replaces only what lies between them, refuses a page
 * without them, and the committed page holds a table the bench wrote, with its date and
 * Lighthouse benchmarkIndex.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import { BENCH_END, BENCH_START, withBenchTable } from './bench-table.ts';

describe('the bench table writer', () => {
  const page = `# Title\n\nBefore.\n\n${BENCH_START}\n\nold table\n\n${BENCH_END}\n\nAfter.\n`;

  it('replaces what lies between the markers and nothing else', () => {
    const written = withBenchTable(page, '| new | table |\n');
    expect(written).toBe(`# Title\n\nBefore.\n\n${BENCH_START}\n\n| new | table |\n\n${BENCH_END}\n\nAfter.\n`);
    expect(withBenchTable(written, 'again')).toContain(`${BENCH_START}\n\nagain\n\n${BENCH_END}`);
  });

  it('refuses a page without both markers, in order, once', () => {
    expect(() => withBenchTable('# No markers', 'x')).toThrow(/bench:start/);
    expect(() => withBenchTable(`${BENCH_END}\n${BENCH_START}`, 'x')).toThrow(/bench:start/);
    expect(() => withBenchTable(`${BENCH_START}${BENCH_START}${BENCH_END}`, 'x')).toThrow(/bench:start/);
  });
});

describe('docs/performance.md', () => {
  const text = readFileSync(join(root, 'docs/performance.md'), 'utf8');
  const table = text.slice(text.indexOf(BENCH_START) + BENCH_START.length, text.indexOf(BENCH_END));

  it("holds the bench's table between its markers, with the date and Lighthouse's benchmarkIndex", () => {
    expect(text.split(BENCH_START)).toHaveLength(2);
    expect(table).toMatch(/^\s*Measured \d{4}-\d\d-\d\d \d\d:\d\d UTC on .*Lighthouse benchmarkIndex \d+\.\n/);
    expect(table).toContain('| measure | result | target | met |');
  });
});
