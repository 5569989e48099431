/**
 * The page worker: the middleware every response passes through, and the routes. Link pages get
 * the server-rendered page (render/link-page.ts); everything else the error screen. Hashed client
 * assets never reach this code: Workers Static Assets answers them first (wrangler.toml [assets]).
 */
import type { Context } from 'hono';
// Hono's smallest preset: one pattern router instead of the default's two, about 2.7 KB less gzip
// in the page worker's budget for a handful of routes (docs/rules.md, Performance budgets).
import { Hono } from 'hono/tiny';
import { BEACON_PATH } from '../common/page-events.ts';
import type { AppEnv } from './app-env.ts';
import { acceptBeacon, refuseBeaconMethod } from './beacon/beacon.ts';
import { readConfig } from './config/read-config.ts';
import { CSP_REPORTS_PATH, cspReports } from './csp-reports.ts';
import { pageHeaders } from './headers.ts';
import { detectLanguage } from './language.ts';
import { observePages } from './operations/observe.ts';
import { errorPage, linkPage } from './render/link-page.ts';

const app = new Hono<AppEnv>();

// Outermost: it reads the final status once everything below has answered (docs/rules.md, Logs).
app.use('*', observePages);
app.use('*', async (c, next) => {
  c.set('config', readConfig(c.env));
  await next();
});
app.use('*', pageHeaders);
app.use('*', detectLanguage);

// One segment, so never a link; POST only (others 405), see docs/security.md, 'CSP reports'.
app.all(CSP_REPORTS_PATH, cspReports);
// A missing hashed asset is not a link: only /{appId}/{authToken}[/] is (docs/rules.md, Routes and statuses).
app.all('/assets/*', (c) => errorPage(c, 'not-found', 404));
// The browser's operations beacon (docs/rules.md, Operations data): POST only, and no page log line.
app.post(BEACON_PATH, acceptBeacon);
app.all(BEACON_PATH, refuseBeaconMethod);
// `{[^/]*}` lets the app id be empty, so `//{authToken}` is an invalid link (400), not a 404.
app.get('/:appId{[^/]*}/:authToken', linkPage);
app.get('/:appId{[^/]*}/:authToken/', linkPage);
// GET answers a link path, and HEAD through it; any other method 405, with no page (docs/rules.md, Routes and statuses).
const refuseLinkMethod = (c: Context<AppEnv>) => c.body(null, 405, { Allow: 'GET, HEAD' });
app.all('/:appId{[^/]*}/:authToken', refuseLinkMethod);
app.all('/:appId{[^/]*}/:authToken/', refuseLinkMethod);
app.notFound((c) => errorPage(c, 'not-found', 404));
app.onError((error, c) => {
  // The message only: a stack or request dump could carry the token.
  console.error(`Unhandled error: ${error.message}`);
  return errorPage(c, 'call', 500);
});

export default app;
