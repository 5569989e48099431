/**
 * The Turnstile stand-in's routes, mounted at /turnstile: the api.js script,
 * the widget iframe page and the token endpoint the widget calls. Tokens are
 * spent by submit-deposit (tokens.ts), as a real backend would via siteverify.
 */
import { Hono } from 'hono';
import { isAllowedOrigin } from '../cors.ts';
import { database } from '../db.ts';
import { base64urlEncode } from '../../common/encoding.ts';
import type { AppEnv } from '../sandbox-env.ts';
import { jsonError, mediaType, methodNotAllowed } from '../http.ts';
import { TURNSTILE_API_SCRIPT } from '../generated/turnstile-scripts.ts';
import { CHALLENGE_FAILED_CODE } from './protocol.ts';
import { challengeMode, isSitekey } from './sitekeys.ts';
import { issueToken } from './tokens.ts';
import { widgetCsp, widgetHtml } from './widget-page.ts';

export const turnstile = new Hono<AppEnv>();

const WIDGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An http(s) origin written exactly as `URL.origin` would write it. */
function isOrigin(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

turnstile.get('/v0/api.js', (c) =>
  c.body(TURNSTILE_API_SCRIPT, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Pages that set Cross-Origin-Embedder-Policy can still load it.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }),
);
turnstile.all('/v0/api.js', methodNotAllowed('GET', 'HEAD'));

turnstile.get('/v0/widget', (c) => {
  const sitekey = c.req.query('sitekey');
  const id = c.req.query('id');
  const parent = c.req.query('parent');
  if (!isSitekey(sitekey) || !id || !WIDGET_ID.test(id) || !isOrigin(parent)) {
    return c.text('widget needs sitekey, id and parent (an http(s) origin)', 400, { 'Cache-Control': 'no-store' });
  }
  // Like a real site key's hostname list: a page outside ALLOWED_ORIGINS gets Cloudflare's 110200 error.
  const mode = isAllowedOrigin(parent, c.env.ALLOWED_ORIGINS) ? challengeMode(sitekey) : 'domain-not-allowed';
  const nonce = base64urlEncode(crypto.getRandomValues(new Uint8Array(18)));
  return c.html(widgetHtml(mode, nonce), 200, {
    'Content-Security-Policy': widgetCsp(nonce, [
      parent,
      ...(c.env.WIDGET_FRAME_ANCESTORS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(isOrigin),
    ]),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
  });
});
turnstile.all('/v0/widget', methodNotAllowed('GET', 'HEAD'));

turnstile.post('/v0/token', async (c) => {
  // Only the widget page (same origin) or a non-browser client such as a test may ask.
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return jsonError(c, 403, 'token requests must come from the widget');
  }
  if (mediaType(c.req.header('Content-Type')) !== 'application/json') {
    return jsonError(c, 415, 'content type must be application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return jsonError(c, 400, 'body must be valid JSON');
  }
  const sitekey = typeof body === 'object' && body !== null ? (body as { sitekey?: unknown }).sitekey : undefined;
  if (!isSitekey(sitekey)) return c.json({ error: 'sitekey is invalid', code: '110100' }, 400);
  if (challengeMode(sitekey) === 'fail') {
    return c.json({ error: 'challenge failed', code: CHALLENGE_FAILED_CODE }, 403);
  }
  const token = await issueToken(await database(c.env.DB), c.env.JWT_SECRET, new Date());
  return c.json({ token }, 200, { 'Cache-Control': 'no-store' });
});
turnstile.all('/v0/token', methodNotAllowed('POST'));
