/**
 * Headless Chromium for the end-to-end tests and screenshots: Debian's Chromium, in two builds.
 * The tests drive `chromium-headless-shell` (the old headless shell, the build Playwright itself
 * runs for `headless: true`): the same Blink and V8 without the full browser's window and UI, so a
 * new page costs a fifth of the CPU (docs/README.md, Tests). The bench and the CDP helpers, which
 * measure the page as a payer's browser runs it, use the full `chromium`. CHROME_PATH overrides
 * both. Without one, fail with one line that says how to get it — never skip.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Where each build is looked for, in order, and the Debian package that installs it. */
const BUILDS = {
  full: {
    what: 'Chromium',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
    debian: 'chromium',
  },
  shell: {
    what: 'Chromium headless shell',
    paths: ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
    debian: 'chromium-headless-shell',
  },
} as const;

/** CHROME_PATH when set (it must exist), else the first of the build's paths that exists. */
function pathOf({ what, paths, debian }: (typeof BUILDS)[keyof typeof BUILDS]): string {
  const configured = process.env.CHROME_PATH;
  if (configured && !existsSync(configured)) throw new Error(`CHROME_PATH=${configured} does not exist.`);
  const found = configured || paths.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No ${what} found: install it with \`apt-get install -y ${debian}\` or set CHROME_PATH to a Chrome/Chromium binary.`,
    );
  }
  return found;
}

/** The full browser, for measuring the page (the bench, Lighthouse, raw CDP). */
export const chromePath = (): string => pathOf(BUILDS.full);

/** The headless shell, for driving the page through Playwright (the tests, the screenshots). */
export const chromeShellPath = (): string => pathOf(BUILDS.shell);

/** Headless Chromium as root on a closed network: no sandbox, no GPU, no background calls home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--short-reporting-delay', // Reporting API deliveries (CSP reports) within a second, not a minute
];

/** Headless Chromium through Playwright: the shell unless told another build (the OCR bench times the full one). */
export function launchBrowser(executablePath = chromeShellPath()): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * The same Chromium as a server that other processes connect to by its websocket endpoint: the
 * end-to-end run launches one (tests/e2e/global-setup.ts) and every file connects to it.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromeShellPath(), headless: true, args: CHROMIUM_FLAGS });
}

/** A connection to a browser server's Chromium; closing it closes this connection's contexts, not the browser. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
