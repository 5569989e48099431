/** JSON error answers: every error the sandbox gives is `{ error: string }`. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, headers?: Record<string, string>) {
  return c.json({ error }, status, headers);
}

export function unauthorized(c: Context) {
  return jsonError(c, 401, 'unauthorized', { 'WWW-Authenticate': 'Bearer' });
}

/** Registered after a path's real handlers, so it only sees the other methods. */
export function methodNotAllowed(...allowed: string[]) {
  return (c: Context) => jsonError(c, 405, 'method not allowed', { Allow: allowed.join(', ') });
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  const [type = ''] = (contentType ?? '').split(';', 1);
  return type.trim().toLowerCase();
}
