/**
 * The page embedded in another site, in WebKit (docs/README.md, The embedded page in three
 * engines): the merchant demo host on `localhost` opens it through the page origin's `/embed.js` as
 * a modal and inline, driven over W3C WebDriver, which switches into a frame to act in it. WebKit's
 * driver shows no console here, so a script error shows as a frame that never hydrates (`js-ready`);
 * the UPI app hand-off cannot be shown in this engine (docs/embedding.md). One embed stack, one
 * demo host and one browser for the file; each test loads the host afresh (fresh links).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedMessage } from '../../common/embed-events.ts';
import { startEmbedStack, type EmbedStack } from '../../harness/merchant-demo/embed-stack.ts';
import { widerThanScreen } from '../../harness/spacing.ts';
import { launchWebKit, type WebKit } from '../../harness/webkit.ts';
import { depositsFor, newUtr } from '../e2e/deposits.ts';
import {
  enter as enterIn,
  events as eventsIn,
  frameElement as frameElementIn,
  openHost as openHostIn,
  openModal as openModalIn,
  typesOf,
  waitForEvent as waitForEventIn,
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

const openHost = (url = embed.demo.url) => openHostIn(session(), url);
const frameElement = (link: string) => frameElementIn(session(), link);
const enter = (link: string) => enterIn(session(), link);
const events = (from: 'modal' | 'inline') => eventsIn(session(), from);
const waitForEvent = (from: 'modal' | 'inline', type: string) => waitForEventIn(session(), from, type);

/** In the current frame: step 1's first card, then step 2 shown. */
async function chooseFirstCard(): Promise<void> {
  await session().click(await session().find('[data-testid="channel-card"]'));
  await session().waitFor('step 2', 15_000, () => document.querySelector('[data-testid="utr-input"]') !== null);
}

const openModal = (links: { modalLink: string }) => openModalIn(session(), links);

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? link;

