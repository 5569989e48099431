// CORS on the API and upload routes: allowed origins only.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, PAGE_ORIGIN, callApi, payerToken } from './helpers.ts';

function preflight(path: string, origin: string): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, cf-turnstile-response, content-type',
    },
  });
}

describe('CORS', () => {
  it.each(['/get-channels/demo', '/get-upload-url/demo', '/submit-deposit/demo', `/upload/${crypto.randomUUID()}`])(
    'allows a preflight for %s from an allowed origin',
    async (path) => {
      const response = await preflight(path, PAGE_ORIGIN);
      expect(response.status).toBe(204);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
      expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST');
      const headers = (response.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(',');
      expect(headers).toEqual(expect.arrayContaining(['authorization', 'cf-turnstile-response', 'content-type']));
      expect(response.headers.get('Access-Control-Max-Age')).toBe('600');
      expect(response.headers.get('Vary')).toContain('Origin');
    },
  );

  it('gives a foreign origin no Access-Control-Allow-Origin', async () => {
    const response = await preflight('/get-channels/demo', 'https://evil.test');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('labels actual responses for an allowed origin, including errors', async () => {
    const ok = await callApi('get-channels', 'demo', {
      token: await payerToken('demo'),
      headers: { Origin: PAGE_ORIGIN },
    });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
    const denied = await callApi('get-channels', 'demo', { headers: { Origin: PAGE_ORIGIN } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
  });

  it('does not label responses for a foreign origin', async () => {
    const response = await callApi('get-channels', 'demo', {
      token: await payerToken('demo'),
      headers: { Origin: 'https://evil.test' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
