/**
 * `POST /beacon` (docs/rules.md, Operations data): the browser's funnel events and Core Web Vitals
 * become Analytics Engine data points. Only a small validated schema gets in (common/page-events.ts):
 * JSON sent as text/plain (what sendBeacon sends for a string) or application/json, at most
 * BEACON_MAX_BYTES, from this origin, carrying a valid beacon ticket for this host, its app id and
 * language (beacon-ticket.ts; 403 without one). It answers 204 when it wrote every point, and
 * logs nothing per beacon. A point it drops is answered 429: past the ticket's allowance (one
 * `step-2`, one `done`, one error screen, one of each vital, 60 points), or past the isolate's budget (budget.ts),
 * which caps the points a flood can cost and keeps room for real links' funnels, whose drops are
 * counted in at most one log line a minute. The budget is spent only on what the ticket still
 * allows, and the allowance only on what the budget granted, so a point dropped for the budget has
 * used none of it. A vital past its metric's ceiling (VITAL_CEILINGS: a minute for the timings, 10
 * for CLS) is not a measurement: it is left out at write time.
 */
import type { Context } from 'hono';
import { BEACON_MAX_BYTES, readBeacon } from '../../common/page-events.ts';
import { parseJsonBody } from '../../common/json.ts';
import { readCappedRequest } from '../../common/capped-body.ts';
import { languageCodes } from '../../page/i18n/languages.ts';
import type { AppEnv } from '../app-env.ts';
import { requestColo } from '../operations/observe.ts';
import { beaconKeys, readTicket, takeTicketAllowance, ticketRoom } from './beacon-ticket.ts';
import { UNVERIFIED_APP, beaconPoint, withinCeiling, writePoint } from '../operations/data-points.ts';
import { pointBudget, type PointBudget } from './budget.ts';

const BEACON_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;
const COUNTRY = /^[A-Z0-9]{2}$/;

// Per env object, which lives as long as the isolate (like page-worker/config/read-config.ts's cache); a fresh env in a test starts full.
const budgets = new WeakMap<object, PointBudget>();

function budgetOf(env: object): PointBudget {
  const found = budgets.get(env) ?? pointBudget();
  budgets.set(env, found);
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
  const measured = beacon.events.filter(withinCeiling);
  // The ticket's room first, taking nothing; then the isolate's budget for what the ticket allows;
  // only what the budget granted uses the ticket's allowance, so a point dropped for the budget can
  // be sent again and written once the budget has refilled.
  const room = ticketRoom(ticket, measured);
  const allowed = measured.filter((_, at) => room[at]);
  const granted = budgetOf(c.env).spend(ticket, allowed);
  const written = allowed.filter((_, at) => granted[at]);
  if (written.length > 0) takeTicketAllowance(ticket, written);

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
  for (const event of written) writePoint(c.env.PAGE_EVENTS, beaconPoint(event, where));
  return c.body(null, written.length === measured.length ? 204 : 429);
}

export function refuseBeaconMethod(c: Context<AppEnv>): Response {
  return c.body(null, 405, { Allow: 'POST' });
}
