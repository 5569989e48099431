/**
 * Who may frame the page (docs/security.md, 'Who may frame the page'): a link's page, its error
 * screens included, names in `frame-ancestors` exactly the origins EMBED_ORIGINS allows for its app
 * id and then sends no X-Frame-Options; every other response keeps `'none'` and `DENY`. A malformed
 * EMBED_ORIGINS is a configuration error whose log line holds nothing of the value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootJson, callWorker, explodeOnRender, parseCsp, type Vars } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const quiet = () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
};

/** What a response says about being framed: the CSP's `frame-ancestors` and X-Frame-Options. */
async function framing(path: string, vars: Vars, init?: RequestInit) {
  const response = await callWorker(path, vars, init);
  await response.arrayBuffer();
  return {
    status: response.status,
    frameAncestors: parseCsp(response.headers.get('Content-Security-Policy')).get('frame-ancestors'),
    xFrameOptions: response.headers.get('X-Frame-Options'),
  };
}

const closed = (status: number) => ({ status, frameAncestors: ["'none'"], xFrameOptions: 'DENY' });
const open = (status: number, origins: string[]) => ({ status, frameAncestors: origins, xFrameOptions: null });

/** A link's own screens: its page, an invalid token, and a broken configuration other than EMBED_ORIGINS. */
const linkScreens = (appId: string): [name: string, path: string, extra: Vars, status: number][] => [
  ['its page', `/${appId}/a.b.c?test=1`, {}, 200],
  ['its page with a trailing slash', `/${appId}/a.b.c/`, {}, 200],
  ['its invalid link', `/${appId}/a.b`, {}, 400],
  ['its configuration error', `/${appId}/a.b.c`, { PAYMENT_WORKER_URL: undefined }, 500],
];

