/**
 * What the page reports to operations (docs/rules.md, Operations data; the queries are in
 * docs/operations.md): the payer's funnel and field speed as a beacon the browser sends to the
 * page worker. Both sides use this file, so the client can only build what the page worker accepts.
 * Kinds, outcomes, timings, language and app id only: never a token, a UTR, a URL, an
 * address or an account number.
 */
import { isRecord } from './json.ts';
import { PAYEE_KINDS, type PayeeKind } from './payee.ts';
import { isValidAppId } from './payer-link.ts';

/** The page worker's beacon endpoint: same origin, so the CSP's connect-src needs only 'self'. */
export const BEACON_PATH = '/beacon';
/** The largest beacon body the page worker reads. */
export const BEACON_MAX_BYTES = 4096;
/** The most events one beacon may carry. */
export const BEACON_MAX_EVENTS = 20;
/** The largest value an event may carry: an hour in milliseconds (CLS, unitless, stays far below). */
export const EVENT_MAX_VALUE = 3_600_000;

/** Steps of the payer's funnel, derived from flow-state transitions (client/beacon/funnel.ts). */
export const FUNNEL_KINDS = [
  'step-2',
  'submit-started',
  'upload-failed',
  'bot-check-failed',
  'submitted',
  'done',
  'redirected',
  'error-screen',
  'ocr-note',
] as const;
export type FunnelKind = (typeof FUNNEL_KINDS)[number];

/**
 * The funnel kinds one page load counts once (docs/rules.md, Operations data): step 2, done and the
 * error screen. The funnel counts each once per link; the budget's reserve is for each one's first.
 */
export const ONCE_PER_PAGE: readonly string[] = ['step-2', 'done', 'error-screen'];

/**
 * What an event counts once per page load as, or null when it may repeat: a kind of ONCE_PER_PAGE,
 * or a vital by its metric (the field speed weighs one value per metric and page load). The one
 * rule both sides keep: the browser's reporter sends each key once (client/beacon/beacon.ts), and
 * the page worker writes each once per beacon ticket (page-worker/beacon/beacon-ticket.ts).
 */
export function onceKey(event: { kind: string; detail?: string }): string | null {
  if (event.kind === 'vital') return `vital:${event.detail ?? ''}`;
  return ONCE_PER_PAGE.includes(event.kind) ? event.kind : null;
}

/** Core Web Vitals as the web-vitals library names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

type BeaconKind = FunnelKind | 'vital';

/** Channel types a step-2 event may name; any other type the payment worker sends is 'other'. */
export const CHANNEL_DETAILS = ['upi', 'bank_transfer', 'other'] as const;
/**
 * The notes the screenshot reader showed beside its suggestion (docs/rules.md, Reading the payment
 * from a screenshot): which kind, never what the screenshot or the link says.
 */
export const NOTE_DETAILS = ['amount', 'payee', 'date'] as const;
/** The error screens' kinds (page/flow/state.ts, ErrorKind). */
export const ERROR_DETAILS = ['not-found', 'invalid-link', 'config', 'load', 'call', 'chunk', 'unauthorized'] as const;

export interface BeaconEvent {
  kind: BeaconKind;
  /** step-2: the channel type; error-screen: its kind; ocr-note: the note's kind; vital: the metric's name; otherwise ''. */
  detail: string;
  /** vital: the metric's value; funnel steps: milliseconds since the page started loading. */
  value: number;
  /** A UPI step-2 only: who the payee is. */
  payee?: PayeeKind;
}

export interface Beacon {
  /** Only when it passes isValidAppId (docs/rules.md, Routes and statuses). */
  appId: string | null;
  /** A language code (page/i18n/languages.ts). */
  language: string;
  events: BeaconEvent[];
}

/** The details each kind allows ('' alone for the kinds without one). */
function detailsFor(kind: BeaconKind): readonly string[] {
  if (kind === 'step-2') return CHANNEL_DETAILS;
  if (kind === 'error-screen') return ERROR_DETAILS;
  if (kind === 'ocr-note') return NOTE_DETAILS;
  if (kind === 'vital') return VITAL_NAMES;
  return [''];
}

const KINDS: readonly string[] = [...FUNNEL_KINDS, 'vital'];

function readEvent(raw: unknown): BeaconEvent | null {
  if (!isRecord(raw) || typeof raw.kind !== 'string' || !KINDS.includes(raw.kind)) return null;
  const kind = raw.kind as BeaconKind;
  const detail = raw.detail ?? '';
  const value = raw.value ?? 0;
  if (typeof detail !== 'string' || !detailsFor(kind).includes(detail)) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > EVENT_MAX_VALUE) return null;
  // A UPI step 2 names its payee's kind (a page from before the field, none: unknown); no other event names one.
  const payee = raw.payee ?? 'unknown';
  if (kind === 'step-2' && detail === 'upi') {
    if (!PAYEE_KINDS.includes(payee as PayeeKind)) return null;
    return { kind, detail, value, payee: payee as PayeeKind };
  }
  if (raw.payee !== undefined) return null;
  return { kind, detail, value };
}

/**
 * A beacon body, parsed JSON, checked field by field: fixed kinds and details, finite bounded
 * values, a safe app id, a known language. Unknown fields are dropped; anything wrong is null.
 */
export function readBeacon(raw: unknown, languages: readonly string[]): Beacon | null {
  if (!isRecord(raw) || !Array.isArray(raw.events)) return null;
  const appId = raw.appId ?? null;
  if (appId !== null && !isValidAppId(appId)) return null;
  if (typeof raw.language !== 'string' || !languages.includes(raw.language)) return null;
  if (raw.events.length === 0 || raw.events.length > BEACON_MAX_EVENTS) return null;
  const events: BeaconEvent[] = [];
  for (const item of raw.events) {
    const event = readEvent(item);
    if (!event) return null;
    events.push(event);
  }
  return { appId, language: raw.language, events };
}
