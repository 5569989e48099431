// The security headers (docs/rules.md) and nonce CSP on every HTML response, and the server's first paint.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OCR_THREAD_PATH } from '../../common/trusted-types.ts';
import { clientAssets } from '../../page-worker/generated/client-assets.ts';
import { callWorker, cspNonce, explodeOnRender, get, nonceAttribute, parseCsp, screenOf } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const PAYMENT_ORIGIN = 'https://pay.example';
const TURNSTILE_ORIGIN = 'https://turnstile.test';
const UPLOAD_ORIGIN = 'https://uploads.example';

type Case = { name: string; status: number; fetch: () => Promise<Response> };

/** docs/security.md's Response headers table, beside the CSP, no-store, no-referrer and DENY checked below. */
const PROMISED_HEADERS: [name: string, value: string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['X-Robots-Tag', 'noindex, nofollow'],
];

const silenced =
  <T>(run: () => Promise<T>) =>
  async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return run();
  };

/** One response of each kind the page worker sends. */
const cases: Case[] = [
  { name: 'a link page', status: 200, fetch: () => get('/demo/a.b.c?test=1') },
  { name: 'an invalid link', status: 400, fetch: () => get('/demo/a.b') },
  { name: 'another route', status: 404, fetch: () => get('/') },
  { name: 'a missing asset', status: 404, fetch: () => get('/assets/missing.js') },
  // On a link path another method is 405 with no page (tests/page-worker/routing.test.ts, docs-headers.test.ts).
  { name: 'a POST', status: 404, fetch: () => get('/demo', { method: 'POST', body: 'x' }) },
  {
    name: 'a configuration error',
    status: 500,
    fetch: silenced(() => callWorker('/demo/a.b.c', { PAYMENT_WORKER_URL: undefined })),
  },
  {
    name: 'an unhandled error',
    status: 500,
    fetch: silenced(() => {
      explodeOnRender();
      return callWorker('/explode/a.b.c', {});
    }),
  },
];

