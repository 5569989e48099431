/**
 * The operations reporter (docs/rules.md, Operations data), a lazy chunk loaded after idle by
 * funnel.ts: it measures Core Web Vitals in the field with the web-vitals library, checks them and
 * the funnel's events against what the page worker accepts, and sends them with
 * navigator.sendBeacon to the page worker's own origin. A beacon carries a safe app id, the language
 * the page was served in, the events and the page worker's beacon ticket: nothing from the URL,
 * nothing the payer typed.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  BEACON_MAX_EVENTS,
  BEACON_PATH,
  CHANNEL_DETAILS,
  EVENT_MAX_VALUE,
  onceKey,
  type BeaconEvent,
} from '../../common/page-events.ts';
import type { Channel } from '../../common/channels.ts';
import { payeeKind } from '../../common/payee.ts';
import type { ReporterRules } from './reporter-rules.ts';

/**
 * An event as the funnel queues it: a step 2 carries its channel, from which the reporter takes the
 * channel type and, for UPI, who the payee is (`checked` below), so step 1 carries neither rule.
 * Defined here, where it is checked: ./funnel.ts, which loads this chunk, takes the type from it,
 * and nothing here imports the funnel.
 */
export type FunnelEvent = BeaconEvent & { channel?: Channel | null };

const KNOWN_CHANNELS: readonly string[] = CHANNEL_DETAILS;

/**
 * An event as the page worker accepts it: a channel type it knows, a value within its bounds, and
 * for a UPI step 2 the payee's kind (docs/rules.md, Who the payee is), nothing else about the
 * channel or the payee. A step 2 comes with its channel (funnel.ts, FunnelEvent).
 */
export function checked(event: FunnelEvent, isUpi: ReporterRules['isUpi']): BeaconEvent {
  const value = Math.min(EVENT_MAX_VALUE, Math.max(0, event.value));
  if (event.kind !== 'step-2') return { kind: event.kind, detail: event.detail, value };
  const channel = event.channel;
  const detail = channel && KNOWN_CHANNELS.includes(channel.type) ? channel.type : 'other';
  if (!channel || !isUpi(channel)) return { kind: event.kind, detail, value };
  return { kind: event.kind, detail, value, payee: payeeKind(channel) };
}

/**
 * Starts reporting; returns the function that sends events: those of one moment in one beacon,
 * once the browser is idle (a tap that moves the page to step 2 reports it, and `sendBeacon` is
 * not free on a slow phone: neither the frame that answers the tap nor the work queued after that
 * frame waits for it), or at once when the page is hidden or being left. The page's own rules come
 * from the page (./reporter-rules.ts says why).
 */
export function startBeacon(
  appId: string | undefined,
  ticket: string,
  language: () => string,
  { isValidAppId, isUpi, whenIdle }: ReporterRules,
): (events: FunnelEvent[]) => void {
  const safeAppId = isValidAppId(appId) ? appId : null;
  const sent = new Set<string>();
  const pending: BeaconEvent[] = [];
  let endOfTask = false;
  const flush = () => {
    endOfTask = false;
    while (pending.length > 0) {
      const events = pending.splice(0, BEACON_MAX_EVENTS);
      // A string goes as text/plain: no preflight, and the page worker accepts it.
      navigator.sendBeacon(BEACON_PATH, JSON.stringify({ appId: safeAppId, language: language(), events, ticket }));
    }
  };
  const send = (events: FunnelEvent[]) => {
    // Step 2, done, the error screen and each vital's metric once per page load, however often the
    // payer goes back and forth (the page worker writes one of each per ticket: a CLS grown on a
    // second hide would only be refused).
    const fresh = events.filter((event) => {
      const key = onceKey(event);
      if (key === null) return true;
      if (sent.has(key)) return false;
      sent.add(key);
      return true;
    });
    if (fresh.length === 0) return;
    const first = pending.length === 0;
    pending.push(...fresh.map((event) => checked(event, isUpi)));
    // A hidden page paints no frame, and one being left may never run another task: web-vitals
    // reports CLS and INP as the page is hidden (after pagehide when it is left), so those go at the
    // end of this task, together.
    if (document.visibilityState === 'hidden') {
      if (!endOfTask) queueMicrotask(flush);
      endOfTask = true;
    } else if (first) whenIdle(flush);
  };
  addEventListener('pagehide', flush);
  // A payer who leaves for their UPI app hides the page, which may then be idle only much later.
  // The event bubbles from the document to the window.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  startVitals((metric) => send([vitalEvent(metric)]), whenIdle);
  return send;
}

/**
 * A metric as a `vital` event: milliseconds rounded to whole ones; CLS is unitless and small,
 * so it keeps four decimals.
 */
export function vitalEvent(metric: Pick<Metric, 'name' | 'value'>): BeaconEvent {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
  return { kind: 'vital', detail: metric.name, value };
}

/**
 * The five field metrics. The library reads the buffered performance entries, so loading it after
 * idle loses nothing: TTFB and FCP arrive at once, LCP at the first input or when the page is
 * hidden, CLS and INP when the page is hidden (INP only after an interaction); a report again at a
 * later hide (a payer back from their UPI app) is not sent (onceKey). After a restore from the
 * back/forward cache all of them count as a new page load.
 */
function startVitals(report: (metric: Metric) => void, whenIdle: ReporterRules['whenIdle']): void {
  // One idle moment each: the five at once were one long task on the slowest phones
  // (docs/performance.md, The slowest phones). INP first: the browser keeps only the interactions
  // of 104 ms or more for a listener that comes later; the other four read entries it keeps whole.
  const starts = [onINP, onLCP, onCLS, onFCP, onTTFB];
  const next = () => {
    starts.shift()?.(report);
    if (starts.length > 0) whenIdle(next);
  };
  next();
}
