/**
 * The payer's funnel for operations (docs/rules.md, Operations data): events derived from flow-state
 * transitions in one place, never from calls sprinkled through the code. They wait in a tiny
 * array until the page is idle; then the reporter chunk (beacon.ts, with web-vitals for the field
 * speed) loads, checks and sends them. Step 1 pays only for this file, so it stays this small.
 */
import { useEffect, useRef } from 'react';
import type { Channel } from '../../common/channels.ts';
import type { FunnelKind } from '../../common/page-events.ts';
import type { FunnelEvent } from './beacon.ts';
import type { ReporterRules } from './reporter-rules.ts';
import type { FlowState } from '../../page/flow/state.ts';

type Send = (events: FunnelEvent[]) => void;

/** Events before the reporter loads; a page whose chunk never comes keeps no more than this. */
const QUEUE_LIMIT = 20;
const queue: FunnelEvent[] = [];
let send: Send | null = null;

/** An event now; its value is the time since the page started loading. */
const event = (kind: FunnelKind, detail = '', channel?: Channel | null): FunnelEvent => ({
  kind,
  detail,
  value: Math.round(performance.now()),
  channel,
});

/** Shown on step 2 of the pay page, the way screenOf (page/flow/state.ts) decides. */
const onStep2 = (state: FlowState) => state.phase === 'ready' && state.page === 'pay' && state.step === 2;

/**
 * What one transition means for the funnel (`previous` null: the first state after hydration).
 * Done is the payment worker's acceptance, never a done screen restored from saved progress;
 * step 2 and done count once per page load: the reporter drops repeats.
 */
export function funnelEvents(previous: FlowState | null, next: FlowState): FunnelEvent[] {
  const events: FunnelEvent[] = [];
  const before = previous?.submission ?? 'idle';
  if (next.phase === 'error' && previous?.phase !== 'error') events.push(event('error-screen', next.error ?? 'call'));
  if (onStep2(next) && !(previous && onStep2(previous))) events.push(event('step-2', '', next.channel));
  if (before === 'idle' && next.submission !== 'idle') events.push(event('submit-started'));
  // Stopped with the payer still on the form: which stage failed (an error screen reports itself).
  if (next.phase === 'ready' && next.page === 'pay' && next.submission === 'idle') {
    if (before === 'uploading') events.push(event('upload-failed'));
    if (before === 'checking') events.push(event('bot-check-failed'));
  }
  if (before !== 'submitting' && next.submission === 'submitting') events.push(event('submitted'));
  // From a running submission only: restoring a saved done screen is never a new done.
  if (before !== 'idle' && next.page === 'done' && previous?.page !== 'done') events.push(event('done'));
  return events;
}

function report(events: FunnelEvent[]): void {
  if (send) send(events);
  else queue.push(...events.slice(0, QUEUE_LIMIT - queue.length));
}

/**
 * The events that are not flow state, reported where they happen: the redirect after done
 * (navigation), and each note the screenshot reader shows (its own state, in its lazy chunk, so
 * step 1 carries neither the notes nor a rule for them).
 */
export function reportEvent(kind: FunnelKind, detail?: string): void {
  report([event(kind, detail)]);
}

interface FunnelOptions {
  appId: string | undefined;
  /** The language the page was served in: the beacon ticket names it, and the page worker checks they match. */
  language: string;
  /** The page worker's beacon ticket (docs/rules.md, Operations data); without one nothing is sent. */
  ticket: string | undefined;
  /** False where the CSP allows no connection (a configuration error). */
  enabled: boolean;
  /** The page's rules the reporter applies (./reporter-rules.ts, which says why they are handed over). */
  rules: ReporterRules;
}

/** Watches the flow state for the funnel, and loads the reporter once the browser is idle. */
export function useFunnel(state: FlowState, { appId, language, ticket, enabled: allowed, rules }: FunnelOptions): void {
  const enabled = allowed && ticket !== undefined;
  const previous = useRef<FlowState | null>(null);
  const currentLanguage = useRef(language);
  useEffect(() => {
    currentLanguage.current = language;
  }, [language]);
  useEffect(() => {
    if (!enabled) return;
    // An operations failure never reaches the payer: a chunk that does not load is no error.
    const load = () =>
      void import('./beacon.ts').then(
        (module) => {
          send = module.startBeacon(appId, ticket ?? '', () => currentLanguage.current, rules);
          send(queue.splice(0));
        },
        () => undefined,
      );
    // Safari has no requestIdleCallback: a second after hydration instead.
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 1000);
  }, [appId, ticket, enabled, rules]);
  useEffect(() => {
    if (enabled) report(funnelEvents(previous.current, state));
    previous.current = state;
  }, [state, enabled]);
}
