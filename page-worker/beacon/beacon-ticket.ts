/**
 * Beacon tickets (docs/rules.md, Operations data): proof that a link page was served. With each
 * link page the page worker signs a short-lived ticket, an HMAC-SHA256 over the host it was served on,
 * the app id, the language, the issue time, whether the edge prefetch got channels for the app id,
 * the link's hash (link-hash.ts) and a random id, keyed by BEACON_SECRET. `POST /beacon` writes
 * nothing without a valid, unexpired ticket for its own host whose app id and language match the
 * beacon; BEACON_SECRET_PREVIOUS is accepted for checking (never for signing) while a key rotates.
 * Each ticket may write at most BEACON_EVENTS_PER_TICKET data points, and each of what
 * common/page-events.ts's onceKey counts once (one `step-2`, one `done`, one error screen, one of
 * each vital metric: the rule the browser's reporter keeps too), per isolate. Without either key, beacons are off: no ticket, every
 * beacon refused, one log line per isolate.
 *
 * Format: `v2.{host}.{appId}.{language}.{issuedAt}.{verified}.{link}.{id}.{mac}`; the host is
 * base64url of its text (it holds dots), the app id (empty, or one that passes isValidAppId) and
 * the language code hold no dot, `issuedAt` is whole seconds, `verified` is 1 or 0, the link hash
 * is empty on a page without a link, the id and the MAC are base64url.
 */
import { base64urlDecode, base64urlEncode, utf8 } from '../../common/encoding.ts';
import { hmacSign, hmacVerify } from '../../common/hmac.ts';
import { onceKey } from '../../common/page-events.ts';
import { isValidAppId } from '../../common/payer-link.ts';
import { LINK_HASH_LENGTH, linkHashKey } from './link-hash.ts';

/** How long a ticket is good for: a payer may pay in another app and come back. */
export const TICKET_LIFETIME_S = 60 * 60;
/** Data points one ticket may write (per isolate): a page sends a handful of funnel steps and five vitals. */
export const BEACON_EVENTS_PER_TICKET = 60;
/** The shortest secret accepted: 32 characters, as `openssl rand -base64 32` gives 44. */
export const MIN_SECRET_LENGTH = 32;
/** Tickets remembered per isolate; past it the ones first used longest ago give way. */
export const MAX_REMEMBERED_TICKETS = 10_000;

const VERSION = 'v2';

export interface TicketFacts {
  /** The host the page was served on (the request URL's, port included): another host refuses it. */
  host: string;
  /** '' for a page with no link (an error screen): its beacons carry no app id. */
  appId: string;
  language: string;
  /** Whether the edge prefetch got channels for this app id: only then may a data point name it. */
  verified: boolean;
  /** The link's hash (link-hash.ts), '' for a page with no link. */
  link: string;
}

export interface Ticket extends TicketFacts {
  id: string;
  issuedAt: number;
}

const hostField = (host: string) => base64urlEncode(utf8(host));

/** A fresh ticket for a link page, signed with the current key; `now` in milliseconds. */
export async function issueTicket(secret: string, facts: TicketFacts, now = Date.now()): Promise<string> {
  const id = base64urlEncode(crypto.getRandomValues(new Uint8Array(12)));
  const payload = [
    VERSION,
    hostField(facts.host),
    facts.appId,
    facts.language,
    Math.floor(now / 1000),
    facts.verified ? '1' : '0',
    facts.link,
    id,
  ].join('.');
  return `${payload}.${base64urlEncode(await hmacSign(secret, payload))}`;
}

/** The app id is any dot-free text here: isValidAppId judges it (docs/rules.md, Routes and statuses). */
const TICKET = new RegExp(
  `^v2\\.([A-Za-z0-9_-]{1,400})\\.([^.]*)\\.([a-z]{2})\\.(\\d{1,12})\\.([01])\\.((?:[A-Za-z0-9_-]{${LINK_HASH_LENGTH}})?)\\.([A-Za-z0-9_-]{16})\\.([A-Za-z0-9_-]{43})$`,
);

/**
 * The ticket's facts when it is well formed, issued for `host`, signed with one of `secrets` (the
 * current key, then the previous one) and unexpired; else null.
 */
