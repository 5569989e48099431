/**
 * The frame both the modal and the inline element show (docs/embedding.md): its address, its
 * attributes, and the one way a message from it reaches the merchant. Defines only: nothing runs
 * on import, so the docs test reads the permissions without running the loader.
 */
import {
  EMBED_SOURCE,
  EMBED_VERSION,
  isEmbedMessage,
  type EmbedError,
  type EmbedErrorReason,
  type EmbedMessage,
} from '../common/embed-events.ts';
import { parseLink } from '../common/payer-link.ts';

/**
 * What the frame may use: only what the page needs, the copy buttons and sharing the QR code. No
 * sandbox: it would stop the hand-off to UPI apps. `web-share` only where the browser has Web Share
 * (`navigator.share`): a Chromium without it (Linux) logs "Unrecognized feature: 'web-share'" for
 * a permission it does not know, and the page offers no Share there anyway.
 */
export const FRAME_PERMISSIONS = 'clipboard-write; web-share';
export const framePermissions = (): string => ('share' in navigator ? FRAME_PERMISSIONS : 'clipboard-write');

/**
 * The frame's address: the payer link, in the language the merchant named (`?lang=`, a code of the
 * page's; ./locale.ts), with the embedding origin in its fragment (the server never sees it).
 * Throws on anything but a payer link on the page's `origin`.
 */
export function frameUrl(origin: string, link: unknown, lang?: string): string {
  let url: URL | null = null;
  try {
    url = new URL(String(link));
  } catch {
    // Not an absolute URL: refused below.
  }
  // /<app id>/<token>[/], read by the rule the page worker reads a link by (common/payer-link.ts).
  const segments = url?.pathname.replace(/\/$/, '').split('/') ?? [];
  const isLinkPath = segments.length === 3 && parseLink(segments[1] ?? '', segments[2] ?? '') !== null;
  // A user name or password in it would be kept in the frame's address: no payer link has one.
  if (!url || url.origin !== origin || !isLinkPath || url.username !== '' || url.password !== '') {
    throw new Error(`PaymentPage: link must be a payer link on ${origin} (${origin}/<app id>/<token>)`);
  }
  if (lang) url.searchParams.set('lang', lang);
  url.hash = `embed=${encodeURIComponent(location.origin)}`;
  return url.href;
}

export function createFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('allow', framePermissions());
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.title = title;
  frame.src = src;
  Object.assign(frame.style, { border: '0', display: 'block', width: '100%', colorScheme: 'normal' });
  return frame;
}

/**
 * How long the loader waits for the page's first message (docs/embedding.md, 'Errors'): once the
 * frame has loaded, a page that can run says `ready` or `error` within seconds, so silence after
 * 10 s means the browser showed something else in the frame (most often `frame-ancestors` refusing
 * this site); a frame that has not loaded after 30 s is reported too (offline, or the page's origin
 * unreachable).
 */
export const SILENT_AFTER_LOAD_MS = 10_000;
export const LOAD_TIMEOUT_MS = 30_000;

/** An `error` the loader itself reports, in the shape the page's own would have. */
export const loaderError = (reason: EmbedErrorReason): EmbedError => ({
  source: EMBED_SOURCE,
  version: EMBED_VERSION,
  type: 'error',
  reason,
});

/**
 * What a frame the page never answered from shows instead (docs/embedding.md, 'Errors'): the page
 * origin's static note, in the payer's language (make/embed-refused.ts), which any site may frame.
 */
export const refusedUrl = (origin: string, lang: string): string => `${origin}/embed-refused/${lang}`;

/**
 * Calls `deliver` with each message from `frame` that passes the three checks (its own frame's
 * window, the page's `origin`, the contract's exact shape); returns how to stop. Another frame's
 * message, or one from any other origin, never reaches it. A page that never speaks is reported
 * once, as an `error` of reason `refused` or `timeout`. On `refused` the payer reads why in the
 * frame, in `lang`, and the merchant's developer on the console: one line, naming the setting.
 */
export function listen(
  frame: HTMLIFrameElement,
  origin: string,
  lang: string,
  deliver: (message: EmbedMessage) => void,
): () => void {
  let heard = false;
  let timer = setTimeout(() => deliver(loaderError('timeout')), LOAD_TIMEOUT_MS);
  const refused = () => {
    const app = new URL(frame.src).pathname.split('/')[1];
    console.error(
      `PaymentPage: no answer from ${origin}: most likely ${location.origin} is not allowed to embed app ${app} (EMBED_ORIGINS, set by ${origin}'s operator)`,
    );
    frame.src = refusedUrl(origin, lang);
    deliver(loaderError('refused'));
  };
  const onLoad = () => {
    clearTimeout(timer);
    if (!heard) timer = setTimeout(refused, SILENT_AFTER_LOAD_MS);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== origin || !isEmbedMessage(event.data)) return;
    heard = true;
    clearTimeout(timer);
    deliver(event.data);
  };
  // The first load only: the page's own reloads ('Try again') come after it has spoken.
  frame.addEventListener('load', onLoad, { once: true });
  window.addEventListener('message', onMessage);
  return () => {
    clearTimeout(timer);
    frame.removeEventListener('load', onLoad);
    window.removeEventListener('message', onMessage);
  };
}

/**
 * Calls a merchant's callback apart (docs/embedding.md, 'Your callback'): whatever it throws is
 * reported on its own, as an uncaught error the console and the merchant's error tracking see, and
 * stops nothing of the loader's (a close still closes). `reportError` reports it whole; an error
 * thrown again from this cross-origin script would reach `window.onerror` as 'Script error.' only,
 * so that is the fallback for the browsers without it (Chrome before 95, Safari before 15.4).
 */
export function safely(callback: (message: EmbedMessage) => void, message: EmbedMessage): void {
  try {
    callback(message);
  } catch (error) {
    if (typeof reportError === 'function') reportError(error);
    else
      setTimeout(() => {
        throw error;
      });
  }
}

/** The top window goes where the page's redirect rule allowed `done` to send the payer. */
export function follow(message: EmbedMessage): void {
  if (message.type === 'done' && message.redirect_url) location.assign(message.redirect_url);
}
