// POST /csp-reports (docs/security.md, 'CSP reports'): methods, content types, size, malformed bodies, what a line may say, the log budget.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseEnv, fetchWith, get } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every console method the page worker could log with, silenced and recorded as one list of lines. */
function spyConsole() {
  const lines: string[] = [];
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  return lines;
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2VjcmV0LXNpZ25hdHVyZQ';
const PAGE = `https://page.test/demo/${TOKEN}?test=1`;

/** A Reporting API body (`application/reports+json`) of CSP violations. */
function reportsJson(...violations: { directive: string; blocked: string; sourceFile?: string }[]): string {
  return JSON.stringify(
    violations.map(({ directive, blocked, sourceFile }) => ({
      age: 0,
      type: 'csp-violation',
      url: PAGE,
      user_agent: 'test',
      body: {
        documentURL: PAGE,
        referrer: '',
        blockedURL: blocked,
        effectiveDirective: directive,
        originalPolicy: "default-src 'none'",
        sourceFile: sourceFile ?? PAGE,
        sample: '',
        disposition: 'enforce',
        statusCode: 200,
        lineNumber: 1,
        columnNumber: 2,
      },
    })),
  );
}

const post = (
  body: BodyInit,
  type = 'application/reports+json',
  env = baseEnv(),
  headers: Record<string, string> = {},
) => fetchWith(env, '/csp-reports', { method: 'POST', body, headers: { 'Content-Type': type, ...headers } });

describe('methods and content types', () => {
  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])(
    '%s answers 405 with Allow: POST, logging nothing',
    async (method) => {
      const lines = spyConsole();
      const response = await fetchWith(baseEnv(), '/csp-reports', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expect(lines).toEqual([]);
    },
  );

  it('is not a link route: GET /csp-reports through the deployed page worker is 405, not a page', async () => {
    const response = await get('/csp-reports');
    expect(response.status).toBe(405);
    expect(await response.text()).toBe('');
  });

  it.each(['application/json', 'text/plain', 'application/x-www-form-urlencoded', ''])(
    '%j answers 415 and logs nothing',
    async (type) => {
      const lines = spyConsole();
      expect((await post(reportsJson({ directive: 'img-src', blocked: 'https://a.example/x' }), type)).status).toBe(
        415,
      );
      expect(lines).toEqual([]);
    },
  );

  it('accepts a content type with parameters and in another case', async () => {
    const lines = spyConsole();
    const response = await post(
      reportsJson({ directive: 'img-src', blocked: 'https://a.example/x' }),
      'Application/Reports+JSON; charset=utf-8',
    );
    expect(response.status).toBe(204);
    expect(lines).toEqual(['CSP violation: img-src blocked https://a.example']);
  });
});

describe('a report', () => {
  it('answers 204 with one line per violation: the directive and the blocked origin', async () => {
    const lines = spyConsole();
    const response = await post(
      reportsJson(
        { directive: 'img-src', blocked: 'https://blocked.example/x.png?token=abc' },
        { directive: 'script-src-elem', blocked: 'inline' },
        { directive: 'script-src', blocked: 'eval' },
      ),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(lines).toEqual([
      'CSP violation: img-src blocked https://blocked.example',
      'CSP violation: script-src-elem blocked inline',
      'CSP violation: script-src blocked eval',
    ]);
  });

  it('takes the report-uri format (application/csp-report) too', async () => {
    const lines = spyConsole();
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': PAGE,
        'blocked-uri': `https://evil.example:8443/steal/${TOKEN}`,
        'violated-directive': 'connect-src',
        'effective-directive': 'connect-src',
        'source-file': PAGE,
      },
    });
    expect((await post(body, 'application/csp-report')).status).toBe(204);
    expect(lines).toEqual(['CSP violation: connect-src blocked https://evil.example:8443']);
  });

  it('never logs a path, a query, userinfo, the document URL or the source file, whatever carries the token', async () => {
    const lines = spyConsole();
    const response = await post(
      reportsJson(
        {
          directive: 'img-src',
          blocked: `https://blocked.example/demo/${TOKEN}?token=${TOKEN}#${TOKEN}`,
          sourceFile: `https://page.test/assets/x.js?${TOKEN}`,
        },
        { directive: 'connect-src', blocked: `https://${TOKEN.split('.')[2]}:pw@evil.example/${TOKEN}` },
        { directive: 'frame-src', blocked: `data:text/html,${TOKEN}` },
        { directive: 'img-src', blocked: `blob:https://page.test/${TOKEN}` },
        { directive: 'img-src', blocked: PAGE },
        { directive: 'img-src', blocked: `not a url ${TOKEN}` },
        { directive: `img-src ${TOKEN}`, blocked: 'inline' },
      ),
    );
    expect(response.status).toBe(204);
    expect(lines).toEqual([
      'CSP violation: img-src blocked https://blocked.example',
      'CSP violation: connect-src blocked https://evil.example',
      'CSP violation: frame-src blocked data:',
      'CSP violation: img-src blocked blob:',
      'CSP violation: img-src blocked https://page.test',
      'CSP violation: img-src blocked unparsable',
      'CSP violation: unknown blocked inline',
    ]);
    for (const part of [TOKEN, ...TOKEN.split('.'), '/demo', 'token=', 'pw@']) {
      expect(lines.filter((line) => line.includes(part))).toEqual([]);
    }
  });

  it('skips reports of other types and entries that are not reports', async () => {
    const lines = spyConsole();
    const body = JSON.stringify([
      { type: 'deprecation', body: { id: 'x', message: TOKEN } },
      null,
      42,
      { type: 'csp-violation' },
      'text',
    ]);
    expect((await post(body)).status).toBe(204);
    expect(lines).toEqual([]);
  });

  it.each(['{', '', 'not json', `[{"type": "csp-violation", "body": {"blockedURL": "${TOKEN}"`])(
    'answers 400 to malformed JSON %j and logs nothing',
    async (body) => {
      const lines = spyConsole();
      expect((await post(body)).status).toBe(400);
      expect(lines).toEqual([]);
    },
  );
});

