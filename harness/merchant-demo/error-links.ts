/**
 * A link for each reason the page itself gives a merchant's frame in an `error` event
 * (docs/embedding.md, Errors), signed against a local stack's sandbox: one whose token expired an
 * hour ago, one signed with another key (the payment worker refuses it, and its time is not up),
 * and one for the sandbox's `outage` app, whose every call answers 503. Shared by the Chromium,
 * Firefox and WebKit embed tests.
 */
import type { EmbedErrorReason } from '../../common/embed-events.ts';
import { OUTAGE_APP_ID } from '../../sandbox/outage.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

export type PageErrorReason = Extract<EmbedErrorReason, 'expired' | 'invalid' | 'unavailable'>;

export async function errorLinks(pageUrl: string): Promise<Record<PageErrorReason, string>> {
  const link = { pageUrl, appId: 'demo', amountPaise: 150_050, secret: SANDBOX_JWT_SECRET };
  const [expired, invalid, unavailable] = await Promise.all([
    createPayerLink({ ...link, ttlSeconds: 60, now: new Date(Date.now() - 3_600_000) }),
    createPayerLink({ ...link, secret: 'a-key-the-payment-worker-does-not-know' }),
    createPayerLink({ ...link, appId: OUTAGE_APP_ID }),
  ]);
  return { expired, invalid, unavailable };
}

/** What a merchant's code gives `<payment-page link>` by mistake: a page on another origin. */
export const FOREIGN_LINK = 'https://evil.example/demo/a.b.c';
