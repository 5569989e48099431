/**
 * The one stack configuration every embed test and the embed screenshots use: the local stack
 * with `EMBED_ORIGINS` naming the merchant demo host, and that host in front of it
 * (docs/README.md, The merchant demo host). 'Pay with a UPI app' shows on every device
 * (`UPI_APP_BUTTON=all`), so each engine can tap it inside the frame without pretending to be a phone.
 */
import { stackFor } from '../e2e-stack.ts';
import { freePort } from '../free-port.ts';
import type { LocalStack } from '../local-stack.ts';
import { demoOrigin, startMerchantDemo, type MerchantDemo } from './server.ts';

export interface EmbedStack {
  stack: LocalStack;
  demo: MerchantDemo;
  close(): Promise<void>;
}

/** The page vars of the embed stack for a demo host on `demoPort`. */
export const embedPageVars = (demoPort: number): Record<string, string> => ({
  EMBED_ORIGINS: demoOrigin(demoPort),
  UPI_APP_BUTTON: 'all',
});

/** The page and sandbox (shared inside the e2e project, as `stackFor` does) and a demo host that may embed them. */
export async function startEmbedStack(): Promise<EmbedStack> {
  // The host's port comes first: the page must know the origin it lets frame it before it starts.
  const demoPort = await freePort();
  const stack = await stackFor({ pageVars: embedPageVars(demoPort) });
  const demo = await startMerchantDemo({ pageUrl: stack.pageUrl, port: demoPort });
  return {
    stack,
    demo,
    async close() {
      await Promise.all([demo.close(), stack.dispose()]);
    },
  };
}
