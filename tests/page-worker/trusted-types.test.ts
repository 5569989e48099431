/**
 * Trusted Types in the page worker's headers (docs/security.md, 'Trusted Types'): with TRUSTED_TYPES
 * `enforce` (wrangler.toml's local value, and the default) the page's CSP requires them for the one
 * policy `payment-page`; with `report` the CSP leaves them out and a Content-Security-Policy-Report-Only
 * header carries them, reporting to the same endpoint; anything else is a configuration error, whose
 * error screen enforces.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callWorker, get, parseCsp } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const quietly = <T>(run: () => Promise<T>) => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return run();
};

/** A CSP without its nonces, to compare two responses' policies. */
const withoutNonce = (header: string | null) => (header ?? '').replace(/'nonce-[^']+'/g, "'nonce'");

describe('Trusted Types, enforced', () => {
  it.each([
    ['wrangler.toml (enforce)', () => get('/demo/a.b.c?test=1')],
    ['TRUSTED_TYPES unset (the default)', () => callWorker('/demo/a.b.c?test=1', { TRUSTED_TYPES: undefined })],
    [
      'TRUSTED_TYPES=" Enforce " (any case, trimmed)',
      () => callWorker('/demo/a.b.c?test=1', { TRUSTED_TYPES: ' Enforce ' }),
    ],
    ['an invalid link', () => get('/demo/a.b')],
  ])('%s: the CSP requires them for the one policy, no report-only header', async (_name, fetch) => {
    const response = await quietly(fetch);
    const csp = parseCsp(response.headers.get('Content-Security-Policy'));
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    // One named policy: no 'allow-duplicates', no `default` catch-all, no wildcard.
    expect(csp.get('trusted-types')).toEqual(['payment-page']);
    expect(csp.get('report-to')).toEqual(['csp']);
    expect(response.headers.get('Content-Security-Policy-Report-Only')).toBeNull();
  });
});

describe('Trusted Types, reported only', () => {
  it.each(['report', 'REPORT'])(
    'TRUSTED_TYPES=%s: a report-only header carries them, the CSP is otherwise the same',
    async (value) => {
      const [enforced, reported] = await quietly(() =>
        Promise.all([get('/demo/a.b.c?test=1'), callWorker('/demo/a.b.c?test=1', { TRUSTED_TYPES: value })]),
      );
      expect(reported.status).toBe(200);
      const csp = parseCsp(reported.headers.get('Content-Security-Policy'));
      expect(csp.has('require-trusted-types-for')).toBe(false);
      expect(csp.has('trusted-types')).toBe(false);
      expect(withoutNonce(reported.headers.get('Content-Security-Policy'))).toBe(
        withoutNonce(enforced.headers.get('Content-Security-Policy')).replace(
          "require-trusted-types-for 'script'; trusted-types payment-page; ",
          '',
        ),
      );
      expect(reported.headers.get('Content-Security-Policy-Report-Only')).toBe(
        "require-trusted-types-for 'script'; trusted-types payment-page; report-to csp; report-uri /csp-reports",
      );
      expect(reported.headers.get('Reporting-Endpoints')).toBe('csp="/csp-reports"');
    },
  );

  it('the endpoints carry the report-only header too (every response of the page worker)', async () => {
    const response = await quietly(() => callWorker('/csp-reports', { TRUSTED_TYPES: 'report' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('Content-Security-Policy-Report-Only')).toContain('trusted-types payment-page');
  });
});

describe('Trusted Types, misconfigured', () => {
  it.each(['block', 'on', 'report-only'])(
    'TRUSTED_TYPES=%s is a configuration error naming it; the error screen enforces',
    async (value) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const response = await callWorker('/demo/a.b.c', { TRUSTED_TYPES: value });
      expect(response.status).toBe(500);
      expect(errors.mock.calls.flat().join('\n')).toContain(
        `TRUSTED_TYPES must be enforce or report, got a value of ${value.length} characters.`,
      );
      expect(parseCsp(response.headers.get('Content-Security-Policy')).get('trusted-types')).toEqual(['payment-page']);
      expect(response.headers.get('Content-Security-Policy-Report-Only')).toBeNull();
    },
  );
});