describe('size', () => {
  const big = reportsJson(
    ...Array.from({ length: 200 }, () => ({ directive: 'img-src', blocked: `https://a.example/${'x'.repeat(100)}` })),
  );

  it('the oversized body really is over 16 KB', () => {
    expect(new TextEncoder().encode(big).length).toBeGreaterThan(16 * 1024);
  });

  it('answers 413 to a body over 16 KB with a Content-Length, logging nothing of it', async () => {
    const lines = spyConsole();
    expect((await post(big)).status).toBe(413);
    expect(lines).toEqual([]);
  });

  it('answers 413 to a streamed body that passes 16 KB without a Content-Length, logging nothing of it', async () => {
    const lines = spyConsole();
    const bytes = new TextEncoder().encode(big);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(sent, sent + 1024));
        sent += 1024;
      },
    });
    expect((await post(stream)).status).toBe(413);
    expect(sent).toBeLessThan(bytes.length);
    expect(lines).toEqual([]);
  });

  it('answers 413 to a Content-Length over 16 KB before reading a byte', async () => {
    const lines = spyConsole();
    // The body itself is tiny: only the declared length can make this a 413.
    const response = await post('[]', 'application/reports+json', baseEnv(), { 'Content-Length': String(1024 * 1024) });
    expect(response.status).toBe(413);
    expect(lines).toEqual([]);
  });

  it('takes a body of exactly 16 KB', async () => {
    const lines = spyConsole();
    const one = reportsJson({ directive: 'img-src', blocked: 'https://a.example/' });
    const padded = one.slice(0, -1) + ' '.repeat(16 * 1024 - one.length) + ']';
    expect(new TextEncoder().encode(padded).length).toBe(16 * 1024);
    expect((await post(padded)).status).toBe(204);
    expect(lines).toEqual(['CSP violation: img-src blocked https://a.example']);
  });
});

describe('the log budget (one per isolate)', () => {
  it('writes 10 lines, then counts: a flood cannot grow the log; one "dropped" line a minute later', async () => {
    const lines = spyConsole();
    const env = baseEnv(); // one env object: one isolate's budget
    let now = Date.UTC(2030, 0, 1);
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const violation = (i: number) => ({ directive: 'img-src', blocked: `https://a${i}.example/x` });
    expect(
      (await post(reportsJson(...Array.from({ length: 25 }, (_, i) => violation(i))), undefined, env)).status,
    ).toBe(204);
    for (let i = 0; i < 20; i++) expect((await post(reportsJson(violation(100 + i)), undefined, env)).status).toBe(204);
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.startsWith('CSP violation: img-src blocked https://a'))).toBe(true);

    // 30 s on: five tokens back, and still no "dropped" line (at most one a minute).
    now += 30_000;
    for (let i = 0; i < 8; i++) await post(reportsJson(violation(200 + i)), undefined, env);
    expect(lines).toHaveLength(15);
    expect(lines.some((line) => line.includes('dropped'))).toBe(false);

    // A minute after the first drop: one line with the count, then the report itself.
    now += 31_000;
    await post(reportsJson(violation(300)), undefined, env);
    expect(lines.slice(15)).toEqual([
      'CSP reports: 38 dropped (over 10 a minute)',
      'CSP violation: img-src blocked https://a300.example',
    ]);
    await post(reportsJson(violation(301)), undefined, env);
    expect(lines.filter((line) => line.includes('dropped'))).toHaveLength(1);
  });

  it('keeps one budget per isolate: a fresh env object starts full', async () => {
    const lines = spyConsole();
    const many = reportsJson(
      ...Array.from({ length: 12 }, () => ({ directive: 'img-src', blocked: 'https://a.example/' })),
    );
    await post(many, undefined, baseEnv());
    await post(many, undefined, baseEnv());
    expect(lines).toHaveLength(20);
  });
});
