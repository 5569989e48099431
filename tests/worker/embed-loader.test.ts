/**
 * `GET /embed.js` (docs/embedding.md; docs/security.md, 'Response headers'): the loader merchants'
 * pages include, with a script's headers and none of a link page's, and the body make/embed.ts built.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedScript } from '../../worker/generated/embed-script.ts';
import { callWorker, get } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /embed.js', () => {
  it('answers the loader as JavaScript any site may load, cached five minutes and never sniffed', async () => {
    const response = await get('/embed.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(await response.text()).toBe(embedScript);
  });

  it('carries none of the link pages’ headers: no no-store, no same-origin, no page CSP', async () => {
    const response = await get('/embed.js');
    await response.arrayBuffer();
    expect(response.headers.get('Cache-Control')).not.toContain('no-store');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).not.toBe('same-origin');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('X-Robots-Tag')).toBeNull();
  });

  it('defines PaymentPage.open and <payment-page>, checks messages, and learns its origin from its own script', () => {
    expect(embedScript).toContain('PaymentPage');
    expect(embedScript).toContain('payment-page');
    expect(embedScript).toContain('currentScript');
    expect(embedScript).toContain('clipboard-write; web-share');
    expect(embedScript).toContain('no-referrer');
    // Its own frame's window and the page's origin, before the shape check.
    expect(embedScript).toContain('.contentWindow');
    expect(embedScript).toContain('.origin');
    // Never a target of '*', never a sandbox.
    expect(embedScript).not.toMatch(/['"`]\*['"`]/);
    expect(embedScript).not.toContain('sandbox');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await get('/embed.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(await response.text()).toBe('');
  });

  it('is served even when the configuration is broken, and writes no page log line', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await callWorker('/embed.js', { PAYMENT_WORKER_URL: undefined, EMBED_ORIGINS: 'nonsense' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(embedScript);
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
