/**
 * Figures the docs state about a measurement agree with the measurement (docs/README.md, Tests):
 * prose about the bench's table never states a load average or `benchmarkIndex` other than the
 * one the table's own line gives. (Durations of the test commands: tests/docs/truth.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const paragraphsOf = (markdown: string) => markdown.split(/\n\s*\n/).map((text) => text.replace(/\s+/g, ' '));
const number = (text: string) => Number(text.replace(/,/g, ''));

/** The bench's table and the prose around it, split at its markers. */
function benchParts(): { line: string; outside: string } {
  const text = read('docs/performance.md');
  const start = text.indexOf('<!-- bench:start');
  const end = text.indexOf('<!-- bench:end -->');
  expect(start, 'docs/performance.md has its bench markers').toBeGreaterThanOrEqual(0);
  const inside = text.slice(start, end);
  const line = inside.split('\n').find((row) => row.startsWith('Measured ')) ?? '';
  return { line, outside: text.slice(0, start) + text.slice(end) };
}

/** Every `load average N` and `benchmarkIndex N` a text states. */
function figures(text: string): { load: number[]; index: number[] } {
  return {
    load: [...text.matchAll(/load average (\d+(?:\.\d+)?)/g)].map((match) => number(match[1] ?? '')),
    index: [...text.matchAll(/benchmarkIndex`? (\d[\d,]*)/g)].map((match) => number(match[1] ?? '')),
  };
}

/** A paragraph that speaks of the bench's committed table, not of some other measurement. */
const ABOUT_THE_TABLE = /\b(?:the|this|its) (?:committed )?table (?:below|now|above|in it)\b|\bin the table\b/i;

describe("the bench's figures", () => {
  it('the table has its line: date, load average and benchmarkIndex', () => {
    const { line } = benchParts();
    expect(line).toMatch(/^Measured \d{4}-\d{2}-\d{2} /);
    expect(figures(line).load).toHaveLength(1);
    expect(figures(line).index).toHaveLength(1);
  });

  it('prose about the table states no load average or benchmarkIndex but the table line’s', () => {
    const { line, outside } = benchParts();
    const truth = figures(line);
    const claims = paragraphsOf(outside).filter((paragraph) => ABOUT_THE_TABLE.test(paragraph));
    for (const paragraph of claims) {
      const stated = figures(paragraph);
      for (const load of stated.load) expect(load, paragraph.slice(0, 160)).toBe(truth.load[0]);
      for (const index of stated.index) expect(index, paragraph.slice(0, 160)).toBe(truth.index[0]);
    }
  });

  it('catches a paragraph that restates other figures', () => {
    const truth = figures(
      'Measured 2026-01-01 on 2 cores, load average 2.5 at the end, Lighthouse benchmarkIndex 1677.',
    );
    const wrong = figures('The table below was written on a loaded machine: load average 7.7, `benchmarkIndex` 1,504.');
    expect(ABOUT_THE_TABLE.test('The table below was written on a loaded machine')).toBe(true);
    expect(wrong.load).not.toEqual(truth.load);
    expect(wrong.index).not.toEqual(truth.index);
  });
});
