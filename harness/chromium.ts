/**
 * Headless Chromium for the end-to-end tests and screenshots: the system
 * browser (Debian's `chromium`), or CHROME_PATH. Without one, fail with one
 * line that says how to get it — never skip.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromePath(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH=${configured} does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found: install it with `apt-get install -y chromium` or set CHROME_PATH to a Chrome/Chromium binary.',
    );
  }
  return found;
}

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), headless: true, args: CHROMIUM_FLAGS });
}

/**
 * The same Chromium as a server that other processes connect to by its websocket endpoint: the
 * end-to-end run launches one (tests/e2e/global-setup.ts) and every file connects to it.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromePath(), headless: true, args: CHROMIUM_FLAGS });
}

/** A connection to a browser server's Chromium; closing it closes this connection's contexts, not the browser. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
