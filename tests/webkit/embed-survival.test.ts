/**
 * The loader on a merchant's page that misbehaves as real ones do, in WebKit (docs/embedding.md):
 * two loader tags, markup that shadows `document.currentScript`, an `onEvent` that throws, Escape
 * inside an inline element; and what peers give: Back closes the modal (Forward does not reopen
 * it), and a language for the page and its close control. The same cases as the Chromium and
 * Firefox files, over W3C WebDriver, which switches into a frame to act in it. WebKit's driver
 * shows no console here: a throw is caught by the page's own `error` listener. One embed stack, one
 * demo host and one browser for the file; each test loads the host afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { CLOBBER_SRC } from '../../harness/merchant-demo/server.ts';
import { launchWebKit, type WebKit } from '../../harness/webkit.ts';
import {
  enter as enterIn,
  events,
  openHost as openHostIn,
  openModal as openModalIn,
  typesOf,
  uncaught as uncaughtIn,
} from './embed-host.ts';

let embed: EmbedStack;
let webkit: WebKit;
beforeAll(async () => {
  [embed, webkit] = await Promise.all([startEmbedStack(), launchWebKit()]);
  await webkit.session.setWindowSize(1280, 800);
});
afterAll(async () => {
  await Promise.all([webkit?.close(), embed?.close()]);
});

const ESCAPE = '\uE00C';
const session = () => webkit.session;

interface Api {
  open(link: string, options?: object): { close(): Promise<void> };
}

const openHost = (url: string) => openHostIn(session(), url);
const enter = (link: string) => enterIn(session(), link);
const openModal = (links: { modalLink: string }) => openModalIn(session(), links);
const uncaught = () => uncaughtIn(session());
/** The event types the host listed for the modal or the inline element, `resize` left out. */
const heard = async (from: 'modal' | 'inline') => typesOf(await events(session(), from));

const shown = async () => {
  await session().switchToFrame(null);
  return session().run(() => ({
    dialogs: document.querySelectorAll('[role="dialog"]').length,
    overflow: document.documentElement.style.overflow,
  }));
};

