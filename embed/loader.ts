/**
 * The embed loader's entry (docs/embedding.md), served as `/embed.js` by the page worker and run on
 * the merchant's own page, not ours: no dependency, nothing but common/'s contract, a few KB. The
 * one file that acts as it loads: it learns the page's origin and registers
 * `PaymentPage.open(link, { onEvent })`, a modal (./modal.ts), and `<payment-page link="…">`, an
 * inline frame (./inline.ts). Every message is checked three ways before anyone sees it
 * (./frame.ts): from its own frame's window, from the page's origin, and of the contract's exact
 * shape (common/embed-events.ts).
 */
import { frameUrl } from './frame.ts';
import { inlineElement } from './inline.ts';
import { openModal, type Modal, type OpenOptions } from './modal.ts';

/** The page's origin: where this script was loaded from (a classic script, so `currentScript` is set while it runs). */
const ORIGIN = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).origin;

/** The modal on screen, if any: the page shows one at a time (docs/embedding.md, 'One modal at a time'). */
let shown: Modal | null = null;

/**
 * Opens a modal, or, while one is open, returns that one and opens nothing: two would fight over
 * the focus and the page's scroll lock. A bad link throws either way, so a merchant's mistake shows.
 */
function open(link: string, options?: OpenOptions | null): Modal {
  const src = frameUrl(ORIGIN, link);
  if (shown) return shown;
  const modal = openModal(ORIGIN, src, options, () => {
    if (shown === modal) shown = null;
  });
  shown = modal;
  return modal;
}

declare global {
  interface Window {
    PaymentPage?: { open: typeof open };
  }
}

/**
 * What the merchant's page put there before this script arrived: the documented stand-in, whose
 * `open` queues each call in `q` (docs/embedding.md, 'Before the loader arrives').
 */
const early: unknown = window.PaymentPage;

window.PaymentPage = { open };
// Loaded twice (two script tags), the element is defined once.
if (!customElements.get('payment-page')) customElements.define('payment-page', inlineElement(ORIGIN));

// The queued calls, in order, now that they can run: one modal shows, as for calls made now; a bad
// link is reported on the console, where a merchant's call would have thrown it.
const queued = typeof early === 'object' && early !== null ? (early as { q?: unknown }).q : undefined;
for (const call of Array.isArray(queued) ? (queued as unknown[]) : []) {
  if (!Array.isArray(call)) continue;
  try {
    open(String(call[0]), call[1] as OpenOptions | null | undefined);
  } catch (error) {
    console.error(error);
  }
}
