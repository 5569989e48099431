/**
 * The embed loader and the framed page in Chromium, from a host page on another site (`localhost`
 * beside the page's `127.0.0.1`; docs/embedding.md): the modal runs a payment to All Done and the
 * host hears `ready`, `step`, `submitted` and `done` with nothing personal in them; the frame adds
 * no history entry; Escape inside the frame closes the modal and gives focus back; a forged message
 * never reaches `onEvent`; a link on another origin opens nothing; `done` with an allowed
 * `redirect_url` sends the top window there unless the merchant's code takes it (`onEvent`, or a
 * listener that prevents the element's event), and never the frame. The host page keeps the CSP
 * docs/embedding.md tells merchants to set, so the loader is shown to need nothing more.
 * The three-engine suite and the demo host are elsewhere (tests/e2e/embed*.test.ts of the demo).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { freePort } from '../../harness/free-port.ts';
import type { EmbedMessage } from '../../common/embed-events.ts';
import { REDIRECT_DELAY_MS } from '../../common/redirect.ts';
import { newUtr } from './deposits.ts';
import { chooseFirstCard, clickCard, framesDrawn, navigationsFrom, submitUtr, waitForDone } from './steps.ts';

let e2e: E2E;
let host: Server;
let hostOrigin: string;

/** The merchant's return page: a host the stack's REDIRECT_ALLOWED_HOSTS allows (docs/rules.md, Redirect rule). */
const REDIRECT = 'https://merchant.example/thanks?order=7';

