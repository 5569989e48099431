/**
 * The link every bench run measures (docs/performance.md, `npm run bench`): the sandbox's demo
 * app asking ₹1,500.50, freshly signed against the given local stack.
 */
import type { LocalStack } from '../../harness/local-stack.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

export const benchLink = (stack: LocalStack): Promise<string> =>
  createPayerLink({ pageUrl: stack.pageUrl, appId: 'demo', amountPaise: 150_050, secret: SANDBOX_JWT_SECRET });
