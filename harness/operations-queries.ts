/**
 * docs/operations.md's queries as counting rules over the local record of data points
 * (harness/data-points-log.ts): what each query would count on the rows this machine's worker
 * wrote. `tests/unit/docs-queries.test.ts` ties each rule to its query's text, and
 * `tests/e2e/operations.test.ts` applies them to the rows each attack left.
 */
import { NO_LINK, UNVERIFIED_APP } from '../worker/data-points.ts';
import type { LoggedPoint } from './data-points-log.ts';
/** The beacon steps the funnel query lists beside `opened` (docs/operations.md, 'The funnel'). */
export const FUNNEL_STEPS = ['step-2', 'submitted', 'done'] as const;
/** The field-speed query's ceiling on a vital, milliseconds (docs/operations.md, 'Field speed'). */
export const FIELD_SPEED_CEILING_MS = 60_000;

/** The funnel query's step for a row, or null when its WHERE leaves the row out. */
function funnelStep(point: LoggedPoint): string | null {
  const [kind = '', outcome = ''] = point.blobs;
  if (point.indexes[0] === NO_LINK) return null;
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

/** The field-speed query's rows for one metric: vitals of real apps, none over the ceiling. */
export function fieldSpeedValues(points: readonly LoggedPoint[], metric: string): number[] {
  return points
    .filter(
      (point) =>
        point.blobs[0] === 'vital' &&
        point.blobs[1] === metric &&
        point.blobs[4] !== UNVERIFIED_APP &&
        (point.doubles[3] ?? 0) <= FIELD_SPEED_CEILING_MS,
    )
    .map((point) => point.doubles[3] ?? 0);
}
