/**
 * The newcomer's path: `npm start` builds everything, starts the page
 * and the sandbox, and prints a link that shows the amount in a real browser;
 * then each data point the page writes as one `[events]` line (docs/operations.md,
 * 'Local development').
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { browserFor } from '../../harness/e2e-stack.ts';
import { freePort } from '../../harness/free-port.ts';
import { root } from '../../make/paths.ts';

let child: ChildProcess | undefined;

/** npm runs node, which runs workerd: stop the whole process group, whichever of them are left. */
function stop(npm: ChildProcess | undefined): void {
  if (!npm?.pid) return;
  try {
    process.kill(-npm.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
afterAll(() => stop(child));

/** Resolves with everything printed once `pattern` appears, or rejects after `ms`. */
function waitForOutput(process: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm start printed no link in ${ms} ms:\n${output}`)), ms);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    process.stdout?.on('data', read);
    process.stderr?.on('data', read);
  });
}

type Started = { port: number; demoPort: number; shopPort: number; output: string; printed: () => string };

/**
 * `npm start` on free ports, not 8787/8788, so a developer's own `npm start` can keep running.
 * A port is free when picked and may be taken before workerd binds it (another file's stack starting
 * beside this one): then npm start says "address already in use" and exits, and it starts again on new ports.
 */
async function startOnFreePorts(): Promise<Started> {
  for (let attempt = 1; ; attempt++) {
    const [port, sandboxPort, demoPort, shopPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const started = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        DEMO_PORT: String(demoPort),
        // A merchant's own shop, as `EMBED_ORIGINS=http://localhost:3000/ npm start` names one (docs/operations.md),
        // with the trailing slash an address bar writes: the same origin (docs/security.md, Who may frame the page).
        EMBED_ORIGINS: `http://localhost:${shopPort}/`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = started;
    let printed = '';
    started.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const output = await waitForOutput(started, /Press Ctrl\+C to stop|address already in use/i, 90_000);
    if (/Press Ctrl\+C to stop/.test(output)) return { port, demoPort, shopPort, output, printed: () => printed };
    stop(started);
    if (attempt >= 3) throw new Error(`npm start lost its ports 3 times:\n${output}`);
  }
}

let started: Started | undefined;

it('npm start prints a payer link that opens on the amount banner', async () => {
  started = await startOnFreePorts();
  const { port, demoPort, output, printed } = started;
  const links = output.match(new RegExp(`http://127\\.0\\.0\\.1:${port}/demo/[\\w.-]+(\\?test=1)?`, 'g')) ?? [];
  expect(links).toHaveLength(2);
  expect(links[1]).toMatch(/\?test=1$/);
  // The merchant demo host, on localhost (another site than the page), under its own CSP that lets
  // in the page's origin alone (docs/README.md, The merchant demo host).
  const demoUrl = `http://localhost:${demoPort}/`;
  expect(output).toMatch(new RegExp(`^Merchant demo +${demoUrl.replace(/[.]/g, '\\.')} `, 'm'));
  const demoAnswer = await fetch(demoUrl);
  expect(demoAnswer.status).toBe(200);
  expect(demoAnswer.headers.get('content-security-policy')).toContain(`frame-src http://127.0.0.1:${port};`);

  const browser = await browserFor();
  try {
    const page = await browser.newPage();
    await page.goto(links[0]!);
    await expect.poll(() => page.getByTestId('amount').textContent(), { timeout: 15_000 }).toBe('₹1,500.50');
    await page.goto(links[1]!);
    await expect.poll(() => page.getByText('Test mode').isVisible(), { timeout: 15_000 }).toBe(true);
    // The demo's page loads the page origin's loader, which its CSP allows: Pay is ready.
    const demoPage = await browser.newPage();
    await demoPage.goto(demoUrl);
    await demoPage.locator('html[data-loader="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
    expect(await demoPage.locator('#pay').isEnabled()).toBe(true);
    await demoPage.close();
    // The developer sees the page requests as they happen, one line each, with no token;
    // and the browser's beacons, once the page is idle: here step 2 of the test link (with Miniflare's
    // stand-in country).
    await expect
      .poll(() => printed().match(/^\[events\] page {4}200 link, prefetch served .*\(en, app demo\)$/gm)?.length ?? 0)
      .toBeGreaterThanOrEqual(2);
    await page.getByTestId('channel-card').first().click();
    await expect
      .poll(() => /^\[events\] beacon {2}step-2 upi at \d+ ms \(en, app demo(, [A-Z]{2})?\)$/m.test(printed()), {
        timeout: 15_000,
      })
      .toBe(true);
    const tokens = links.map((link) => new URL(link).pathname.split('/')[2] ?? link);
    for (const line of printed()
      .split('\n')
      .filter((text) => text.startsWith('[events]'))) {
      for (const token of tokens) expect(line).not.toContain(token);
    }
  } finally {
    await browser.close();
  }
}, 120_000);

it("lets the developer's own site from EMBED_ORIGINS frame the printed link, beside the demo host", async () => {
  const { port, demoPort, shopPort, output } = started ?? (await startOnFreePorts());
  expect(output).toContain(`May embed the page  http://localhost:${demoPort}, http://localhost:${shopPort}`);
  const link = output.match(new RegExp(`http://127\\.0\\.0\\.1:${port}/demo/[\\w.-]+`))?.[0] ?? '';
  // The shop: a plain page on its own origin that frames the link, as a merchant's would.
  const shop = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Shop</title><iframe src="${link}" style="width:400px;height:700px"></iframe>`);
  });
  await new Promise<void>((resolve) => shop.listen(shopPort, 'localhost', resolve));
  const browser = await browserFor();
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${shopPort}/`);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.getByTestId('amount').textContent(), { timeout: 15_000 }).toBe('₹1,500.50');
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => shop.close(() => resolve()));
  }
}, 120_000);

it('refuses a malformed EMBED_ORIGINS at start, with the words every link would log, instead of 500s later', async () => {
  const refused = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()), EMBED_ORIGINS: 'http://localhost:3000/pay' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  refused.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  refused.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => refused.on('exit', resolve));
  stop(refused);
  expect(code).toBe(1);
  expect(output).toContain(
    'Configuration error: EMBED_ORIGINS entry 2: it is not a bare origin (scheme://host[:port] only).',
  );
  expect(output).not.toContain('Press Ctrl+C to stop');
}, 120_000);
