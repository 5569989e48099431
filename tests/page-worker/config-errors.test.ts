// Configuration (docs/rules.md): what a bad value does to every link page, its log line and its CSP.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  baseEnv,
  bootJson,
  callWorker,
  cspNonce,
  fetchWith,
  parseCsp,
  requestLines,
  screenOf,
  spyConsole,
  type Vars,
} from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

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
  ['UPLOAD_ORIGINS with two trailing slashes', 'UPLOAD_ORIGINS', { UPLOAD_ORIGINS: 'https://uploads.example.com//' }],
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

// One rule for the three lists (docs/security.md, 'Configuration that matters'): outside the local
// configuration, this machine and names off the public web are refused in each of them alike.
describe('this machine and names off the public web in a host list', () => {
  const LOCAL = { PAYMENT_WORKER_URL: 'http://127.0.0.1:8788', UPLOAD_ORIGINS: '' };
  const hosts = ['localhost', '127.0.0.1', '[::1]', 'foo.localhost', 'router', 'x.home.arpa', 'shop.test'];
  const lists = (host: string): [variable: string, value: string][] => [
    ['EMBED_ORIGINS', `https://${host}`],
    ['EMBED_ORIGINS', `demo=https://${host}:8443`],
    ['UPLOAD_ORIGINS', `https://uploads.example.com,https://${host}`],
    ['REDIRECT_ALLOWED_HOSTS', host],
  ];
  const cases = hosts.flatMap((host) => lists(host).map(([variable, value]) => [variable, value] as const));

  it.each(cases)('%s=%s is a configuration error outside the local configuration', async (variable, value) => {
    const logs = spyConsole();
    const response = await callWorker('/demo/a.b.c', { [variable]: value });
    expect(response.status).toBe(500);
    const line = String(logs.error.mock.calls[0]?.[0]);
    expect(line).toMatch(new RegExp(`^Configuration error: ${variable} entry \\d: its host is not on the public web`));
  });

  it.each(cases)('%s=%s is taken in the local configuration', async (variable, value) => {
    spyConsole();
    const response = await callWorker('/demo/a.b.c', { ...LOCAL, [variable]: value });
    expect(response.status).toBe(200);
  });
});
