/**
 * docs/operations.md's queries against the rules the tests count with (harness/operations-queries.ts)
 * and the columns the page worker writes (page-worker/operations/data-points.ts): the funnel counts distinct links per
 * step and the conversion each link once, both of real apps only; the field speed leaves out
 * `(unverified)` rows and values over a minute; and the 'Columns' table names every column a query
 * reads, the link hash as the index (docs/operations.md, 'Metrics in Workers Analytics Engine').
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import {
  FIELD_SPEED_CEILING_MS,
  FIELD_SPEED_CLS_CEILING,
  FUNNEL_STEPS,
  conversions,
  fieldSpeedP75,
  fieldSpeedValues,
  funnelCounts,
  quantileExact,
} from '../../harness/operations-queries.ts';
import type { LoggedPoint } from '../../harness/data-points-log.ts';
import {
  CLS_MAX,
  NO_LINK,
  UNVERIFIED_APP,
  VITAL_MAX_MS,
  requestPoint,
} from '../../page-worker/operations/data-points.ts';
import { sectionOf, tableRows } from '../fixtures/docs-tables.ts';

const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');
const metrics = sectionOf(operations, 'Metrics in Workers Analytics Engine');

/** The first SQL block after a `### title` heading. */
function queryAfter(title: string): string {
  const at = metrics.indexOf(`### ${title}`);
  if (at < 0) throw new Error(`no "### ${title}"`);
  const sql = /```sql\n([\s\S]*?)```/.exec(metrics.slice(at))?.[1];
  if (!sql) throw new Error(`no query under "### ${title}"`);
  return sql.replace(/\s+/g, ' ');
}

const funnel = queryAfter('The funnel: opened → step 2 → submitted → done, per app and day');
const conversion = queryAfter('Conversion: links opened that reached done, per app and day');
const fallback = queryAfter('Edge prefetch fallback rate');
const fieldSpeed = queryAfter('Field speed: p75 LCP and INP by country and language');
/** The funnel's condition for a link opened: its page showed the amount or the loading shell. */
const OPENED = "(blob1 = 'link' AND double1 = 200 AND blob2 != 'refused')";