describe('the loader on a page that misbehaves, in WebKit', () => {
  it('two loader tags, one added again later as a single-page app remounts it: one API, one modal, and Escape closes it and unlocks the page', async () => {
    const links = await openHost(`${embed.demo.url}?twice`);
    // The first API, as a merchant's code keeps it, then the tag mounted once more.
    await session().run(
      (src: string) => {
        Object.defineProperty(window, '__firstApi', { value: (window as unknown as { PaymentPage: Api }).PaymentPage });
        const script = document.createElement('script');
        script.src = src;
        script.addEventListener('load', () => (document.documentElement.dataset.remounted = 'yes'));
        document.head.append(script);
      },
      `${new URL(links.modalLink).origin}/embed.js`,
    );
    await session().waitFor('the loader again', 15_000, () => document.documentElement.dataset.remounted === 'yes');
    const same = await session().run((link: string) => {
      const { __firstApi: first, PaymentPage: now } = window as unknown as { __firstApi: Api; PaymentPage: Api };
      return [first === now, first.open(link) === now.open(link)];
    }, links.modalLink);
    expect(same).toEqual([true, true]);
    expect((await shown()).dialogs).toBe(1);
    await enter(links.modalLink);
    await session().pressKey(ESCAPE);
    await expect.poll(shown).toEqual({ dialogs: 0, overflow: '' });
    expect(await uncaught()).toEqual([]);
  });

  it('markup shadowing document.currentScript: a payer link opens, a link on the named origin throws', async () => {
    const links = await openHost(`${embed.demo.url}?clobber`);
    const pageOrigin = new URL(links.modalLink).origin;
    expect(await session().run(() => String((document as unknown as { currentScript: unknown }).currentScript))).toBe(
      '[object HTMLImageElement]',
    );
    const attacker = await session().run((src: string) => {
      try {
        (window as unknown as { PaymentPage: Api }).PaymentPage.open(`${new URL(src).origin}/demo/a.b.c`);
        return 'opened';
      } catch (error) {
        return (error as Error).message;
      }
    }, CLOBBER_SRC);
    expect(attacker).toBe(`PaymentPage: link must be a payer link on ${pageOrigin} (${pageOrigin}/<app id>/<token>)`);
    await openModal(links);
    expect(await uncaught()).toEqual([]);
  });

  it('an onEvent that throws never keeps the modal open: Escape in the frame closes it, the error reported apart', async () => {
    const links = await openHost(embed.demo.url);
    await session().run((link: string) => {
      (window as unknown as { PaymentPage: Api }).PaymentPage.open(link, {
        onEvent: () => {
          throw new Error('the merchant callback failed');
        },
      });
    }, links.modalLink);
    await enter(links.modalLink);
    await session().pressKey(ESCAPE);
    await expect.poll(shown).toEqual({ dialogs: 0, overflow: '' });
    const errors = await uncaught();
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((message) => message.replace(/^Error: /, '')))).toEqual(
      new Set(['the merchant callback failed']),
    );
  });

  it('Escape inside the inline element sends no close, and the typed UTR stays', async () => {
    const links = await openHost(embed.demo.url);
    await expect.poll(() => heard('inline'), { timeout: 15_000 }).toContain('ready');
    await enter(links.inlineLink);
    await session().click(await session().find('[data-testid="channel-card"]'));
    await session().waitFor('step 2', 15_000, () => document.querySelector('[data-testid="utr-input"]') !== null);
    await session().type(await session().find('[data-testid="utr-input"]'), '123456789012');
    await session().pressKey(ESCAPE);
    await session().switchToFrame(null);
    // The page's Escape reached the host's window; the element dropped it.
    await expect
      .poll(() =>
        session().run(() =>
          (window as unknown as { __hostMessages: { type?: string }[] }).__hostMessages.some(
            (data) => data?.type === 'close',
          ),
        ),
      )
      .toBe(true);
    expect(await heard('inline')).toEqual(['ready', 'step']);
    await enter(links.inlineLink);
    expect(
      await session().run(() => document.querySelector<HTMLInputElement>('[data-testid="utr-input"]')?.value),
    ).toBe('123456789012');
    expect(await uncaught()).toEqual([]);
  });
});

describe('Back and a language, in WebKit', () => {
  it('Back closes the modal with one close and stays on the shop; Forward does not reopen it', async () => {
    await openHost(`${embed.demo.url}?from`);
    const links = await openHost(embed.demo.url);
    await openModal(links);
    await session().switchToFrame(null);
    await session().back();
    await expect.poll(shown).toEqual({ dialogs: 0, overflow: '' });
    await expect.poll(() => heard('modal')).toEqual(['ready', 'close']);
    expect(await session().run(() => location.href)).toBe(embed.demo.url);
    await session().forward();
    expect(await session().run(() => location.href)).toBe(embed.demo.url);
    expect(await shown()).toEqual({ dialogs: 0, overflow: '' });
    expect(await heard('modal')).toEqual(['ready', 'close']);
    expect(await uncaught()).toEqual([]);
  });

  it('open(link, { lang }) shows the page in it and labels Close in it', async () => {
    const links = await openHost(embed.demo.url);
    await session().run(
      (link: string) => (window as unknown as { PaymentPage: Api }).PaymentPage.open(link, { lang: 'hi' }),
      links.modalLink,
    );
    expect(await session().run(() => document.querySelector('[role="dialog"] button')?.textContent)).toBe('बंद करें');
    await enter(links.modalLink);
    expect(await session().run(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await session().run(() => document.querySelector('#step-title')?.textContent)).toBe('भुगतान के विकल्प');
  });

  it('<payment-page lang> shows the inline page in it', async () => {
    const links = await openHost(`${embed.demo.url}?lang=ta`);
    await enter(links.inlineLink);
    expect(await session().run(() => document.documentElement.lang)).toBe('ta-IN');
  });
});
