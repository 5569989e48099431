/**
 * WebKit for the iPhone-engine tests (tests/webkit): WebKitGTK's MiniBrowser, the same engine as
 * every iPhone browser, driven over W3C WebDriver by Debian's WebKitWebDriver (package
 * `webkit2gtk-driver`). It needs a display, so this starts its own Xvfb (package `xvfb`) on a free
 * display number; `npm test` needs no wrapper. Classic WebDriver has no console, and this build's
 * MiniBrowser does not print it: a test sees a script error as a page that never hydrates.
 *
 * MiniBrowser's own toolbar keeps its window at least 447 px wide, wider than a phone. Its GTK
 * chrome gets a stylesheet of its own (no minimum sizes, 1 px type) through XDG_CONFIG_HOME, so
 * the window, and with it the page's viewport, can be as narrow as 320 px. The page is drawn by
 * WebKit, not GTK, so nothing the tests look at changes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { WebDriverSession } from './webdriver.ts';

const DRIVER = '/usr/bin/WebKitWebDriver';
const BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';

/** Fails in one line naming the Debian packages when a piece is missing. */
export function checkWebKit(): void {
  const needed: [path: string, debianPackage: string][] = [
    [DRIVER, 'webkit2gtk-driver'],
    [BROWSER, 'webkit2gtk-driver'],
    [XVFB, 'xvfb'],
  ];
  const missing = needed.filter(([path]) => !existsSync(path));
  if (missing.length > 0) {
    const packages = [...new Set(missing.map(([, name]) => name))].join(' ');
    throw new Error(`No WebKit: install it with \`apt-get install -y ${packages}\` (missing ${missing[0]?.[0]}).`);
  }
}

/** Xvfb on the first free display, which it reports on a pipe once it is ready to draw. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let number = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) resolve({ process: xvfb, display: `:${number.trim()}` });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  });
}

/** A GTK configuration folder in which MiniBrowser's toolbar can shrink to any width. */
function narrowChrome(): string {
  const home = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-font-name=Sans 1\n');
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n',
  );
  return home;
}

export interface WebKit {
  session: WebDriverSession;
  close(): Promise<void>;
}

async function waitForDriver(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start');
}

/** Xvfb, WebKitWebDriver and one MiniBrowser session; `userAgent` replaces the browser's own. */
export async function launchWebKit({ userAgent }: { userAgent?: string } = {}): Promise<WebKit> {
  checkWebKit();
  const xvfb = await startXvfb();
  const gtkHome = narrowChrome();
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`], {
    // Without a GPU, WebKit's compositing draws screenshots black under Xvfb.
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: gtkHome,
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
    rmSync(gtkHome, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url);
    const args = ['--automation'];
    if (userAgent) args.push(`--user-agent=${userAgent}`);
    const session = await WebDriverSession.start(url, {
      'webkitgtk:browserOptions': { binary: BROWSER, args },
    });
    // A phone's width; tests/webkit narrows it to 320 px where the layout is checked.
    await session.setWindowSize(360, 800);
    return {
      session,
      async close() {
        await session.end().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * A fresh state for the next test although the tests of a file share one browser: nothing the last
 * page saved (progress, language choice) survives. That page, when a test got as far as one, is on
 * the stack's origin, so its storage is the page's. For each file's `afterEach`.
 */
export async function forgetPageState(session: WebDriverSession): Promise<void> {
  const onPage = await session.run(() => {
    if (!location.protocol.startsWith('http')) return false;
    localStorage.clear();
    sessionStorage.clear();
    return true;
  });
  if (onPage) await session.deleteAllCookies();
}
