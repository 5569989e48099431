// The Turnstile stand-in: api.js, the widget page and the token endpoint.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ALWAYS_FAILS, ALWAYS_PASSES, FORCES_INTERACTIVE } from '../../sandbox/turnstile/sitekeys.ts';
import { BASE, PAGE_ORIGIN, readJson } from './helpers.ts';

function widget(query: Record<string, string>): Promise<Response> {
  return SELF.fetch(`${BASE}/turnstile/v0/widget?${new URLSearchParams(query).toString()}`);
}

function requestToken(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${BASE}/turnstile/v0/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('api.js', () => {
  it('is served as uncached JavaScript defining window.turnstile', async () => {
    const response = await SELF.fetch(`${BASE}/turnstile/v0/api.js?render=explicit&onload=ready`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const source = await response.text();
    for (const name of ['render', 'execute', 'reset', 'remove', 'getResponse', 'isExpired', 'ready']) {
      expect(source).toContain(`${name}: ${name}`);
    }
    expect(source).toContain('document.currentScript');
    expect(source).toContain('event.origin !== ORIGIN');
    expect(source).not.toMatch(/\beval\s*\(|new Function|setAttribute\('style'|innerHTML/);
  });
});

describe('widget page', () => {
  const query = { sitekey: ALWAYS_PASSES, id: 'w1', parent: PAGE_ORIGIN };

  it('is HTML with a nonce CSP that only the parent may frame', async () => {
    const response = await widget(query);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /script-src 'nonce-([A-Za-z0-9_-]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`frame-ancestors ${PAGE_ORIGIN}`);
    // The page's embedders too (sandbox/wrangler.toml, WIDGET_FRAME_ANCESTORS; docs/embedding.md):
    // frame-ancestors checks every ancestor, and the bot check runs inside a framed page.
    expect(csp).toMatch(new RegExp(`frame-ancestors ${PAGE_ORIGIN} http://localhost:8790$`));
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('data-mode="pass"');
    expect(html).toContain("source: 'sandbox-turnstile'");
    expect(html).not.toMatch(/ style="/);
  });

  it('offers a "Verify you are human" checkbox for the interactive key', async () => {
    const html = await (await widget({ ...query, sitekey: FORCES_INTERACTIVE })).text();
    expect(html).toContain('data-mode="interactive"');
    expect(html).toMatch(/<input type="checkbox"[^>]*>\s*<span>Verify you are human<\/span>/);
  });

  it('fails the always-failing key', async () => {
    const html = await (await widget({ ...query, sitekey: ALWAYS_FAILS })).text();
    expect(html).toContain('data-mode="fail"');
  });

  it('reports a parent outside ALLOWED_ORIGINS as an unknown domain', async () => {
    const html = await (await widget({ ...query, parent: 'https://evil.test' })).text();
    expect(html).toContain('data-mode="domain-not-allowed"');
  });

  it.each([
    ['no site key', { id: 'w1', parent: PAGE_ORIGIN }],
    ['a word as the site key', { ...query, sitekey: 'my-site-key' }],
    ['a site key too long to be one (a secret key is 35 characters)', { ...query, sitekey: `0x${'A'.repeat(33)}` }],
    ['a site key without its digit and x', { ...query, sitekey: '4AAAAAAAB-cd_EF' }],
    ['a parent that is not an origin', { ...query, parent: 'https://page.test/path' }],
    ['a javascript: parent', { ...query, parent: 'javascript:alert(1)' }],
    ['a bad widget id', { ...query, id: '"><script>' }],
  ])('refuses %s (400)', async (_name, bad) => {
    expect((await widget(bad)).status).toBe(400);
  });
});

describe('token endpoint', () => {
  it('issues unique tokens for a passing key', async () => {
    const [a, b] = await Promise.all([
      requestToken({ sitekey: ALWAYS_PASSES }),
      requestToken({ sitekey: '0x4AAAAAAAB-cd_EF' }),
    ]);
    expect(a.status).toBe(200);
    expect(a.headers.get('Cache-Control')).toBe('no-store');
    const first = (await readJson<{ token: string }>(a)).token;
    const second = (await readJson<{ token: string }>(b)).token;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('refuses the always-failing key with an error code', async () => {
    const response = await requestToken({ sitekey: ALWAYS_FAILS });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ error: 'challenge failed', code: '600010' });
  });

  it('refuses a request from another origin', async () => {
    const response = await requestToken({ sitekey: ALWAYS_PASSES }, { Origin: PAGE_ORIGIN });
    expect(response.status).toBe(403);
  });

  it('refuses a missing site key', async () => {
    expect((await requestToken({})).status).toBe(400);
  });

  it.each(['my-site-key', 'demo', '0x', `1x${'0'.repeat(31)}`])(
    'refuses %j, a site key of another shape than production has, as Turnstile does (110100)',
    async (sitekey) => {
      const response = await requestToken({ sitekey });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: 'sitekey is invalid', code: '110100' });
    },
  );
});