/** The merchant's page: the loader and a Pay button, under the CSP docs/embedding.md asks for. */
function hostHtml(pageOrigin: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><h1>Shop</h1><button id="pay" type="button">Pay</button>
<script src="${pageOrigin}/embed.js"></script></body></html>`;
}

beforeAll(async () => {
  const port = await freePort();
  hostOrigin = `http://localhost:${port}`;
  e2e = await startE2E({ pageVars: { EMBED_ORIGINS: hostOrigin, REDIRECT_ALLOWED_HOSTS: 'merchant.example' } });
  const pageOrigin = new URL(e2e.stack.pageUrl).origin;
  host = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src ${pageOrigin}; frame-src ${pageOrigin}`,
    });
    response.end(hostHtml(pageOrigin));
  });
  await new Promise<void>((resolve) => host.listen(port, 'localhost', resolve));
});
afterAll(async () => {
  await e2e?.close();
  await new Promise((resolve) => host?.close(resolve));
});

declare global {
  interface Window {
    /** The loader's API (embed/loader.ts), as a merchant's page sees it. */
    PaymentPage?: {
      open(link: string, options?: { onEvent?: (event: EmbedMessage) => void }): { close(): void };
    };
    events?: EmbedMessage[];
    modal?: { close(): void };
  }
}

/**
 * How the host shows the link: the modal with `onEvent` or without it, or `<payment-page>` with a
 * listener that lets `done` be or calls `preventDefault()` on it. Every listener collects what it
 * hears in `window.events`.
 */
type Embedding = 'modal' | 'modal, no onEvent' | 'element' | 'element, done prevented';

/**
 * The host page showing a fresh link `how` a merchant would, once the frame's page has taken over
 * (and a listener, where there is one, heard `ready`). `prepare` runs before the host loads.
 */
async function openEmbedded(
  how: Embedding = 'modal',
  { query, prepare }: { query?: string; prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<{ page: Page; frame: Frame; errors: string[]; link: string }> {
  const link = await e2e.link({ test: true, query });
  const watched = await e2e.open(`${hostOrigin}/`, {}, prepare);
  const { page } = watched;
  await page.waitForFunction(() => typeof window.PaymentPage?.open === 'function');
  await page.focus('#pay');
  await page.evaluate(
    ({ url, how }) => {
      window.events = [];
      const hear = (event: EmbedMessage) => window.events?.push(event);
      if (how === 'modal') window.modal = window.PaymentPage?.open(url, { onEvent: hear });
      else if (how === 'modal, no onEvent') window.modal = window.PaymentPage?.open(url);
      else {
        const element = document.createElement('payment-page');
        element.setAttribute('link', url);
        element.addEventListener('payment-page', (event) => {
          const message = (event as CustomEvent<EmbedMessage>).detail;
          hear(message);
          if (how === 'element, done prevented' && message.type === 'done') event.preventDefault();
        });
        document.body.append(element);
      }
    },
    { url: link, how },
  );
  await expect.poll(() => page.frames().length).toBe(2);
  const frame = page.frames()[1] as Frame;
  await frame.locator('html.js-ready').waitFor({ state: 'attached' });
  if (how !== 'modal, no onEvent') {
    await expect.poll(() => page.evaluate(() => window.events?.map((event) => event.type))).toContain('ready');
  }
  return { page, frame, errors: watched.errors, link };
}

/** The host page with the modal open on a fresh link, and its events collected in `window.events`. */
const openModal = () => openEmbedded('modal');

const events = (page: Page) => page.evaluate(() => window.events ?? []);

describe('the modal from a host on another site (Chromium)', () => {
  it('runs a payment to All Done: ready, step 2, submitted, done in order, once each, nothing personal', async () => {
    const { page, frame, errors, link } = await openModal();
    const historyBefore = await page.evaluate(() => history.length);
    await clickCard(frame);
    await expect.poll(() => frame.getByTestId('utr-input').isVisible()).toBe(true);
    // Steps add no history entry in a frame: the host's Back stays the host's (docs/embedding.md).
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    const utr = newUtr();
    await frame.getByTestId('utr-input').fill(utr);
    await frame.getByTestId('submit').click();
    await expect
      .poll(() => frame.getByRole('heading', { name: 'All Done' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'done')).toBe(true);
    const posted = (await events(page)).filter((event) => event.type !== 'resize');
    expect(posted).toEqual([
      { source: 'payment-page', version: 1, type: 'ready', step: 1 },
      { source: 'payment-page', version: 1, type: 'step', step: 2 },
      { source: 'payment-page', version: 1, type: 'submitted' },
      { source: 'payment-page', version: 1, type: 'done', redirect_url: null },
    ]);
    const text = JSON.stringify(await events(page));
    expect(text).not.toContain(utr);
    expect(text).not.toContain(new URL(link).pathname.split('/')[2]);
    // The frame stayed on the link: it never navigated itself.
    expect(new URL(frame.url()).pathname).toBe(new URL(link).pathname);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Escape inside the frame gives close, removes the modal and returns focus to the Pay button', async () => {
    const { page, frame, errors } = await openModal();
    // The page behind does not scroll while the modal is open.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    // Escape from the page's keyboard once the frame's document has the focus: a press aimed at the
    // frame's own element waited on that frame, which Escape removes, and could hang until timeout.
    await expect.poll(() => frame.evaluate(() => document.hasFocus())).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'close')).toBe(true);
    await expect.poll(() => page.frames().length).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pay');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a message forged by another script in the tab never reaches onEvent', async () => {
    const { page, errors } = await openModal();
    const before = (await events(page)).length;
    await page.evaluate(() => {
      const forged = { source: 'payment-page', version: 1, type: 'done', redirect_url: 'https://evil.example/' };
      window.postMessage(forged, '*');
    });
    // A message the page itself posts after the forged one: once it is in, the forged one was handled.
    await page.evaluate(() => window.modal?.close());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await events(page);
    expect(after.slice(before).filter((event) => event.type === 'done')).toEqual([]);
    expect(page.url()).toBe(`${hostOrigin}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a link on another origin throws a clear error and opens nothing', async () => {
    const watched = await e2e.open(`${hostOrigin}/`);
    const { page } = watched;
    await page.waitForFunction(() => typeof window.PaymentPage?.open === 'function');
    const message = await page.evaluate(() => {
      try {
        window.PaymentPage?.open('https://evil.example/demo/a.b.c');
        return 'opened';
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    });
    expect(message).toMatch(/^PaymentPage: link must be a payer link on http:\/\/127\.0\.0\.1:\d+/);
    expect(page.frames()).toHaveLength(1);
    await page.context().close();
  });

  it('a path on the page origin that the page would not read as a link throws too (common/payer-link.ts)', async () => {
    const { page } = await e2e.open(`${hostOrigin}/`);
    await page.waitForFunction(() => typeof window.PaymentPage?.open === 'function');
    const paths = ['/de.mo/a.b.c', '/demo/not-a-token', '/demo/a.b.c/more', '/demo', '/a.b.c'];
    const messages = await page.evaluate(
      ({ origin, paths }) =>
        paths.map((path) => {
          try {
            window.PaymentPage?.open(`${origin}${path}`);
            return `${path} opened`;
          } catch (error) {
            return error instanceof Error ? error.message : String(error);
          }
        }),
      { origin: e2e.stack.pageUrl, paths },
    );
    for (const message of messages) expect(message).toMatch(/^PaymentPage: link must be a payer link on /);
    expect(page.frames()).toHaveLength(1);
    await page.context().close();
  });

  it('a payer link with a user name or password in it throws too, and opens nothing', async () => {
    const { page } = await e2e.open(`${hostOrigin}/`);
    await page.waitForFunction(() => typeof window.PaymentPage?.open === 'function');
    const link = await e2e.link();
    const messages = await page.evaluate(
      (payerLink) =>
        ['user@', 'user:secret@', ':secret@'].map((credentials) => {
          try {
            window.PaymentPage?.open(payerLink.replace('://', `://${credentials}`));
            return `${credentials} opened`;
          } catch (error) {
            return error instanceof Error ? error.message : String(error);
          }
        }),
      link,
    );
    for (const message of messages) expect(message).toMatch(/^PaymentPage: link must be a payer link on /);
    expect(page.frames()).toHaveLength(1);
    await page.context().close();
  });
});

