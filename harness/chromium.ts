/**
 * Headless Chromium for the end-to-end tests and screenshots: Debian's Chromium, in two builds.
 * The tests drive `chromium-headless-shell` (the old headless shell, the build Playwright itself
 * runs for `headless: true`): the same Blink and V8 without the full browser's window and UI, so a
 * new page costs a fifth of the CPU (docs/README.md, Tests). The bench and the CDP helpers, which
 * measure the page as a payer's browser runs it, use the full `chromium`. CHROME_PATH overrides
 * both. Without one, fail with one line that says how to get it — never skip.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserServer } from 'playwright-core';

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

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core's
 * chromiumSwitches), less `ThirdPartyStoragePartitioning`: Playwright turns partitioning off, and a
 * payer's Chromium has it on (since Chrome 115). Passed as the last `--disable-features`, which is
 * the one Chromium reads. harness/chromium.test.ts holds this list to Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** What a payer's Chromium blocks, as its cookie setting says: third-party cookies, or every site's data. */
export type CookieSetting = 'block third-party cookies' | 'block all site data';

/**
 * The full Chromium as a payer's is set up (docs/embedding.md, 'The page inside a frame'): storage
 * partitioning on, and the cookie setting written into its profile's preferences as the settings
 * page writes it (the headless shell reads no preferences, so this is the full browser). One
 * profile of its own, removed when the context closes.
 */
export async function launchPayerChromium(setting: CookieSetting): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'payer-chromium-'));
  mkdirSync(join(profile, 'Default'));
  const preferences = {
    profile: {
      // 1: "Block third-party cookies", as chrome://settings/cookies sets it.
      cookie_controls_mode: 1,
      block_third_party_cookies: true,
      // 2: "Don't allow sites to save data on your device".
      default_content_setting_values: setting === 'block all site data' ? { cookies: 2 } : {},
    },
  };
  writeFileSync(join(profile, 'Default/Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath(),
    headless: true,
    viewport: { width: 390, height: 844 },
    args: [
      ...CHROMIUM_FLAGS,
      `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING.join(',')}`,
      '--enable-features=ThirdPartyStoragePartitioning',
    ],
  });
  // The browser may still be writing its profile as it goes: retried, and never an error of the test's.
  context.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // A temporary folder left behind.
    }
  });
  return context;
}
