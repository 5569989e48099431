/**
 * The Chromium 80 twin of e2e-stack.ts: the same local stack and signed links, and a page in a
 * browser of its own (Chromium 80 runs as one process and cannot open a second tab) that records
 * console errors and uncaught errors so a test can insist on none.
 */
import type { Browser, Page } from 'puppeteer-core-2';
import { launchChromium80 } from './chromium80.ts';
import { payerLink, stackFor, type LinkOptions } from './e2e-stack.ts';
import type { LocalStack } from './local-stack.ts';

/** Chromium 80's console line for `require-trusted-types-for`, a directive it does not know. */
const UNKNOWN_TRUSTED_TYPES = /^Unrecognized Content-Security-Policy directive 'require-trusted-types-for'\.\s*$/;

/** An Android phone's User-Agent: the page offers 'Pay with a UPI app' only there (docs/rules.md, UPI link and QR code). */
export const ANDROID_CHROME_80 =
  'Mozilla/5.0 (Linux; Android 10; SM-A105F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.0 Mobile Safari/537.36';

export interface Chromium80Page {
  page: Page;
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
  /** The requests the page made, in order, as 'METHOD url'. */
  requests: string[];
  close: () => Promise<void>;
}

export interface Chromium80E2E {
  stack: LocalStack;
  link(options?: LinkOptions): Promise<string>;
  /** A fresh browser on `url` at `width` × 740 px, with an Android User-Agent. */
  open(url: string, width?: number): Promise<Chromium80Page>;
  close(): Promise<void>;
}

export async function startChromium80E2E(): Promise<Chromium80E2E> {
  const stack = await stackFor();
  const browsers = new Set<Browser>();
  return {
    stack,
    link: (options) => payerLink(stack, options),
    async open(url, width = 360) {
      const browser = await launchChromium80();
      browsers.add(browser);
      const [page] = await browser.pages();
      if (!page) throw new Error('Chromium 80 started without a tab');
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('console', (message) => {
        // Chromium 80 predates Trusted Types and says so for the page's directive, then ignores it,
        // as CSP asks of an unknown directive (docs/browsers.md, 'Oldest engines'): not an error of ours.
        if (message.type() === 'error' && !UNKNOWN_TRUSTED_TYPES.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
      await page.setUserAgent(ANDROID_CHROME_80);
      await page.setViewport({ width, height: 740 });
      await page.goto(url);
      return {
        page,
        errors,
        requests,
        close: async () => {
          browsers.delete(browser);
          await browser.close();
        },
      };
    },
    async close() {
      await Promise.all([...[...browsers].map((browser) => browser.close()), stack.dispose()]);
    },
  };
}
