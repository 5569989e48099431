/**
 * CORS for the API and upload routes: the page calls the sandbox from another
 * origin. Only the origins in ALLOWED_ORIGINS (or any, with `*`) get an
 * Access-Control-Allow-Origin; others get none and the browser blocks them.
 */
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxBindings } from './sandbox-env.ts';

/** Origins as written in ALLOWED_ORIGINS, trailing slashes dropped. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function isAllowedOrigin(origin: string, allowedOrigins: string | undefined): boolean {
  const allowed = parseAllowedOrigins(allowedOrigins);
  return origin !== '' && origin !== 'null' && (allowed.includes('*') || allowed.includes(origin));
}

export const apiCors = cors({
  origin: (origin: string, c: Context) => {
    const { ALLOWED_ORIGINS } = c.env as SandboxBindings;
    if (!isAllowedOrigin(origin, ALLOWED_ORIGINS)) return null;
    return parseAllowedOrigins(ALLOWED_ORIGINS).includes('*') ? '*' : origin;
  },
  allowMethods: ['POST'],
  allowHeaders: ['Authorization', 'CF-Turnstile-Response', 'Content-Type'],
  maxAge: 600,
});
