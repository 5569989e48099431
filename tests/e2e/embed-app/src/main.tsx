/**
 * A merchant's app as the npm package's guide says to write one (docs/embedding.md, 'The npm
 * package'): the loader loaded on start and again on Pay (one script tag however often), the modal
 * from Pay, the inline page from the React component, and every event listed on screen. The payer
 * links come in the address (`?modal=…&inline=…`). tests/e2e/embed-package.test.ts installs the
 * package's tarball beside this, type-checks it strict, builds it with Vite and pays through it.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPaymentPage, version, type EmbedMessage } from '@payment-page/embed';
import { PaymentPage } from '@payment-page/embed/react';

const params = new URLSearchParams(location.search);
const modalLink = params.get('modal') ?? '';
const inlineLink = params.get('inline') ?? '';
const origin = new URL(modalLink).origin;

// Any `payment-page` event as it bubbles to the document, typed without a cast.
document.addEventListener('payment-page', (event) => {
  document.documentElement.dataset.lastEvent = event.detail.type;
});

function App() {
  const [events, setEvents] = useState<string[]>([]);
  const hear = (from: 'modal' | 'inline') => (message: EmbedMessage) => {
    if (message.type !== 'resize') setEvents((list) => [...list, `${from} ${message.type}`]);
  };
  const pay = async () => {
    const paymentPage = await loadPaymentPage({ origin });
    document.documentElement.dataset.loaderVersion = paymentPage.version;
    paymentPage.open(modalLink, { onEvent: hear('modal'), lang: 'en' });
  };
  return (
    <main>
      <h1>Shop</h1>
      <p id="package-version">{version}</p>
      <button type="button" id="pay" onClick={() => void pay()}>
        Pay
      </button>
      <PaymentPage link={inlineLink} lang="en" onEvent={hear('inline')} />
      <ol id="events">
        {events.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ol>
    </main>
  );
}

void loadPaymentPage({ origin });
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
