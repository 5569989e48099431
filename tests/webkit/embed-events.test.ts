/**
 * What a merchant hears beyond a payment, in WebKit, on the merchant demo host: a frame reloaded on
 * step 2 keeps the payer's option and UTR and says `ready` on step 2 (docs/embedding.md, Events);
 * and the `error` event's reasons (docs/embedding.md, Errors): an expired link, one the payment worker refuses and one whose payment worker is down each give their
 * reason from the page; a bad `link` on `<payment-page>` is an `error` event, never an uncaught
 * exception; the host EMBED_ORIGINS does not name hears `refused` from the loader. The same cases
 * as tests/e2e/embed-events.test.ts, driven over WebDriver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementRef } from '../../harness/webdriver.ts';
import { SILENT_AFTER_LOAD_MS } from '../../embed/frame.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { errorLinks, FOREIGN_LINK, type PageErrorReason } from '../../harness/merchant-demo/error-links.ts';
import { heardInPage, showLink } from '../../harness/merchant-demo/show-link.ts';
import { launchWebKit, type WebKit } from '../../harness/webkit.ts';
import { createPayerLink } from '../../sandbox/sign-link.ts';

let embed: EmbedStack;
let webkit: WebKit;
let links: Record<PageErrorReason, string>;
beforeAll(async () => {
  [embed, webkit] = await Promise.all([startEmbedStack(), launchWebKit()]);
  links = await errorLinks(embed.stack.pageUrl);
});
afterAll(async () => {
  await Promise.all([webkit?.close(), embed?.close()]);
});

const session = () => webkit.session;

/** The demo host at `url`, with `link` shown as a modal or as a new element; every event and uncaught error kept on `window`. */
async function show(url: string, how: 'modal' | 'element', link: string): Promise<void> {
  await session().switchToFrame(null);
  await session().navigate(url);
  await session().waitFor('the loader', 15_000, () => document.documentElement.dataset.loader === 'ready');
  await session().run(showLink, link, how);
}

const heard = () => session().run(heardInPage);
const uncaught = () => session().run(() => (window as unknown as { uncaught: string[] }).uncaught);
const error = (reason: string) => JSON.stringify({ source: 'payment-page', version: 1, type: 'error', reason });

const event = (fields: object) => JSON.stringify({ source: 'payment-page', version: 1, ...fields });

/** From the top level, into the modal's frame once it shows `link`, and its page hydrated. */
async function enterFrame(link: string): Promise<void> {
  await session().switchToFrame(null);
  await session().waitFor(
    'the frame',
    15_000,
    (src: string) => document.querySelector(`iframe[src^="${src}"]`) !== null,
    link,
  );
  const frame = (await session().run(
    (src: string) => document.querySelector(`iframe[src^="${src}"]`),
    link,
  )) as unknown as ElementRef;
  await session().switchToFrame(frame);
  await session().waitFor('hydration', 15_000, () => document.documentElement.classList.contains('js-ready'));
}

describe('a frame reloaded on step 2, in WebKit (docs/embedding.md, Events)', () => {
  it("keeps the option and the UTR (the frame's partitioned storage), and says ready on step 2", async () => {
    const link = await createPayerLink({ pageUrl: embed.stack.pageUrl, appId: 'demo', amountPaise: 150_050 });
    await show(embed.demo.url, 'modal', link);
    await expect.poll(heard, { timeout: 15_000 }).toContain(event({ type: 'ready', step: 1 }));
    await enterFrame(link);
    await session().click(await session().find('[data-testid="channel-card"]'));
    await session().waitFor('step 2', 15_000, () => document.querySelector('[data-testid="utr-input"]') !== null);
    await session().type(await session().find('[data-testid="utr-input"]'), '123456789012');
    await session().switchToFrame(null);
    await expect.poll(heard).toContain(event({ type: 'step', step: 2 }));
    await session().run(() => ((window as unknown as { heard: string[] }).heard.length = 0));
    await enterFrame(link);
    await session().run(() => location.reload());
    await session().switchToFrame(null);
    await expect.poll(heard, { timeout: 15_000 }).toContain(event({ type: 'ready', step: 2 }));
    expect(await heard()).toEqual([event({ type: 'ready', step: 2 })]);
    await enterFrame(link);
    await expect
      .poll(() => session().run(() => document.querySelector<HTMLInputElement>('[data-testid="utr-input"]')?.value))
      .toBe('123456789012');
    await session().switchToFrame(null);
    expect(await uncaught()).toEqual([]);
  });
});

describe("the error event's reason, in WebKit (docs/embedding.md, Errors)", () => {
  it.each(['expired', 'invalid', 'unavailable'] as const)(
    'a link whose page can only show its error screen gives %s, once, and nothing else',
    async (reason) => {
      await show(embed.demo.url, 'modal', links[reason]);
      await expect.poll(heard, { timeout: 15_000 }).toContain(error(reason));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await heard()).toEqual([error(reason)]);
      expect(await uncaught()).toEqual([]);
    },
  );

  it('the element given a link on another origin sends error invalid, and throws nothing to the page', async () => {
    await show(embed.demo.url, 'element', FOREIGN_LINK);
    await expect.poll(heard).toEqual([error('invalid')]);
    expect(await uncaught()).toEqual([]);
  });

  it(`the host EMBED_ORIGINS does not name hears refused from the loader, ${SILENT_AFTER_LOAD_MS / 1000} s after the frame loaded`, async () => {
    const link = await createPayerLink({ pageUrl: embed.stack.pageUrl, appId: 'demo', amountPaise: 150_050 });
    await show(embed.demo.notAllowedUrl, 'modal', link);
    await expect.poll(heard, { timeout: SILENT_AFTER_LOAD_MS + 15_000 }).toEqual([error('refused')]);
  });
});
