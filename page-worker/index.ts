/**
 * The page worker. Link pages get the server-rendered page; everything else
 * the error screen. Hashed client assets never reach this code: Workers
 * Static Assets answers them first (wrangler.toml [assets]).
 */
import type { Context } from 'hono';
// Hono's smallest preset: one pattern router instead of the default's two, about 2.7 KB less gzip
// in the page worker's budget for a handful of routes (docs/rules.md, Performance budgets).
import { Hono } from 'hono/tiny';
import { clientConfigOf } from '../common/client-config.ts';
import { parseFlags, parseLink, withJudgedRedirect } from '../common/payer-link.ts';
import { showsUpiAppLink, showsUpiApps } from '../common/upi-app.ts';
import { bootState, type Boot } from '../page/boot.ts';
import type { ErrorKind } from '../page/flow/state.ts';
import { languages } from '../page/i18n/languages.ts';
import { BEACON_PATH } from '../common/page-events.ts';
import { readConfig } from './config/read-config.ts';
import { framersOf } from './config/embed-origins.ts';
import { catalogues } from './render/catalogues.ts';
import { detectLanguage, languageOf } from './language.ts';
import type { AppEnv } from './config/app-env.ts';
import { CSP_REPORTS_PATH, cspReports } from './csp-reports.ts';
import { acceptBeacon, refuseBeaconMethod } from './beacon/beacon.ts';
import { beaconKeys, issueTicket } from './beacon/beacon-ticket.ts';
import { linkHash, linkHashKey } from './beacon/link-hash.ts';
import { pageHeaders } from './headers.ts';
import { notePage, observePages } from './observe.ts';
import { prefetchChannels, type Prefetch } from './prefetch.ts';
import type { PrefetchOutcome, RouteKind } from './request-log.ts';
import { drawAhead, drawServerQr } from './render/server-qr.ts';
import { renderPage } from './render/render-page.tsx';

const app = new Hono<AppEnv>();

// Outermost: it reads the final status once everything below has answered (docs/rules.md, Logs).
app.use('*', observePages);
app.use('*', async (c, next) => {
  c.set('config', readConfig(c.env));
  await next();
});
app.use('*', pageHeaders);
app.use('*', detectLanguage);

/**
 * Every screen in the payer's language (docs/rules.md, Languages): the boot data carries its
 * catalogue, English too, so that the client bundles none. The time from `startedAt` (the QR drawing included)
 * is the request log's render time.
 */
async function page(c: Context<AppEnv>, boot: Boot, status: 200 | 400 | 404 | 500, startedAt = Date.now()) {
  const lang = languageOf(c);
  const ticket = await pageTicket(c, boot, lang);
  const withTicket: Boot = ticket ? { ...boot, beaconTicket: ticket } : boot;
  const framers = c.get('framers');
  const withEmbedders: Boot = framers?.length ? { ...withTicket, embedders: [...framers] } : withTicket;
  const withLanguage: Boot = { ...withEmbedders, lang, text: catalogues[lang], languages };
  c.header('Content-Language', languages[lang].tag);
  const html = renderPage(withLanguage, c.get('secureHeadersNonce') ?? '');
  notePage(c, { renderMs: Date.now() - startedAt });
  return c.html(html, status);
}

/**
 * Pages that cost nothing to ask for earn no ticket: a route error (404: no link was served) and a
 * malformed link (400: no token to check); their request's own data point already counts each one.
 * A configuration error has none either: the CSP allows no beacon then.
 */
const NO_TICKET: readonly ErrorKind[] = ['config', 'not-found', 'invalid-link'];

/**
 * The beacon ticket for this page (docs/rules.md, Operations data): it names the link's app id as
 * real only when the edge prefetch got channels for it. None for the pages of NO_TICKET, or
 * without the beacon keys. It names the host it was served on and the link's hash.
 */
