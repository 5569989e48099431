/**
 * The embed loader's entry (docs/embedding.md), served as `/embed.js` by the page worker and run on
 * the merchant's own page, not ours: no dependency, nothing but common/'s contract, a few KB. The
 * one file that acts as it loads: it learns the page's origin and registers
 * `PaymentPage.open(link, { onEvent })`, a modal (./modal.ts), and `<payment-page link="…">`, an
 * inline frame (./inline.ts). Every message is checked three ways before anyone sees it
 * (./frame.ts): from its own frame's window, from the page's origin, and of the contract's exact
 * shape (common/embed-events.ts). Run a second time on one page (two script tags, a single-page
 * app mounting its tag again), it finds the first and leaves everything to it.
 */
import { frameUrl } from './frame.ts';
import { inlineElement } from './inline.ts';
import { givenLanguage, languageOf } from './locale.ts';
import { openModal, type Modal, type OpenOptions } from './modal.ts';

/** This loader's version, the same as the npm package's (packages/embed/package.json): filled in by make/embed.ts. */
declare const LOADER_VERSION: string;

/** What /embed.js puts on window: open a payer link as a modal; its `version` is how a second run knows the first. */
export interface PaymentPageApi {
  /** Opens the payer link as a modal, or returns the one already open; throws for a link that is not a payer link. */
  open(link: string, options?: OpenOptions | null): Modal;
  /** The loader's version, the same as the npm package's (`@payment-page/embed`). */
  version: string;
}

/**
 * The stand-in a merchant's page sets before the loader arrives (docs/embedding.md, 'Before the
 * loader arrives'): `open` queues each call in `q`, which the loader runs when it comes.
 */
export interface PaymentPageQueue {
  q: [link: string, options?: OpenOptions][];
  open(link: string, options?: OpenOptions): undefined;
}

declare global {
  interface Window {
    /** The loader's API once /embed.js has run; until then the merchant's stand-in, or nothing. */
    PaymentPage?: PaymentPageApi | PaymentPageQueue;
  }
}

/**
 * The page's origin: the address of the script running now (a classic script, so there is one),
 * asked of Document's own getter. `document.currentScript` itself is not asked: markup on the
 * merchant's page can shadow it (`<img name="currentScript" src="https://elsewhere/">`, a named
 * element wins over Document's properties), never the getter (docs/security.md, 'The embed loader').
 * Without a script (never, as served), the merchant's own origin: every payer link is then refused.
 */
function pageOrigin(): string {
  const script = Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')?.get?.call(document) as
    HTMLScriptElement | null | undefined;
  return new URL(script?.src || location.href).origin;
}

function install(): void {
  const origin = pageOrigin();
  /** The modal on screen, if any: the page shows one at a time (docs/embedding.md, 'One modal at a time'). */
  let shown: Modal | null = null;

  /**
   * Opens a modal, or, while one is open, returns that one and opens nothing: two would fight over
   * the focus and the page's scroll lock. A bad link throws either way, so a merchant's mistake shows.
   */
  const open = (link: string, options?: OpenOptions | null): Modal => {
    const lang = options?.lang;
    const src = frameUrl(origin, link, givenLanguage(lang));
    if (shown) return shown;
    const modal = openModal(origin, src, languageOf(lang), options, () => {
      if (shown === modal) shown = null;
    });
    shown = modal;
    return modal;
  };

  /**
   * What the merchant's page put there before this script arrived: the documented stand-in, whose
   * `open` queues each call in `q` (docs/embedding.md, 'Before the loader arrives').
   */
  const early: unknown = window.PaymentPage;
  window.PaymentPage = { open, version: LOADER_VERSION };
  // A loader of before `version` may have defined it: the element keeps that one's class.
  if (!customElements.get('payment-page')) customElements.define('payment-page', inlineElement(origin));

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
}

// A loader already runs here (it set `version`, which the stand-in has not): this one is that one.
const existing = window.PaymentPage;
if (!(existing && 'version' in existing)) install();
