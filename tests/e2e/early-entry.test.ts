/**
 * The entry script is `async` (docs/rules.md, Start-up), so it can run before the parser has
 * reached the boot data at the end of the document: from the cache, or when the document's end is
 * slow to arrive. Here a proxy in front of the page holds the document back just before the boot
 * data until React DOM has been evaluated and the entry has had time to reach hydration; the page
 * must then wait for the rest, and hydrate it as if nothing had happened.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { recordMarks } from '../../harness/mark-recorder.ts';
import { waitForInteractive } from './steps.ts';

/** Where the proxy stops sending the document: the boot data, its last element. */
const BOOT_OPENING = '<script type="application/json" id="boot">';

let e2e: E2E;
let server: Server;
let upstream: URL;
/** Releases every held document's rest. */
let release = () => {};
let released = new Promise<void>((resolve) => (release = resolve));

function fetchUpstream(incoming: IncomingMessage): Promise<IncomingMessage> {
  // The page's own address is the proxy's: the page worker names its assets in the CSP by the Host it was asked for.
  const headers = { ...incoming.headers, 'accept-encoding': 'identity' };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(incoming.url ?? '/', upstream), { method: incoming.method, headers }, resolve);
    outgoing.on('error', reject);
    incoming.pipe(outgoing);
  });
}

async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
  const answer = await fetchUpstream(incoming);
  const isDocument = (answer.headers['content-type'] ?? '').startsWith('text/html');
  const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = answer.headers;
  response.writeHead(answer.statusCode ?? 502, headers);
  if (!isDocument) {
    answer.pipe(response);
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString('utf8');
  const cut = html.indexOf(BOOT_OPENING);
  if (cut < 0) throw new Error('the document has no boot data');
  response.write(html.slice(0, cut));
  await released;
  response.end(html.slice(cut));
}

beforeAll(async () => {
  e2e = await startE2E();
  upstream = new URL(e2e.stack.pageUrl);
  server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => response.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  release();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await e2e?.close();
});

it('hydrates a document whose boot data arrives after the entry script has run', async () => {
  const link = new URL(await e2e.link());
  link.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await page.addInitScript(recordMarks);
    // React DOM tells a devtools hook, where there is one, as it is evaluated: the sign that the
    // entry has run.
    await page.addInitScript(() => {
      const flags = window as unknown as { __reactEvaluated?: boolean };
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => {
          flags.__reactEvaluated = true;
          return 1;
        },
        checkDCE: () => {},
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      };
    });
    await page.goto(link.href, { waitUntil: 'commit' });
    // Polled from Node: the page draws no frame before its boot data (it blocks rendering until
    // then), and waitForFunction polls on frames.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __reactEvaluated?: boolean }).__reactEvaluated === true))
      .toBe(true);
    // From React DOM to hydration the entry takes two more tasks and the app's chunk, local here.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await page.evaluate(() => ({
      state: document.readyState,
      boot: document.getElementById('boot') !== null,
      hydrated: document.documentElement.classList.contains('js-ready'),
    }));
    expect(before).toEqual({ state: 'loading', boot: false, hydrated: false });
    release();
    await waitForInteractive(page);
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('₹1,500.50');
    expect(errors).toEqual([]);
  } finally {
    released = new Promise<void>((resolve) => (release = resolve));
    await context.close();
  }
});