describe('the page embedded in WebKit (docs/README.md, The merchant demo host)', () => {
  it('the modal runs to All Done; the host hears ready, step 2, submitted and done, once each, with nothing personal', async () => {
    const links = await openHost();
    await openModal(links);
    // The modal's one entry (docs/embedding.md, 'Back, Forward and your router'), then none per step.
    await session().switchToFrame(null);
    const historyBefore = await session().run(() => history.length);
    await enter(links.modalLink);
    await chooseFirstCard();
    await session().waitFor('the QR code', 15_000, () => document.querySelector('.qr-image svg') !== null);
    const utr = newUtr();
    await session().type(await session().find('[data-testid="utr-input"]'), utr);
    await session().click(await session().find('[data-testid="submit"]'));
    await session().waitFor(
      'All Done',
      20_000,
      () => document.querySelector<HTMLElement>('.done-title')?.innerText.trim() === 'All Done',
    );
    await waitForEvent('modal', 'done');
    expect(await depositsFor(embed.stack, utr)).toHaveLength(1);
    const heard = await events('modal');
    expect(typesOf(heard)).toEqual(['ready', 'step', 'submitted', 'done']);
    expect(heard.filter((event) => event.type !== 'resize')[1]).toMatchObject({ type: 'step', step: 2 });
    for (const event of heard) {
      expect(isEmbedMessage(event)).toBe(true);
      for (const secret of [tokenOf(links.modalLink), utr]) expect(JSON.stringify(event)).not.toContain(secret);
    }
    // Steps added no history entry to the host beyond the modal's own.
    expect(await session().run(() => history.length)).toBe(historyBefore);
  });

  it('Escape in the modal sends `close`, closes it and gives focus back to Pay', async () => {
    const links = await openHost();
    await openModal(links);
    await session().pressKey(ESCAPE);
    await waitForEvent('modal', 'close');
    await expect.poll(() => frameElement(links.modalLink)).toBeNull();
    expect(await session().run(() => document.activeElement?.id)).toBe('pay');
  });

  it('opens a modal asked for before the loader arrived, once it does', async () => {
    // The demo host adds its loader two seconds late (`?late`); its stand-in queues the press on Pay
    // (docs/embedding.md, 'Before the loader arrives').
    await session().switchToFrame(null);
    await session().navigate(`${embed.demo.url}?late`);
    await session().click(await session().find('#pay'));
    expect(
      await session().run(() => ({
        defined: customElements.get('payment-page') !== undefined,
        dialogs: document.querySelectorAll('[role="dialog"]').length,
      })),
    ).toEqual({ defined: false, dialogs: 0 });
    await session().waitFor('the modal', 15_000, () => document.querySelectorAll('[role="dialog"]').length === 1);
    await waitForEvent('modal', 'ready');
  });

  it('opened twice at once is one modal; closed, the page behind is unlocked again', async () => {
    const links = await openHost();
    // Two opens in one task, as a double click would make them (docs/embedding.md, 'One modal at a time').
    const same = await session().run((link: string) => {
      const api = (window as unknown as { PaymentPage: { open(link: string): unknown } }).PaymentPage;
      return api.open(link) === api.open(link);
    }, links.modalLink);
    expect(same).toBe(true);
    await enter(links.modalLink);
    await session().switchToFrame(null);
    const shown = () =>
      session().run(() => ({
        dialogs: document.querySelectorAll('[role="dialog"]').length,
        overflow: document.documentElement.style.overflow,
      }));
    expect(await shown()).toEqual({ dialogs: 1, overflow: 'hidden' });
    await session().run((link: string) => {
      const api = (window as unknown as { PaymentPage: { open(link: string): { close(): void } } }).PaymentPage;
      const modal = api.open(link);
      modal.close();
      modal.close();
    }, links.modalLink);
    expect(await shown()).toEqual({ dialogs: 0, overflow: '' });
    expect(await frameElement(links.modalLink)).toBeNull();
  });

  it('at 360 px the modal fills the screen, nothing wider than it on the host or in the frame', async () => {
    await session().setWindowSize(360, 800);
    try {
      const links = await openHost();
      await openModal(links);
      expect(await session().run(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
      await session().switchToFrame(null);
      const sheet = await session().run((src: string) => {
        const frame = Array.from(document.querySelectorAll('iframe')).find((candidate) =>
          candidate.src.startsWith(src),
        );
        const box = frame?.parentElement?.getBoundingClientRect();
        return (
          box && { x: box.x, y: box.y, width: box.width, height: box.height, screen: innerWidth, tall: innerHeight }
        );
      }, links.modalLink);
      expect(sheet).toEqual({ x: 0, y: 0, width: sheet?.screen, height: sheet?.tall, screen: 360, tall: sheet?.tall });
      expect(await session().run(widerThanScreen)).toEqual({ scroll: 0, elements: [] });
    } finally {
      await session().setWindowSize(1280, 800);
    }
  });

  it('the inline element grows and shrinks with the page, never scrolling inside', async () => {
    const links = await openHost();
    const height = async () => {
      await session().switchToFrame(null);
      return session().run(() => document.querySelector('payment-page')?.getBoundingClientRect().height ?? 0);
    };
    const innerScroll = async () => {
      await enter(links.inlineLink);
      return session().run(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
    };
    await enter(links.inlineLink);
    await waitForEvent('inline', 'ready');
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);
    const stepOne = await height();
    expect(stepOne).toBeGreaterThan(200);
    await enter(links.inlineLink);
    await chooseFirstCard();
    await expect.poll(height).toBeGreaterThan(stepOne + 100);
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);
    await enter(links.inlineLink);
    await session().click(await session().find('button[aria-label="Go Back"]'));
    await expect.poll(async () => Math.abs((await height()) - stepOne)).toBeLessThanOrEqual(2);
    await expect.poll(innerScroll).toBeLessThanOrEqual(0);
  });

  it('the inline element keeps its height, within 20 %, from Submit until All Done', async () => {
    const links = await openHost();
    await enter(links.inlineLink);
    await waitForEvent('inline', 'ready');
    await enter(links.inlineLink);
    // Step 2 of the first option; a link signed in the same second as the last test's is the same
    // token, whose saved progress may already show it.
    if (await session().run(() => document.querySelector('[data-testid="utr-input"]') === null))
      await chooseFirstCard();
    await session().waitFor('the QR code', 15_000, () => document.querySelector('.qr-image svg') !== null);
    // The field sits below the window's fold inside the tall frame, where WebDriver's typing cannot
    // reach it here: the value is set as typing sets it, with the input event React listens to.
    await session().run((utr: string) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="utr-input"]');
      if (!input) throw new Error('no UTR field');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, utr);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, newUtr());
    const before = (await events('inline')).length;
    const atSubmit = await session().run(
      () => document.querySelector('payment-page')?.getBoundingClientRect().height ?? 0,
    );
    expect(atSubmit).toBeGreaterThan(400);
    await enter(links.inlineLink);
    // Below the window's fold inside the tall frame: the button's own click, as Enter would give it.
    await session().run(() => document.querySelector<HTMLButtonElement>('[data-testid="submit"]')?.click());
    await session().waitFor(
      'All Done',
      20_000,
      () => document.querySelector<HTMLElement>('.done-title')?.innerText.trim() === 'All Done',
    );
    await waitForEvent('inline', 'done');
    const after = (await events('inline')).slice(before);
    const untilDone = after.slice(
      0,
      after.findIndex((event) => event.type === 'done'),
    );
    for (const event of untilDone)
      if (event.type === 'resize') expect(event.height).toBeGreaterThanOrEqual(atSubmit * 0.8);
  });

  it('a host EMBED_ORIGINS does not name gets frames that render nothing, and no message at all', async () => {
    const links = await openHost(embed.demo.notAllowedUrl);
    await session().click(await session().find('#pay'));
    for (const link of [links.modalLink, links.inlineLink]) {
      await session().switchToFrame(null);
      await expect.poll(() => frameElement(link)).not.toBeNull();
      await session().switchToFrame(await frameElement(link));
      // The refused frame's document finishes loading with nothing of the page in it.
      await session().waitFor('the refused frame to settle', 15_000, () => document.readyState === 'complete');
      expect(await session().run(() => [document.querySelector('#step-title'), document.scripts.length])).toEqual([
        null,
        0,
      ]);
    }
    await session().switchToFrame(null);
    expect(await session().run(() => (window as unknown as { __hostMessages: unknown[] }).__hostMessages)).toEqual([]);
    expect(await session().run(() => document.querySelectorAll('#event-log li').length)).toBe(0);
  });

  it('a message forged by another frame never reaches onEvent', async () => {
    const links = await openHost();
    await openModal(links);
    await enter(links.inlineLink);
    await waitForEvent('inline', 'ready');
    const forged = { source: 'payment-page', version: 1, type: 'done', redirect_url: null };
    // From the inline element's frame: the page's origin, the contract's shape, not the modal's frame.
    await enter(links.inlineLink);
    await session().run((message: unknown) => parent.postMessage(message, '*'), forged);
    await session().switchToFrame(null);
    await expect
      .poll(() =>
        session().run(
          () =>
            (window as unknown as { __hostMessages: { type?: string }[] }).__hostMessages.filter(
              (data) => data?.type === 'done',
            ).length,
        ),
      )
      .toBe(1);
    expect(typesOf(await events('modal'))).toEqual(['ready']);
  });
});
