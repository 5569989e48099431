/**
 * After every page response: one JSON log line (request-log.ts) and one Analytics Engine data
 * point (common/page-events.ts), from what the route noted with notePage() and what Cloudflare says about
 * the request (colo, ray id). Requests no page route noted (the beacon, static files) write
 * nothing here.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { languageOf } from '../language.ts';
import { requestPoint, writePoint } from './data-points.ts';
import {
  requestLogLine,
  safeAppId,
  safeColo,
  safeRay,
  wholeMs,
  type PageNote,
  type PageRequestRecord,
} from './request-log.ts';

/** Adds to what this request's page route has noted so far. */
export function notePage(c: Context<AppEnv>, note: PageNote): void {
  c.set('page', { ...c.get('page'), ...note });
}

/** Cloudflare's data centre for this request; tests and local runs have none. */
export function requestColo(c: Context<AppEnv>): string | null {
  return safeColo(c.req.raw.cf?.colo);
}

export const observePages: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const note = c.get('page');
  if (!note?.kind) return;
  const record: PageRequestRecord = {
    kind: note.kind,
    status: c.res.status,
    appId: safeAppId(note.appId),
    prefetch: note.prefetch ?? 'none',
    prefetchMs: wholeMs(note.prefetchMs ?? 0),
    renderMs: wholeMs(note.renderMs ?? 0),
    // The negotiated language, checked against the twelve codes: never the raw ?lang or cookie.
    language: languageOf(c),
    colo: requestColo(c),
    ray: safeRay(c.req.header('cf-ray')),
  };
  console.log(requestLogLine(record));
  writePoint(c.env.PAGE_EVENTS, requestPoint(record, note.linkHash ?? null));
};
