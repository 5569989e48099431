/**
 * `PaymentPage.open(link, { onEvent })` (docs/embedding.md, 'How a merchant embeds it'): the payer link in a modal
 * over the merchant's page, focus kept inside it, the page behind it still. Defines only; the entry
 * (./loader.ts) registers it.
 */
import { EMBED_SOURCE, EMBED_VERSION, type EmbedMessage } from '../common/embed-events.ts';
import { createFrame, follow, listen } from './frame.ts';
import { DARK, layoutModal, NARROW, styleModal } from './modal-style.ts';

export interface OpenOptions {
  /** Every event the page posts; given, the loader leaves `done`'s redirect to it. */
  onEvent?: (message: EmbedMessage) => void;
  /** The close control's label (default 'Close'): the merchant's page knows its payer's language. */
  closeLabel?: string;
  /** The dialog's and the frame's accessible name (default 'Payment'). */
  title?: string;
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
  close(): void;
}

/**
 * Opens `src`, a payer link of `origin` as frameUrl (./frame.ts) made it, as a modal: a sheet on a
 * phone, a dialog wider.
 * `onClosed` runs once, however the modal ends (Close, Escape, the page's `close`, `close()`).
 */
export function openModal(origin: string, src: string, options?: OpenOptions | null, onClosed?: () => void): Modal {
  // Whatever a merchant's script passes: options that are not an object, or fields of the wrong type,
  // are the defaults, never an error later inside a listener.
  const given: OpenOptions = typeof options === 'object' && options !== null ? options : {};
  const onEvent = typeof given.onEvent === 'function' ? given.onEvent : undefined;
  const closeLabel = typeof given.closeLabel === 'string' && given.closeLabel ? given.closeLabel : 'Close';
  const title = typeof given.title === 'string' && given.title ? given.title : 'Payment';
  const returnFocus = document.activeElement as HTMLElement | null;
  const root = document.documentElement;
  const overflow = root.style.overflow;

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
  // `focusin` for the trap below to catch (tests/e2e/embed.test.ts, 'Tab never takes focus out').
  dialog.append(
    focusStop(() => frame.focus()),
    button,
    frame,
    focusStop(() => button.focus()),
  );
  backdrop.append(dialog);
  document.body.append(backdrop);
  root.style.overflow = 'hidden';

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stop();
    narrow.removeEventListener('change', layout);
    dark.removeEventListener('change', layout);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus, true);
    backdrop.remove();
    root.style.overflow = overflow;
    returnFocus?.focus?.();
    onClosed?.();
  };
  /** The payer closed it from the loader's side: the merchant hears `close` as from the page. */
  const payerClosed = () => {
    if (closed) return;
    close();
    onEvent?.({ source: EMBED_SOURCE, version: EMBED_VERSION, type: 'close' });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') payerClosed();
  };
  // Focus stays in the modal: anything outside it that takes focus hands it back to the close control.
  const onFocus = (event: FocusEvent) => {
    if (!backdrop.contains(event.target as Node)) button.focus();
  };
  button.addEventListener('click', payerClosed);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus, true);
  const stop = listen(frame, origin, (message) => {
    if (onEvent) onEvent(message);
    else follow(message);
    if (message.type === 'close') close();
  });
  // Focus moves into the modal: onto the frame now, and again once the page's document has loaded.
  frame.focus();
  // Chromium gives the keyboard to the frame's document only if the frame takes focus after that
  // document has loaded: until then keys go to whatever had focus, an inline frame's page included.
  frame.addEventListener(
    'load',
    () => {
      if (closed) return;
      frame.blur();
      frame.focus();
    },
    { once: true },
  );
  return { close };
}
