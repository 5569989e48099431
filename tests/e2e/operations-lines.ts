/**
 * What a page-worker log line and a data point may hold (docs/rules.md, Logs and Operations data),
 * checked field by field, so the end-to-end tests can say every line is one of ours and carries
 * only kinds, outcomes, timings, language, colo and a safe app id; plus the hostile beacon bodies
 * the token-free log test throws at POST /beacon.
 */
import { CHANNEL_DETAILS, ERROR_DETAILS, FUNNEL_KINDS, VITAL_NAMES } from '../../common/page-events.ts';
import { PAYEE_KINDS } from '../../common/payee.ts';
import { NO_LINK, UNVERIFIED_APP } from '../../page-worker/operations/data-points.ts';
import { LINK_HASH_LENGTH } from '../../page-worker/beacon/link-hash.ts';
import { readPointLine, readRequestLine, type LoggedPoint, type LoggedRequest } from '../../harness/data-points-log.ts';
import { languageCodes } from '../../page/i18n/languages.ts';
import { REQUEST_LINE_FIELDS } from '../fixtures/request-log.ts';

const ROUTE_KINDS: readonly string[] = ['link', 'invalid-link', 'not-found', 'config-error', 'error'];
const OUTCOMES: readonly string[] = ['served', 'timeout', 'failed', 'refused', 'off', 'none'];
const BEACON_KINDS: readonly string[] = [...FUNNEL_KINDS, 'vital'];
const DETAILS: readonly string[] = ['', ...CHANNEL_DETAILS, ...ERROR_DETAILS, ...VITAL_NAMES];
const SAFE_APP_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LANGUAGES: readonly string[] = languageCodes;

const wholeMs = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Why a data point is not one the page worker may write (empty: it is). */
export function pointProblems(point: LoggedPoint): string[] {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${what}: ${JSON.stringify(point)}`);
  if (Object.keys(point).join() !== 'indexes,blobs,doubles') fail('fields');
  if (point.indexes.length !== 1 || point.blobs.length !== 7 || point.doubles.length !== 4) fail('shape');
  const [kind = '', detail = '', language = '', colo = '', appId = '', country = '', payee = ''] = point.blobs;
  const isRequest = ROUTE_KINDS.includes(kind);
  if (!isRequest && !BEACON_KINDS.includes(kind)) fail('kind');
  if (!(isRequest ? OUTCOMES : DETAILS).includes(detail)) fail('detail');
  if (!LANGUAGES.includes(language)) fail('language');
  if (!/^([A-Z]{3})?$/.test(colo)) fail('colo');
  // A safe app id the prefetch vouched for, or the one fixed label (docs/rules.md, Operations data).
  if (appId !== UNVERIFIED_APP && !SAFE_APP_ID.test(appId)) fail('app id');
  // The link's hash, never its token, or the one no-link label (docs/operations.md, 'Columns').
  const index = point.indexes[0] ?? '';
  if (index !== NO_LINK && !new RegExp(`^[A-Za-z0-9_-]{${LINK_HASH_LENGTH}}$`).test(index)) fail('index');
  if (!(isRequest ? /^$/ : /^([A-Z0-9]{2})?$/).test(country)) fail('country');
  // A UPI step 2's payee kind, and nothing on any other point (docs/rules.md, Who the payee is).
  const upiStep2 = kind === 'step-2' && detail === 'upi';
  if (upiStep2 ? !(PAYEE_KINDS as readonly string[]).includes(payee) : payee !== '') fail('payee');
  if (!point.doubles.every((value) => Number.isFinite(value) && value >= 0 && value <= 3_600_000)) fail('doubles');
  return problems;
}

/** Why a request log line is not one the page worker may write (empty: it is). */
export function requestProblems(request: LoggedRequest): string[] {
  const ok =
    Object.keys(request).join() === REQUEST_LINE_FIELDS.join() &&
    request.event === 'page-request' &&
    ROUTE_KINDS.includes(request.kind) &&
    Number.isInteger(request.status) &&
    (request.appId === null || SAFE_APP_ID.test(request.appId)) &&
    OUTCOMES.includes(request.prefetch) &&
    wholeMs(request.prefetchMs) &&
    wholeMs(request.renderMs) &&
    LANGUAGES.includes(request.language) &&
    (request.colo === null || /^[A-Z]{3}$/.test(request.colo)) &&
    (request.ray === null || /^[0-9a-f]{16}(-[A-Z]{3})?$/i.test(request.ray));
  return ok ? [] : [`request line: ${JSON.stringify(request)}`];
}

/** The page worker's fixed messages (docs/rules.md, Logs); what follows their prefix is configuration, not a request. */
const FIXED = ['Configuration error: ', 'Unhandled error: ', '{"event":"beacon-points-dropped","count":'];

/** Why a line the page worker printed is not one of ours (empty: it is a request line, a point or a fixed message). */
export function pageLineProblems(text: string): string[] {
  const request = readRequestLine(text);
  if (request) return requestProblems(request);
  const point = readPointLine(text);
  if (point) return pointProblems(point);
  return FIXED.some((prefix) => text.startsWith(prefix)) ? [] : [`not one of ours: ${text}`];
}

/**
 * Beacon bodies built from hostile text (corpus paths and queries, a token, a UTR, addresses):
 * in every field the schema checks, and in fields it should drop. Each must be refused (400) or
 * written without the hostile text.
 */
export function hostileBeacons(hostile: readonly string[], token: string, personal: readonly string[]): string[] {
  const event = { kind: 'done', value: 1 };
  const bodies: string[] = [];
  for (const text of hostile) {
    bodies.push(
      JSON.stringify({ appId: text, language: 'en', events: [event] }),
      JSON.stringify({ appId: 'demo', language: text, events: [event] }),
      JSON.stringify({ appId: 'demo', language: 'en', events: [{ kind: text, value: 1 }] }),
      JSON.stringify({ appId: 'demo', language: 'en', events: [{ kind: 'step-2', detail: text, value: 1 }] }),
      JSON.stringify({ appId: 'demo', language: 'en', events: [{ ...event, url: text }], path: text, query: text }),
    );
  }
  const carried = { token, authorization: `Bearer ${token}`, utr: personal, referrer: `/demo/${token}?redirect_url=x` };
  bodies.push(
    JSON.stringify({ appId: 'demo', language: 'en', events: [{ ...event, ...carried }], ...carried }),
    JSON.stringify({ appId: token, language: 'en', events: [event] }),
    JSON.stringify({
      appId: 'demo',
      language: 'en',
      events: personal.map((value) => ({ kind: 'error-screen', detail: value, value: 1 })),
    }),
  );
  return bodies;
}
