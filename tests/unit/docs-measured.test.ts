/**
 * Figures the docs state about a measurement agree with the measurement (docs/README.md, Tests):
 * prose about the bench's table never states a load average or `benchmarkIndex` other than the
 * one the table's own line gives, and a duration given for the test suites names the date and the
 * load it was measured under, so a figure from another machine or another day cannot pass as
 * today's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);
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

/** A sentence that gives the test suites a duration: "npm test … 25 minutes", "the tests take about 15 minutes". */
const SUITE_DURATION =
  /(?:npm test|npm run test:fast|\.ci\/run|the tests|the suite|fast tier)[^.]*?\b\d[\d,.]*\s*(?:minutes?|min|seconds?|s)\b/i;
/** What makes such a figure checkable: a date and the machine's load when it was measured. */
const MEASURED_UNDER = /\d{4}-\d{2}-\d{2}[^.]*load average|load average[^.]*\d{4}-\d{2}-\d{2}/i;

describe('durations of the test suites', () => {
  it.each(DOCS)('%s gives a suite a duration only with the date and load it was measured under', (path) => {
    // Prose is cut into sentences; a table row or a heading is a unit of its own.
    const sentences = read(path)
      .replace(/```[\s\S]*?```/g, '')
      .replace(/\n(?=[|#])/g, '\n\n')
      .split(/\n\s*\n/)
      .flatMap((paragraph) => paragraph.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z`(])/));
    for (const sentence of sentences.filter((text) => SUITE_DURATION.test(text)))
      expect(sentence, `${path}: ${sentence.slice(0, 200)}`).toMatch(MEASURED_UNDER);
  });

  it('catches a bare duration', () => {
    const bare = '`npm test` builds the client and runs nine Vitest projects (about 15 minutes on 2 cores).';
    expect(SUITE_DURATION.test(bare)).toBe(true);
    expect(MEASURED_UNDER.test(bare)).toBe(false);
  });
});
