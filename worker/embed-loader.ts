/**
 * `GET /embed.js`: the embed loader (embed/loader.ts, built by make/embed.ts; docs/embedding.md),
 * which merchants' pages load from this origin. Its headers are a script's, not a link page's
 * (docs/security.md, 'Response headers'): loadable by any site (`Cross-Origin-Resource-Policy:
 * cross-origin`), cacheable for five minutes since its URL carries no version (a fix reaches every
 * merchant within that), and never sniffed as anything but JavaScript. It carries no token and no
 * state, so none of the link pages' `no-store`, CSP or `same-origin` applies.
 */
import type { Context } from 'hono';
import { embedScript } from './generated/embed-script.ts';

export const EMBED_LOADER_PATH = '/embed.js';

/** The loader's headers, exactly: tests/worker/embed-loader.test.ts and docs/security.md's table check them. */
export const EMBED_LOADER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'public, max-age=300',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export function serveEmbedLoader(c: Context): Response {
  return c.body(embedScript, 200, { ...EMBED_LOADER_HEADERS });
}
