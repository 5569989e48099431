/**
 * The Firefox twin of e2e-stack.ts: the same local stack and signed links,
 * one headless Firefox (puppeteer-core over WebDriver BiDi), and pages that
 * record console errors, uncaught errors and CSP violations so a test can
 * insist on none.
 */
import type { Browser, Page } from 'puppeteer-core';
import { payerLink, stackFor, type LinkOptions } from './e2e-stack.ts';
import { readCspViolations, recordCspViolations } from './csp-recorder.ts';
import { launchFirefox } from './firefox.ts';
import type { LocalStack } from './local-stack.ts';

export interface FirefoxPage {
  page: Page;
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
  /** Content-Security-Policy violations the page reported. */
  cspViolations: () => Promise<string[]>;
}

export interface FirefoxE2E {
  stack: LocalStack;
  browser: Browser;
  link(options?: LinkOptions): Promise<string>;
  /** A new page in its own browser context (no saved progress shared between tests), at a phone's size. */
  /** Opens `url` in a fresh context; `prepare` runs on the page first (a script for every new document, say). */
  open(url: string, prepare?: (page: Page) => Promise<unknown>): Promise<FirefoxPage>;
  close(): Promise<void>;
}

export async function startFirefoxE2E(): Promise<FirefoxE2E> {
  const [stack, browser] = await Promise.all([stackFor(), launchFirefox()]);
  return {
    stack,
    browser,
    link: (options) => payerLink(stack, options),
    async open(url, prepare) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 390, height: 844 });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) =>
        errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
      );
      await page.evaluateOnNewDocument(recordCspViolations);
      await prepare?.(page);
      await page.goto(url);
      return {
        page,
        errors,
        cspViolations: () => page.evaluate(readCspViolations),
      };
    },
    async close() {
      await Promise.all([browser.close(), stack.dispose()]);
    },
  };
}
