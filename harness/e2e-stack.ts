/**
 * What every end-to-end file needs: the local stack (page + sandbox in
 * workerd), a browser, signed payer links, and pages that record console
 * errors, uncaught errors and CSP violations so a test can insist on none.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startStack, type LocalStack, type StackOptions } from './local-stack.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../sandbox/sign-link.ts';
import { launchBrowser } from './chromium.ts';

export interface LinkOptions {
  appId?: string;
  amountPaise?: number;
  test?: boolean;
  /** Extra query, e.g. `upi_default=false`. */
  query?: string;
}

export interface WatchedPage {
  page: Page;
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
  /** Content-Security-Policy violations the page reported. */
  cspViolations: () => Promise<string[]>;
}

export interface E2E {
  stack: LocalStack;
  browser: Browser;
  link(options?: LinkOptions): Promise<string>;
  /** A fresh context's page on `url`; `prepare` runs before it navigates (to route its requests, say). */
  open(url: string, options?: BrowserContextOptions, prepare?: (page: Page) => Promise<unknown>): Promise<WatchedPage>;
  close(): Promise<void>;
}

/** A signed sandbox link to the stack's page (₹1,500.50 for the demo app unless told otherwise). */
export async function payerLink(
  stack: LocalStack,
  { appId = 'demo', amountPaise = 150_050, test = false, query = '' }: LinkOptions = {},
): Promise<string> {
  const url = await createPayerLink({ pageUrl: stack.pageUrl, appId, amountPaise, test, secret: SANDBOX_JWT_SECRET });
  if (!query) return url;
  return url.includes('?') ? `${url}&${query}` : `${url}?${query}`;
}

export async function startE2E(stackOptions: StackOptions = {}): Promise<E2E> {
  const [stack, browser] = await Promise.all([startStack(stackOptions), launchBrowser()]);
  return {
    stack,
    browser,
    link: (options) => payerLink(stack, options),
    async open(url, options = {}, prepare) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs a document's own 4xx status; an error page is meant to have one.
        const ownStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
        if (!ownStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.defineProperty(window, '__cspViolations', { value: seen });
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await prepare?.(page);
      await page.goto(url);
      return {
        page,
        errors,
        cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
      };
    },
    async close() {
      await Promise.all([browser.close(), stack.dispose()]);
    },
  };
}
