/**
 * `POST /beacon` (docs/rules.md, Operations data): the browser's funnel events and Core Web Vitals
 * become Analytics Engine data points. Only a small validated schema gets in (common/page-events.ts):
 * JSON sent as text/plain (what sendBeacon sends for a string) or application/json, at most
 * BEACON_MAX_BYTES, from this origin, carrying a valid beacon ticket for this host, its app id and
 * language (beacon-ticket.ts; 403 without one). It answers 204 and logs nothing per beacon. A point
 * it drops is answered 429: past a token bucket per isolate that caps the points a flood can cost
 * (checked first, so such a drop uses none of the ticket's allowance), whose drops are counted in
 * at most one log line a minute, or past the ticket's allowance (one `step-2`, one `done`, 60 points). A vital in milliseconds past VITAL_MAX_MS is not a measurement:
 * it is left out at write time.
 */
import type { Context } from 'hono';
import { BEACON_MAX_BYTES, readBeacon } from '../../common/page-events.ts';
import { parseJsonBody } from '../../common/json.ts';
import { readCappedRequest } from '../../common/capped-body.ts';
import { languageCodes } from '../../page/i18n/languages.ts';
import type { AppEnv } from '../config/app-env.ts';
import { requestColo } from '../observe.ts';
import { beaconKeys, readTicket, takeTicketAllowance } from './beacon-ticket.ts';
import { UNVERIFIED_APP, VITAL_MAX_MS, beaconPoint, writePoint } from './data-points.ts';
import { tokenBucket, type TokenBucket } from '../token-bucket.ts';

/** Data points per isolate: a burst of this many, refilled at this many a minute. */
export const BEACON_POINTS_PER_MINUTE = 600;
const DROP_REPORT_MS = 60_000;

const BEACON_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;
const COUNTRY = /^[A-Z0-9]{2}$/;

interface Limits {
  bucket: TokenBucket;
  dropped: number;
  reportedAt: number;
}

// Per env object, which lives as long as the isolate (like read-config.ts's cache); a fresh env in a test starts full.
const limits = new WeakMap<object, Limits>();

function limitsOf(env: object): Limits {
  let found = limits.get(env);
  if (!found) {
    found = {
      bucket: tokenBucket(BEACON_POINTS_PER_MINUTE, BEACON_POINTS_PER_MINUTE),
      dropped: 0,
      reportedAt: -Infinity,
    };
    limits.set(env, found);
  }
  return found;
}

export async function acceptBeacon(c: Context<AppEnv>): Promise<Response> {
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return c.body(null, 403);
  if (!BEACON_TYPE.test(c.req.header('Content-Type') ?? '')) return c.body(null, 415);
  const text = await readCappedRequest(c.req.raw, BEACON_MAX_BYTES);
  if (text === null) return c.body(null, 413);
  const body = parseJsonBody(text);
  const beacon = readBeacon(body, languageCodes);
  if (!beacon) return c.body(null, 400);
  // Proof that this origin served a page for this app id and language (docs/rules.md, Operations data).
  const keys = beaconKeys(c.env);
  const raw = (body as { ticket?: unknown }).ticket;
  const secrets = keys ? [keys.current, ...(keys.previous ? [keys.previous] : [])] : [];
  const ticket = keys ? await readTicket(secrets, raw, new URL(c.req.url).host) : null;
  if (!ticket || ticket.appId !== (beacon.appId ?? '') || ticket.language !== beacon.language) {
    return c.body(null, 403);
  }
  const measured = beacon.events.filter(
    (event) => event.kind !== 'vital' || event.detail === 'CLS' || event.value <= VITAL_MAX_MS,
  );
  const limit = limitsOf(c.env);
  // The isolate's budget first: a beacon it drops has used none of its ticket's allowance, so the
  // page's `step-2` or `done` can be sent again and written once the budget has refilled.
  if (!limit.bucket.has(measured.length)) return dropped(limit, measured.length, c);
  if (!takeTicketAllowance(ticket, beacon.events)) return c.body(null, 429);
  limit.bucket.take(measured.length);

  const country = c.req.raw.cf?.country;
  const where = {
    // Only an app id the edge prefetch found channels for: no beacon can add a row to the dashboards.
    appId: ticket.verified ? ticket.appId : UNVERIFIED_APP,
    language: beacon.language,
    colo: requestColo(c),
    // A country is not personal data: it is what the p75 field speed is grouped by.
    country: typeof country === 'string' && COUNTRY.test(country) ? country : null,
    link: ticket.link,
  };
  for (const event of measured) writePoint(c.env.PAGE_EVENTS, beaconPoint(event, where));
  return c.body(null, 204);
}

/** A beacon past the isolate's budget: 429, counted in at most one log line a minute. */
function dropped(limit: Limits, count: number, c: Context<AppEnv>): Response {
  limit.dropped += count;
  const now = Date.now();
  if (now - limit.reportedAt >= DROP_REPORT_MS) {
    console.warn(JSON.stringify({ event: 'beacon-points-dropped', count: limit.dropped }));
    limit.dropped = 0;
    limit.reportedAt = now;
  }
  return c.body(null, 429);
}

export function refuseBeaconMethod(c: Context<AppEnv>): Response {
  return c.body(null, 405, { Allow: 'POST' });
}
