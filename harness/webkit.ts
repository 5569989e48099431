/**
 * WebKit for the iPhone-engine tests (tests/webkit): WebKitGTK's MiniBrowser, the same engine as
 * every iPhone browser, driven over W3C WebDriver by Debian's WebKitWebDriver (package
 * `webkit2gtk-driver`). It needs a display, so this starts its own Xvfb (package `xvfb`) on a free
 * display number; `npm test` needs no wrapper. Classic WebDriver has no console, and this build's
 * MiniBrowser does not print it: a test sees a script error as a page that never hydrates.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
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

/** A free TCP port on localhost. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
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
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`], {
    // Without a GPU, WebKit's compositing draws screenshots black under Xvfb.
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url);
    const args = ['--automation'];
    if (userAgent) args.push(`--user-agent=${userAgent}`);
    const session = await WebDriverSession.start(url, {
      'webkitgtk:browserOptions': { binary: BROWSER, args },
    });
    // As narrow as the window goes (about 450 px: its toolbar); a test zooms the page to a phone's width.
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
