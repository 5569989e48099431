/**
 * `GET /embed.js` as the local stack serves it (docs/embedding.md; docs/security.md, 'Response
 * headers'): a static file, dist/client/embed.js written by make/embed.ts, answered by Workers Static
 * Assets before the page worker runs. Its headers are a script's and none of a link page's; the
 * exact table check is tests/e2e/docs-headers.test.ts, and this file holds what a table row cannot
 * say: the body, HEAD, and that the page worker neither answers nor logs it, even with its
 * configuration broken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_PATH } from '../../make/embed-types.ts';
import { root } from '../../make/paths.ts';
import { readRequestLine } from '../../harness/data-points-log.ts';
import type { LocalStack, StackLogLine } from '../../harness/local-stack.ts';
import { stackFor } from '../../harness/e2e-stack.ts';

const built = readFileSync(join(root, 'dist/client/embed.js'), 'utf8');

let stack: LocalStack;
const logs: StackLogLine[] = [];
beforeAll(async () => {
  // Its own stack (a log capture is never shared), with no payment worker URL: a configuration
  // error on every page the page worker renders.
  stack = await stackFor({ pageVars: { PAYMENT_WORKER_URL: '' }, onLogLine: (line) => logs.push(line) });
});
afterAll(() => stack?.dispose());

const get = (path: string, init?: RequestInit) => fetch(`${stack.pageUrl}${path}`, init);

/** The page worker's request log lines so far (docs/rules.md, Logs). */
const requestLines = () =>
  logs.flatMap((line) => (line.worker === 'page' ? [readRequestLine(line.text)] : [])).filter((line) => line !== null);

describe("GET /embed.d.ts and /embed-react.d.ts, the loader's types (docs/embedding.md, Types)", () => {
  it.each(['/embed.d.ts', '/embed-react.d.ts'])(
    '%s answers the built types as plain text any site may fetch, cached five minutes, never sniffed',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
      expect(await response.text()).toBe(readFileSync(join(root, 'dist/client', path), 'utf8'));
    },
  );
});

describe('GET /embed.md, the guide the types point at (docs/embedding.md, Types)', () => {
  it('answers docs/embedding.md as plain text any site may fetch, and the types name it on their first lines', async () => {
    const response = await get('/embed.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(await response.text()).toBe(readFileSync(join(root, 'docs/embedding.md'), 'utf8'));
    for (const path of ['/embed.d.ts', '/embed-react.d.ts']) {
      const header = (await (await get(path)).text()).split('\n').slice(0, 3).join('\n');
      expect(header).toContain(`${GUIDE_PATH} on the same origin as this file`);
    }
  });
});

describe('GET /embed.js, a static file', () => {
  it('answers the built loader as JavaScript any site may load, cached five minutes and never sniffed', async () => {
    const response = await get('/embed.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(await response.text()).toBe(built);
  });

  it('carries none of the link pages’ headers: no no-store, no same-origin, no cookie, no CSP', async () => {
    const response = await get('/embed.js');
    await response.arrayBuffer();
    expect(response.headers.get('Cache-Control')).not.toContain('no-store');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).not.toBe('same-origin');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('X-Robots-Tag')).toBeNull();
  });

  it('defines PaymentPage.open and <payment-page>, checks messages, and learns its origin from its own script', () => {
    expect(built).toContain('PaymentPage');
    expect(built).toContain('payment-page');
    expect(built).toContain('currentScript');
    expect(built).toContain('clipboard-write; web-share');
    expect(built).toContain('no-referrer');
    // Its own frame's window and the page's origin, before the shape check.
    expect(built).toContain('.contentWindow');
    expect(built).toContain('.origin');
    // Never a target of '*', never a sandbox.
    expect(built).not.toMatch(/['"`]\*['"`]/);
    expect(built).not.toContain('sandbox');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await get('/embed.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(await response.text()).toBe('');
  });

  it('is served with the configuration broken, and the page worker writes no line for it', async () => {
    const before = requestLines().length;
    const loader = await get('/embed.js');
    expect(loader.status).toBe(200);
    expect(await loader.text()).toBe(built);
    // Then a request the page worker does answer: its line comes after any the loader's would have made.
    const page = await get('/demo/a.b.c');
    await page.arrayBuffer();
    expect(page.status).toBe(500);
    await expect.poll(() => requestLines().length - before, { timeout: 10_000 }).toBeGreaterThan(0);
    const lines = requestLines().slice(before);
    expect(lines.map((line) => [line.kind, line.status])).toEqual([['config-error', 500]]);
  });
});
