// The sandbox's payer links, in Node: rupee parsing, signing, and the `npm run link` CLI.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyJwt } from '../sandbox/jwt.ts';
import { createPayerLink, parseRupees, SANDBOX_JWT_SECRET } from '../sandbox/sign-link.ts';

describe('parseRupees', () => {
  it.each([
    ['1500', 150000],
    ['1500.5', 150050],
    ['1500.50', 150050],
    ['0.05', 5],
    ['0.1', 10],
    [' 42 ', 4200],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    // 0.29 * 100 is 28.999999999999996 in floating point; the digits must win.
    ['0.29', 29],
    ['1.15', 115],
  ])('reads %s as %i paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each([
    ['1.234', /more than 2 decimal places/],
    ['-5', /must not be negative/],
    ['0', /more than zero/],
    ['0.00', /more than zero/],
    ['', /not a number/],
    ['abc', /not a number/],
    ['1,500', /not a number/],
    ['1e3', /not a number/],
    ['.5', /not a number/],
    ['5.', /not a number/],
    ['+5', /not a number/],
    ['Infinity', /not a number/],
    ['90071992547409.92', /too large/],
  ])('refuses %j', (text, message) => {
    expect(() => parseRupees(text)).toThrow(message);
  });
});

describe('createPayerLink', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const nowSeconds = now.getTime() / 1000;

  it('builds page/app/token with a token the sandbox verifies', async () => {
    const link = await createPayerLink({
      pageUrl: 'http://127.0.0.1:8787/',
      appId: 'demo',
      amountPaise: 150050,
      ttlSeconds: 600,
      now,
    });
    const match = /^http:\/\/127\.0\.0\.1:8787\/demo\/([^/?]+)$/.exec(link);
    expect(match).not.toBeNull();
    const result = await verifyJwt(match![1]!, SANDBOX_JWT_SECRET, nowSeconds);
    expect(result).toEqual({
      ok: true,
      claims: { app_id: 'demo', amount: 150050, iat: nowSeconds, exp: nowSeconds + 600 },
    });
    expect(await verifyJwt(match![1]!, SANDBOX_JWT_SECRET, nowSeconds + 600)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyJwt(match![1]!, 'another-secret', nowSeconds)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('marks test links in the token and the query', async () => {
    const link = new URL(
      await createPayerLink({ pageUrl: 'https://pay.example', appId: 'my app', amountPaise: 5, test: true, now }),
    );
    expect(link.search).toBe('?test=1');
    const [, appId, token] = link.pathname.split('/');
    expect(appId).toBe('my%20app');
    const result = await verifyJwt(token!, SANDBOX_JWT_SECRET, nowSeconds);
    expect(result.ok && result.claims).toMatchObject({ app_id: 'my app', amount: 5, test: true });
  });

  it.each([
    [{ amountPaise: 0 }, /amount/],
    [{ amountPaise: 1.5 }, /amount/],
    [{ appId: '' }, /app id/],
    [{ ttlSeconds: 0 }, /ttl/],
    [{ pageUrl: 'javascript:alert(1)' }, /http/],
    [{ pageUrl: 'http://x/?a=1' }, /query/],
  ])('refuses %j', async (override, message) => {
    const options = { pageUrl: 'http://127.0.0.1:8787', appId: 'demo', amountPaise: 100, ...override };
    await expect(createPayerLink(options)).rejects.toThrow(message);
  });
});

describe('npm run link', () => {
  const script = fileURLToPath(new URL('./print-link.ts', import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

  it('prints one signed link', async () => {
    const result = run(
      '--amount',
      '1500.50',
      '--app',
      'single',
      '--test',
      '--page',
      'http://localhost:8787',
      '--ttl',
      '120',
    );
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const link = new URL(lines[0]!);
    expect(link.origin + link.search).toBe('http://localhost:8787?test=1');
    const verified = await verifyJwt(link.pathname.split('/')[2]!, SANDBOX_JWT_SECRET);
    expect(verified.ok && verified.claims).toMatchObject({ app_id: 'single', amount: 150050, test: true });
    expect(verified.ok && verified.claims.exp - verified.claims.iat).toBe(120);
  });

  it.each([[[]], [['--amount', '1.234']], [['--amount', '5', '--bogus']], [['--amount', '5', '--ttl', 'soon']]])(
    'exits 2 with the usage for %j',
    (args) => {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('Usage: npm run link');
    },
  );
});
