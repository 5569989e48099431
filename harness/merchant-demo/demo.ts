/**
 * The merchant demo's own script, as a merchant would write it (docs/README.md, The merchant demo
 * host): "Pay" opens the payment page as a modal with `PaymentPage.open(link, { onEvent })`, the
 * inline `<payment-page>` element reports through its `payment-page` DOM event, and every event
 * either sends is listed on screen, whole, in the order it came. The end-to-end tests read that
 * list (`#event-log li`, with `data-from` and `data-type`), so it must show each event as it
 * arrived, nothing added. The server turns this file into JavaScript (harness/merchant-demo/server.ts).
 */
import type { EmbedMessage } from '../../common/embed-events.ts';

/** The loader's global, defined by the page origin's `/embed.js`. */
interface PaymentPageLoader {
  open(link: string, options: { onEvent(event: EmbedMessage): void }): { close(): void };
}

/**
 * The stand-in docs/embedding.md gives merchants ('Before the loader arrives'): until /embed.js has
 * run, `open` queues its call, which the loader runs when it arrives. Set before anything calls it.
 */
const global = window as unknown as { PaymentPage?: PaymentPageLoader & { q?: unknown[][] } };
global.PaymentPage ??= {
  q: [],
  open(link, options) {
    this.q?.push([link, options]);
    return { close: () => undefined };
  },
};
const loader = () => global.PaymentPage;

function log(from: 'modal' | 'inline', event: EmbedMessage): void {
  const item = document.createElement('li');
  item.dataset.from = from;
  item.dataset.type = String(event.type);
  const label = document.createElement('strong');
  label.textContent = `${from} ${String(event.type)}`;
  const body = document.createElement('code');
  body.textContent = JSON.stringify(event);
  item.append(label, ' ', body);
  document.getElementById('event-log')?.append(item);
}

const pay = document.getElementById('pay') as HTMLButtonElement;
pay.addEventListener('click', () => {
  const link = pay.dataset.link ?? '';
  const paymentPage = loader();
  if (!paymentPage) return;
  paymentPage.open(link, { onEvent: (event) => log('modal', event) });
});

document.querySelector('payment-page')?.addEventListener('payment-page', (event) => {
  log('inline', (event as CustomEvent<EmbedMessage>).detail);
});

// The loader comes with `async`; "Pay" works before it has run, through the stand-in above. With
// `?late` the page adds the loader itself after two seconds, as a slow network would deliver it
// (tests/e2e/embed.test.ts, 'Before the loader arrives').
if (new URLSearchParams(location.search).has('late')) {
  setTimeout(() => {
    const script = document.createElement('script');
    script.src = `${new URL(pay.dataset.link ?? '').origin}/embed.js`;
    document.head.append(script);
  }, 2000);
}
void customElements.whenDefined('payment-page').then(() => {
  document.documentElement.dataset.loader = 'ready';
});