export async function readTicket(
  secrets: readonly string[],
  ticket: unknown,
  host: string,
  now = Date.now(),
): Promise<Ticket | null> {
  if (typeof ticket !== 'string') return null;
  const match = TICKET.exec(ticket);
  if (!match) return null;
  const [, forHost = '', appId = '', language = '', issued = '', verified = '', link = '', id = '', signature = ''] =
    match;
  if (forHost !== hostField(host)) return null;
  if (appId !== '' && !isValidAppId(appId)) return null;
  const issuedAt = Number(issued);
  const age = now / 1000 - issuedAt;
  // A minute of clock skew between isolates, then the lifetime.
  if (age < -60 || age > TICKET_LIFETIME_S) return null;
  const payload = ticket.slice(0, ticket.length - signature.length - 1);
  // 43 characters are an HMAC-SHA256's 32 bytes; a spelling that is not canonical is no MAC of ours.
  const mac = base64urlDecode(signature);
  if (!mac) return null;
  for (const secret of secrets) {
    if (await hmacVerify(secret, payload, mac)) {
      return { host, appId, language, issuedAt, verified: verified === '1', link, id };
    }
  }
  return null;
}

/** The keys beacons need: the ticket key, the previous one while it rotates, and the link hash key. */
export interface BeaconKeys {
  /** Signs and checks tickets. */
  current: string;
  /** Checks tickets only, during a rotation (docs/operations.md, 'Deploy and roll back'). */
  previous: string | null;
  link: string;
}

const usable = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The beacon keys when both are usable; otherwise null and, once per env object, why. */
const warned = new WeakSet<object>();

export function beaconKeys(env: {
  BEACON_SECRET?: unknown;
  BEACON_SECRET_PREVIOUS?: unknown;
  LINK_HASH_KEY?: unknown;
}): BeaconKeys | null {
  const current = usable(env.BEACON_SECRET);
  const link = linkHashKey(env);
  if (current.length >= MIN_SECRET_LENGTH && link) {
    // A previous key too short to be a real one is ignored: it could only weaken the check.
    const previous = usable(env.BEACON_SECRET_PREVIOUS);
    return { current, previous: previous.length >= MIN_SECRET_LENGTH ? previous : null, link };
  }
  if (!warned.has(env)) {
    warned.add(env);
    // Never the value: only which key is missing or too short.
    const [name, value] =
      current.length >= MIN_SECRET_LENGTH ? ['LINK_HASH_KEY', usable(env.LINK_HASH_KEY)] : ['BEACON_SECRET', current];
    const reason = value ? `shorter than ${MIN_SECRET_LENGTH} characters` : 'not set';
    console.warn(JSON.stringify({ event: 'beacons-off', reason: `${name} is ${reason}` }));
  }
  return null;
}

/** An event as the allowance reads it: its kind, and for a vital its metric. */
export interface CountedEvent {
  kind: string;
  detail?: string;
}

/** What each remembered ticket wrote, per isolate, in the order each was first used. */
const written = new Map<string, { count: number; once: string[] }>();

/**
 * Which of these events the ticket may still write, in order, taking nothing: each within
 * BEACON_EVENTS_PER_TICKET and each once-per-ticket kind (a vital: its metric) for the first time,
 * counting the ones before it in the same beacon.
 */
export function ticketRoom(ticket: Ticket, events: readonly CountedEvent[]): boolean[] {
  const entry = written.get(ticket.id);
  let count = entry?.count ?? 0;
  const once = new Set(entry?.once);
  return events.map((event) => {
    const key = onceKey(event);
    if (count >= BEACON_EVENTS_PER_TICKET || (key !== null && once.has(key))) return false;
    count += 1;
    if (key !== null) once.add(key);
    return true;
  });
}

/**
 * Takes the ticket's allowance for these events (all or nothing): at most BEACON_EVENTS_PER_TICKET
 * in all and each once-per-ticket kind once; whether it could. A full memory forgets the ticket
 * first used longest ago, so a new page is never refused; a forgotten ticket that comes back starts
 * afresh, which the funnel's count of distinct links absorbs.
 */
export function takeTicketAllowance(ticket: Ticket, events: readonly CountedEvent[]): boolean {
  if (!ticketRoom(ticket, events).every(Boolean)) return false;
  const entry = written.get(ticket.id) ?? { count: 0, once: [] };
  entry.count += events.length;
  entry.once.push(...events.flatMap((event) => onceKey(event) ?? []));
  if (!written.has(ticket.id)) {
    for (const id of written.keys()) {
      if (written.size < MAX_REMEMBERED_TICKETS) break;
      written.delete(id);
    }
    written.set(ticket.id, entry);
  }
  return true;
}

/** Whether this isolate still remembers the ticket (for tests of the memory's limit). */
export const remembersTicket = (id: string): boolean => written.has(id);
