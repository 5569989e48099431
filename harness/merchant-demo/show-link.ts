/**
 * Run inside a merchant's page (the demo host), by any engine's driver: shows `link` as a modal
 * (`PaymentPage.open` with `onEvent`) or as a new `<payment-page>`, and keeps every event it hears,
 * as JSON, in `window.heard`, and every uncaught error's message in `window.uncaught`. Self-contained:
 * a driver sends its source to the page.
 */
export function showLink(link: string, how: 'modal' | 'element'): void {
  const heard: string[] = [];
  const uncaught: string[] = [];
  Object.defineProperty(window, 'heard', { value: heard });
  Object.defineProperty(window, 'uncaught', { value: uncaught });
  addEventListener('error', (event) => uncaught.push(event.message));
  const hear = (message: unknown) => heard.push(JSON.stringify(message));
  const api = (window as unknown as { PaymentPage: { open(link: string, options: object): unknown } }).PaymentPage;
  if (how === 'modal') {
    api.open(link, { onEvent: hear });
    return;
  }
  const element = document.createElement('payment-page');
  element.addEventListener('payment-page', (event) => hear((event as CustomEvent<unknown>).detail));
  element.setAttribute('link', link);
  document.body.append(element);
}

/** What `showLink` heard, as JSON, without the `resize` events. */
export function heardInPage(): string[] {
  return (window as unknown as { heard: string[] }).heard.filter((message) => !message.includes('"resize"'));
}
