/**
 * `@payment-page/embed/react`: the payer link inline in a React 19 app (docs/embedding.md, 'The npm
 * package'), as `<payment-page>` with the loader loaded for it, and each of its events handed to
 * `onEvent`; `event.preventDefault()` on `done` keeps the payer where they are.
 */
import { createElement, useEffect, useRef, type CSSProperties, type ReactElement } from 'react';
import type { EmbedMessage } from '../../../common/embed-events.ts';
import { loadPaymentPage } from './index.ts';

export interface PaymentPageProps {
  /** A payer link: `https://PAGE-ORIGIN/<app id>/<token>`; its origin is where the loader comes from. */
  link: string;
  /** The page's language, a code of its twelve (`hi`, `ta`, …); default the browser's. */
  lang?: string;
  /** The frame's accessible name (default 'Payment'). */
  title?: string;
  /** Each event the page posts, with the DOM event it came in (cancelable on `done`). */
  onEvent?: (message: EmbedMessage, event: CustomEvent<EmbedMessage>) => void;
  className?: string;
  style?: CSSProperties;
}

const originOf = (link: string): string | null => {
  try {
    return new URL(link).origin;
  } catch {
    return null;
  }
};

export function PaymentPage({ link, lang, title, onEvent, className, style }: PaymentPageProps): ReactElement {
  const element = useRef<HTMLElement>(null);
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const origin = originOf(link);
  useEffect(() => {
    if (origin) loadPaymentPage({ origin }).catch((error: unknown) => console.error(error));
  }, [origin]);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const listener = (event: Event) => {
      const message = event as CustomEvent<EmbedMessage>;
      latest.current?.(message.detail, message);
    };
    target.addEventListener('payment-page', listener);
    return () => target.removeEventListener('payment-page', listener);
  }, []);
  return createElement('payment-page', { ref: element, link, lang, title, className, style });
}