/** Routes that are no link's page, whatever the configuration. */
const otherRoutes: [name: string, path: string, init: RequestInit | undefined, status: number][] = [
  ['an unknown route', '/', undefined, 404],
  ['a path one segment too long', '/demo/a.b.c/extra', undefined, 404],
  ['a missing asset', '/assets/missing.js', undefined, 404],
  ['a POST to a link (405: links are GET and HEAD only)', '/demo/a.b.c', { method: 'POST', body: 'x' }, 405],
  ['GET /csp-reports', '/csp-reports', undefined, 405],
  [
    'a CSP report',
    '/csp-reports',
    { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/csp-report' } },
    204,
  ],
  ['GET /beacon', '/beacon', undefined, 405],
];

describe('with EMBED_ORIGINS empty (the default, and production)', () => {
  it.each(['', '  ', undefined])('%j: no link screen may be framed', async (value) => {
    quiet();
    for (const [name, path, extra, status] of linkScreens('demo'))
      expect({ name, ...(await framing(path, { ...extra, EMBED_ORIGINS: value })) }).toEqual({
        name,
        ...closed(status),
      });
  });

  it.each(otherRoutes)('%s keeps frame-ancestors none and DENY', async (_name, path, init, status) => {
    quiet();
    expect(await framing(path, { EMBED_ORIGINS: '' }, init)).toEqual(closed(status));
  });
});

describe('with a global list', () => {
  const vars = { EMBED_ORIGINS: ' https://shop.example , https://partner.example:8790/,https://pay.shop.example:8443' };
  const origins = ['https://shop.example', 'https://partner.example:8790', 'https://pay.shop.example:8443'];

  it.each(['demo', 'shop'].flatMap(linkScreens))(
    '%s names every listed origin and drops X-Frame-Options',
    async (_name, path, extra, status) => {
      quiet();
      expect(await framing(path, { ...vars, ...extra })).toEqual(open(status, origins));
    },
  );

  it('so does a page worker error on a link', async () => {
    quiet();
    explodeOnRender();
    expect(await framing('/explode/a.b.c', vars)).toEqual(open(500, origins));
  });

  it('so does a link whose app id is invalid: no per-app entry can match it, the global ones do', async () => {
    quiet();
    expect(await framing('/bad.app/a.b.c', vars)).toEqual(open(400, origins));
  });

  it('replaces frame-ancestors, and frames upi: links too (the hand-off from a frame), in TRUSTED_TYPES=report too', async () => {
    quiet();
    for (const mode of ['enforce', 'report']) {
      const closedCsp = (await callWorker('/demo/a.b.c', { TRUSTED_TYPES: mode })).headers.get(
        'Content-Security-Policy',
      );
      const openCsp = (await callWorker('/demo/a.b.c', { ...vars, TRUSTED_TYPES: mode })).headers.get(
        'Content-Security-Policy',
      );
      const withoutNonce = (csp: string | null) => (csp ?? '').replace(/'nonce-[^']*'/g, "'nonce'");
      // docs/embedding.md, 'UPI apps from inside a frame': the page's hidden frame takes the app link.
      expect(withoutNonce(openCsp)).toBe(
        withoutNonce(closedCsp)
          .replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`)
          .replace(/frame-src ([^;]+)/, 'frame-src $1 upi:'),
      );
      expect(openCsp).not.toBe(closedCsp);
    }
  });

  it.each(otherRoutes)('%s still keeps frame-ancestors none and DENY', async (_name, path, init, status) => {
    quiet();
    expect(await framing(path, vars, init)).toEqual(closed(status));
  });

  it('lists an origin written twice, or in another case, once', async () => {
    quiet();
    const result = await framing('/demo/a.b.c', {
      EMBED_ORIGINS: 'https://shop.example,HTTPS://Shop.Example,demo=https://shop.example',
    });
    expect(result).toEqual(open(200, ['https://shop.example']));
  });
});

describe('with per-app entries', () => {
  const vars = {
    EMBED_ORIGINS:
      'demo=https://demo-shop.example, https://all.example, shop=https://shop.example,demo=https://b.example',
  };

  it.each(linkScreens('demo'))(
    "%s of one app: the global entries and that app's own",
    async (_n, path, extra, status) => {
      quiet();
      expect(await framing(path, { ...vars, ...extra })).toEqual(
        open(status, ['https://demo-shop.example', 'https://all.example', 'https://b.example']),
      );
    },
  );

  it.each(linkScreens('shop'))("%s of another app: not the first app's", async (_n, path, extra, status) => {
    quiet();
    expect(await framing(path, { ...vars, ...extra })).toEqual(
      open(status, ['https://all.example', 'https://shop.example']),
    );
  });

  it.each(linkScreens('other'))('%s of an app with no entry: the global ones', async (_n, path, extra, status) => {
    quiet();
    expect(await framing(path, { ...vars, ...extra })).toEqual(open(status, ['https://all.example']));
  });

  it.each(linkScreens('other'))(
    '%s of an app with no entry, and no global entry: nobody, DENY as before',
    async (_n, path, extra, status) => {
      quiet();
      expect(await framing(path, { EMBED_ORIGINS: 'demo=https://demo-shop.example', ...extra })).toEqual(
        closed(status),
      );
    },
  );

  it('an app id is matched exactly, case included', async () => {
    quiet();
    expect(await framing('/Demo/a.b.c', { EMBED_ORIGINS: 'demo=https://demo-shop.example' })).toEqual(closed(200));
  });

  it.each(otherRoutes)('%s keeps frame-ancestors none and DENY', async (_name, path, init, status) => {
    quiet();
    expect(await framing(path, vars, init)).toEqual(closed(status));
  });
});

// Every value carries `zq` in each of its parts, so a log line that repeats any part of it shows.
const malformed: [kind: string, value: string, line: string][] = [
  ['a path', 'https://zqshop.example/zqpay', 'entry 1: it is not a bare origin (scheme://host[:port] only)'],
  [
    'two trailing slashes',
    'https://zqa.example, https://zqshop.example//',
    'entry 2: it is not a bare origin (scheme://host[:port] only)',
  ],
  ['a query', 'https://zqshop.example/?zq=1&zq=2', 'entry 1: it is not a bare origin (scheme://host[:port] only)'],
  ['an app id and a query', 'zqdemo=https://zqshop.example?zq=1', 'entry 1: it has more than one ='],
  ['a wildcard host', 'https://*.zqshop.example', 'entry 1: it has a wildcard'],
  ['a lone wildcard', 'zqdemo=*', 'entry 1: it has a wildcard'],
  ['a bad scheme', 'ftp://zqshop.example', 'entry 1: it is not https (plain http only to localhost)'],
  [
    'plain http beyond this machine',
    'http://zqshop.example',
    'entry 1: it is not https (plain http only to localhost)',
  ],
  ['no scheme', 'zqshop.example', 'entry 1: it is not a URL'],
  ['credentials', 'https://zquser:zqsecret@zqshop.example', 'entry 1: it carries credentials before the host'],
  ['an empty app id', 'https://zqa.example,=https://zqshop.example', 'entry 2: its app id before = is empty'],
  ['a blank app id', ' =https://zqshop.example', 'entry 1: its app id before = is empty'],
  ['a bad app id', 'zq.app=https://zqshop.example', 'entry 1: its app id is not 1 to 64 letters, digits, _ or -'],
  ['a duplicate =', 'zqdemo=zqshop=https://zqshop.example', 'entry 1: it has more than one ='],
  ['an empty entry', 'https://zqa.example,,https://zqshop.example', 'entry 2: it is empty'],
  ['a trailing comma', 'https://zqshop.example,', 'entry 2: it is empty'],
  // The attack: a host holding `;` added a directive after frame-ancestors that switched Trusted Types off.
  [
    'a directive after a host',
    'https://zqa.example,https://zqshop.example;require-trusted-types-for',
    'entry 2: its host has characters other than letters, digits, dots and hyphens',
  ],
  [
    'a source expression after a host',
    "zqdemo=https://zqshop.example'unsafe-inline'",
    'entry 1: its host has characters other than letters, digits, dots and hyphens',
  ],
];

describe.each(malformed)('with EMBED_ORIGINS with %s', (_kind, value, line) => {
  it('a link answers the configuration error (500), framed by nobody, and the log names the entry, not the value', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await framing('/demo/a.b.c', { EMBED_ORIGINS: value })).toEqual(closed(500));
    const lines = error.mock.calls.map((call) => call.map(String).join(' '));
    expect(lines).toEqual([`Configuration error: EMBED_ORIGINS ${line}.`]);
    expect(lines.join('\n')).not.toMatch(/zq|example/i);
  });

  it('other routes answer as before, closed', async () => {
    quiet();
    expect(await framing('/', { EMBED_ORIGINS: value })).toEqual(closed(404));
  });
});

describe("the page's boot data (docs/embedding.md, 'Who hears them')", () => {
  const embeddersOf = async (path: string, vars: Vars) =>
    bootJson(await (await callWorker(path, vars)).text()).embedders;

  it('names exactly the origins that may frame this link, so the framed page can check its embedder', async () => {
    quiet();
    const vars = { EMBED_ORIGINS: 'demo=https://demo-shop.example,https://all.example' };
    expect(await embeddersOf('/demo/a.b.c', vars)).toEqual(['https://demo-shop.example', 'https://all.example']);
    expect(await embeddersOf('/shop/a.b.c', vars)).toEqual(['https://all.example']);
    expect(await embeddersOf('/demo/a.b', vars)).toEqual(['https://demo-shop.example', 'https://all.example']);
    expect(await embeddersOf('/bad.app/a.b.c', vars)).toEqual(['https://all.example']);
  });

  it('carries nothing of the setting when nobody may frame the link', async () => {
    quiet();
    expect(await embeddersOf('/demo/a.b.c', { EMBED_ORIGINS: '' })).toBeUndefined();
    expect(await embeddersOf('/other/a.b.c', { EMBED_ORIGINS: 'demo=https://demo-shop.example' })).toBeUndefined();
    expect(await embeddersOf('/', { EMBED_ORIGINS: 'https://all.example' })).toBeUndefined();
  });
});

describe('plain http embedders: the local configuration only (docs/security.md, Who may frame the page)', () => {
  const LOCAL = { PAYMENT_WORKER_URL: 'http://127.0.0.1:8788' };

  it('the local configuration (its payment worker on this machine) lets the demo host frame a link', async () => {
    quiet();
    expect(await framing('/demo/a.b.c', { ...LOCAL, EMBED_ORIGINS: 'http://localhost:8790' })).toEqual(
      open(200, ['http://localhost:8790']),
    );
  });

  it("takes an origin written with a trailing slash as that origin, as npm start passes a developer's", async () => {
    quiet();
    expect(
      await framing('/demo/a.b.c', { ...LOCAL, EMBED_ORIGINS: 'http://localhost:8790,http://localhost:3000/' }),
    ).toEqual(open(200, ['http://localhost:8790', 'http://localhost:3000']));
  });

  it.each(['http://localhost:8790', 'demo=http://127.0.0.1:8790', 'https://shop.example,http://[::1]:8790'])(
    'elsewhere %j is a configuration error, framed by nobody, logged without the value',
    async (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      expect(await framing('/demo/a.b.c', { EMBED_ORIGINS: value })).toEqual(closed(500));
      const lines = error.mock.calls.map((call) => call.map(String).join(' '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Configuration error: EMBED_ORIGINS entry \d: it is plain http, which only the local configuration allows/,
      );
      expect(lines[0]).not.toMatch(/8790|localhost|127\.0|::1/);
    },
  );
});
