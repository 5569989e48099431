/**
 * The pages the page worker renders: a link's page, with the edge prefetch's channels or the
 * loading shell, and the error screens, each in the payer's language with its beacon ticket
 * (docs/rules.md, Routes and statuses, Edge prefetch, Operations data). The routes are page-worker/index.ts's.
 */
import type { Context } from 'hono';
import { clientConfigOf } from '../../common/client-config.ts';
import { parseFlags, parseLink, withJudgedRedirect } from '../../common/payer-link.ts';
import { showsUpiAppLink, showsUpiApps } from '../../common/upi-app.ts';
import { bootState, type Boot } from '../../page/boot.ts';
import type { ErrorKind } from '../../page/flow/state.ts';
import { languages } from '../../page/i18n/languages.ts';
import type { AppEnv } from '../app-env.ts';
import { beaconKeys, issueTicket } from '../beacon/beacon-ticket.ts';
import { linkHash, linkHashKey } from '../beacon/link-hash.ts';
import { framersOf } from '../config/embed-origins.ts';
import { languageOf } from '../language.ts';
import { notePage } from '../operations/observe.ts';
import type { PrefetchOutcome, RouteKind } from '../operations/request-log.ts';
import { prefetchChannels, type Prefetch } from '../prefetch.ts';
import { catalogues } from './catalogues.ts';
import { renderPage } from './render-page.tsx';
import { drawAhead, drawServerQr } from './server-qr.ts';

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

export function errorPage(c: Context<AppEnv>, error: ErrorKind, status: 400 | 404 | 500) {
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

export async function linkPage(c: Context<AppEnv, '/:appId/:authToken'>) {
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
