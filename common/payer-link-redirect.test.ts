// The link's flags with their redirect target judged (common/payer-link.ts, withJudgedRedirect;
// docs/rules.md, Redirect rule): what the page worker puts in the boot data.
import { describe, expect, it } from 'vitest';
import { flagsWith } from '../page/flow/state.fixture.ts';
import type { PageConfig } from './client-config.ts';
import { withJudgedRedirect } from './payer-link.ts';

/** `*`: any https host (and, in the local configuration only, http to this machine). */
const any = ['*'];
/** REDIRECT_ALLOWED_HOSTS empty (the default): no redirect at all. */
const closed: string[] = [];
const allowed = ['allowed.example'];

describe('withJudgedRedirect', () => {
  const config = (redirectAllowedHosts: string[], local = false): PageConfig => ({
    paymentWorkerUrl: 'https://pay.example.com',
    turnstileSiteKey: 'site-key',
    turnstileScriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    uploadOrigins: [],
    redirectAllowedHosts,
    local,
    upiAppButton: 'android',
  });
  const flags = flagsWith({ test: true, channel: 'u1', redirectUrl: 'HTTPS://allowed.example/thanks' });

  it('keeps an allowed target as the rule writes it, and every other flag as it was', () => {
    expect(withJudgedRedirect(flags, config(allowed))).toEqual({
      ...flags,
      redirectUrl: 'https://allowed.example/thanks',
    });
  });

  it('drops a target the list does not allow, and every target where there is no configuration', () => {
    expect(withJudgedRedirect(flags, config(closed)).redirectUrl).toBeNull();
    expect(withJudgedRedirect(flags, config(['other.example'])).redirectUrl).toBeNull();
    expect(withJudgedRedirect(flags, null).redirectUrl).toBeNull();
  });

  it('allows plain http to this machine only in the local configuration', () => {
    const local = flagsWith({ redirectUrl: 'http://localhost:8787/done' });
    expect(withJudgedRedirect(local, config(any, true)).redirectUrl).toBe('http://localhost:8787/done');
    expect(withJudgedRedirect(local, config(any, false)).redirectUrl).toBeNull();
  });
});
