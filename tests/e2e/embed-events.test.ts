/**
 * What a merchant hears beyond a payment, in Chromium, from a host page on another site: a frame
 * reloaded on step 2 keeps the payer's option and UTR and says `ready` on step 2 (docs/embedding.md,
 * Events); and the `error` event's reasons (docs/embedding.md, Errors): an expired link, one the payment worker refuses and one whose payment worker is down each
 * give their reason from the page; a bad `link` on `<payment-page>` is an `error` event, never an
 * uncaught exception; a host EMBED_ORIGINS does not name hears `refused` from the loader. Firefox
 * and WebKit run the same cases in their own embed files.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { launchPayerChromium, type CookieSetting } from '../../harness/chromium.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { freePort } from '../../harness/free-port.ts';
import { errorLinks, FOREIGN_LINK, type PageErrorReason } from '../../harness/merchant-demo/error-links.ts';
import type { EmbedMessage } from '../../common/embed-events.ts';
import { SILENT_AFTER_LOAD_MS } from '../../embed/frame.ts';
import { chooseFirstCard } from './steps.ts';

let e2e: E2E;
let hosts: Server[] = [];
/** A host EMBED_ORIGINS names, and one it does not. */
let allowed: string;
let stranger: string;
let links: Record<PageErrorReason, string>;

/** A merchant's page on `localhost:port` that loads the loader, and nothing else. */
async function startHost(pageOrigin: string, port: number): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><h1>Shop</h1><script src="${pageOrigin}/embed.js"></script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  hosts.push(server);
  return `http://localhost:${port}`;
}

beforeAll(async () => {
  const allowedPort = await freePort();
  allowed = `http://localhost:${allowedPort}`;
  e2e = await startE2E({ pageVars: { EMBED_ORIGINS: allowed } });
  const pageOrigin = new URL(e2e.stack.pageUrl).origin;
  await startHost(pageOrigin, allowedPort);
  stranger = await startHost(pageOrigin, await freePort());
  links = await errorLinks(e2e.stack.pageUrl);
});
afterAll(async () => {
  await e2e?.close();
  await Promise.all(hosts.map((server) => new Promise((resolve) => server.close(resolve))));
  hosts = [];
});

declare global {
  interface Window {
    heard?: EmbedMessage[];
  }
}

/** The host at `origin`, with `link` shown as a modal or as the element, every event kept in `window.heard`. */
async function show(origin: string, how: 'modal' | 'element', link: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await e2e.open(`${origin}/`);
  await page.waitForFunction(() => typeof window.PaymentPage?.open === 'function');
  await page.evaluate(
    ({ link, how }) => {
      window.heard = [];
      const hear = (message: EmbedMessage) => window.heard?.push(message);
      if (how === 'modal') {
        window.PaymentPage?.open(link, { onEvent: hear });
        return;
      }
      const element = document.createElement('payment-page');
      element.addEventListener('payment-page', (event) => hear((event as CustomEvent<EmbedMessage>).detail));
      document.body.append(element);
      element.setAttribute('link', link);
    },
    { link, how },
  );
  return { page, errors };
}

const heard = (page: Page) => page.evaluate(() => (window.heard ?? []).map((message) => JSON.stringify(message)));
const error = (reason: string) => JSON.stringify({ source: 'payment-page', version: 1, type: 'error', reason });

/**
 * The host in a payer's Chromium (harness/chromium.ts): storage partitioning on, as Chrome has it
 * and Playwright does not, and the cookie setting given; every event kept in `window.heard`.
 */
async function showToPayer(setting: CookieSetting, link: string) {
  const context = await launchPayerChromium(setting);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(`${allowed}/`);
  await page.waitForFunction(() => typeof window.PaymentPage?.open === 'function');
  await page.evaluate((link) => {
    window.heard = [];
    window.PaymentPage?.open(link, { onEvent: (message) => window.heard?.push(message) });
  }, link);
  await expect
    .poll(() => heard(page))
    .toContain(JSON.stringify({ source: 'payment-page', version: 1, type: 'ready', step: 1 }));
  const frame = page.frames().find((candidate) => candidate.url().startsWith(link)) as Frame;
  return { context, page, frame, errors };
}

