/**
 * The sandbox payment worker: what the payment page calls in local development
 * and tests, never in production. Four operations under a bearer JWT
 * (`POST /{operation}/{appId}`), the pre-signed upload route, and a Turnstile
 * stand-in at /turnstile/v0/*. Every error is JSON `{ error }`.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getChannels } from './api/get-channels.ts';
import { getUploadUrl } from './api/get-upload-url.ts';
import { submitDeposit } from './api/submit-deposit.ts';
import { requirePayer } from './auth.ts';
import { apiCors } from './cors.ts';
import type { AppEnv } from './sandbox-env.ts';
import { jsonError, methodNotAllowed } from './http.ts';
import { OUTAGE_APP_ID } from './outage.ts';
import { turnstile } from './turnstile/routes.ts';
import { uploadProof } from './upload/route.ts';

const app = new Hono<AppEnv>();

const operations = {
  '/get-channels/:appId': getChannels,
  '/get-upload-url/:appId': getUploadUrl,
  '/submit-deposit/:appId': submitDeposit,
} as const;

// The outage app answers 503 before its token is looked at (./outage.ts).
const outage = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.param('appId') === OUTAGE_APP_ID) return jsonError(c, 503, 'service unavailable');
  await next();
});

for (const [path, handler] of Object.entries(operations)) {
  app.use(path, apiCors);
  app.post(path, outage, requirePayer, handler);
  app.all(path, methodNotAllowed('POST'));
}

app.use('/upload/:uploadId', apiCors);
app.post('/upload/:uploadId', uploadProof);
app.all('/upload/:uploadId', methodNotAllowed('POST'));

app.route('/turnstile', turnstile);

app.notFound((c) => jsonError(c, 404, 'not found'));

app.onError((error, c) => {
  // The path names the operation and app only; headers (and so the bearer token) are never logged.
  console.error(`sandbox: ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error.message);
  return jsonError(c, 500, 'internal error');
});

export default app;
