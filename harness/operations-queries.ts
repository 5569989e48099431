/**
 * docs/operations.md's queries as counting rules over the local record of data points
 * (harness/data-points-log.ts): what each query would count on the rows this machine's page
 * worker wrote. `tests/docs/queries.test.ts` ties each rule to its query's text, and
 * `tests/e2e/operations.test.ts` applies them to the rows each attack left.
 */
import { NO_LINK, UNVERIFIED_APP } from '../worker/beacon/data-points.ts';
import type { LoggedPoint } from './data-points-log.ts';
/** The beacon steps the funnel query lists beside `opened` (docs/operations.md, 'The funnel'). */
export const FUNNEL_STEPS = ['step-2', 'submitted', 'done'] as const;
/** The field-speed query's ceiling on a vital, milliseconds (docs/operations.md, 'Field speed'). */
export const FIELD_SPEED_CEILING_MS = 60_000;

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

/** The field-speed query's rows for one metric: vitals of real apps, none over the ceiling. */
export function fieldSpeedValues(points: readonly LoggedPoint[], metric: string): number[] {
  return points
    .filter(
      (point) =>
        point.blobs[0] === 'vital' &&
        point.blobs[1] === metric &&
        isVerified(point) &&
        (point.doubles[3] ?? 0) <= FIELD_SPEED_CEILING_MS,
    )
    .map((point) => point.doubles[3] ?? 0);
}
