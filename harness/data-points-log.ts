/**
 * Operations data on this machine (docs/operations.md, 'Local development'): Miniflare's Analytics
 * Engine binding drops every write, so the local stack binds PAGE_EVENTS to a small wrapper that
 * prints each data point as one marked JSON line instead. `npm start`, the end-to-end tests and
 * the load run read those lines, and the page worker's request log lines, with the readers here.
 */

/** Starts every line the local PAGE_EVENTS wrapper prints. */
export const PAGE_EVENTS_MARKER = '[PAGE_EVENTS] ';

/** The name of the wrapper's worker inside the page's Miniflare. */
export const PAGE_EVENTS_LOGGER = 'page-events-log';

/** The wrapper, as a wrapped binding's module: a function of its inner bindings returning the binding. */
export const PAGE_EVENTS_LOGGER_SCRIPT = `export default function () {
  return {
    writeDataPoint(point) {
      console.log(${JSON.stringify(PAGE_EVENTS_MARKER)} + JSON.stringify(point ?? null));
    },
  };
}
`;

/** One data point as the page worker writes them (page-worker/operations/data-points.ts). */
export interface LoggedPoint {
  indexes: string[];
  blobs: string[];
  doubles: number[];
}

/** The page worker's request log line (page-worker/operations/request-log.ts), as JSON. */
export interface LoggedRequest {
  event: 'page-request';
  kind: string;
  status: number;
  appId: string | null;
  prefetch: string;
  prefetchMs: number;
  renderMs: number;
  language: string;
  colo: string | null;
  ray: string | null;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

/** The data point a wrapper line carries, or null for any other line. */
export function readPointLine(text: string): LoggedPoint | null {
  if (!text.startsWith(PAGE_EVENTS_MARKER)) return null;
  try {
    const point = JSON.parse(text.slice(PAGE_EVENTS_MARKER.length)) as Record<string, unknown> | null;
    if (!point || !isStrings(point.indexes) || !isStrings(point.blobs) || !isNumbers(point.doubles)) return null;
    return { indexes: point.indexes, blobs: point.blobs, doubles: point.doubles };
  } catch {
    return null;
  }
}

/** The request log record a line carries, or null for any other line. */
export function readRequestLine(text: string): LoggedRequest | null {
  if (!text.startsWith('{"event":"page-request"')) return null;
  try {
    return JSON.parse(text) as LoggedRequest;
  } catch {
    return null;
  }
}

/** Whether a request line records an edge prefetch that fell back to the loading shell. */
export const isPrefetchFallback = (request: LoggedRequest): boolean =>
  request.prefetch === 'timeout' || request.prefetch === 'failed';

/**
 * One short line for a developer watching `npm start`: a page request (status, route, prefetch)
 * or a beacon event (its kind, detail and value), with language and app id.
 */
export function describePoint(point: LoggedPoint): string {
  const [kind = '', detail = '', language = '', , appId = '', country = ''] = point.blobs;
  const [status = 0, prefetchMs = 0, renderMs = 0, value = 0] = point.doubles;
  const where = [language, appId && `app ${appId}`, country].filter(Boolean).join(', ');
  if (status > 0)
    return `page    ${status} ${kind}, prefetch ${detail} ${prefetchMs} ms, render ${renderMs} ms (${where})`;
  const shown = detail ? `${kind} ${detail}` : kind;
  return `beacon  ${shown} ${kind === 'vital' ? value : `at ${value} ms`} (${where})`;
}
