/**
 * docs/operations.md's queries as counting rules over the local record of data points
 * (harness/data-points-log.ts): what each query would count on the rows this machine's page
 * worker wrote. `tests/docs/queries.test.ts` ties each rule to its query's text, and
 * `tests/e2e/operations.test.ts` applies them to the rows each attack left.
 */
import { NO_LINK, UNVERIFIED_APP } from '../page-worker/operations/data-points.ts';
import type { LoggedPoint } from './data-points-log.ts';
/** The beacon steps the funnel query lists beside `opened` (docs/operations.md, 'The funnel'). */
export const FUNNEL_STEPS = ['step-2', 'submitted', 'done'] as const;
/** The field-speed query's ceiling on a vital, milliseconds (docs/operations.md, 'Field speed'). */
export const FIELD_SPEED_CEILING_MS = 60_000;
/** The same query's ceiling with CLS swapped in. */
export const FIELD_SPEED_CLS_CEILING = 10;

/**
 * Whether a row is one the funnel, conversion and field-speed queries count at all: a real app's
 * (`blob5 != '(unverified)'`). Anyone can make up a token and get a page, a ticket and a link hash
 * of their own under `(unverified)`; an app's own rows need the payment worker to have taken the
 * link (docs/operations.md, 'Columns').
 */
const isVerified = (point: LoggedPoint): boolean => point.blobs[4] !== UNVERIFIED_APP;

/** The funnel query's step for a row, or null when its WHERE leaves the row out. */
function funnelStep(point: LoggedPoint): string | null {
  const [kind = '', outcome = ''] = point.blobs;
  if (point.indexes[0] === NO_LINK || !isVerified(point)) return null;
  if (kind === 'link') return point.doubles[0] === 200 && outcome !== 'refused' ? 'opened' : null;
  return (FUNNEL_STEPS as readonly string[]).includes(kind) ? kind : null;
}

/**
 * The funnel query: `COUNT(DISTINCT index1)` per app (`blob5`) and step; the day is left out, a
 * test's rows all fall on one. Keyed `app step`.
 */
export function funnelCounts(points: readonly LoggedPoint[]): Record<string, number> {
  const links = new Map<string, Set<string>>();
  for (const point of points) {
    const step = funnelStep(point);
    if (!step) continue;
    const key = `${point.blobs[4] ?? ''} ${step}`;
    links.set(key, (links.get(key) ?? new Set()).add(point.indexes[0] ?? ''));
  }
  return Object.fromEntries([...links].map(([key, set]) => [key, set.size]));
}

/** One row of the conversion query: links opened, those of them that reached done, and the ratio. */
export interface Conversion {
  opened: number;
  done: number;
  conversion: number;
}

/**
 * The conversion query: per app, each link once (the inner `GROUP BY day, app, link`), then the
 * links opened that reached done over the links opened (`sum(is_opened * is_done) /
 * sum(is_opened)`); the same rows as the funnel's `opened` and `done`. The day is left out, as for
 * the funnel. An app with rows but no link opened gets NaN, as 0 / 0 is in the query.
 */
export function conversions(points: readonly LoggedPoint[]): Record<string, Conversion> {
  const apps = new Map<string, Map<string, { opened: boolean; done: boolean }>>();
  for (const point of points) {
    const step = funnelStep(point);
    if (step !== 'opened' && step !== 'done') continue;
    const app = point.blobs[4] ?? '';
    const links = apps.get(app) ?? new Map<string, { opened: boolean; done: boolean }>();
    const link = links.get(point.indexes[0] ?? '') ?? { opened: false, done: false };
    if (step === 'opened') link.opened = true;
    else link.done = true;
    links.set(point.indexes[0] ?? '', link);
    apps.set(app, links);
  }
  return Object.fromEntries(
    [...apps].map(([app, links]) => {
      const opened = [...links.values()].filter((link) => link.opened).length;
      const done = [...links.values()].filter((link) => link.opened && link.done).length;
      return [app, { opened, done, conversion: done / opened }];
    }),
  );
}

/**
 * `quantileExactWeighted(level)(value, 1)`, as ClickHouse computes it: the values sorted, the first
 * whose count reaches `ceil(n × level)`. No interpolation: the median of two is the lower one.
 */
export function quantileExact(values: readonly number[], level: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.max(1, Math.ceil(sorted.length * level));
  return sorted[Math.min(at, sorted.length) - 1] ?? Number.NaN;
}

/**
 * The field-speed query's values for one metric: the inner query's one value per country,
 * language and link (`GROUP BY country, language, metric, link`), the median of that link's vitals
 * of real apps none over the ceiling; in the order each link first appears. A link loaded a hundred
 * times is one value, as one loaded once is.
 */
export function fieldSpeedValues(points: readonly LoggedPoint[], metric: string): number[] {
  const links = new Map<string, number[]>();
  for (const point of points) {
    const value = point.doubles[3] ?? 0;
    if (point.blobs[0] !== 'vital' || point.blobs[1] !== metric || point.indexes[0] === NO_LINK) continue;
    const ceiling = metric === 'CLS' ? FIELD_SPEED_CLS_CEILING : FIELD_SPEED_CEILING_MS;
    if (!isVerified(point) || value > ceiling) continue;
    const key = `${point.blobs[5] ?? ''} ${point.blobs[2] ?? ''} ${point.indexes[0] ?? ''}`;
    links.set(key, [...(links.get(key) ?? []), value]);
  }
  return [...links.values()].map((values) => quantileExact(values, 0.5));
}

/** The field-speed query's p75 of one metric over those links (the outer `quantileExactWeighted(0.75)(value, 1)`). */
export const fieldSpeedP75 = (points: readonly LoggedPoint[], metric: string): number =>
  quantileExact(fieldSpeedValues(points, metric), 0.75);
