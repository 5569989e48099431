// Configuration (docs/rules.md) from wrangler vars, its defaults, and what a bad value does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../page-worker/config/read-config.ts';
import { TURNSTILE_PASSES } from '../fixtures/turnstile-keys.ts';
import {
  baseEnv,
  bootJson,
  callWorker,
  cspNonce,
  fetchWith,
  pageConfig,
  parseCsp,
  requestLines,
  screenOf,
  type Vars,
} from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const DEFAULT_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** Every console method the page worker could log with, silenced and recorded. */
function spyConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    log: vi.spyOn(console, 'log').mockImplementation(() => undefined),
    info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
    debug: vi.spyOn(console, 'debug').mockImplementation(() => undefined),
  };
}

const bad: [name: string, variable: string, vars: Vars][] = [
  ['PAYMENT_WORKER_URL missing', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: undefined }],
  ['PAYMENT_WORKER_URL empty', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: '' }],
  ['PAYMENT_WORKER_URL blank', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: '   ' }],
  ['PAYMENT_WORKER_URL ftp:', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: 'ftp://pay.example.com' }],
  ['PAYMENT_WORKER_URL non-loopback http:', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: 'http://example.com' }],
  ['PAYMENT_WORKER_URL not a URL', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: 'not a url' }],
  [
    'PAYMENT_WORKER_URL with credentials',
    'PAYMENT_WORKER_URL',
    { PAYMENT_WORKER_URL: 'https://user:secret@pay.example.com' },
  ],
  ['PAYMENT_WORKER_URL with a query', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: 'https://pay.example.com/?key=1' }],
  ['PAYMENT_WORKER_URL a number', 'PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: 8788 }],
  ['TURNSTILE_SITE_KEY missing', 'TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: undefined }],
  ['TURNSTILE_SITE_KEY empty', 'TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: '' }],
  ['TURNSTILE_SITE_KEY with spaces', 'TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: 'has spaces' }],
  ['TURNSTILE_SITE_KEY with markup', 'TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: '"><script>' }],
  ['TURNSTILE_SITE_KEY too long', 'TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: 'x'.repeat(129) }],
  ['TURNSTILE_SCRIPT_URL not a URL', 'TURNSTILE_SCRIPT_URL', { TURNSTILE_SCRIPT_URL: 'not a url' }],
  ['TURNSTILE_SCRIPT_URL javascript:', 'TURNSTILE_SCRIPT_URL', { TURNSTILE_SCRIPT_URL: 'javascript:alert(1)' }],
  [
    'TURNSTILE_SCRIPT_URL non-loopback http:',
    'TURNSTILE_SCRIPT_URL',
    { TURNSTILE_SCRIPT_URL: 'http://evil.example/api.js' },
  ],
  [
    'UPLOAD_ORIGINS with an ftp: entry',
    'UPLOAD_ORIGINS',
    { UPLOAD_ORIGINS: 'https://uploads.example.com, ftp://files.example.com' },
  ],
  ['UPLOAD_ORIGINS with a path', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: 'https://uploads.example.com/bucket' }],
  ['UPLOAD_ORIGINS without a scheme', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: 'uploads.example.com' }],
  ['UPLOAD_ORIGINS non-loopback http:', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: 'http://uploads.example.com' }],
  ['UPLOAD_ORIGINS as a TOML array', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: ['https://uploads.example.com'] }],
  ['UPLOAD_ORIGINS with a trailing slash', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: 'https://uploads.example.com/' }],
  ['UPLOAD_ORIGINS only a comma', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: ' , ' }],
  ['UPLOAD_ORIGINS with a quote in a host', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: "https://uploads.example.com'" }],
  ['UPLOAD_ORIGINS with an IP address', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: 'https://10.0.0.1' }],
  [
    'REDIRECT_ALLOWED_HOSTS as a TOML array',
    'REDIRECT_ALLOWED_HOSTS',
    { REDIRECT_ALLOWED_HOSTS: ['shop.example.com'] },
  ],
  // A value that names no host is a typo, not a decision: it must not read as "no redirect" (or as "any").
  ['REDIRECT_ALLOWED_HOSTS only a comma', 'REDIRECT_ALLOWED_HOSTS', { REDIRECT_ALLOWED_HOSTS: ',' }],
  ['REDIRECT_ALLOWED_HOSTS only commas and spaces', 'REDIRECT_ALLOWED_HOSTS', { REDIRECT_ALLOWED_HOSTS: ' , ' }],
  ['REDIRECT_ALLOWED_HOSTS a URL', 'REDIRECT_ALLOWED_HOSTS', { REDIRECT_ALLOWED_HOSTS: 'https://shop.example.com' }],
  [
    'REDIRECT_ALLOWED_HOSTS localhost outside the local configuration',
    'REDIRECT_ALLOWED_HOSTS',
    { REDIRECT_ALLOWED_HOSTS: 'localhost' },
  ],
  [
    'REDIRECT_ALLOWED_HOSTS an IP address outside the local configuration',
    'REDIRECT_ALLOWED_HOSTS',
    { REDIRECT_ALLOWED_HOSTS: 'shop.example.com,169.254.169.254' },
  ],
  [
    'REDIRECT_ALLOWED_HOSTS a *.internal outside the local configuration',
    'REDIRECT_ALLOWED_HOSTS',
    { REDIRECT_ALLOWED_HOSTS: '*.internal' },
  ],
  ['UPI_APP_BUTTON an unknown word', 'UPI_APP_BUTTON', { UPI_APP_BUTTON: 'ios' }],
  ['UPI_APP_BUTTON a boolean-like word', 'UPI_APP_BUTTON', { UPI_APP_BUTTON: 'on' }],
  ['UPI_APP_BUTTON a TOML boolean', 'UPI_APP_BUTTON', { UPI_APP_BUTTON: true }],
  // Each kind of malformed entry, and its exact line: tests/page-worker/frame-ancestors.test.ts.
  ['EMBED_ORIGINS with a path', 'EMBED_ORIGINS', { EMBED_ORIGINS: 'https://shop.example/pay' }],
  ['EMBED_ORIGINS with a bad app id', 'EMBED_ORIGINS', { EMBED_ORIGINS: 'my.app=https://shop.example' }],
  ['EMBED_ORIGINS as a TOML array', 'EMBED_ORIGINS', { EMBED_ORIGINS: ['https://shop.example'] }],
];

