/**
 * `<payment-page link="…">` (docs/embedding.md, 'How a merchant embeds it'): the page inline, as tall as its content,
 * each event a `payment-page` DOM event. Defines only; the entry (./loader.ts) registers it.
 */
import { createFrame, follow, frameUrl, listen } from './frame.ts';

/** The element's class for pages of `origin`. */
export function inlineElement(origin: string): CustomElementConstructor {
  return class PaymentPageElement extends HTMLElement {
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
      const src = frameUrl(origin, this.getAttribute('link'));
      const frame = createFrame(src, this.getAttribute('title') ?? 'Payment');
      frame.style.height = '480px';
      if (!this.style.display) this.style.display = 'block';
      root.append(frame);
      this.stop = listen(frame, origin, (message) => {
        if (message.type === 'resize') frame.style.height = `${Math.ceil(message.height)}px`;
        // Cancelable: a listener that calls preventDefault() on `done` keeps the payer here.
        const event = new CustomEvent('payment-page', { detail: message, bubbles: true, cancelable: true });
        if (this.dispatchEvent(event)) follow(message);
      });
    }
  };
}
