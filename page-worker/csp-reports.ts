/**
 * `POST /csp-reports`: where browsers send Content-Security-Policy violation
 * reports (the CSP's `report-to csp` with `Reporting-Endpoints`, and
 * `report-uri` for browsers without the Reporting API), so operators see a
 * violation in the page worker's log. A report's document URL is the payer link and
 * carries the auth token, and its blocked URL may carry anything, so one line
 * per report says only the directive and the blocked URL's origin (or keyword
 * such as `inline`); the lines are rate-limited per isolate (docs/security.md,
 * 'CSP reports').
 */
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { Env } from './worker-env.ts';
import { createLogLimiter, type LogLimiter } from './operations/log-limiter.ts';
import { readCappedRequest } from '../common/capped-body.ts';
import { isObjectOrArray } from '../common/json.ts';

export const CSP_REPORTS_PATH = '/csp-reports';
/** The Reporting-Endpoints name the CSP's `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp';
/** A browser's batch of a few reports is a few KB; anything bigger is not a report. */
const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Report lines a minute per isolate, after which they are counted, not written. */
const CSP_REPORT_LINES_PER_MINUTE = 10;

/** `application/reports+json`: the Reporting API; `application/csp-report`: `report-uri`. */
const REPORTS_JSON = 'application/reports+json';
const CSP_REPORT = 'application/csp-report';

/** What one violation report may put in the log. */
interface ViolationSummary {
  directive: string;
  blocked: string;
}

/** Keywords a browser puts in place of a blocked URL. */
const KEYWORDS = new Set(['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink', 'self']);
const NETWORK_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** The blocked URL's origin, its scheme alone (`data:`), or the browser's keyword; never a path, query or userinfo. */
function blockedOrigin(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'none';
  const keyword = value.toLowerCase();
  if (KEYWORDS.has(keyword)) return keyword;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'unparsable';
  }
  if (NETWORK_SCHEMES.has(url.protocol)) return url.origin;
  return /^[a-z][a-z0-9+.-]{0,20}:$/.test(url.protocol) ? url.protocol : 'other';
}

/** A directive name as CSP spells them (`img-src`, `script-src-elem`); anything else is not repeated. */
function directiveName(value: unknown): string {
  return typeof value === 'string' && /^[a-z][a-z-]{0,39}$/.test(value) ? value : 'unknown';
}

/**
 * The violations in a parsed body of either content type; other report types are skipped. Objects
 * are read with isObjectOrArray, not isRecord: an array in a report's place has none of its fields,
 * so it is summarised as `unknown blocked none`, a line that still tells operators a report came.
 */
function summarizeReports(contentType: typeof REPORTS_JSON | typeof CSP_REPORT, body: unknown): ViolationSummary[] {
  if (contentType === CSP_REPORT) {
    const report = isObjectOrArray(body) ? body['csp-report'] : undefined;
    if (!isObjectOrArray(report)) return [];
    return [
      {
        directive: directiveName(report['effective-directive'] ?? report['violated-directive']),
        blocked: blockedOrigin(report['blocked-uri']),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter(
      (report): report is Record<string, unknown> =>
        isObjectOrArray(report) && report.type === 'csp-violation' && isObjectOrArray(report.body),
    )
    .map((report) => {
      const violation = report.body as Record<string, unknown>;
      return { directive: directiveName(violation.effectiveDirective), blocked: blockedOrigin(violation.blockedURL) };
    });
}

const reportLine = ({ directive, blocked }: ViolationSummary) => `CSP violation: ${directive} blocked ${blocked}`;

// The env object lives as long as the isolate: one limiter per isolate.
const limiters = new WeakMap<Env, LogLimiter>();
function limiterFor(env: Env): LogLimiter {
  let limiter = limiters.get(env);
  if (!limiter) {
    limiter = createLogLimiter({
      perMinute: CSP_REPORT_LINES_PER_MINUTE,
      now: () => Date.now(),
      log: (line) => console.warn(line),
      dropped: (count) => `CSP reports: ${count} dropped (over ${CSP_REPORT_LINES_PER_MINUTE} a minute)`,
    });
    limiters.set(env, limiter);
  }
  return limiter;
}

export async function cspReports(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'POST') return c.body(null, 405, { Allow: 'POST' });
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== REPORTS_JSON && mediaType !== CSP_REPORT) return c.body(null, 415);
  const text = await readCappedRequest(c.req.raw, CSP_REPORT_MAX_BYTES);
  if (text === null) return c.body(null, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.body(null, 400);
  }
  const limiter = limiterFor(c.env);
  for (const violation of summarizeReports(mediaType, body)) limiter.write(reportLine(violation));
  return c.body(null, 204);
}
