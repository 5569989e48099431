// REDIRECT_ALLOWED_HOSTS as the page worker reads it and judges a link's redirect_url by it before
// the boot data carries the target (docs/rules.md, Redirect rule): this machine and its network only
// in the local configuration, in any notation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContext, type Boot } from '../../page/boot.ts';
import { bootJson, callWorker, pageConfig, type Vars } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('REDIRECT_ALLOWED_HOSTS naming this machine', () => {
  it('takes this machine as a redirect host in the local configuration only', async () => {
    const hosts = 'localhost,127.0.0.1,[::1]';
    const local = { PAYMENT_WORKER_URL: 'http://127.0.0.1:8788', UPLOAD_ORIGINS: '', REDIRECT_ALLOWED_HOSTS: hosts };
    const response = await callWorker('/demo/a.b.c', local);
    expect(response.status).toBe(200);
    expect(pageConfig(local)?.redirectAllowedHosts).toEqual(hosts.split(','));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect((await callWorker('/demo/a.b.c', { REDIRECT_ALLOWED_HOSTS: hosts })).status).toBe(500);
  });
});

// `*` is any https host on the public web, and plain http to this machine, only where the page runs locally.
describe('REDIRECT_ALLOWED_HOSTS=*: this machine and its network only in the local configuration', () => {
  /** The redirect the page would follow, derived from the boot data as both sides derive it. */
  async function followed(target: string, vars: Vars): Promise<string | null> {
    const response = await callWorker(`/demo/a.b.c?redirect_url=${encodeURIComponent(target)}`, {
      REDIRECT_ALLOWED_HOSTS: '*',
      ...vars,
    });
    expect(response.status).toBe(200);
    const boot = bootJson(await response.text());
    // The boot data carries the target only as the page worker judged it: what both sides follow.
    const { redirectUrl } = pageContext(boot as unknown as Boot);
    expect(redirectUrl).toBe(boot.flags.redirectUrl);
    return redirectUrl;
  }

  const attack = [
    'http://127.0.0.1',
    'http://localhost',
    'http://0x7f000001/',
    'http://[::1]:8080/',
    'https://127.0.0.1/',
    'https://2130706433/',
    'https://[::ffff:7f00:1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://app.localhost/',
    'https://metadata.google.internal/',
  ];

  it.each(attack)('refuses %s in a production-like configuration', async (target) => {
    expect(await followed(target, {})).toBeNull();
  });

  it.each(attack)('follows %s in the local configuration', async (target) => {
    expect(await followed(target, { PAYMENT_WORKER_URL: 'http://127.0.0.1:8788', UPLOAD_ORIGINS: '' })).toBe(
      new URL(target).href,
    );
  });

  it('still follows any https host in a production-like configuration', async () => {
    expect(await followed('https://shop.example/done', {})).toBe('https://shop.example/done');
  });
});
