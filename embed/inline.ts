/**
 * `<payment-page link="…" lang="…">` (docs/embedding.md, 'How a merchant embeds it'): the page inline, as tall as its
 * content, each event a `payment-page` DOM event. Defines only; the entry (./loader.ts) registers it.
 */
import type { EmbedMessage } from '../common/embed-events.ts';
import { createFrame, follow, frameUrl, listen, loaderError } from './frame.ts';
import { givenLanguage, languageOf } from './locale.ts';

/** The element's class for pages of `origin`. */
export function inlineElement(origin: string): CustomElementConstructor {
  return class PaymentPageElement extends HTMLElement {
    // A getter and a field without initializer: a class field's initializer would bring a helper
    // of Babel's into the loader (its bytes are budgeted, docs/rules.md, Performance budgets).
    static get observedAttributes(): string[] {
      return ['link', 'lang'];
    }
    declare private stop?: (() => void) | null;

    connectedCallback(): void {
      this.render();
    }

    disconnectedCallback(): void {
      this.stop?.();
      this.stop = null;
    }

    /**
     * A change after the first render renders again. An element already in the HTML when the loader
     * arrives hears its attributes first, then connectedCallback: the first render waits for that one,
     * so the frame loads once (its shadow root is made by the first render).
     */
    attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
      if (this.isConnected && this.shadowRoot && before !== after) this.render();
    }

    /** Each message as a `payment-page` event; cancelable: a listener that calls preventDefault() on `done` keeps the payer here. */
    private emit(message: EmbedMessage): boolean {
      return this.dispatchEvent(new CustomEvent('payment-page', { detail: message, bubbles: true, cancelable: true }));
    }

    private render(): void {
      this.disconnectedCallback();
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.replaceChildren();
      if (!this.style.display) this.style.display = 'block';
      // No link yet (an element made, then given one): nothing to show, and nothing wrong.
      const link = this.getAttribute('link');
      if (link === null) return;
      const lang = this.getAttribute('lang');
      let src: string;
      try {
        src = frameUrl(origin, link, givenLanguage(lang));
      } catch (error) {
        // An attribute cannot throw to the merchant's code: the frame is gone, the console says why,
        // and an `error` event says so (docs/embedding.md, 'Errors').
        console.error(error);
        this.emit(loaderError('invalid'));
        return;
      }
      const frame = createFrame(src, this.getAttribute('title') ?? 'Payment');
      frame.style.height = '480px';
      root.append(frame);
      this.stop = listen(frame, origin, languageOf(lang), (message) => {
        if (message.type === 'resize') frame.style.height = `${Math.ceil(message.height)}px`;
        // `close` means something closed: Escape inside an inline page closes nothing, so it is not one.
        if (message.type !== 'close' && this.emit(message)) follow(message);
      });
    }
  };
}