describe("docs/operations.md's queries", () => {
  it('the funnel counts distinct links per app and step, never rows, of real apps only', () => {
    expect(funnel).toContain('COUNT(DISTINCT index1) AS links');
    expect(funnel).toContain(`index1 != '${NO_LINK}' AND blob5 != '${UNVERIFIED_APP}'`);
    expect(funnel).toContain(OPENED);
    expect(funnel).toContain(`blob1 IN (${FUNNEL_STEPS.map((step) => `'${step}'`).join(', ')})`);
    expect(funnel).toContain('blob5 AS app');
    expect(funnel).toContain('GROUP BY day, app, step');
    expect(funnel).not.toContain('_sample_interval');
  });

  it("the conversion counts each real app's link once: opened that reached done over opened", () => {
    // Inner: one row per app, day and link, from the funnel's opened and done rows.
    expect(conversion).toContain('index1 AS link');
    expect(conversion).toContain('blob5 AS app');
    expect(conversion).toContain("max(if(blob1 = 'link', 1, 0)) AS is_opened");
    expect(conversion).toContain("max(if(blob1 = 'done', 1, 0)) AS is_done");
    expect(conversion).toContain(`index1 != '${NO_LINK}' AND blob5 != '${UNVERIFIED_APP}'`);
    expect(conversion).toContain(`${OPENED} OR blob1 = 'done')`);
    expect(conversion).toContain('GROUP BY day, app, link )');
    // Outer: those links per app and day.
    expect(conversion).toContain('sum(is_opened) AS opened');
    expect(conversion).toContain('sum(is_opened * is_done) AS done');
    expect(conversion).toContain('sum(is_opened * is_done) / sum(is_opened) AS conversion');
    expect(conversion).toMatch(/\) GROUP BY day, app ORDER BY day, app $/);
    expect(conversion).not.toContain('_sample_interval');
  });

  it('no query counts a funnel step by rows', () => {
    const queries = [...metrics.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    expect(queries.length).toBeGreaterThanOrEqual(4);
    for (const query of queries) expect(query).not.toMatch(/sum\(if\(blob1 = '(step-2|submitted|done)'/);
  });

  it('the fallback rate is one row for all apps: a page whose prefetch fell back names no app', () => {
    const record = { kind: 'link', status: 200, appId: 'demo', prefetchMs: 800, renderMs: 0, language: 'en' } as const;
    const app = (prefetch: 'served' | 'timeout' | 'failed') =>
      requestPoint({ ...record, prefetch, colo: null, ray: null }, 'h1').blobs[4];
    expect([app('served'), app('timeout'), app('failed')]).toEqual(['demo', UNVERIFIED_APP, UNVERIFIED_APP]);
    // So a per-app rate would be 0 for every real app: the query groups by nothing.
    expect(fallback).not.toContain('blob5');
    expect(fallback).not.toContain('GROUP BY');
    expect(fallback).toContain("blob1 = 'link' AND blob2 IN ('served', 'timeout', 'failed', 'refused')");
  });

  it("the field speed leaves out (unverified) rows and values over the page worker's ceiling", () => {
    expect(fieldSpeed).toContain(`blob5 != '${UNVERIFIED_APP}'`);
    expect(fieldSpeed).toContain(`double4 <= ${FIELD_SPEED_CEILING_MS}`);
    expect(FIELD_SPEED_CEILING_MS).toBe(VITAL_MAX_MS);
    // CLS swapped in: its own ceiling, the page worker's, as the text says.
    expect(FIELD_SPEED_CLS_CEILING).toBe(CLS_MAX);
    expect(operations).toContain(`AND double4 <= ${FIELD_SPEED_CLS_CEILING}\``);
  });

  it('the field speed takes one value per link and metric before the percentile, as the funnel counts links', () => {
    // Inner: one row per country, language, metric and link, the median of its page loads.
    expect(fieldSpeed).toContain('index1 AS link');
    expect(fieldSpeed).toContain('quantileExactWeighted(0.5)(double4, _sample_interval) AS value');
    expect(fieldSpeed).toContain(`index1 != '${NO_LINK}'`);
    expect(fieldSpeed).toContain('GROUP BY country, language, metric, link )');
    // Outer: the p75 of those values, each link weighing one.
    expect(fieldSpeed).toContain('quantileExactWeighted(0.75)(value, 1) AS p75');
    expect(fieldSpeed).toContain('count() AS links');
    expect(fieldSpeed).toMatch(/\) GROUP BY country, language, metric ORDER BY links DESC $/);
  });

  it('the Columns table names every column a query reads', () => {
    const documented = tableRows(metrics.slice(metrics.indexOf('### Columns'))).map((cells) => cells[0]);
    const queries = [...metrics.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    const used = new Set(queries.flatMap((query) => query.match(/\b(?:index|blob|double)\d+\b/g) ?? []));
    expect([...used].filter((column) => !documented.includes(`\`${column}\``))).toEqual([]);
    expect(used).toContain('index1');
  });

  it("the Columns table names the link's hash as index1 and the app id as blob5", () => {
    const rows = tableRows(metrics.slice(metrics.indexOf('### Columns')));
    const row = (name: string) => rows.find((cells) => cells[0] === `\`${name}\``)?.join(' ') ?? '';
    expect(row('index1')).toContain("the link's hash");
    expect(row('index1')).toContain(`\`${NO_LINK}\``);
    expect(row('blob5')).toContain('app id');
    expect(row('blob5')).toContain(`\`${UNVERIFIED_APP}\``);
  });
});

describe('the counting rules', () => {
  const point = (index: string, blobs: string[], doubles = [0, 0, 0, 0]): LoggedPoint => ({
    indexes: [index],
    blobs,
    doubles,
  });
  const beacon = (index: string, kind: string, app = 'demo', detail = '', value = 1) =>
    point(index, [kind, detail, 'en', '', app, ''], [0, 0, 0, value]);

  const opened = (index: string, app = 'demo') => point(index, ['link', 'served', 'en', '', app, ''], [200, 40, 1, 0]);
  /** A made-up token's rows: its refused page, then its ticket's step 2 and done, all unverified. */
  const madeUp = (index: string) => [
    point(index, ['link', 'refused', 'en', '', UNVERIFIED_APP, ''], [200, 40, 1, 0]),
    beacon(index, 'step-2', UNVERIFIED_APP, 'upi'),
    beacon(index, 'done', UNVERIFIED_APP),
  ];

  it('count a link once per step, however many rows it has', () => {
    const rows = [
      opened('h1'),
      opened('h1'),
      point('h2', ['link', 'refused', 'en', '', 'demo', ''], [200, 40, 1, 0]),
      point(NO_LINK, ['not-found', 'none', 'en', '', UNVERIFIED_APP, ''], [404, 0, 1, 0]),
      ...Array.from({ length: 60 }, () => beacon('h1', 'done')),
      beacon('h1', 'step-2', 'demo', 'upi'),
      beacon('h3', 'done', 'shop'),
    ];
    expect(funnelCounts(rows)).toEqual({ 'demo opened': 1, 'demo done': 1, 'demo step-2': 1, 'shop done': 1 });
  });

  it('leave made-up tokens out of the funnel: (unverified) rows count nowhere', () => {
    const rows = [opened('h1'), beacon('h1', 'done'), ...madeUp('m1'), ...madeUp('m2')];
    expect(funnelCounts(rows)).toEqual({ 'demo opened': 1, 'demo done': 1 });
    // Even a page the prefetch did not refuse (a fallback, or EDGE_PREFETCH=off) is no evidence.
    expect(funnelCounts([point('m3', ['link', 'off', 'en', '', UNVERIFIED_APP, ''], [200, 0, 1, 0])])).toEqual({});
  });

  it('convert per app: links opened that reached done over links opened, each link once', () => {
    const rows = [
      ...[1, 2, 3, 4, 5].map(() => opened('h1')),
      ...Array.from({ length: 60 }, () => beacon('h1', 'done')),
      opened('h2'),
      beacon('h2', 'step-2', 'demo', 'upi'),
      // Done without being opened (the day before, say): not a conversion of this day.
      beacon('h3', 'done'),
      opened('s1', 'shop'),
      ...madeUp('m1'),
      ...madeUp('m2'),
    ];
    expect(conversions(rows)).toEqual({
      demo: { opened: 2, done: 1, conversion: 0.5 },
      shop: { opened: 1, done: 0, conversion: 0 },
    });
  });

  it('leave out unverified and outlying vitals', () => {
    const rows = [
      beacon('h1', 'vital', 'demo', 'LCP', 1200),
      beacon('h1', 'vital', 'demo', 'LCP', 3_600_000),
      beacon('h2', 'vital', UNVERIFIED_APP, 'LCP', 900),
      beacon(NO_LINK, 'vital', 'demo', 'LCP', 700),
    ];
    expect(fieldSpeedValues(rows, 'LCP')).toEqual([1200]);
  });

  it('take the median of each link, then the p75 of the links: ClickHouse quantiles, no interpolation', () => {
    // quantilesExactWeighted(0.25, 0.5, 0.75)(number, 1) over 0 to 9 is [2, 4, 7].
    const ten = Array.from({ length: 10 }, (_, at) => at);
    expect([0.25, 0.5, 0.75].map((level) => quantileExact(ten, level))).toEqual([2, 4, 7]);
    expect(quantileExact([3, 1], 0.5)).toBe(1);
    const rows = [
      ...[900, 1000, 1100].map((value) => beacon('h1', 'vital', 'demo', 'LCP', value)),
      beacon('h2', 'vital', 'demo', 'LCP', 2000),
      beacon('h2', 'vital', 'demo', 'INP', 80),
    ];
    expect(fieldSpeedValues(rows, 'LCP')).toEqual([1000, 2000]);
    expect(fieldSpeedP75(rows, 'LCP')).toBe(2000);
  });
});