describe.each(cases)('$name ($status)', ({ status, fetch }) => {
  it('is never cached, indexed or referred', async () => {
    const response = await fetch();
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html\b/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('carries every header docs/security.md lists, with its exact value', async () => {
    const response = await fetch();
    expect(response.status).toBe(status);
    const headers = Object.fromEntries(PROMISED_HEADERS.map(([name]) => [name, response.headers.get(name)]));
    expect(headers).toEqual(Object.fromEntries(PROMISED_HEADERS));
    const csp = parseCsp(response.headers.get('Content-Security-Policy'));
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // Only the page's own OCR thread script, on the request's origin (docs/security.md, 'The OCR
    // thread's policy'): no other same-origin file, no blob: threads.
    expect(clientAssets.ocrThread).toMatch(OCR_THREAD_PATH);
    expect(csp.get('worker-src')).toEqual([
      `https://page.test${clientAssets.ocrThread}`,
      `https://page.test${clientAssets.qrThread}`,
    ]);
  });

  it('sends CSP violation reports to /csp-reports (Reporting API, and report-uri for browsers without it)', async () => {
    const response = await fetch();
    expect(response.headers.get('Reporting-Endpoints')).toBe('csp="/csp-reports"');
    const csp = parseCsp(response.headers.get('Content-Security-Policy'));
    expect(csp.get('report-to')).toEqual(['csp']);
    expect(csp.get('report-uri')).toEqual(['/csp-reports']);
  });

  it('has a nonce CSP that matches the page script and style', async () => {
    const response = await fetch();
    const header = response.headers.get('Content-Security-Policy');
    expect(header).toBeTruthy();
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*/);
    const csp = parseCsp(header);
    const nonce = cspNonce(csp.get('script-src'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{16,}={0,2}$/);
    expect(cspNonce(csp.get('style-src'))).toBe(nonce);

    const html = await response.text();
    expect(nonceAttribute(html, '<script type="module"')).toBe(nonce);
    expect(nonceAttribute(html, '<style')).toBe(nonce);
    // Every other script is the inert JSON block, which needs no nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toBe('<script type="application/json" id="boot">');

    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // 'none' is only valid alone: beside other sources browsers ignore it and warn.
    for (const [directive, sources] of csp) {
      if (sources.includes("'none'")) expect({ directive, sources }).toEqual({ directive, sources: ["'none'"] });
    }
  });

  it('serves the first paint with the hashed client entry and the inline CSS', async () => {
    const html = await (await fetch()).text();
    expect(clientAssets.entry).toMatch(/^\/assets\/[\w-]+\.js$/);
    expect(html).toMatch(
      new RegExp(
        `<script type="module" async nonce="[^"]+" src="${clientAssets.entry.replace(/\./g, '\\.')}"></script>`,
      ),
    );
    expect(clientAssets.css.length).toBeGreaterThan(100);
    expect(html).toMatch(/<style nonce="[^"]+">([^<]*)<\/style>/);
    expect(html.match(/<style nonce="[^"]+">([^<]*)<\/style>/)?.[1]).toBe(clientAssets.css);
    expect(screenOf(html)).toBe(status === 200 ? 'loading' : status === 404 ? 'error-no-retry' : 'error-retry');
  });
});

describe('the nonce', () => {
  it('is fresh in every response', async () => {
    const nonces = new Set<string | null>();
    for (let i = 0; i < 5; i++) {
      const response = await get('/demo/a.b.c');
      nonces.add(cspNonce(parseCsp(response.headers.get('Content-Security-Policy')).get('script-src')));
      nonces.add(nonceAttribute(await response.text(), '<script type="module"'));
    }
    expect(nonces.has(null)).toBe(false);
    expect(nonces.size).toBe(5);
  });
});

describe('the CSP of a link page', () => {
  it("allows scripts from 'self' and exactly the Turnstile script's origin", async () => {
    const csp = parseCsp((await get('/demo/a.b.c')).headers.get('Content-Security-Policy'));
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'", TURNSTILE_ORIGIN]);
  });

  it("allows connections to 'self' (the beacon), the payment worker and the upload origins only", async () => {
    const csp = parseCsp((await get('/demo/a.b.c')).headers.get('Content-Security-Policy'));
    expect([...(csp.get('connect-src') ?? [])].sort()).toEqual(["'self'", PAYMENT_ORIGIN, UPLOAD_ORIGIN].sort());
  });

  it('allows frames from the Turnstile origin only', async () => {
    const csp = parseCsp((await get('/demo/a.b.c')).headers.get('Content-Security-Policy'));
    expect(csp.get('frame-src')).toEqual([TURNSTILE_ORIGIN]);
  });

  it('lists several upload origins once each, beside the payment worker', async () => {
    const response = await callWorker('/demo/a.b.c', {
      UPLOAD_ORIGINS: 'https://uploads.example, https://r2.example.net,https://pay.example',
    });
    const connect = parseCsp(response.headers.get('Content-Security-Policy')).get('connect-src') ?? [];
    expect([...connect].sort()).toEqual(["'self'", PAYMENT_ORIGIN, 'https://r2.example.net', UPLOAD_ORIGIN].sort());
  });

  it('names only the origin of a payment worker URL with a path', async () => {
    const response = await callWorker('/demo/a.b.c', {
      PAYMENT_WORKER_URL: 'https://api.example.com/payments/v1/',
      UPLOAD_ORIGINS: '',
    });
    const csp = parseCsp(response.headers.get('Content-Security-Policy'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });
});

describe('the unhandled-error page', () => {
  it('logs the message only, never the URL', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    explodeOnRender();
    const response = await callWorker('/explode/secret-head.secret-body.secret-sig?redirect_url=x', {});
    expect(response.status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(1);
    const line = errors.mock.calls.flat().map(String).join(' ');
    expect(line).toContain('render failed');
    expect(line).not.toContain('secret');
  });
});
