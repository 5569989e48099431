/**
 * Every header the page worker writes is well formed (docs/security.md, 'Response headers'): on a
 * link's screens and every other route it answers, in every kind of configuration, and in
 * configurations that try to write into the CSP through a list's entries. Each CSP directive appears
 * once and each source is valid CSP grammar (tests/page-worker/csp-grammar.ts). A directive written twice
 * is the attack to stop: browsers take the first, so an injected empty `require-trusted-types-for`
 * before the real one switched Trusted Types off.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspFaults, headerFaults } from './csp-grammar.ts';
import { callWorker, parseCsp, type Vars } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (type: string): RequestInit => ({ method: 'POST', body: '{}', headers: { 'Content-Type': type } });

const routes: [name: string, path: string, init?: RequestInit][] = [
  ['a link page', '/demo/a.b.c?test=1'],
  ['a link page of another app', '/shop/a.b.c'],
  ['HEAD on a link page', '/demo/a.b.c', { method: 'HEAD' }],
  ['an invalid link', '/demo/a.b'],
  ['an unknown route', '/'],
  ['/favicon.ico', '/favicon.ico'],
  ['a refused beacon', '/beacon', post('text/html')],
  ['GET /beacon', '/beacon'],
  ['a CSP report', '/csp-reports', post('application/csp-report')],
  ['GET /csp-reports', '/csp-reports'],
  ['POST on a link path', '/demo/a.b.c', { method: 'POST', body: 'x' }],
];

const LOCAL = { PAYMENT_WORKER_URL: 'http://127.0.0.1:8788', UPLOAD_ORIGINS: '' };

const configurations: [name: string, vars: Vars][] = [
  ['the tests’ configuration', {}],
  ['TRUSTED_TYPES=report', { TRUSTED_TYPES: 'report' }],
  ['embedders for every app and for one', { EMBED_ORIGINS: 'https://all.example,demo=https://Demo-Shop.example:8443' }],
  ['several upload origins', { UPLOAD_ORIGINS: 'https://uploads.example,https://r2.example.net:8443' }],
  ['the local configuration', { ...LOCAL, EMBED_ORIGINS: 'http://localhost:8790', REDIRECT_ALLOWED_HOSTS: '*' }],
  ['a configuration error', { PAYMENT_WORKER_URL: undefined }],
  // Attempts to write into the CSP through an entry: each is a configuration error now.
  [
    'a directive after an embedder',
    { EMBED_ORIGINS: 'https://ok.example,https://x.example;require-trusted-types-for' },
  ],
  ['a directive after an upload origin', { UPLOAD_ORIGINS: 'https://x.example;script-src' }],
  ['a keyword after an embedder', { EMBED_ORIGINS: "demo=https://x.example'unsafe-inline'" }],
  ['a quote in an upload origin', { UPLOAD_ORIGINS: 'https://x.example"' }],
  ['a brace in an embedder', { EMBED_ORIGINS: 'https://x{y}.example' }],
];

const cases = configurations.flatMap(([config, vars]) =>
  routes.map(([route, path, init]) => [config, route, vars, path, init] as const),
);

describe('every header the page worker writes', () => {
  it.each(cases)('%s, %s: well formed', async (_config, _route, vars, path, init) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await callWorker(path, vars, init);
    await response.arrayBuffer();
    const faults = [...response.headers].flatMap(([name, value]) => headerFaults(name, value));
    expect(faults).toEqual([]);
    // Trusted Types are required, enforced or report-only, exactly once.
    const policies = ['Content-Security-Policy', 'Content-Security-Policy-Report-Only'];
    const required = policies.flatMap((name) =>
      [...parseCsp(response.headers.get(name)).keys()].filter((key) => key === 'require-trusted-types-for'),
    );
    expect(required).toHaveLength(1);
  });

  it('the injected directive is refused: no page, nothing may frame it, one policy requiring Trusted Types', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const vars = { EMBED_ORIGINS: 'https://ok.example,https://x.example;require-trusted-types-for' };
    const response = await callWorker('/demo/a.b.c', vars);
    expect(response.status).toBe(500);
    const csp = parseCsp(response.headers.get('Content-Security-Policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
  });
});

describe('the CSP grammar the test reads by', () => {
  it('finds a directive written twice, an empty directive and an unknown one', () => {
    expect(
      cspFaults(
        "default-src 'none'; frame-ancestors https://x.example;require-trusted-types-for; require-trusted-types-for 'script'",
      ),
    ).toEqual([
      "require-trusted-types-for: not just 'script'",
      'require-trusted-types-for twice: browsers take the first and ignore the rest',
    ]);
    expect(cspFaults("default-src 'none';; object-src 'none'")).toEqual(['an empty directive']);
    expect(cspFaults("default-src 'none'; frame-ancestor 'none'")).toEqual(['frame-ancestor: an unknown directive']);
  });

  it.each([
    ["frame-ancestors https://x.example'unsafe-inline'", 'frame-ancestors: not a source expression'],
    ["frame-ancestors 'self' 'unsafe-inline'", 'frame-ancestors: not a source expression'],
    ["connect-src 'self' https://x.example\"", 'connect-src: not a source expression'],
    ['connect-src https://x{y}.example', 'connect-src: not a source expression'],
    ["connect-src 'none' https://x.example", "connect-src: 'none' beside other sources"],
    ['connect-src', 'connect-src: an empty source list'],
    ['frame-ancestors https://a.example, https://b.example', 'a comma: a second policy'],
    ['trusted-types payment-page "x"', 'trusted-types: not a policy name'],
    ['report-to csp other', 'report-to: not one group name'],
  ])('finds the fault in %j', (policy, fault) => {
    expect(cspFaults(policy).join('\n')).toContain(fault);
  });

  it('takes the sources a policy is made of', () => {
    const policy =
      "default-src 'none'; script-src 'self' 'nonce-AbC+/_-0==' https://challenges.cloudflare.com; img-src 'self' data: blob:; " +
      "connect-src 'self' https://pay.example:8443 http://localhost:8788; worker-src https://page.test/assets/ocr-thread-Ab_1.js; " +
      "frame-ancestors 'self' https://*.shop.example; require-trusted-types-for 'script'; trusted-types payment-page; " +
      'report-to csp; report-uri /csp-reports';
    expect(cspFaults(policy)).toEqual([]);
  });
});
