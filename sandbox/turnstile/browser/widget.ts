/**
 * The script of the stand-in's widget page (GET /turnstile/v0/widget, one per
 * iframe): runs the pretend challenge for its site key's mode, gets a token from
 * /turnstile/v0/token on its own origin and posts the outcome to the parent page,
 * addressed to the `parent` origin only. The challenge runs only when loaded with
 * `run=1`. The page inlines it under its CSP nonce (../widget-page.ts), once
 * make/sandbox-scripts.ts has made it a plain script (wrapped in a function of its own, so none of
 * its names is a global of the page).
 */
import type { WidgetEvent, WidgetMessage } from '../protocol.ts';

/** Filled in at build time (make/sandbox-scripts.ts). */
declare const TOKEN_LIFETIME_MS: number;
declare const CHALLENGE_FAILED_CODE: string;
declare const DOMAIN_NOT_ALLOWED_CODE: string;

/** A string property of an answer that may be anything, or undefined. */
function stringField(value: unknown, name: string): string | undefined {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof field === 'string' ? field : undefined;
}

const query = new URLSearchParams(location.search);
// The sandbox serves this page only with a valid id and parent origin.
const id = query.get('id') ?? '';
const parentOrigin = query.get('parent') ?? '';
const body = document.body;
const mode = body.getAttribute('data-mode');
// Both are in the page's own markup (../widget-page.ts).
const status = document.getElementById('status') as HTMLElement;
const checkbox = document.getElementById('verify') as HTMLInputElement;
let expiryTimer = 0;
document.documentElement.setAttribute('data-theme', query.get('theme') || 'auto');

function post(what: WidgetEvent) {
  const message: WidgetMessage = { source: 'sandbox-turnstile', id: id, ...what };
  window.parent.postMessage(message, parentOrigin);
}
function show(state: string, text: string) {
  body.setAttribute('data-state', state);
  status.textContent = text;
}
function failWith(code: string) {
  show('error', 'Verification failed (' + code + ')');
  post({ event: 'error', code: code });
}
function succeed(token: string) {
  show('success', 'Success!');
  post({ event: 'success', token: token });
  expiryTimer = setTimeout(function () {
    show('expired', 'Expired');
    post({ event: 'expired' });
  }, TOKEN_LIFETIME_MS);
}
function requestToken() {
  show('verifying', 'Verifying\u2026');
  const payload = { sitekey: query.get('sitekey'), action: query.get('action'), cdata: query.get('cdata') };
  fetch('token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
    .then(function (response) {
      return response.json().then(function (answer: unknown) {
        const token = stringField(answer, 'token');
        if (response.ok && token !== undefined) succeed(token);
        else failWith(stringField(answer, 'code') ?? CHALLENGE_FAILED_CODE);
      });
    })
    .catch(function () {
      failWith('200500');
    });
}
function start() {
  clearTimeout(expiryTimer);
  if (mode === 'domain-not-allowed') return failWith(DOMAIN_NOT_ALLOWED_CODE);
  if (mode === 'interactive') {
    show('interactive', '');
    post({ event: 'before-interactive' });
    return;
  }
  show('verifying', 'Verifying\u2026');
  setTimeout(
    mode === 'fail'
      ? function () {
          failWith(CHALLENGE_FAILED_CODE);
        }
      : requestToken,
    300,
  );
}
checkbox.addEventListener('change', function () {
  if (!checkbox.checked) return;
  checkbox.disabled = true;
  post({ event: 'after-interactive' });
  requestToken();
});
if (query.get('run') === '1') start();
else show('idle', 'Waiting for verification');
