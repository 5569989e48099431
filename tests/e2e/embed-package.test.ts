/**
 * The npm package `@payment-page/embed` as a merchant's app gets it (docs/embedding.md, 'The npm
 * package'): built (make/embed-package.ts) and packed with `npm pack`, its tarball installed offline
 * into a fresh Vite + React + TypeScript app (tests/e2e/embed-app/), whose other packages are this
 * repository's own (react, react-dom, vite, typescript and React's types, linked, never fetched);
 * the app type-checks in strict mode, builds with Vite, and a payer pays through it in Chromium, as a
 * modal and inline, under a merchant's CSP that enforces Trusted Types. The script's version and the
 * package's are the same one.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFor, payerLink, stackFor } from '../../harness/e2e-stack.ts';
import { freePort } from '../../harness/free-port.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { embedVersion } from '../../make/embed.ts';
import { buildEmbedPackage, PACKAGE_DIR } from '../../make/embed-package.ts';
import { root } from '../../make/paths.ts';
import { newUtr } from './deposits.ts';
import { frameOf } from './embed-host.ts';
import { chooseFirstCard, submitUtr, waitForDone, waitForStep } from './steps.ts';

/** The packages the app takes from this repository's own install, as `file:` links (npm fetches none). */
const LINKED = {
  dependencies: ['react', 'react-dom'],
  devDependencies: ['vite', 'typescript', '@types/react', '@types/react-dom'],
};

let folder: string;
let app: string;
let tarball: string;
let server: Server | undefined;
let appOrigin: string;
let stack: LocalStack;
let browser: Browser;

/** Runs a command in the app's folder, its output kept for the failure message. */
const run = (command: string, args: string[], cwd = app) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * The merchant's policy (docs/embedding.md, 'The merchant's CSP'): scripts from itself and the page's
 * origin, frames from the page's origin, and Trusted Types enforced with the package's policy named.
 */
const appCsp = (pageOrigin: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${pageOrigin}`,
    `frame-src ${pageOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types payment-page-embed',
  ].join('; ');

/** A static server for the built app, on `localhost` (another site than the page's 127.0.0.1), under `csp`. */
async function serve(dist: string, port: number, csp: string): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const started = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': `${types[extname(file)] ?? 'application/octet-stream'}; charset=utf-8`,
        'content-security-policy': csp,
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => started.listen(port, 'localhost', resolve));
  return started;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'embed-package-'));
  app = join(folder, 'app');
  await buildEmbedPackage();
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', folder], PACKAGE_DIR)) as {
    filename: string;
  }[];
  tarball = join(folder, packed[0]?.filename ?? 'missing.tgz');
  cpSync(join(root, 'tests/e2e/embed-app'), app, { recursive: true });
  const link = (name: string) => `file:${join(root, 'node_modules', name)}`;
  const linked = (names: string[]) => Object.fromEntries(names.map((name) => [name, link(name)]));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'shop',
      private: true,
      type: 'module',
      dependencies: { '@payment-page/embed': `file:${tarball}`, ...linked(LINKED.dependencies) },
      devDependencies: linked(LINKED.devDependencies),
    }),
  );
  // Offline: nothing is fetched, and a package npm would have to fetch fails the install.
  run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund']);
  const port = await freePort();
  appOrigin = `http://localhost:${port}`;
  [stack, browser] = await Promise.all([stackFor({ pageVars: { EMBED_ORIGINS: appOrigin } }), browserFor()]);
}, 180_000);
afterAll(async () => {
  await Promise.all([browser?.close(), stack?.dispose()]);
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the tarball of @payment-page/embed (npm pack)', () => {
  it('holds the built entries, their types and the README, at the version the loader reports', () => {
    const listed = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], PACKAGE_DIR)) as {
      version: string;
      files: { path: string }[];
    }[];
    expect(listed[0]?.files.map((file) => file.path).sort()).toEqual([
      'README.md',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/react.d.ts',
      'dist/react.js',
      'package.json',
    ]);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@payment-page/embed/package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(embedVersion());
    expect(readFileSync(join(root, 'dist/client/embed.js'), 'utf8')).toContain(`version:\`${embedVersion()}\``);
  });
});

describe('a fresh Vite + React + TypeScript app with it installed', () => {
  it('type-checks in strict mode, its libraries too', () => {
    expect(() => run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'])).not.toThrow();
  });

  it('catches a mistake against the types: an event type the contract does not have', () => {
    const main = join(app, 'src/main.tsx');
    const written = readFileSync(main, 'utf8');
    writeFileSync(main, written.replace("message.type !== 'resize'", "message.type !== 'paid'"));
    try {
      run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']);
      expect.unreachable('tsc accepted a type the contract does not have');
    } catch (error) {
      expect(String((error as { stdout?: string }).stdout).trim()).toMatch(
        /^src\/main\.tsx\(\d+,\d+\): error TS2367: [^\n]*"paid"[^\n]*$/,
      );
    } finally {
      writeFileSync(main, written);
    }
  });

  it('builds with Vite, and pays through the package in Chromium, under a CSP that enforces Trusted Types: the modal and the inline page', async () => {
    run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);
    server = await serve(join(app, 'dist'), Number(new URL(appOrigin).port), appCsp(new URL(stack.pageUrl).origin));
    const [modal, inline] = await Promise.all([payerLink(stack), payerLink(stack, { amountPaise: 99_900 })]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${appOrigin}/?${new URLSearchParams({ modal, inline })}`);

    // The inline page, from the React component.
    const inlineFrame = await frameOf(page, inline);
    await waitForStep(inlineFrame, 'Payment Options');
    await expect.poll(() => page.locator('#events li').allTextContents()).toContain('inline ready');

    // The modal, from Pay, through loadPaymentPage: to All Done.
    await page.locator('#pay').click();
    const frame = await frameOf(page, modal);
    await waitForStep(frame, 'Payment Options');
    await chooseFirstCard(frame);
    await submitUtr(frame, newUtr());
    await waitForDone(frame);
    await expect.poll(() => page.locator('#events li').allTextContents()).toContain('modal done');
    expect((await page.locator('#events li').allTextContents()).filter((text) => text.startsWith('modal'))).toEqual([
      'modal ready',
      'modal step',
      'modal submitted',
      'modal done',
    ]);

    // One script tag for every call (on start, StrictMode's twice, and Pay); the versions agree.
    expect(await page.locator('script[src$="/embed.js"]').count()).toBe(1);
    expect(await page.locator('#package-version').textContent()).toBe(embedVersion());
    expect(await page.evaluate(() => document.documentElement.dataset.loaderVersion)).toBe(embedVersion());
    expect(errors).toEqual([]);
    await context.close();
  });
});
