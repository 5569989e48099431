// Configuration (docs/rules.md): a URL variable with credentials or a query is named and explained, never logged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callWorker, spyConsole, type Vars } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
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
