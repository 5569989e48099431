// Routes and status codes (docs/rules.md, Routes and statuses): link pages, invalid links, any other route.
import { describe, expect, it } from 'vitest';
import { bootJson, get, rootHtml, screenOf } from './helpers.ts';

describe('a valid link', () => {
  it.each([
    '/demo/a.b.c',
    '/demo/a.b.c/',
    '/demo/a.b.c?test=1',
    '/demo/a.b.c/?test=true&resubmit=1&redirect_url=https%3A%2F%2Fshop.example',
  ])('%s answers 200 with the loading screen in the first paint', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(screenOf(html)).toBe('loading');
    const root = rootHtml(html);
    expect(root).toMatch(/<h1 [^>]*>Loading payment details/);
    expect(root).not.toContain('Something went wrong.');
    expect(root).not.toContain('Try again');
    const boot = bootJson(html);
    expect(boot.error).toBeNull();
    expect(boot.link).toEqual({ appId: 'demo', authToken: 'a.b.c' });
  });

  it('passes the query flags to the page', async () => {
    const html = await (await get('/demo/a.b.c?test=1')).text();
    expect(bootJson(html).flags.test).toBe(true);
  });

  it('keeps a realistic JWT-shaped token as is', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJlLV8';
    const response = await get(`/shop-42/${token}`);
    expect(response.status).toBe(200);
    expect(bootJson(await response.text()).link).toEqual({ appId: 'shop-42', authToken: token });
  });
});

describe('an invalid link (docs/rules.md, Routes and statuses)', () => {
  it.each([
    ['2 parts', '/demo/a.b'],
    ['1 part', '/demo/abc'],
    ['4 parts', '/demo/a.b.c.d'],
    ['an empty middle part', '/demo/a..c'],
    ['an empty first part', '/demo/.b.c'],
    ['an empty last part', '/demo/a.b.'],
    ['only dots', '/demo/...'],
    ['an empty part, trailing slash', '/demo/a..c/'],
    ['a missing app id', '//a.b.c'],
    ['a missing app id, trailing slash', '//a.b.c/'],
  ])('with %s (%s) answers 400 with the error screen and Try again', async (_name, path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(screenOf(html)).toBe('error-retry');
    expect(rootHtml(html)).not.toContain('Loading payment details');
    const boot = bootJson(html);
    expect(boot.error).toBe('invalid-link');
    expect(boot.link).toBeNull();
  });
});

describe('any other route or method (docs/rules.md, Routes and statuses)', () => {
  it.each([
    '/',
    '/demo',
    '/demo/',
    '/demo/a.b.c/extra',
    '/demo/a.b.c//',
    '/a/b/c/d.e.f',
    '/favicon.ico',
    '/assets/missing.js',
    '/assets/a.b.c',
    '/robots.txt',
  ])('GET %s answers 404 with the error screen without Try again', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(screenOf(html)).toBe('error-no-retry');
    expect(rootHtml(html)).not.toContain('Try again');
    expect(bootJson(html)).toMatchObject({ error: 'not-found', link: null, config: null });
    // A route error serves no link: no beacon ticket (docs/rules.md, Operations data).
    expect(bootJson(html).beaconTicket).toBeUndefined();
  });

  // Was a 21 KB 404 page with a beacon ticket in it: a link path has a page, only not for this method.
  it.each([
    ['POST', '/demo/a.b.c'],
    ['PUT', '/demo/a.b.c'],
    ['DELETE', '/demo/a.b.c'],
    ['PATCH', '/demo/a.b.c'],
    ['OPTIONS', '/demo/a.b.c'],
    ['POST', '/demo/a.b.c/'],
    ['PUT', '/demo/a.b'],
    ['DELETE', '//a.b.c'],
  ])('%s on a link path (%s) answers 405 with Allow: GET, HEAD and no page', async (method, path) => {
    const response = await get(path, { method, body: method === 'POST' || method === 'PUT' ? 'x' : null });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it('POST on any other path still answers 404', async () => {
    for (const path of ['/', '/demo', '/demo/a.b.c/extra', '/assets/a.b.c']) {
      const response = await get(path, { method: 'POST', body: 'x' });
      expect(response.status, path).toBe(404);
      expect(screenOf(await response.text())).toBe('error-no-retry');
    }
  });

  it('HEAD on a link path answers like GET, without a body', async () => {
    const response = await get('/demo/a.b.c', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });
});

describe('beacon tickets by route (docs/rules.md, Operations data)', () => {
  it('a link page carries one', async () => {
    const page = bootJson(await (await get('/demo/a.b.c')).text());
    expect(page.error).toBeNull();
    // v2, the host it was served on (base64url of `page.test`), the app id, the language.
    expect(page.beaconTicket).toMatch(/^v2\.cGFnZS50ZXN0\.demo\.en\./);
  });

  // Was a ticket worth 60 points (vitals, step 2, done) for a page anyone can ask for a thousand
  // times a second; the request's own data point counts each such page.
  it('a malformed link, which costs nothing to ask for, carries none', async () => {
    for (const path of ['/demo/a.b', '//a.b.c', '/demo/a..c']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      const boot = bootJson(await response.text());
      expect(boot.error, path).toBe('invalid-link');
      expect(boot.beaconTicket, path).toBeUndefined();
    }
  });

  it('a route error carries none', async () => {
    for (const path of ['/', '/demo/a.b.c/extra', '/favicon.ico', '/assets/missing.js']) {
      const boot = bootJson(await (await get(path)).text());
      expect(boot.error, path).toBe('not-found');
      expect(boot.beaconTicket, path).toBeUndefined();
    }
  });
});
