/**
 * Figures the docs state about a measurement agree with the measurement (docs/README.md, Tests):
 * prose about the bench's table never states a load average or `benchmarkIndex` other than the
 * one the table's own line gives. And the page's measured size lives in one place, the bench's
 * table in docs/performance.md, which `npm run bench` writes: neither that page's own prose nor any
 * other page restates a figure of that table or gives a built chunk a size, and no other page states
 * a measured byte size, so none can go stale beside it; they link to the row and state only budgets. (Durations of the test commands: tests/docs/truth.test.ts.)
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

/** The names of the built chunks the bench's table has a row for: `/assets/step-two-B37_r-FQ.js` → `step-two`. */
function tableChunkNames(): string[] {
  const text = read('docs/performance.md');
  const table = text.slice(text.indexOf('<!-- bench:start'), text.indexOf('<!-- bench:end -->'));
  return [
    ...new Set([...table.matchAll(/`\/assets\/([\w-]+?)-[\w-]{8}\.(?:js|wasm)`/g)].map((match) => match[1] ?? '')),
  ];
}

/**
 * The clauses of `prose` that give a built chunk, named as the table names it (`step-two`), a size
 * in KB: the way a page states a chunk's size as it is now ('the thread 9.0 KB'). A change's own
 * figures are exact bytes ('the `hydrate` chunk 553 bytes smaller') and stay as measured then.
 */
export function chunkSizesIn(prose: string, names: readonly string[]): string[] {
  const clauses = prose.replace(/\s+/g, ' ').split(/(?<=[.;:])\s+/);
  return clauses.filter(
    (clause) => names.some((name) => clause.includes(`\`${name}\``)) && /\d[\d,.]*\s?(?:KB|kB)\b/.test(clause),
  );
}

describe("docs/performance.md's own prose", () => {
  const { outside } = benchParts();

  it("restates no figure of its bench table: it points at the table's row", () => {
    const text = outside.replace(/\s+/g, ' ');
    const restated = tableByteFigures().filter((figure) =>
      new RegExp(`(?<!\\d|\\d[,.])${figure}(?!\\d|,\\d)`).test(text),
    );
    expect(restated).toEqual([]);
  });

  it('gives no built chunk a size of its own: the table has it', () => {
    const names = tableChunkNames();
    expect(names).toEqual(expect.arrayContaining(['main', 'react', 'hydrate', 'step-two', 'qr-thread']));
    expect(chunkSizesIn(outside, names)).toEqual([]);
  });

  it('catches a chunk given a size in KB, and lets a change measured in bytes pass', () => {
    const names = ['step-two', 'qr-thread', 'hydrate'];
    expect(chunkSizesIn('The rest is the `step-two` chunk (about 8 KB). Next.', names)).toHaveLength(1);
    expect(
      chunkSizesIn('The page side is small; the thread (`qr-thread`) 9.0 KB, fetched while idle.', names),
    ).toHaveLength(1);
    expect(chunkSizesIn('It left the `hydrate` chunk 553 bytes smaller.', names)).toEqual([]);
    expect(chunkSizesIn('The `step-two` chunk has its row; the first HTML is about 1.4 KB more.', names)).toEqual([]);
  });
});

/** The pages besides docs/performance.md: they link to its table and state budgets, never a measured size. */
const OTHER_PAGES = [
  'README.md',
  'docs/README.md',
  'docs/rules.md',
  'docs/security.md',
  'docs/operations.md',
  'docs/embedding.md',
  'docs/browsers.md',
  'docs/glossary.md',
];

/** The byte figures of the bench table's result column (sizes of 1,000 bytes and more). */
function tableByteFigures(): string[] {
  const text = read('docs/performance.md');
  const table = text.slice(text.indexOf('<!-- bench:start'), text.indexOf('<!-- bench:end -->'));
  const results = table
    .split('\n')
    .filter((row) => row.startsWith('| '))
    .map((row) => row.split('|')[2] ?? '');
  const all = results.flatMap((cell) => [...cell.matchAll(/(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,])/g)]);
  // Five digits and more: a smaller figure (a chunk of 836 bytes, a reading of 1,189 ms) may well be
  // something else on another page, such as a test run's 1,189 s.
  return [...new Set(all.map(([figure]) => figure).filter((figure) => number(figure) >= 10_000))];
}

/** A size in bytes or KB. */
const SIZE = String.raw`\d[\d,.]*\s?(?:bytes|B|KB|kB)\b`;

/**
 * The places in `markdown` that state a size as measured, not as a budget or a limit: a size within
 * a few words of "measured", a before-and-after pair, or a size that went "from" or "down from"
 * another.
 */
export function measuredSizes(markdown: string): string[] {
  const near = String.raw`[^.;]{0,40}?`;
  const MEASURED = new RegExp(
    [
      String.raw`\bmeasured\b${near}${SIZE}`,
      String.raw`${SIZE}${near}\bmeasured\b`,
      String.raw`\b\d[\d,]* before, \d[\d,]* after\b`,
      String.raw`\b\d{1,3}(?:,\d{3})+ measured\b`,
      String.raw`\b(?:down )?from \d[\d,.]*(?:\s?(?:bytes|B|KB))?${near}(?:to|now) \d[\d,.]*\s?(?:bytes|B|KB)\b`,
    ].join('|'),
    'g',
  );
  return [...markdown.replace(/\s+/g, ' ').matchAll(MEASURED)].map(([found]) => found);
}

describe("the page's measured size, in one place", () => {
  const figures = tableByteFigures();

  it('the bench table has byte figures to look for', () => {
    expect(figures.length).toBeGreaterThan(20);
    expect(figures.some((figure) => /^\d{2},\d{3}$/.test(figure))).toBe(true);
  });

  it.each(OTHER_PAGES)('%s restates no figure of the bench table', (page) => {
    const text = read(page).replace(/\s+/g, ' ');
    expect(figures.filter((figure) => new RegExp(`(?<!\\d|\\d[,.])${figure}(?!\\d|,\\d)`).test(text))).toEqual([]);
  });

  it.each(OTHER_PAGES)('%s states no measured byte size', (page) => {
    expect(measuredSizes(read(page))).toEqual([]);
  });

  it('catches a measured size, and lets a budget or a limit pass', () => {
    expect(measuredSizes('Step 1 is 80,887 bytes measured (entry 724). It costs 144 bytes.')).toHaveLength(1);
    expect(measuredSizes('the measured size of this build, 2,605,207 bytes')).toHaveLength(1);
    expect(measuredSizes('and the English catalogue in the boot data: 80,887 measured (entry 724)')).toHaveLength(1);
    expect(measuredSizes('144 bytes gzip (80,832 before, 80,976 after)')).toHaveLength(1);
    expect(measuredSizes('It grew from 80,832 to 80,976 bytes.')).toHaveLength(1);
    expect(measuredSizes('Step 1 is down from 87,700 to 80,975 B.')).toHaveLength(1);
    expect(measuredSizes('Step 1: at most 81,000 bytes gzip. Answers are read up to 256 KB.')).toEqual([]);
    expect(
      measuredSizes('Parsing 256 KB nested as deep as it can be takes tens of milliseconds (measured: 15 ms)'),
    ).toEqual([]);
  });
});
