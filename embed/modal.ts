/**
 * `PaymentPage.open(link, { onEvent })` (docs/embedding.md, 'How a merchant embeds it'): the payer link in a modal
 * over the merchant's page, focus kept inside it, the page behind it still, and one entry in the
 * page's history, so that Back closes it (docs/embedding.md, 'Back, Forward and your router').
 * Defines only; the entry (./loader.ts) registers it.
 */
import { EMBED_SOURCE, EMBED_VERSION, type EmbedMessage } from '../common/embed-events.ts';
import { createFrame, follow, listen, safely } from './frame.ts';
import { closeLabelIn } from './locale.ts';
import { DARK, layoutModal, NARROW, styleModal } from './modal-style.ts';

export interface OpenOptions {
  /** Every event the page posts; given, the loader leaves `done`'s redirect to it. What it throws stops nothing. */
  onEvent?: (message: EmbedMessage) => void;
  /** The close control's label (default 'Close' in the page's language): overrides the loader's own. */
  closeLabel?: string;
  /** The dialog's and the frame's accessible name (default 'Payment'). */
  title?: string;
  /**
   * The page's language, a code of its twelve (`en`, `hi`, `bn`, `mr`, `te`, `ta`, `gu`, `ur`, `kn`,
   * `or`, `ml`, `pa`; `hi-IN` is `hi`); the close control is labelled in it. Default: the browser's.
   */
  lang?: string;
}

