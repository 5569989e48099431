/**
 * docs/rules.md's 'Routes and statuses' table against the page worker: every example path a row
 * gives answers that row's status, as a request through the Workers runtime (whose URL parser reads
 * `%2e%2e` as `..`, as a browser's does) reaches it. And the dot segments the section speaks of are
 * in the table, so the two say one thing.
 */
import { describe, expect, it } from 'vitest';
import rulesMd from '../../docs/rules.md?raw';
import { sectionOf } from '../fixtures/docs-tables.ts';
import { get } from './helpers.ts';

const section = sectionOf(rulesMd, 'Routes and statuses');

/** The table's rows (it sits in a list item, so its lines are indented) as [request, status]. */
const rows = section
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => /^\| .* \| \d{3} \|/.test(line))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, request = '', status = '']) => [request, Number(status)] as const);

/** Each path a row gives as an example (backticked, from its first `/`, nothing elided), as a request. */
const examples = rows.flatMap(([request, status]) =>
  [...request.matchAll(/`(\/[^`…]*)`/g)].map(([, path = '']) => [path, status] as const),
);

const asRequested = (path: string) => path.replaceAll('{token}', 'a.b.c').replaceAll('{appId}', 'demo');

describe("docs/rules.md, 'Routes and statuses'", () => {
  it('has a table with examples, the dot segments among them', () => {
    expect(rows.length).toBeGreaterThanOrEqual(7);
    const paths = examples.map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(['/../{token}', '/%2e%2e/{token}', '//{token}']));
  });

  it.each(examples)('%s answers %i, as its row says', async (path, status) => {
    expect((await get(asRequested(path))).status).toBe(status);
  });
});
