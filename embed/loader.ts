/**
 * The embed loader (docs/embedding.md), served as `/embed.js` by the page worker and run on the
 * merchant's own page, not ours: no dependency, nothing but common/'s contract, a few KB. It defines
 * `PaymentPage.open(link, { onEvent })`, a modal, and `<payment-page link="…">`, an inline frame.
 * It styles only through the CSSOM (`element.style`), so a merchant's CSP needs no `style-src` for it.
 * Every message is checked three ways before anyone sees it: from its own frame's window, from the
 * page's origin, and of the contract's exact shape (common/embed-events.ts).
 */
import { EMBED_SOURCE, EMBED_VERSION, isEmbedMessage, type EmbedMessage } from '../common/embed-events.ts';
import { parseLink } from '../common/payer-link.ts';
import { FRAME_PERMISSIONS } from './frame-permissions.ts';

/** The page's origin: where this script was loaded from (a classic script, so `currentScript` is set while it runs). */
const ORIGIN = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).origin;

/** Under this width the modal is a full-screen sheet; from it up, a centred dialog. */
const NARROW = '(max-width: 599.98px)';
/** The payer's device in dark mode: the modal's bar follows, as the page inside does. */
const DARK = '(prefers-color-scheme: dark)';

// The frame's permissions are in ./frame-permissions.ts. No sandbox: it would stop the hand-off to UPI apps.

type OnEvent = (message: EmbedMessage) => void;

export interface OpenOptions {
  /** Every event the page posts; given, the loader leaves `done`'s redirect to it. */
  onEvent?: OnEvent;
  /** The close control's label (default 'Close'): the merchant's page knows its payer's language. */
  closeLabel?: string;
  /** The dialog's and the frame's accessible name (default 'Payment'). */
  title?: string;
}

/** The frame's address: the payer link, with the embedding origin in its fragment (the server never sees it). */
function frameUrl(link: unknown): string {
  let url: URL | null = null;
  try {
    url = new URL(String(link));
  } catch {
    // Not an absolute URL: refused below.
  }
  // /<app id>/<token>[/], read by the rule the worker reads a link by (common/payer-link.ts).
  const segments = url?.pathname.replace(/\/$/, '').split('/') ?? [];
  const isLinkPath = segments.length === 3 && parseLink(segments[1] ?? '', segments[2] ?? '') !== null;
  if (!url || url.origin !== ORIGIN || !isLinkPath) {
    throw new Error(`PaymentPage: link must be a payer link on ${ORIGIN} (${ORIGIN}/<app id>/<token>)`);
  }
  url.hash = `embed=${encodeURIComponent(location.origin)}`;
  return url.href;
}

function createFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('allow', FRAME_PERMISSIONS);
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.title = title;
  frame.src = src;
  Object.assign(frame.style, { border: '0', display: 'block', width: '100%', colorScheme: 'normal' });
  return frame;
}

/**
 * Calls `deliver` with each message from `frame` that passes the three checks; returns how to stop.
 * Another frame's message, or one from any other origin, never reaches it.
 */
function listen(frame: HTMLIFrameElement, deliver: (message: EmbedMessage) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== ORIGIN || !isEmbedMessage(event.data)) return;
    deliver(event.data);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** The top window goes where the page's redirect rule allowed `done` to send the payer. */
function follow(message: EmbedMessage): void {
  if (message.type === 'done' && message.redirect_url) location.assign(message.redirect_url);
}

/** Opens the payer link as a modal over the merchant's page: a sheet on a phone, a dialog wider. */
function open(link: string, options: OpenOptions = {}): { close(): void } {
  const src = frameUrl(link);
  const { onEvent, closeLabel = 'Close', title = 'Payment' } = options;
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
  Object.assign(backdrop.style, {
    position: 'fixed',
    top: '0',
    right: '0',
    bottom: '0',
    left: '0',
    zIndex: '2147483647',
    background: 'rgba(0,0,0,.5)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  });
  Object.assign(dialog.style, {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: '#fff',
    overflow: 'hidden',
    boxSizing: 'border-box',
  });
  Object.assign(button.style, {
    alignSelf: 'flex-end',
    margin: '4px',
    padding: '8px 12px',
    font: '600 14px/1.2 system-ui, sans-serif',
    color: '#111',
    background: '#fff',
    border: '1px solid #888',
    borderRadius: '6px',
    cursor: 'pointer',
  });
  Object.assign(frame.style, { flex: '1 1 auto', minHeight: '0', height: 'auto' });

  const narrow = matchMedia(NARROW);
  const dark = matchMedia(DARK);
  const layout = () => {
    // The modal's own bar in the page's colours, light or dark as the payer's device is.
    const [surface, ink, edge] = dark.matches ? ['#172033', '#e7ecf4', '#5b6e8f'] : ['#fff', '#111', '#888'];
    dialog.style.background = surface;
    Object.assign(button.style, { color: ink, background: surface, borderColor: edge });
    Object.assign(
      dialog.style,
      narrow.matches
        ? { width: '100%', height: '100%', maxWidth: 'none', borderRadius: '0' }
        : {
            width: '480px',
            height: 'min(760px, calc(100% - 48px))',
            maxWidth: 'calc(100% - 32px)',
            borderRadius: '12px',
          },
    );
  };
  layout();
  narrow.addEventListener('change', layout);
  dark.addEventListener('change', layout);

  // A stop at each edge of the modal that sends focus round to the other end. Without them Tab from
  // the page's last control, or Shift+Tab from Close, left the modal: for the host's page behind, or
  // for no element at all, and a frame taking focus (the merchant's inline element) fires no
  // `focusin` for the trap below to catch (tests/e2e/embed.test.ts, 'Tab never takes focus out').
  const edge = (onFocus: () => void) => {
    const stop = document.createElement('div');
    stop.tabIndex = 0;
    Object.assign(stop.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    stop.addEventListener('focus', onFocus);
    return stop;
  };
  dialog.append(
    edge(() => frame.focus()),
    button,
    frame,
    edge(() => button.focus()),
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
  const stop = listen(frame, (message) => {
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

/** `<payment-page link="…">`: the page inline, as tall as its content, each event a `payment-page` DOM event. */
class PaymentPageElement extends HTMLElement {
  static observedAttributes = ['link'];
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    this.render();
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.render();
  }

  private render(): void {
    this.disconnectedCallback();
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    root.replaceChildren();
    const src = frameUrl(this.getAttribute('link'));
    const frame = createFrame(src, this.getAttribute('title') ?? 'Payment');
    frame.style.height = '480px';
    if (!this.style.display) this.style.display = 'block';
    root.append(frame);
    this.stop = listen(frame, (message) => {
      if (message.type === 'resize') frame.style.height = `${Math.ceil(message.height)}px`;
      // Cancelable: a listener that calls preventDefault() on `done` keeps the payer here.
      const event = new CustomEvent('payment-page', { detail: message, bubbles: true, cancelable: true });
      if (this.dispatchEvent(event)) follow(message);
    });
  }
}

declare global {
  interface Window {
    PaymentPage?: { open: typeof open };
  }
}

window.PaymentPage = { open };
// Loaded twice (two script tags), the element is defined once.
if (!customElements.get('payment-page')) customElements.define('payment-page', PaymentPageElement);
