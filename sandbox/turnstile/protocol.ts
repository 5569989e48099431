/**
 * What the stand-in's three parts agree on: the widget page (browser/widget.ts),
 * the api.js it talks to in the payer's page (browser/api.ts), and the sandbox
 * payment worker that serves both and issues the tokens. Pure values and types
 * only, so the browser scripts, the sandbox and the build can all import it.
 */

/** How long a token is good for, as with Cloudflare's siteverify; the widget reports `expired` after it. */
export const TOKEN_LIFETIME_SECONDS = 300;

/** Error code the always-failing key reports (Cloudflare: generic challenge failure). */
export const CHALLENGE_FAILED_CODE = '600010';
/** Error code for a parent page whose origin is not in ALLOWED_ORIGINS (Cloudflare: domain not authorised). */
export const DOMAIN_NOT_ALLOWED_CODE = '110200';

/** What happened in a widget, as it tells its parent page. */
export type WidgetEvent =
  | { event: 'success'; token: string }
  | { event: 'error'; code: string }
  | { event: 'expired' | 'before-interactive' | 'after-interactive' };

/** A widget's message to its parent page (`postMessage`, addressed to the parent's origin only). */
export type WidgetMessage = { source: 'sandbox-turnstile'; id: string } & WidgetEvent;
