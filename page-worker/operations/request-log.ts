/**
 * The one log line per page request (docs/rules.md, Logs): a typed record made into JSON that
 * Workers Logs indexes field by field. Only kinds, outcomes, timings, language, colo, app id and
 * ray id: never the path, the token, the query string, a UTR or an address. Every string field is
 * either one of a fixed set or checked against a narrow pattern here, so no request text can
 * reach a log through it.
 */
import { isValidAppId } from '../../common/payer-link.ts';

/** Which route answered (docs/rules.md, Routes and statuses); `error` is an unhandled error. */
export type RouteKind = 'link' | 'invalid-link' | 'not-found' | 'config-error' | 'error';

/**
 * What the edge prefetch did (docs/rules.md, Edge prefetch): `served` the channels, a `timeout`
 * or a network failure (`failed`) fell back to the loading shell, the payment worker `refused`,
 * prefetch is `off` by configuration, or `none`: not a link page, nothing to prefetch.
 */
export type PrefetchOutcome = 'served' | 'timeout' | 'failed' | 'refused' | 'off' | 'none';

export interface PageRequestRecord {
  kind: RouteKind;
  status: number;
  /** Only an app id that passes isValidAppId, else null. */
  appId: string | null;
  prefetch: PrefetchOutcome;
  prefetchMs: number;
  renderMs: number;
  language: string;
  /** The Cloudflare data centre (IATA code), when the request says. */
  colo: string | null;
  /** The `cf-ray` id, to find one request in Cloudflare's own tools. */
  ray: string | null;
}

/** What a route notes about its answer; the middleware in observe.ts adds the rest. */
export interface PageNote {
  kind?: RouteKind;
  appId?: string | null;
  prefetch?: PrefetchOutcome;
  prefetchMs?: number;
  renderMs?: number;
  /** The link's hash (page-worker/beacon/link-hash.ts): for the data point only, never the log line. */
  linkHash?: string;
}

/** Marks our lines among everything else in Workers Logs: filter on `event = page-request`. */
const REQUEST_LOG_EVENT = 'page-request';

const COLO = /^[A-Z]{3}$/;
const RAY = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/i;

export const safeAppId = (value: unknown): string | null => (isValidAppId(value) ? value : null);
export const safeColo = (value: unknown): string | null =>
  typeof value === 'string' && COLO.test(value) ? value : null;
export const safeRay = (value: unknown): string | null => (typeof value === 'string' && RAY.test(value) ? value : null);

/** Whole non-negative milliseconds; anything else (NaN, a clock going back) is 0. */
export const wholeMs = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** The line itself: the fields in a fixed order, nothing from the record beyond them. */
export function requestLogLine(record: PageRequestRecord): string {
  return JSON.stringify({
    event: REQUEST_LOG_EVENT,
    kind: record.kind,
    status: record.status,
    appId: record.appId,
    prefetch: record.prefetch,
    prefetchMs: record.prefetchMs,
    renderMs: record.renderMs,
    language: record.language,
    colo: record.colo,
    ray: record.ray,
  });
}