describe.each(bad)('with %s', (_name, variable, vars) => {
  it('every link page answers the error screen (500) and logs one line naming the variable per request', async () => {
    const logs = spyConsole();
    const env = { ...baseEnv(), ...vars };
    for (const [count, path] of ['/demo/a.b.c', '/demo/a.b.c/?test=1', '/shop/x.y.z'].entries()) {
      const response = await fetchWith(env, path);
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(screenOf(html)).toBe('error-retry');
      expect(bootJson(html)).toMatchObject({ error: 'config', link: null, config: null });
      expect(logs.error).toHaveBeenCalledTimes(count + 1);
      const line = logs.error.mock.calls[count] ?? [];
      expect(line).toHaveLength(1);
      expect(String(line[0])).toContain(variable);
      expect(String(line[0])).not.toContain('\n');
      // Beside it, only the request log line (docs/rules.md, Logs), which names no variable.
      expect(requestLines(logs.log)).toHaveLength(count + 1);
      expect(requestLines(logs.log)[count]).toMatchObject({ kind: 'config-error', status: 500 });
    }
    expect(logs.warn).not.toHaveBeenCalled();
    expect(logs.log).toHaveBeenCalledTimes(3);
    expect(JSON.stringify(logs.log.mock.calls)).not.toContain(variable);
    expect(logs.info).not.toHaveBeenCalled();
  });

  it('still answers 404 on other routes, with the security headers', async () => {
    spyConsole();
    const response = await callWorker('/demo/a.b.c/extra', vars);
    expect(response.status).toBe(404);
    expect(screenOf(await response.text())).toBe('error-no-retry');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(cspNonce(parseCsp(response.headers.get('Content-Security-Policy')).get('script-src'))).not.toBeNull();
  });

  it('allows no connections or frames', async () => {
    spyConsole();
    const csp = parseCsp((await callWorker('/demo/a.b.c', vars)).headers.get('Content-Security-Policy'));
    expect(csp.get('connect-src')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect((csp.get('script-src') ?? []).filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
  });
});

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
      paymentWorkerUrl: 'https://pay.test',
      turnstileSiteKey: TURNSTILE_PASSES,
      turnstileScriptUrl: 'https://turnstile.test/turnstile/v0/api.js?render=explicit',
      uploadOrigins: ['https://uploads.test'],
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
    ['https://pay.test/', false],
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

// (docs/rules.md, Configuration): a bad URL variable is named and explained, its secrets never logged.
describe('a URL variable with credentials or a query', () => {
  const secretUrls = [
    'https://user:secret@pay.example.com',
    'https://user:secret@pay.example.com/api?key=secret#secret',
    'https://user@pay.example.com?token=secret',
    'http://user:secret@example.com',
    'ftp://user:secret@files.example.com',
    'user:secret@pay.example.com',
    'https://user:sec ret@pay.example.com',
    'https://pay.example.com/?user=secret',
  ];
  const cases: [variable: string, vars: Vars][] = secretUrls.flatMap((url): [string, Vars][] => [
    ['PAYMENT_WORKER_URL', { PAYMENT_WORKER_URL: url }],
    ['TURNSTILE_SCRIPT_URL', { TURNSTILE_SCRIPT_URL: url }],
    ['UPLOAD_ORIGINS', { UPLOAD_ORIGINS: url }],
    ['UPLOAD_ORIGINS', { UPLOAD_ORIGINS: `https://uploads.example.com, ${url}` }],
    // Not URL variables, but a URL pasted into one by mistake must not leak either.
    ['REDIRECT_ALLOWED_HOSTS', { REDIRECT_ALLOWED_HOSTS: `, ${url}` }],
    ['EDGE_PREFETCH', { EDGE_PREFETCH: url }],
    ['UPI_APP_BUTTON', { UPI_APP_BUTTON: url }],
    ['EMBED_ORIGINS', { EMBED_ORIGINS: url }],
    ['EMBED_ORIGINS', { EMBED_ORIGINS: `demo=${url}` }],
  ]);

  it.each(cases)('%s: the error names it and no log line holds "user" or "secret" (%j)', async (variable, vars) => {
    const logs = spyConsole();
    const response = await callWorker('/demo/a.b.c', vars);
    // The query-only TURNSTILE_SCRIPT_URL is allowed (Cloudflare's own has ?render=explicit): not an error.
    const lines = Object.values(logs).flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/user/i);
      expect(line).not.toMatch(/secret/i);
    }
    if (response.status === 500) {
      const error = logs.error.mock.calls.map((call) => String(call[0]));
      expect(error).toHaveLength(1);
      expect(error[0]).toContain(`Configuration error: ${variable}`);
    }
  });

  it.each([
    ['PAYMENT_WORKER_URL', 'must be an https URL without query or fragment'],
    ['TURNSTILE_SCRIPT_URL', 'must be an https URL'],
  ])('%s with credentials is refused: the line says why and keeps only the scheme and host', async (variable, rule) => {
    const logs = spyConsole();
    const value = 'https://user:secret@pay.example.com/p?q=1';
    const response = await callWorker('/demo/a.b.c', { [variable]: value });
    expect(response.status).toBe(500);
    expect(logs.error.mock.calls.map((call) => String(call[0]))).toEqual([
      `Configuration error: ${variable} ${rule} (it carries credentials before the host), got a value of ${value.length} characters at https://pay.example.com.`,
    ]);
  });
});

it('UPLOAD_ORIGINS with credentials is refused: the line names the entry and says why, nothing of the value', async () => {
  const logs = spyConsole();
  const value = 'https://uploads.example.com,https://user:secret@pay.example.com/p?q=1';
  expect((await callWorker('/demo/a.b.c', { UPLOAD_ORIGINS: value })).status).toBe(500);
  expect(logs.error.mock.calls.map((call) => String(call[0]))).toEqual([
    'Configuration error: UPLOAD_ORIGINS entry 2: it carries credentials before the host.',
  ]);
});
