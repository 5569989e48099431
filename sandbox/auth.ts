/**
 * Bearer check for the four API operations: a valid, unexpired payer JWT whose
 * `app_id` is the app in the path. Every failure is the same 401 so a caller
 * learns nothing about why; the token itself is never logged.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './sandbox-env.ts';
import { unauthorized } from './http.ts';
import { verifyJwt } from './jwt.ts';

const BEARER = /^Bearer +([A-Za-z0-9_\-.]+) *$/i;

export const requirePayer = createMiddleware<AppEnv>(async (c, next) => {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return unauthorized(c);
  const result = await verifyJwt(token, c.env.JWT_SECRET);
  if (!result.ok || result.claims.app_id !== c.req.param('appId')) return unauthorized(c);
  c.set('claims', result.claims);
  await next();
});