/** A stop at an edge of the modal: focus that lands on it goes round to the other end. */
function focusStop(onFocus: () => void): HTMLElement {
  const stop = document.createElement('div');
  stop.tabIndex = 0;
  Object.assign(stop.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  stop.addEventListener('focus', onFocus);
  return stop;
}

/** An open modal: `close()` may be called any number of times, in any state. */
export interface Modal {
  /**
   * Closes it, sending no `close` (your code knows), and takes its history entry back out:
   * resolves once that is done, so a route your app takes after awaiting it stays taken.
   */
  close(): Promise<void>;
}

const CLOSE: EmbedMessage = { source: EMBED_SOURCE, version: EMBED_VERSION, type: 'close' };

/** The last modal's end, history entry and all: a modal opened before it has pushes its entry after. */
let previousEnd: Promise<void> = Promise.resolve();

/** Whatever a merchant's script passes: options that are not an object, or fields of the wrong type,
 * are the defaults, never an error later inside a listener. */
function readOptions(options: OpenOptions | null | undefined, lang: string) {
  const given: OpenOptions = typeof options === 'object' && options !== null ? options : {};
  return {
    onEvent: typeof given.onEvent === 'function' ? given.onEvent : undefined,
    closeLabel: typeof given.closeLabel === 'string' && given.closeLabel ? given.closeLabel : closeLabelIn(lang),
    title: typeof given.title === 'string' && given.title ? given.title : 'Payment',
  };
}

/** The modal's elements, on the page and laid out for the screen; `unlayout` stops following the screen. */
function buildModal(src: string, title: string, closeLabel: string) {
  const backdrop = document.createElement('div');
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', title);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = closeLabel;
  const frame = createFrame(src, title);
  const parts = { backdrop, dialog, button, frame };
  styleModal(parts);

  const narrow = matchMedia(NARROW);
  const dark = matchMedia(DARK);
  const layout = () => layoutModal(parts, narrow.matches, dark.matches);
  layout();
  narrow.addEventListener('change', layout);
  dark.addEventListener('change', layout);

  // A stop at each edge of the modal that sends focus round to the other end. Without them Tab from
  // the page's last control, or Shift+Tab from Close, left the modal: for the host's page behind, or
  // for no element at all, and a frame taking focus (the merchant's inline element) fires no
  // `focusin` for openModal's trap to catch (tests/e2e/embed.test.ts, 'Tab never takes focus out').
  dialog.append(
    focusStop(() => frame.focus()),
    button,
    frame,
    focusStop(() => button.focus()),
  );
  backdrop.append(dialog);
  document.body.append(backdrop);
  const unlayout = () => {
    narrow.removeEventListener('change', layout);
    dark.removeEventListener('change', layout);
  };
  return { backdrop, button, frame, unlayout };
}

/**
 * Opens `src`, a payer link of `origin` as frameUrl (./frame.ts) made it, as a modal: a sheet on a
 * phone, a dialog wider. `lang` is the page's language (./locale.ts).
 * `onClosed` runs once, as soon as the modal is off the screen, however it ends.
 */
export function openModal(
  origin: string,
  src: string,
  lang: string,
  options?: OpenOptions | null,
  onClosed?: () => void,
): Modal {
  const { onEvent, closeLabel, title } = readOptions(options, lang);
  const returnFocus = document.activeElement as HTMLElement | null;
  const root = document.documentElement;
  const overflow = root.style.overflow;
  const { backdrop, button, frame, unlayout } = buildModal(src, title, closeLabel);
  root.style.overflow = 'hidden';

  const tell = (message: EmbedMessage) => (onEvent ? safely(onEvent, message) : follow(message));

  // The modal's history entry: the page's own address and state once more, so Back leaves the modal,
  // not the shop. 'open' until the modal leaves the screen; 'closing' until its entry is gone
  // ('leaving': the loader's own history.back() is on its way); then 'gone', and `close`, if the
  // payer closed it, is sent only now: a route the merchant's code takes on it is not undone by
  // that history.back().
  let state: 'open' | 'closing' | 'leaving' | 'gone' = 'open';
  let url: string | undefined;
  let after: EmbedMessage | null = null;
  let settle = () => {};
  const ended = new Promise<void>((resolve) => (settle = resolve));
  const finish = () => {
    if (state === 'gone') return;
    state = 'gone';
    clearInterval(watch);
    removeEventListener('popstate', onPop);
    if (after) tell(after);
    settle();
  };
  const teardown = (send: boolean) => {
    state = 'closing';
    after = send ? CLOSE : null;
    stop();
    unlayout();
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus, true);
    backdrop.remove();
    root.style.overflow = overflow;
    returnFocus?.focus?.();
    onClosed?.();
  };
  /** Ends the modal; `send`: the payer closed it, so the merchant hears `close` once its entry is gone. */
  const end = (send: boolean): Promise<void> => {
    if (state !== 'open') return ended;
    teardown(send);
    // After the task that closed it: a route the merchant's code took in that task stays taken,
    // and the entry it left behind is the merchant's now.
    setTimeout(() => {
      if (state !== 'closing') return;
      if (url === undefined || location.href !== url) return finish();
      state = 'leaving';
      history.back();
    });
    return ended;
  };
  // The modal's entry went: the payer's Back, or the loader's own history.back(). Both sides of it
  // are the same address and state, so a router that hears this popstate finds nothing changed.
  const onPop = () => {
    if (state === 'open') teardown(true);
    finish();
  };
  // A route change of a single-page app (pushState, replaceState, the fragment): the modal closes,
  // and its entry, behind the new one, is the app's.
  const watch = setInterval(() => {
    if (state === 'open' && url !== undefined && location.href !== url) {
      teardown(true);
      finish();
    }
  }, 200);
  void previousEnd.then(() => {
    if (state !== 'open') return;
    url = location.href;
    history.pushState(history.state, '');
    addEventListener('popstate', onPop);
  });
  previousEnd = ended;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') void end(true);
  };
  // Focus stays in the modal: anything outside it that takes focus hands it back to the close control.
  const onFocus = (event: FocusEvent) => {
    if (!backdrop.contains(event.target as Node)) button.focus();
  };
  button.addEventListener('click', () => void end(true));
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus, true);
  // The page's `close` (Escape inside the frame) closes the modal; every other message goes on as it came.
  const stop = listen(frame, origin, lang, (message) => (message.type === 'close' ? void end(true) : tell(message)));
  // Focus moves into the modal: onto the frame now, and again once the page's document has loaded.
  frame.focus();
  // Chromium gives the keyboard to the frame's document only if the frame takes focus after that
  // document has loaded: until then keys go to whatever had focus, an inline frame's page included.
  frame.addEventListener(
    'load',
    () => {
      if (state !== 'open') return;
      frame.blur();
      frame.focus();
    },
    { once: true },
  );
  return { close: () => end(false) };
}
