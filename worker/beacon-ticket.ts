/**
 * Beacon tickets (docs/rules.md, Operations data): proof that a link page was served. With each
 * link page the worker signs a short-lived ticket, an HMAC-SHA256 over the app id, the language,
 * the issue time, a random id and whether the edge prefetch got channels for the app id, keyed by
 * BEACON_SECRET. `POST /beacon` writes nothing without a valid, unexpired ticket whose app id and
 * language match the beacon; each ticket may write at most BEACON_EVENTS_PER_TICKET data points per
 * isolate. Without a secret, beacons are off: no ticket, every beacon refused, one log line per
 * isolate.
 *
 * Format: `v1.{appId}.{language}.{issuedAt}.{verified}.{id}.{mac}`; the app id (empty, or one
 * that passes isValidAppId) and the language code hold no dot, `issuedAt` is whole seconds, `verified` is 1 or 0, the id and the
 * MAC are base64url.
 */
import { base64urlEncode } from '../common/encoding.ts';
import { hmacSign } from '../common/hmac.ts';
import { isValidAppId } from '../common/payer-link.ts';

/** How long a ticket is good for: a payer may pay in another app and come back. */
export const TICKET_LIFETIME_S = 60 * 60;
/** Data points one ticket may write (per isolate): a page sends a handful of funnel steps and five vitals. */
export const BEACON_EVENTS_PER_TICKET = 60;
/** The shortest secret accepted: 32 characters, as `openssl rand -base64 32` gives 44. */
export const MIN_SECRET_LENGTH = 32;

const VERSION = 'v1';

export interface TicketFacts {
  /** '' for a page with no link (an error screen): its beacons carry no app id. */
  appId: string;
  language: string;
  /** Whether the edge prefetch got channels for this app id: only then may a data point name it. */
  verified: boolean;
}

export interface Ticket extends TicketFacts {
  id: string;
  issuedAt: number;
}

/** A fresh ticket for a link page; `now` in milliseconds. */
export async function issueTicket(secret: string, facts: TicketFacts, now = Date.now()): Promise<string> {
  const id = base64urlEncode(crypto.getRandomValues(new Uint8Array(12)));
  const payload = [VERSION, facts.appId, facts.language, Math.floor(now / 1000), facts.verified ? '1' : '0', id].join(
    '.',
  );
  return `${payload}.${base64urlEncode(await hmacSign(secret, payload))}`;
}

/** Compares two strings in time that depends only on their length. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The app id is any dot-free text here: isValidAppId judges it (docs/rules.md, Routes and statuses). */
const TICKET = /^v1\.([^.]*)\.([a-z]{2})\.(\d{1,12})\.([01])\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** The ticket's facts when it is well formed, signed with `secret` and unexpired; else null. */
export async function readTicket(secret: string, ticket: unknown, now = Date.now()): Promise<Ticket | null> {
  if (typeof ticket !== 'string') return null;
  const match = TICKET.exec(ticket);
  if (!match) return null;
  const [, appId = '', language = '', issued = '', verified = '', id = '', signature = ''] = match;
  if (appId !== '' && !isValidAppId(appId)) return null;
  const issuedAt = Number(issued);
  const age = now / 1000 - issuedAt;
  // A minute of clock skew between isolates, then the lifetime.
  if (age < -60 || age > TICKET_LIFETIME_S) return null;
  const payload = ticket.slice(0, ticket.length - signature.length - 1);
  if (!sameText(base64urlEncode(await hmacSign(secret, payload)), signature)) return null;
  return { appId, language, issuedAt, verified: verified === '1', id };
}

/** BEACON_SECRET when it is usable; otherwise null and, once per env object, why. */
const warned = new WeakSet<object>();

export function beaconSecret(env: { BEACON_SECRET?: unknown }): string | null {
  const secret = typeof env.BEACON_SECRET === 'string' ? env.BEACON_SECRET.trim() : '';
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  if (!warned.has(env)) {
    warned.add(env);
    // Never the value: only whether it is missing or too short.
    const reason = secret ? `shorter than ${MIN_SECRET_LENGTH} characters` : 'not set';
    console.warn(JSON.stringify({ event: 'beacons-off', reason: `BEACON_SECRET is ${reason}` }));
  }
  return null;
}

/** Events written per ticket id, per isolate; expired tickets are forgotten when the map grows. */
const written = new Map<string, { count: number; issuedAt: number }>();
const MAX_REMEMBERED = 10_000;

/** Takes `count` of the ticket's allowance (all or nothing); whether it could. */
export function takeTicketAllowance(ticket: Ticket, count: number, now = Date.now()): boolean {
  if (written.size >= MAX_REMEMBERED) {
    for (const [id, entry] of written) {
      if (now / 1000 - entry.issuedAt > TICKET_LIFETIME_S) written.delete(id);
    }
    // Still full of live tickets: refuse rather than forget what they wrote.
    if (written.size >= MAX_REMEMBERED && !written.has(ticket.id)) return false;
  }
  const entry = written.get(ticket.id) ?? { count: 0, issuedAt: ticket.issuedAt };
  if (entry.count + count > BEACON_EVENTS_PER_TICKET) return false;
  entry.count += count;
  written.set(ticket.id, entry);
  return true;
}
