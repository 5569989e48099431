/**
 * Metrics in Workers Analytics Engine (docs/rules.md, Operations data): one data point per page
 * request and one per beacon event, in the PAGE_EVENTS dataset. The column layout is fixed here
 * and documented in docs/operations.md ('Columns'); change both together. The index is the link's
 * hash (page-worker/beacon/link-hash.ts), because Analytics Engine samples by index and a distinct count is exact only
 * for the index: the funnel counts distinct links per step.
 *
 * | column  | page request                                  | beacon event                        |
 * |---------|-----------------------------------------------|-------------------------------------|
 * | index1  | the link's hash, or '(no link)'               | the link's hash, or '(no link)'     |
 * | blob1   | route kind (link, invalid-link, …)            | event kind (step-2, …, vital)       |
 * | blob2   | prefetch outcome (served, timeout, …)         | detail (channel type, error, note,  |
 * |         |                                               | metric)                             |
 * | blob3   | language                                      | language                            |
 * | blob4   | Cloudflare colo                               | Cloudflare colo                     |
 * | blob5   | app id, or '(unverified)' (see requestPoint)  | app id, or '(unverified)'           |
 * | blob6   | ''                                            | country                             |
 * | blob7   | ''                                            | a UPI step 2's payee kind, else ''  |
 * | double1 | HTTP status                                   | 0                                   |
 * | double2 | prefetch milliseconds                         | 0                                   |
 * | double3 | render milliseconds                           | 0                                   |
 * | double4 | 0                                             | value (metric, or ms since start)   |
 */
import type { BeaconEvent } from '../../common/page-events.ts';
import type { PageRequestRecord } from './request-log.ts';

/** One Analytics Engine data point, as the page worker writes them: strings and numbers only. */
export interface DataPoint {
  indexes: [string];
  blobs: string[];
  doubles: number[];
}

/**
 * The narrow face of the PAGE_EVENTS binding: Cloudflare's AnalyticsEngineDataset has it, and so
 * do the tests' fakes and the local stack's logging wrapper (harness/data-points-log.ts).
 */
export interface PageEventsDataset {
  writeDataPoint(point: DataPoint): void;
}

/**
 * The one label every data point without evidence of a real app id carries instead of one: not a
 * safe app id itself (the parentheses), so no link can collide with it.
 */
export const UNVERIFIED_APP = '(unverified)';

/** The longest vital in milliseconds (LCP, INP, FCP, TTFB) written: a minute, past any real page load. */
export const VITAL_MAX_MS = 60_000;

/**
 * The largest CLS written. A layout shift scores at most 1 (the whole viewport moving by its whole
 * height) and CLS sums the shifts of one window of at most 5 s: 10 is forty times the 'poor' line
 * (0.25), ten full-viewport jumps in one window, past any page a payer could still use. A CLS of
 * 3,600,000, which the beacon's bound on every value let through, is no page's.
 */
export const CLS_MAX = 10;

/**
 * Each vital's ceiling (docs/rules.md, Operations data): a value past it is not a measurement of a
 * real page load, so it is left out at write time, never clamped (a clamped outlier would still
 * pull the percentiles).
 */
export const VITAL_CEILINGS: Readonly<Record<string, number>> = {
  LCP: VITAL_MAX_MS,
  INP: VITAL_MAX_MS,
  FCP: VITAL_MAX_MS,
  TTFB: VITAL_MAX_MS,
  CLS: CLS_MAX,
};

/** Whether an event is written at all: any funnel event, a vital only within its metric's ceiling. */
export const withinCeiling = (event: { kind: string; detail: string; value: number }): boolean =>
  event.kind !== 'vital' || event.value <= (VITAL_CEILINGS[event.detail] ?? 0);

/** The index of a point with no link (a route error, an invalid link, or no LINK_HASH_KEY): not a hash. */
export const NO_LINK = '(no link)';

/**
 * A page request names its app id only when the edge prefetch got channels for it: 1,000 requests
 * with made-up app ids add no row to the dashboards (docs/operations.md, 'Columns').
 */
export function requestPoint(record: PageRequestRecord, link: string | null): DataPoint {
  const app = record.prefetch === 'served' && record.appId ? record.appId : UNVERIFIED_APP;
  return {
    indexes: [link || NO_LINK],
    blobs: [record.kind, record.prefetch, record.language, record.colo ?? '', app, '', ''],
    doubles: [record.status, record.prefetchMs, record.renderMs, 0],
  };
}

/** Where a beacon came from, as Cloudflare saw it: never the address itself. */
interface BeaconOrigin {
  appId: string | null;
  language: string;
  colo: string | null;
  country: string | null;
  /** The link's hash from the beacon's ticket, '' for a page with no link. */
  link: string;
}

export function beaconPoint(event: BeaconEvent, origin: BeaconOrigin): DataPoint {
  const app = origin.appId ?? UNVERIFIED_APP;
  return {
    indexes: [origin.link || NO_LINK],
    blobs: [event.kind, event.detail, origin.language, origin.colo ?? '', app, origin.country ?? '', event.payee ?? ''],
    doubles: [0, 0, 0, event.value],
  };
}

/** Writes a point when the binding is there; a metrics failure never changes a payer's answer. */
export function writePoint(dataset: PageEventsDataset | undefined, point: DataPoint): void {
  try {
    dataset?.writeDataPoint(point);
  } catch {
    // Nothing to do: the page matters more than its metrics.
  }
}