describe('done with an allowed redirect_url (docs/embedding.md, How a merchant embeds it)', () => {
  /**
   * `how` showing a link whose `redirect_url` is REDIRECT, on a page clock (moved by hand past the
   * page's own redirect delay), every request to a *.example host answered here and recorded with
   * whether the top window made it; then a payment up to submitting the UTR.
   */
  async function payWithRedirect(how: Embedding) {
    const landed: { url: string; top: boolean }[] = [];
    const embedded = await openEmbedded(how, {
      query: `redirect_url=${encodeURIComponent(REDIRECT)}`,
      prepare: async (page) => {
        await page.clock.install();
        await page.route(/^https:\/\/[^/]*\.example\//, (route) => {
          landed.push({ url: route.request().url(), top: route.request().frame() === page.mainFrame() });
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant</h1>' });
        });
      },
    });
    const navigations = await navigationsFrom(embedded.page);
    await chooseFirstCard(embedded.frame);
    await submitUtr(embedded.frame, newUtr());
    return { ...embedded, landed, navigations };
  }

  it.each<Embedding>(['modal, no onEvent', 'element'])(
    '%s: the loader sends the top window there, and the frame never goes',
    async (how) => {
      const { page, landed, errors } = await payWithRedirect(how);
      await page.waitForURL(REDIRECT, { timeout: 15_000 });
      expect(landed).toEqual([{ url: REDIRECT, top: true }]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each<Embedding>(['modal', 'element, done prevented'])(
    "%s: the merchant's code hears done with the redirect_url, and neither the top nor the frame goes",
    async (how) => {
      const { page, frame, errors, link, landed, navigations } = await payWithRedirect(how);
      await waitForDone(frame);
      await expect.poll(async () => (await events(page)).some((event) => event.type === 'done')).toBe(true);
      expect((await events(page)).filter((event) => event.type === 'done')).toEqual([
        { source: 'payment-page', version: 1, type: 'done', redirect_url: REDIRECT },
      ]);
      // Past the moment the page itself would follow the redirect on a link opened directly.
      await page.clock.fastForward(REDIRECT_DELAY_MS * 2);
      await framesDrawn(page);
      expect(await navigations()).toEqual([]);
      expect(page.url()).toBe(`${hostOrigin}/`);
      expect(frame.url().startsWith(link)).toBe(true);
      expect(await frame.getByRole('heading', { name: 'All Done' }).isVisible()).toBe(true);
      expect(landed).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
