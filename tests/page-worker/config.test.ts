// Configuration (docs/rules.md) from wrangler vars: a good configuration and its defaults.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../page-worker/config/read-config.ts';
import { TURNSTILE_PASSES } from '../fixtures/turnstile-keys.ts';
import { bootJson, callWorker, fetchWith, pageConfig, parseCsp, requestLines, spyConsole } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const DEFAULT_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

describe('a good configuration', () => {
  it('answers 200 and logs nothing but its request line', async () => {
    const { log, ...others } = spyConsole();
    const response = await callWorker('/demo/a.b.c', {});
    expect(response.status).toBe(200);
    for (const spy of Object.values(others)) expect(spy).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(requestLines(log)).toEqual([expect.objectContaining({ kind: 'link', status: 200 })]);
  });

  it('embeds the configuration the client needs, and nothing the page worker alone decides with', async () => {
    const response = await callWorker('/demo/a.b.c', { REDIRECT_ALLOWED_HOSTS: 'Shop.Example.com, *.example.net' });
    const html = await response.text();
    expect(bootJson(html).config).toEqual({
      paymentWorkerUrl: 'https://pay.example',
      turnstileSiteKey: TURNSTILE_PASSES,
      turnstileScriptUrl: 'https://turnstile.test/turnstile/v0/api.js?render=explicit',
      uploadOrigins: ['https://uploads.example'],
    });
    // The allowed redirect hosts stay on the page worker (docs/rules.md, Redirect rule).
    expect(html).not.toContain('example.net');
  });

  it.each([
    [undefined, []],
    ['', []],
    ['   ', []],
    ['*', ['*']],
    [' Shop.Example.com , *.example.net ', ['shop.example.com', '*.example.net']],
  ])('takes REDIRECT_ALLOWED_HOSTS %j as %j (empty: no redirect; *: any https host)', async (value, hosts) => {
    const logs = spyConsole();
    const response = await callWorker('/demo/a.b.c', { REDIRECT_ALLOWED_HOSTS: value });
    expect(response.status).toBe(200);
    expect(pageConfig({ REDIRECT_ALLOWED_HOSTS: value })?.redirectAllowedHosts).toEqual(hosts);
    expect(logs.error).not.toHaveBeenCalled();
  });

  it.each([
    ['https://pay.example/', false],
    ['https://payments.example.com', false],
    ['https://127.0.0.1.example.com', false],
    ['http://127.0.0.1:8788', true],
    ['http://localhost:8788', true],
    ['http://[::1]:8788', true],
    ['https://localhost', true],
  ])('with PAYMENT_WORKER_URL %s the configuration is local: %s', async (url, local) => {
    const response = await callWorker('/demo/a.b.c', { PAYMENT_WORKER_URL: url, UPLOAD_ORIGINS: '' });
    expect(response.status).toBe(200);
    expect(pageConfig({ PAYMENT_WORKER_URL: url, UPLOAD_ORIGINS: '' })?.local).toBe(local);
  });

  it.each([
    ['https://pay.example.com/', 'https://pay.example.com'],
    ['https://pay.example.com', 'https://pay.example.com'],
    ['  https://pay.example.com/api/v1//  ', 'https://pay.example.com/api/v1'],
    ['http://127.0.0.1:8788/', 'http://127.0.0.1:8788'],
    ['http://localhost:8788', 'http://localhost:8788'],
    ['http://[::1]:8788', 'http://[::1]:8788'],
  ])('takes PAYMENT_WORKER_URL %j as %j', async (value, embedded) => {
    const response = await callWorker('/demo/a.b.c', { PAYMENT_WORKER_URL: value, UPLOAD_ORIGINS: undefined });
    expect(response.status).toBe(200);
    const config = bootJson(await response.text()).config;
    expect(config?.paymentWorkerUrl).toBe(embedded);
    expect(config?.uploadOrigins).toEqual([new URL(embedded).origin]);
  });

  it.each([undefined, '', '  '])('defaults TURNSTILE_SCRIPT_URL (%j) to Cloudflare challenges', async (value) => {
    const response = await callWorker('/demo/a.b.c', { TURNSTILE_SCRIPT_URL: value });
    expect(response.status).toBe(200);
    const csp = parseCsp(response.headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toContain('https://challenges.cloudflare.com');
    expect(csp.get('frame-src')).toEqual(['https://challenges.cloudflare.com']);
    expect(bootJson(await response.text()).config?.turnstileScriptUrl).toBe(DEFAULT_SCRIPT);
  });

  it.each([undefined, '', '  '])('defaults UPLOAD_ORIGINS (%j) to the payment worker origin', async (value) => {
    const response = await callWorker('/demo/a.b.c', {
      PAYMENT_WORKER_URL: 'https://api.example.com/pay/',
      UPLOAD_ORIGINS: value,
    });
    expect(response.status).toBe(200);
    expect(parseCsp(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
    expect(bootJson(await response.text()).config?.uploadOrigins).toEqual(['https://api.example.com']);
  });

  it.each([
    [undefined, 'android'],
    ['', 'android'],
    ['android', 'android'],
    [' All ', 'all'],
    ['off', 'off'],
  ])('takes UPI_APP_BUTTON %j as %j', async (value, setting) => {
    const response = await callWorker('/demo/a.b.c', { UPI_APP_BUTTON: value });
    expect(response.status).toBe(200);
    expect(pageConfig({ UPI_APP_BUTTON: value })?.upiAppButton).toBe(setting);
  });

  it('takes several upload origins, case folded as every list is', async () => {
    const response = await callWorker('/demo/a.b.c', {
      UPLOAD_ORIGINS: ' https://a.example.com ,HTTPS://B.Example.com:8443',
    });
    expect(bootJson(await response.text()).config?.uploadOrigins).toEqual([
      'https://a.example.com',
      'https://b.example.com:8443',
    ]);
  });

  it('takes an origin written with a trailing slash as that origin, in every origin list', async () => {
    const vars = { UPLOAD_ORIGINS: 'https://uploads.example.com/', EMBED_ORIGINS: 'https://shop.example/' };
    const response = await callWorker('/demo/a.b.c', vars);
    expect(response.status).toBe(200);
    expect(bootJson(await response.text()).config?.uploadOrigins).toEqual(['https://uploads.example.com']);
    expect(parseCsp(response.headers.get('Content-Security-Policy')).get('frame-ancestors')).toEqual([
      'https://shop.example',
    ]);
  });

  it('takes the production shape: only the two required vars', async () => {
    // Prefetch is on by default here: a stub binding answers instead of the network.
    const PAYMENT_WORKER = { fetch: async () => new Response('{}', { status: 503 }) };
    const vars = { PAYMENT_WORKER_URL: 'https://payments.example.com', TURNSTILE_SITE_KEY: '0x4AAAAAAAB-cd_EF' };
    const response = await fetchWith({ ...vars, PAYMENT_WORKER }, '/demo/a.b.c');
    expect(response.status).toBe(200);
    const client = {
      paymentWorkerUrl: 'https://payments.example.com',
      turnstileSiteKey: '0x4AAAAAAAB-cd_EF',
      turnstileScriptUrl: DEFAULT_SCRIPT,
      uploadOrigins: ['https://payments.example.com'],
    };
    expect(bootJson(await response.text()).config).toEqual(client);
    // And what the page worker keeps to itself: no redirect, the UPI app link on Android, not local.
    const read = readConfig(vars);
    expect(read.ok && read.config).toEqual({
      ...client,
      redirectAllowedHosts: [],
      upiAppButton: 'android',
      local: false,
    });
  });
});