describe("a frame in a payer's Chromium: storage partitioned, third-party cookies blocked (docs/embedding.md, The page inside a frame)", () => {
  it("keeps the option and the UTR over a reload (the frame's own partition), and says ready on step 2", async () => {
    const link = await e2e.link();
    const { context, page, frame, errors } = await showToPayer('block third-party cookies', link);
    // What the payer's settings are: third-party cookies refused to the frame, its storage a partition
    // of the merchant's site (what it writes, the page's own site opened directly does not see).
    expect(await frame.evaluate(() => document.hasStorageAccess())).toBe(false);
    await frame.evaluate(() => localStorage.setItem('partition-probe', 'in the frame'));
    const direct = await context.newPage();
    await direct.goto(`${new URL(link).origin}/embed-refused/en`);
    expect(await direct.evaluate(() => localStorage.getItem('partition-probe'))).toBeNull();
    await direct.close();

    await chooseFirstCard(frame);
    await frame.getByTestId('utr-input').fill('123456789012');
    await expect
      .poll(() => heard(page))
      .toContain(JSON.stringify({ source: 'payment-page', version: 1, type: 'step', step: 2 }));
    await page.evaluate(() => (window.heard!.length = 0));
    await frame.evaluate(() => location.reload());
    await expect
      .poll(() => heard(page))
      .toContain(JSON.stringify({ source: 'payment-page', version: 1, type: 'ready', step: 2 }));
    expect((await heard(page)).filter((message) => !message.includes('"resize"'))).toEqual([
      JSON.stringify({ source: 'payment-page', version: 1, type: 'ready', step: 2 }),
    ]);
    const reloaded = () => page.frames().find((candidate) => candidate.url().startsWith(link));
    await expect.poll(() => reloaded()?.getByTestId('utr-input').inputValue()).toBe('123456789012');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a frame in a payer's Chromium that blocks all site data (docs/embedding.md, The page inside a frame)", () => {
  it('runs without saved progress: ready, step 2 and the typed UTR kept while it lives, nothing thrown', async () => {
    const link = await e2e.link();
    const { context, page, frame, errors } = await showToPayer('block all site data', link);
    expect(
      await frame.evaluate(() => {
        try {
          return sessionStorage.length;
        } catch {
          return 'refused';
        }
      }),
    ).toBe('refused');
    await chooseFirstCard(frame);
    await frame.getByTestId('utr-input').fill('123456789012');
    await expect
      .poll(() => heard(page))
      .toContain(JSON.stringify({ source: 'payment-page', version: 1, type: 'step', step: 2 }));
    expect(await frame.getByTestId('utr-input').inputValue()).toBe('123456789012');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the error event's reason, in Chromium (docs/embedding.md, Errors)", () => {
  it.each(['expired', 'invalid', 'unavailable'] as const)(
    'a link whose page can only show its error screen gives %s, once, and nothing else',
    async (reason) => {
      const { page, errors } = await show(allowed, 'modal', links[reason]);
      await expect.poll(() => heard(page)).toContain(error(reason));
      // Long enough for a second error or a loader's `refused` to have come, were one coming.
      await page.waitForTimeout(1000);
      expect((await heard(page)).filter((message) => !message.includes('"resize"'))).toEqual([error(reason)]);
      expect(errors).toEqual([]);
    },
  );

  it('the element given a link on another origin sends error invalid, and throws nothing to the page', async () => {
    const { page, errors } = await show(allowed, 'element', FOREIGN_LINK);
    await expect.poll(() => heard(page)).toEqual([error('invalid')]);
    expect(await page.locator('payment-page').evaluate((element) => element.shadowRoot?.childElementCount)).toBe(0);
    // The console says why; nothing is uncaught.
    expect(errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
    expect(errors.join('\n')).toContain('PaymentPage: link must be a payer link');
  });

  it('a working element given a bad link later tears its frame down and sends error invalid', async () => {
    const good = await e2e.link();
    const { page } = await show(allowed, 'element', good);
    await expect.poll(() => heard(page)).toContainEqual(expect.stringContaining('"type":"ready"'));
    await page.evaluate((link) => document.querySelector('payment-page')?.setAttribute('link', link), FOREIGN_LINK);
    await expect.poll(() => heard(page)).toContain(error('invalid'));
    await expect.poll(() => page.frames().length).toBe(1);
  });

  it('an element made without a link shows nothing and sends nothing, then works once given one', async () => {
    const { page, errors } = await e2e.open(`${allowed}/`);
    await page.waitForFunction(() => typeof window.PaymentPage?.open === 'function');
    await page.evaluate(() => {
      window.heard = [];
      const element = document.createElement('payment-page');
      element.addEventListener('payment-page', (event) =>
        window.heard?.push((event as CustomEvent<EmbedMessage>).detail),
      );
      document.body.append(element);
    });
    // Long enough for an error to have come, were one coming.
    await page.waitForTimeout(500);
    expect(await heard(page)).toEqual([]);
    expect(page.frames()).toHaveLength(1);
    await page.evaluate((link) => document.querySelector('payment-page')?.setAttribute('link', link), await e2e.link());
    await expect.poll(() => heard(page)).toContainEqual(expect.stringContaining('"type":"ready"'));
    expect(errors).toEqual([]);
  });

  it(`a host EMBED_ORIGINS does not name hears refused from the loader, ${SILENT_AFTER_LOAD_MS / 1000} s after the frame loaded`, async () => {
    const { page } = await show(stranger, 'modal', await e2e.link());
    await expect.poll(() => heard(page), { timeout: SILENT_AFTER_LOAD_MS + 10_000 }).toEqual([error('refused')]);
  });
});
