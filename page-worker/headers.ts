/**
 * The security headers (docs/rules.md) on every HTML response, from Hono's secure-headers
 * middleware: a per-response nonce CSP that allows scripts from this origin and
 * the Turnstile origin, connections to this origin (the beacon), the payment worker and upload origins,
 * frames from Turnstile only, and two threads: the OCR thread's script, which runs under its own
 * stricter policy (docs/security.md, 'The OCR thread's policy'), and the QR thread's; no-store, no-referrer, noindex.
 * Trusted Types (docs/security.md, 'Trusted Types'): with `TRUSTED_TYPES=enforce` the CSP requires
 * them, with `report` a Content-Security-Policy-Report-Only header does, reported to the same endpoint.
 * Nothing may frame a response, but a link's screens the sites EMBED_ORIGINS names for its app.
 */
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Context } from 'hono';
import { clientAssets } from './generated/client-assets.ts';
import { CSP_REPORT_GROUP, CSP_REPORTS_PATH } from './csp-reports.ts';
import { TRUSTED_TYPES_POLICY } from '../common/trusted-types.ts';
import type { AppEnv } from './app-env.ts';

type Ctx = Context<AppEnv>;
type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;

const NONE = "'none'";

function turnstileOrigin(c: Ctx): string {
  const result = c.get('config');
  return result.ok ? new URL(result.config.turnstileScriptUrl).origin : NONE;
}

/** Beside 'self' and the nonce, where 'none' is not allowed (browsers ignore it and warn): nothing. */
function turnstileScriptSource(c: Ctx): string {
  return c.get('config').ok ? turnstileOrigin(c) : '';
}

/** 'self' for the operations beacon (docs/rules.md, Operations data), then the payment worker and upload origins. */
function connectSources(c: Ctx): string {
  const result = c.get('config');
  if (!result.ok) return NONE;
  const origins = new Set([new URL(result.config.paymentWorkerUrl).origin, ...result.config.uploadOrigins]);
  return ["'self'", ...origins].join(' ');
}

/**
 * A thread's script as a full URL: a source expression cannot put a path after 'self', and a
 * host-source with a path matches that one file. The origin is the request's, which is the page's.
 */
const threadSource =
  (path: string) =>
  (c: Ctx): string =>
    new URL(path, c.req.url).href;

const contentSecurityPolicy = {
  defaultSrc: [NONE],
  scriptSrc: ["'self'", NONCE, turnstileScriptSource],
  styleSrc: [NONCE],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: [connectSources],
  frameSrc: [turnstileOrigin],
  // Only the OCR thread and the QR thread: not any other same-origin script (without the
  // directive, threads would fall back to script-src: this origin and Turnstile's).
  workerSrc: [threadSource(clientAssets.ocrThread), threadSource(clientAssets.qrThread)],
  frameAncestors: [NONE],
  baseUri: [NONE],
  formAction: [NONE],
  objectSrc: [NONE],
};

/**
 * Script sinks take only what the page's one policy makes (client/platform/trusted-urls.ts). No
 * `'allow-duplicates'`: a second policy of that name cannot replace the page's; no `default`
 * policy: a string written to a sink is refused, never silently passed through a catch-all.
 */
const trustedTypes = {
  requireTrustedTypesFor: ["'script'"],
  trustedTypes: [TRUSTED_TYPES_POLICY],
};

/**
 * Violations reach /csp-reports: `report-to` in browsers with the Reporting API (which then ignore
 * `report-uri`), `report-uri` in those without it (docs/security.md, 'CSP reports').
 */
const reporting = { reportTo: CSP_REPORT_GROUP, reportUri: [CSP_REPORTS_PATH] };

const otherHeaders = {
  // A path-absolute URL: Chromium resolves it against the page's origin (https only, as the page is).
  reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORTS_PATH }],
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
} satisfies Options;

/** `TRUSTED_TYPES=enforce`, and every response when the configuration is broken: one policy, enforced. */
const secureEnforcing = secureHeaders({
  contentSecurityPolicy: { ...contentSecurityPolicy, ...trustedTypes, ...reporting },
  ...otherHeaders,
});

/** `TRUSTED_TYPES=report`: the same policy without Trusted Types, which a report-only policy watches. */
const secureReporting = secureHeaders({
  contentSecurityPolicy: { ...contentSecurityPolicy, ...reporting },
  contentSecurityPolicyReportOnly: { ...trustedTypes, ...reporting },
  ...otherHeaders,
});

/**
 * A configuration error (which may be a malformed TRUSTED_TYPES) enforces: the error screen loads
 * neither of the scripts the policy exists for, so enforcing it cannot break anything.
 */
const secureFor = (c: Ctx) => {
  const result = c.get('config');
  return result.ok && result.trustedTypes === 'report' ? secureReporting : secureEnforcing;
};

/**
 * Who may frame a link's page, its error screens included (docs/security.md, 'Who may frame the
 * page'), is known only once the link route has run, after the CSP was composed: so its
 * `frame-ancestors 'none'` gives way to the allowed origins, and X-Frame-Options, which cannot name
 * an origin, goes. Every other response keeps both. A page that may be framed also frames `upi:`
 * links: in a merchant's frame, 'Pay with a UPI app' hands off through a hidden frame of the page's
 * (docs/embedding.md, 'UPI apps from inside a frame'); a broken configuration's `'none'` stays alone.
 */
function allowFramers(c: Ctx): void {
  const framers = c.get('framers');
  const csp = c.res.headers.get('Content-Security-Policy');
  if (!framers?.length || !csp) return;
  c.res.headers.set(
    'Content-Security-Policy',
    csp
      .replace(`frame-ancestors ${NONE}`, `frame-ancestors ${framers.join(' ')}`)
      .replace(/frame-src ([^;]+)/, (directive, sources: string) =>
        sources === NONE ? directive : `${directive} upi:`,
      ),
  );
  c.res.headers.delete('X-Frame-Options');
}

export const pageHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await secureFor(c)(c, next);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  allowFramers(c);
};
