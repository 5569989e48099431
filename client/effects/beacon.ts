/**
 * The operations reporter (docs/rules.md, Operations data), a lazy chunk loaded after idle by
 * funnel.ts: Core Web Vitals from the field with the web-vitals library, and the funnel's events,
 * sent with navigator.sendBeacon to the page worker's own origin. A beacon carries a safe app id,
 * the page's language and the events: nothing from the URL, nothing the payer typed.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  BEACON_MAX_EVENTS,
  BEACON_PATH,
  EVENT_MAX_VALUE,
  isSafeAppId,
  type BeaconEvent,
} from '../../common/page-events.ts';

/** The page's language code, from <html lang> (en-IN → en), which the worker sets. */
const pageLanguage = () => document.documentElement.lang.split('-')[0] || 'en';

/** Kinds that count once per page load, however often the payer goes back and forth. */
const ONCE = new Set(['step-2', 'done']);

/** An event as the worker accepts it: a channel type it knows, a value within its bounds. */
function checked(event: BeaconEvent): BeaconEvent {
  const detail =
    event.kind === 'step-2' && event.detail !== 'upi' && event.detail !== 'bank_transfer' ? 'other' : event.detail;
  return { kind: event.kind, detail, value: Math.min(EVENT_MAX_VALUE, Math.max(0, event.value)) };
}

/** Starts reporting; returns the function that sends events (batched per task). */
export function startBeacon(appId: string | undefined): (events: BeaconEvent[]) => void {
  const safeAppId = isSafeAppId(appId) ? appId : null;
  const sent = new Set<string>();
  const pending: BeaconEvent[] = [];
  const flush = () => {
    while (pending.length > 0) {
      const events = pending.splice(0, BEACON_MAX_EVENTS);
      // A string goes as text/plain: no preflight, and the worker accepts it.
      navigator.sendBeacon(BEACON_PATH, JSON.stringify({ appId: safeAppId, language: pageLanguage(), events }));
    }
  };
  const send = (events: BeaconEvent[]) => {
    const fresh = events.filter((event) => {
      if (!ONCE.has(event.kind)) return true;
      if (sent.has(event.kind)) return false;
      sent.add(event.kind);
      return true;
    });
    if (fresh.length === 0) return;
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(...fresh.map(checked));
  };
  const vital = (metric: Metric) =>
    // CLS is unitless and small: keep its decimals; the others are milliseconds.
    send([
      {
        kind: 'vital',
        detail: metric.name,
        value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      },
    ]);
  onTTFB(vital);
  onFCP(vital);
  onLCP(vital);
  onCLS(vital);
  onINP(vital);
  return send;
}
