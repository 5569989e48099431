// Safe embedding: URL values reach the page only inside the inert boot JSON, and never the logs.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedJson } from '../../page-worker/render/document.ts';
import { bootJson, bootText, callWorker, get, rootHtml } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Characters that could end the JSON block, open a comment, or break a JS string. */
const UNSAFE = /[<>&\u2028\u2029]/;

describe('embedJson', () => {
  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['a closing script tag in capitals with a space', '</SCRIPT >'],
    ['a comment opener', '<!-- <script>'],
    ['a CDATA end', ']]>'],
    ['line and paragraph separators', 'a\u2028b\u2029c'],
    ['an ampersand entity', '&lt;&amp;&#x3c;'],
    ['quotes and backslashes', `"'\\"\\\\`],
    ['non-ASCII text', 'भुगतान ₹1,500 🙂'],
    ['control characters', '\u0000\u001f\n\r\t'],
    ['a lone surrogate', '\ud800x\udfff'],
  ])('escapes %s and round-trips', (_name, value) => {
    const text = embedJson({ value, list: [value], nested: { [value]: value } });
    expect(text).not.toMatch(UNSAFE);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ value, list: [value], nested: { [value]: value } });
  });

  it('writes the escapes as JSON \\u sequences', () => {
    expect(embedJson('<>&\u2028\u2029')).toBe('"\\u003c\\u003e\\u0026\\u2028\\u2029"');
  });

  it('leaves plain JSON as JSON.stringify writes it', () => {
    const value = { a: 1, b: [true, null, 'x'], c: { d: 'e f' } };
    expect(embedJson(value)).toBe(JSON.stringify(value));
    expect(embedJson(null)).toBe('null');
    expect(embedJson(150050)).toBe('150050');
  });

  it('is safe and lossless for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = embedJson(value);
        expect(text).not.toMatch(UNSAFE);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('is safe and lossless for any string, including lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const text = embedJson({ value });
        expect(text).not.toMatch(UNSAFE);
        expect(JSON.parse(text)).toEqual({ value });
      }),
      { numRuns: 300 },
    );
  });
});

const NASTY_REDIRECT =
  'https://shop.example/done?a=</script><script>alert(1)</script>&b=<!--&c=\u2028\u2029&d="quoted"&e=\'single\'';
const NASTY_APP_ID = '<img src=x onerror=alert(2)>';
const NASTY_TOKEN = '</script><b>.b.c';

const query = (redirect: string) => `?test=1&redirect_url=${encodeURIComponent(redirect)}`;

/** The HTML with the boot block's content and the nonce taken out. */
function outsideBoot(html: string): string {
  return html.replace(bootText(html), '').replace(/nonce="[^"]*"/g, 'nonce=""');
}

function expectSafeDocument(html: string): void {
  // Exactly two scripts close: the module entry, then the boot block at the very end.
  expect(html.match(/<\/script/gi)).toHaveLength(2);
  expect(html).toMatch(/<script type="application\/json" id="boot">[^<]*<\/script><\/body><\/html>$/);
  expect(bootText(html)).not.toMatch(UNSAFE);
}

describe('a page for a hostile URL', () => {
  it('embeds the exact values in the boot block and nowhere else', async () => {
    // The query is hostile; a token can only be base64url and an app id letters, digits, - and _ (below).
    const token = 'eyJ-_0.eyJ_-9.sig-_';
    const path = `/demo/${token}${query(NASTY_REDIRECT)}`;
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expectSafeDocument(html);

    const boot = bootJson(html);
    expect(boot.link).toEqual({ appId: 'demo', authToken: token });
    // A host this configuration does not allow: judged by the page worker, it reaches the page nowhere.
    expect(boot.flags.redirectUrl).toBeNull();
    expect(html).not.toContain('alert(1)');

    // Outside the boot block the page is the same as for a plain link.
    const plain = await (await get(`/demo/a.b.c${query('https://shop.example/done')}`)).text();
    expect(outsideBoot(html)).toBe(outsideBoot(plain));
    for (const fragment of ['<img', 'alert(', 'shop.example', '<b>', '\u2028', '\u2029', '"quoted"']) {
      expect(outsideBoot(html)).not.toContain(fragment);
    }
    expect(rootHtml(html)).toContain('Loading payment details');
  });

  it('refuses a token with markup as an invalid link (docs/rules.md, Routes and statuses): it reaches the page nowhere', async () => {
    const response = await get(`/demo/${encodeURIComponent(NASTY_TOKEN)}${query(NASTY_REDIRECT)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expectSafeDocument(html);
    expect(bootJson(html).link).toBeNull();
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('alert(1)');
  });

  it('refuses an app id with markup as an invalid link (docs/rules.md, Routes and statuses): it reaches the page nowhere', async () => {
    const response = await get(
      `/${encodeURIComponent(NASTY_APP_ID)}/${encodeURIComponent(NASTY_TOKEN)}${query(NASTY_REDIRECT)}`,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expectSafeDocument(html);
    expect(bootJson(html).link).toBeNull();
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(2)');
  });

  it.each([
    ['an invalid link', '/%3Cimg%20src%3Dx%3E/a.b', 400],
    ['another route', '/%3Cimg%20src%3Dx%3E/a.b.c/%3C%2Fscript%3E', 404],
  ])('keeps the query inert on %s', async (_name, path, status) => {
    const response = await get(`${path}${query(NASTY_REDIRECT)}`);
    expect(response.status).toBe(status);
    const html = await response.text();
    expectSafeDocument(html);
    expect(bootJson(html).flags.redirectUrl).toBeNull();
    expect(html).not.toContain('alert(1)');
    expect(bootJson(html).link).toBeNull();
    expect(outsideBoot(html)).not.toContain('<img');
    expect(outsideBoot(html)).not.toContain('alert(');
  });

  it('keeps the query inert on a configuration error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await callWorker(`/demo/a.b.c${query(NASTY_REDIRECT)}`, { TURNSTILE_SITE_KEY: undefined });
    expect(response.status).toBe(500);
    const html = await response.text();
    expectSafeDocument(html);
    expect(bootJson(html).flags.redirectUrl).toBeNull();
    expect(html).not.toContain('alert(1)');
    expect(outsideBoot(html)).not.toContain('alert(');
  });
});

describe('the auth token', () => {
  it('never reaches the console, whatever the request', async () => {
    const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
    const spies = methods.map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
    const token = 'SECRETHEAD.SECRETBODY.SECRETSIG';
    const requests: (() => Promise<Response>)[] = [
      () => get(`/demo/${token}`),
      () => get(`/demo/${token}/?test=1`),
      () => get(`/demo/${token}.extra`),
      () => get(`/demo/${token}/extra`),
      () => get(`/demo/${token}`, { method: 'POST', body: token }),
      () => callWorker(`/demo/${token}`, { PAYMENT_WORKER_URL: undefined }),
      () => callWorker(`/demo/${token}`, { TURNSTILE_SITE_KEY: 'has spaces' }),
      () => callWorker(`/demo/${token}`, { UPLOAD_ORIGINS: 'ftp://files.example' }),
      () => callWorker(`/demo/${token}`, { PAYMENT_WORKER_URL: 'not a url' }),
    ];
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await request()).status);
    expect(statuses).toEqual([200, 200, 400, 404, 405, 500, 500, 500, 500]);

    const calls = spies.flatMap((spy) => spy.mock.calls);
    // The config errors did log, so the spies were listening.
    expect(calls.length).toBeGreaterThanOrEqual(4);
    const output = calls
      .map((args) => args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '))
      .join('\n');
    expect(output.toUpperCase()).not.toContain('SECRET');
  });
});