async function pageTicket(c: Context<AppEnv>, boot: Boot, language: string): Promise<string | null> {
  if (boot.error && NO_TICKET.includes(boot.error)) return null;
  const keys = beaconKeys(c.env);
  if (!keys) return null;
  const note = c.get('page');
  // parseLink has checked the app id (docs/rules.md, Routes and statuses); an error screen has none.
  return issueTicket(keys.current, {
    host: new URL(c.req.url).host,
    appId: boot.link?.appId ?? '',
    language,
    verified: note?.prefetch === 'served',
    link: note?.linkHash ?? '',
  });
}

const ROUTE_KINDS: Record<ErrorKind, RouteKind> = {
  'not-found': 'not-found',
  'invalid-link': 'invalid-link',
  config: 'config-error',
  load: 'link',
  unauthorized: 'link',
  call: 'error',
  chunk: 'error',
};

function errorPage(c: Context<AppEnv>, error: ErrorKind, status: 400 | 404 | 500) {
  notePage(c, { kind: ROUTE_KINDS[error] });
  // No configuration, so no redirect target is allowed (docs/rules.md, Redirect rule).
  const flags = withJudgedRedirect(parseFlags(new URL(c.req.url).searchParams), null);
  return page(c, { error, link: null, flags, config: null, channels: null }, status);
}

/** The request log's word for what the edge prefetch did (docs/rules.md, Edge prefetch). */
function prefetchOutcome(prefetched: Prefetch): PrefetchOutcome {
  if (prefetched.kind === 'channels') return 'served';
  if (prefetched.kind === 'refused') return 'refused';
  return prefetched.reason === 'timeout' ? 'timeout' : 'failed';
}

async function linkPage(c: Context<AppEnv, '/:appId/:authToken'>) {
  // The raw app id: the request log keeps it only if it passes the safe character check.
  notePage(c, { kind: 'link', appId: c.req.param('appId') });
  const result = c.get('config');
  // First, so every screen of this link, errors included, may be framed where its app allows.
  c.set('framers', framersOf(result.embedders, c.req.param('appId')));
  if (!result.ok) {
    console.error(`Configuration error: ${result.problem}`);
    return errorPage(c, 'config', 500);
  }
  const link = parseLink(c.req.param('appId'), c.req.param('authToken'));
  if (!link) return errorPage(c, 'invalid-link', 400);
  // What lets the funnel count this link once per step, never its token (docs/rules.md, Operations data).
  const hashKey = linkHashKey(c.env);
  if (hashKey) notePage(c, { linkHash: await linkHash(hashKey, link.authToken) });
  // The redirect judged here, once: the boot data carries only a target the rule allows.
  const flags = withJudgedRedirect(parseFlags(new URL(c.req.url).searchParams), result.config);
  const userAgent = c.req.header('User-Agent');
  const upiAppLink = showsUpiAppLink(result.config.upiAppButton, userAgent);
  const upiApps = showsUpiApps(result.config.upiAppButton, userAgent);
  // The browser gets only its part of the configuration: never the allowed redirect hosts.
  const config = clientConfigOf(result.config);
  const shell: Boot = { error: null, link, flags, config, channels: null, upiAppLink, upiApps };
  if (!result.prefetch.enabled) {
    notePage(c, { prefetch: 'off' });
    return page(c, shell, 200);
  }

  const prefetchStartedAt = Date.now();
  const prefetched = await prefetchChannels({
    config: result.config,
    link,
    timeoutMs: result.prefetch.timeoutMs,
    binding: c.env.PAYMENT_WORKER,
  });
  // A fallback is a field of the request log line, not a line of its own.
  notePage(c, { prefetch: prefetchOutcome(prefetched), prefetchMs: Date.now() - prefetchStartedAt });
  if (prefetched.kind === 'refused') {
    return page(c, { ...shell, error: prefetched.unauthorized ? 'unauthorized' : 'load' }, 200);
  }
  if (prefetched.kind === 'fallback') return page(c, shell, 200);
  const renderStartedAt = Date.now();
  const boot: Boot = { ...shell, channels: prefetched.channels };
  const state = bootState(boot);
  const ahead = drawAhead(state);
  return page(
    c,
    { ...boot, qr: drawServerQr(state), ...(ahead.length ? { drawnAhead: ahead } : {}) },
    200,
    renderStartedAt,
  );
}

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
