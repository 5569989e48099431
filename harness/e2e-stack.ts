/**
 * What every end-to-end file needs: the local stack (page + sandbox in
 * workerd), a browser, signed payer links, and pages that record console
 * errors, uncaught errors and CSP violations so a test can insist on none.
 *
 * On its own (the screenshots and OCR-corpus scripts) each `startE2E` launches its own Chromium
 * and stack and `close` stops both. Inside the e2e project, `shareAcrossFiles` (called by
 * tests/e2e/setup.ts) makes every file connect to the run's one Chromium and take a stack per
 * configuration that the files with equal settings share; how files stay apart on a shared stack
 * is in docs/README.md, Tests.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startStack, type LocalStack, type StackOptions } from './local-stack.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../sandbox/sign-link.ts';
import { chromePath, connectBrowser, launchBrowser } from './chromium.ts';
import { readCspViolations, recordCspViolations } from './csp-recorder.ts';
import { recordMarks } from './mark-recorder.ts';

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

/** The run's browser server, once `shareAcrossFiles` has been told it. */
let browserEndpoint: string | undefined;
/**
 * Shared stacks by configuration key. Module state: it outlives a test file because the e2e
 * project does not isolate files (vitest.config.ts); workerd stops when the test process exits
 * (Miniflare kills its runtime on exit).
 */
const sharedStacks = new Map<string, Promise<LocalStack>>();

/** From now on: connect to the browser at `endpoint`, and share stacks between files with equal settings. */
export function shareAcrossFiles(endpoint: string): void {
  browserEndpoint = endpoint;
}

/**
 * The key under which a stack with these options may be shared, or undefined when it may not:
 * a stack whose log lines a file captures, whose requests Miniflare logs, or whose ports, state
 * or inspector are fixed belongs to that file alone (docs/README.md, Tests).
 */
function shareKey(options: StackOptions): string | undefined {
  const { pageVars = {}, pageHttps = false, ...rest } = options;
  if (Object.values(rest).some((value) => value !== undefined)) return undefined;
  const vars = Object.entries(pageVars).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({ pageHttps, vars });
}

/**
 * Page vars every test stack starts with unless its file sets its own: the edge prefetch may take
 * up to 10 s instead of production's 800 ms, so a busy machine cannot turn a page the page worker
 * should render with its channels into the loading shell. The files whose subject is that limit set it
 * themselves (`faults-edge`, `foundation`, `secrets-token`).
 */
export const testPageVars: Readonly<Record<string, string>> = { PREFETCH_TIMEOUT_MS: '10000' };

/**
 * A stack with these options over testPageVars: inside the e2e project, the one shared by every
 * file that asks for the same settings (its `dispose` does nothing: the run owns it); otherwise, or
 * when the options make it private (`shareKey`), a stack of the caller's own.
 */
export async function stackFor(given: StackOptions = {}): Promise<LocalStack> {
  const options = { ...given, pageVars: { ...testPageVars, ...given.pageVars } };
  const key = browserEndpoint === undefined ? undefined : shareKey(options);
  if (key === undefined) return startStack(options);
  let started = sharedStacks.get(key);
  if (!started) {
    started = startStack(options);
    sharedStacks.set(key, started);
    // A failed start is not cached: the next file tries again.
    started.catch(() => sharedStacks.delete(key));
  }
  const stack = await started;
  return { ...stack, dispose: () => Promise.resolve() };
}

/** Which Chromium a file drives, when not the run's shared headless shell. */
export interface BrowserChoice {
  /**
   * The full browser, of its own: for the files that read what the Reporting API delivers (CSP and
   * Trusted Types reports), which the headless shell never sends.
   */
  full?: boolean;
  /**
   * A headless shell of its own: for the files that trace the browser (harness/renderer-probe.ts),
   * since a browser holds one trace at a time and a second file's would fail to start, and for the
   * files that read the clipboard back, which every page of one browser shares.
   */
  own?: boolean;
}

/** The run's shared Chromium when there is one (a new connection, closed by the caller); else a Chromium of its own. */
export function browserFor({ full = false, own = false }: BrowserChoice = {}): Promise<Browser> {
  if (full) return launchBrowser(chromePath());
  return browserEndpoint === undefined || own ? launchBrowser() : connectBrowser(browserEndpoint);
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

export async function startE2E(stackOptions: StackOptions = {}, browserOptions: BrowserChoice = {}): Promise<E2E> {
  const [stack, browser] = await Promise.all([stackFor(stackOptions), browserFor(browserOptions)]);
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
      await page.addInitScript(recordCspViolations);
      await page.addInitScript(recordMarks);
      await prepare?.(page);
      await page.goto(url);
      return { page, errors, cspViolations: () => page.evaluate(readCspViolations) };
    },
    async close() {
      // A connection's close ends its contexts only; a shared stack's dispose does nothing.
      await Promise.all([browser.close(), stack.dispose()]);
    },
  };
}
