/**
 * The page worker. Link pages get the server-rendered page; everything else
 * the error screen. Hashed client assets never reach this code: Workers
 * Static Assets answers them first (wrangler.toml [assets]).
 */
import { Hono, type Context } from 'hono';
import { parseFlags, parseLink } from '../common/payer-link.ts';
import { showsUpiAppLink } from '../common/upi-app.ts';
import { bootState, type Boot } from '../client/boot.ts';
import type { ErrorKind } from '../client/flow/state.ts';
import { languages } from '../client/i18n/languages.ts';
import { readConfig } from './read-config.ts';
import { catalogues } from './catalogues.ts';
import { detectLanguage, languageOf } from './language.ts';
import type { AppEnv } from './app-env.ts';
import { CSP_REPORTS_PATH, cspReports } from './csp-reports.ts';
import { pageHeaders } from './headers.ts';
import { prefetchChannels } from './prefetch.ts';
import { drawServerQr } from './server-qr.ts';
import { renderPage } from './render-page.tsx';

const app = new Hono<AppEnv>();

app.use('*', async (c, next) => {
  c.set('config', readConfig(c.env));
  await next();
});
app.use('*', pageHeaders);
app.use('*', detectLanguage);

/** Every screen in the payer's language (docs/rules.md, Languages): the boot data carries the catalogue unless it is English, which the client bundles. */
function page(c: Context<AppEnv>, boot: Boot, status: 200 | 400 | 404 | 500) {
  const lang = languageOf(c);
  const withLanguage: Boot = lang === 'en' ? { ...boot, lang } : { ...boot, lang, text: catalogues[lang] };
  c.header('Content-Language', languages[lang].tag);
  return c.html(renderPage(withLanguage, c.get('secureHeadersNonce') ?? ''), status);
}

function errorPage(c: Context<AppEnv>, error: ErrorKind, status: 400 | 404 | 500) {
  const flags = parseFlags(new URL(c.req.url).searchParams);
  return page(c, { error, link: null, flags, config: null, channels: null }, status);
}

async function linkPage(c: Context<AppEnv, '/:appId/:authToken'>) {
  const result = c.get('config');
  if (!result.ok) {
    console.error(`Configuration error: ${result.problem}`);
    return errorPage(c, 'config', 500);
  }
  const link = parseLink(c.req.param('appId'), c.req.param('authToken'));
  if (!link) return errorPage(c, 'invalid-link', 400);
  const flags = parseFlags(new URL(c.req.url).searchParams);
  const upiAppLink = showsUpiAppLink(result.config.upiAppButton, c.req.header('User-Agent'));
  const shell: Boot = { error: null, link, flags, config: result.config, channels: null, upiAppLink };
  if (!result.prefetch.enabled) return page(c, shell, 200);

  const prefetched = await prefetchChannels({
    config: result.config,
    link,
    timeoutMs: result.prefetch.timeoutMs,
    binding: c.env.PAYMENT_WORKER,
  });
  if (prefetched.kind === 'refused') return page(c, { ...shell, error: 'load' }, 200);
  if (prefetched.kind === 'fallback') {
    console.warn(`get-channels prefetch fell back (${prefetched.reason}): the browser loads the channels`);
    return page(c, shell, 200);
  }
  const boot: Boot = { ...shell, channels: prefetched.channels };
  return page(c, { ...boot, qr: await drawServerQr(bootState(boot)) }, 200);
}

// One segment, so never a link; POST only (others 405), see docs/security.md, 'CSP reports'.
app.all(CSP_REPORTS_PATH, cspReports);
// A missing hashed asset is not a link: only /{appId}/{authToken}[/] is (docs/rules.md, Routes and statuses).
app.all('/assets/*', (c) => errorPage(c, 'not-found', 404));
// `{[^/]*}` lets the app id be empty, so `//{authToken}` is an invalid link (400), not a 404.
app.get('/:appId{[^/]*}/:authToken', linkPage);
app.get('/:appId{[^/]*}/:authToken/', linkPage);
app.notFound((c) => errorPage(c, 'not-found', 404));
app.onError((error, c) => {
  // The message only: a stack or request dump could carry the token.
  console.error(`Unhandled error: ${error.message}`);
  return errorPage(c, 'call', 500);
});

export default app;
