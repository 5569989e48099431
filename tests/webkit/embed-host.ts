/**
 * The merchant demo host as the WebKit embed files drive it over W3C WebDriver (docs/README.md, The
 * embedded page in three engines), which switches into a frame to act in it: the host loaded with
 * recorders of the messages its window gets and of the errors nothing caught (WebKit's driver shows
 * no console here), its frames entered once their page has run, and the events it lists. The
 * Chromium twin is tests/e2e/embed-host.ts.
 */
import { expect } from 'vitest';
import type { EmbedMessage } from '../../common/embed-events.ts';
import type { ElementRef, WebDriverSession } from '../../harness/webdriver.ts';

export interface Links {
  modalLink: string;
  inlineLink: string;
}

/** Loads the host at `url` (top level), its recorders in place, once its loader has run; returns the links. */
export async function openHost(session: WebDriverSession, url: string): Promise<Links> {
  await session.switchToFrame(null);
  await session.navigate(url);
  await session.run(() => {
    const seen: unknown[] = [];
    const uncaught: string[] = [];
    Object.defineProperty(window, '__hostMessages', { value: seen });
    Object.defineProperty(window, '__uncaught', { value: uncaught });
    addEventListener('message', (event) => seen.push(event.data));
    addEventListener('error', (event) => uncaught.push(event.message));
  });
  await session.waitFor('the loader', 15_000, () => document.documentElement.dataset.loader === 'ready');
  return session.run(() => ({
    modalLink: document.querySelector<HTMLElement>('#pay')?.dataset.link ?? '',
    inlineLink: document.querySelector('payment-page')?.getAttribute('link') ?? '',
  }));
}

/** The host's iframe showing `link` (the inline one is in the element's shadow root), from the top level. */
export function frameElement(session: WebDriverSession, link: string): Promise<ElementRef | null> {
  return session.run((src: string) => {
    const inline = document.querySelector('payment-page')?.shadowRoot?.querySelectorAll('iframe') ?? [];
    const frames = [...Array.from(document.querySelectorAll('iframe')), ...Array.from(inline)];
    return frames.find((frame) => frame.src.startsWith(src)) ?? null;
  }, link) as unknown as Promise<ElementRef | null>;
}

/** Switches into the frame showing `link` once it exists, and waits until the page in it has hydrated and its framed code run. */
export async function enter(session: WebDriverSession, link: string): Promise<void> {
  await session.switchToFrame(null);
  await session.waitFor(
    'the frame',
    15_000,
    (src: string) => {
      const inline = document.querySelector('payment-page')?.shadowRoot?.querySelectorAll('iframe') ?? [];
      return [...Array.from(document.querySelectorAll('iframe')), ...Array.from(inline)].some((frame) =>
        frame.src.startsWith(src),
      );
    },
    link,
  );
  await session.switchToFrame(await frameElement(session, link));
  await session.waitFor('hydration in the frame', 15_000, () => {
    const classes = document.documentElement.classList;
    return classes.contains('js-ready') && classes.contains('is-framed');
  });
}

/** The events the host listed for the modal or the inline element, in order (from the top level). */
export async function events(session: WebDriverSession, from: 'modal' | 'inline'): Promise<EmbedMessage[]> {
  await session.switchToFrame(null);
  const texts = await session.run(
    (who: string) =>
      Array.from(document.querySelectorAll(`#event-log li[data-from="${who}"] code`)).map(
        (code) => code.textContent ?? '',
      ),
    from,
  );
  return texts.map((text) => JSON.parse(text) as EmbedMessage);
}

export const typesOf = (list: EmbedMessage[]): string[] =>
  list.filter((event) => event.type !== 'resize').map((event) => event.type);

export async function waitForEvent(session: WebDriverSession, from: 'modal' | 'inline', type: string): Promise<void> {
  await expect.poll(async () => typesOf(await events(session, from)).includes(type)).toBe(true);
}

/** Pay, then into the modal's page once the host heard `ready`. */
export async function openModal(session: WebDriverSession, links: Pick<Links, 'modalLink'>): Promise<void> {
  await session.switchToFrame(null);
  await session.click(await session.find('#pay'));
  await enter(session, links.modalLink);
  await waitForEvent(session, 'modal', 'ready');
  // Reading the host's list left the frame: back into it.
  await enter(session, links.modalLink);
}

/** The errors nothing caught on the host (from the top level). */
export async function uncaught(session: WebDriverSession): Promise<string[]> {
  await session.switchToFrame(null);
  return session.run(() => (window as unknown as { __uncaught: string[] }).__uncaught);
}
