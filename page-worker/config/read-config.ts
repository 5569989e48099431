/**
 * The configuration (docs/rules.md, Configuration), read from wrangler `vars` and checked once per
 * environment object. A missing or malformed required value is a ConfigResult
 * error naming the variable; the routes turn it into the error screen and one log line.
 */
import { DEFAULT_TURNSTILE_SCRIPT_URL, type PageConfig } from '../../common/client-config.ts';
import { LOOPBACK_HOSTS } from '../../common/local-hosts.ts';
import { parseBooleanLike } from '../../common/payer-link.ts';
import { parseTrustedTypesMode, type TrustedTypesMode } from '../../common/trusted-types.ts';
import { isSiteKey } from '../../common/site-key.ts';
import { parseUpiAppButton } from '../../common/upi-app.ts';
import { described, parseServiceUrl } from './config-values.ts';
import { parseEmbedOrigins, type Embedders } from './embed-origins.ts';
import { readList, readOrigin, readRedirectHost } from './host-lists.ts';
import { secretShape } from './secret-shapes.ts';
import type { Env } from '../worker-env.ts';

/** Server-only settings: how the page worker fetches channels before rendering (docs/rules.md, Edge prefetch). */
interface PrefetchSettings {
  enabled: boolean;
  timeoutMs: number;
}

type Settings =
  | {
      ok: true;
      config: PageConfig;
      prefetch: PrefetchSettings;
      /** Whether the CSP enforces Trusted Types or only reports (docs/security.md, 'Trusted Types'). */
      trustedTypes: TrustedTypesMode;
    }
  | { ok: false; problem: string };

/**
 * The settings, and who may frame a link's page (docs/security.md, 'Who may frame the page'): read
 * apart from the rest, so an error screen for another variable's mistake keeps its framers; none
 * when EMBED_ORIGINS itself is the mistake.
 */
export type ConfigResult = Settings & { embedders: Embedders };

const DEFAULT_PREFETCH_TIMEOUT_MS = 800;

/** Every variable this file reads (docs/rules.md, Configuration). */
export const CONFIG_VARIABLES = [
  'PAYMENT_WORKER_URL',
  'TURNSTILE_SITE_KEY',
  'TURNSTILE_SCRIPT_URL',
  'REDIRECT_ALLOWED_HOSTS',
  'UPLOAD_ORIGINS',
  'EDGE_PREFETCH',
  'PREFETCH_TIMEOUT_MS',
  'UPI_APP_BUTTON',
  'TRUSTED_TYPES',
  'EMBED_ORIGINS',
] as const;

/**
 * Whether this is the local configuration: its payment worker on this machine (readSettings' `local`,
 * read here too since EMBED_ORIGINS is read apart from the other settings).
 */
function isLocal(env: Env): boolean {
  const url = parseServiceUrl(env.PAYMENT_WORKER_URL?.trim() ?? '');
  return url.ok && LOOPBACK_HOSTS.includes(url.url.hostname);
}

function read(env: Env): ConfigResult {
  // wrangler.toml vars may be TOML arrays or numbers; the string methods below would throw on them.
  for (const name of CONFIG_VARIABLES) {
    const value: unknown = env[name];
    if (value != null && typeof value !== 'string') {
      return {
        ok: false,
        problem: `${name} must be a string (a comma-separated list for lists), got a ${Array.isArray(value) ? 'list' : typeof value}.`,
        embedders: [],
      };
    }
  }
  const embed = parseEmbedOrigins(env.EMBED_ORIGINS, isLocal(env));
  return embed.ok ? { ...readSettings(env), embedders: embed.embedders } : { ...embed, embedders: [] };
}

function readSettings(env: Env): Settings {
  const base = env.PAYMENT_WORKER_URL?.trim() ?? '';
  if (!base)
    return { ok: false, problem: 'PAYMENT_WORKER_URL is not set: set it in wrangler.toml [vars] (or .dev.vars).' };
  const baseUrl = parseServiceUrl(base);
  if (!baseUrl.ok || baseUrl.url.search || baseUrl.url.hash) {
    const why = baseUrl.ok ? 'it has a query or fragment' : baseUrl.why;
    return {
      ok: false,
      problem: `PAYMENT_WORKER_URL must be an https URL without query or fragment (${why}), got ${described(base, true)}.`,
    };
  }
  const siteKey = env.TURNSTILE_SITE_KEY?.trim() ?? '';
  if (!siteKey)
    return { ok: false, problem: 'TURNSTILE_SITE_KEY is not set: set it in wrangler.toml [vars] (or .dev.vars).' };
  // Every page publishes the site key: a secret of any shape there is leaked, the widget's own
  // secret key (a digit, `x`, then more characters than a site key has) most likely.
  const secret = secretShape(siteKey);
  if (secret) {
    return {
      ok: false,
      problem: `TURNSTILE_SITE_KEY looks like ${secret}, which must never be published: set the site key, got ${described(siteKey)}.`,
    };
  }
  if (!isSiteKey(siteKey)) return { ok: false, problem: `TURNSTILE_SITE_KEY is malformed, got ${described(siteKey)}.` };

  const script = env.TURNSTILE_SCRIPT_URL?.trim() || DEFAULT_TURNSTILE_SCRIPT_URL;
  const scriptUrl = parseServiceUrl(script);
  if (!scriptUrl.ok) {
    return {
      ok: false,
      problem: `TURNSTILE_SCRIPT_URL must be an https URL (${scriptUrl.why}), got ${described(script, true)}.`,
    };
  }

  const local = LOOPBACK_HOSTS.includes(baseUrl.url.hostname);
  const uploadOrigins = readList('UPLOAD_ORIGINS', env.UPLOAD_ORIGINS, (entry) => readOrigin(entry, local));
  if (!uploadOrigins.ok) return uploadOrigins;
  // Empty means no redirect; a stray comma is a mistake, not a choice to read as either.
  const redirectAllowedHosts = readList('REDIRECT_ALLOWED_HOSTS', env.REDIRECT_ALLOWED_HOSTS, (entry) =>
    readRedirectHost(entry, local),
  );
  if (!redirectAllowedHosts.ok) return redirectAllowedHosts;

  const prefetchFlag = parseBooleanLike(env.EDGE_PREFETCH?.trim() || null);
  if (env.EDGE_PREFETCH?.trim() && prefetchFlag === undefined) {
    return { ok: false, problem: `EDGE_PREFETCH must be on or off, got ${described(env.EDGE_PREFETCH)}.` };
  }
  const timeoutText = env.PREFETCH_TIMEOUT_MS?.trim() ?? '';
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_PREFETCH_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 30_000) {
    return {
      ok: false,
      problem: `PREFETCH_TIMEOUT_MS must be a whole number of milliseconds from 1 to 30000, got ${described(timeoutText)}.`,
    };
  }

  const upiAppButton = parseUpiAppButton(env.UPI_APP_BUTTON);
  if (!upiAppButton) {
    return {
      ok: false,
      problem: `UPI_APP_BUTTON must be android, all or off, got ${described(env.UPI_APP_BUTTON ?? '')}.`,
    };
  }

  const trustedTypes = parseTrustedTypesMode(env.TRUSTED_TYPES?.trim() || 'enforce');
  if (!trustedTypes) {
    return {
      ok: false,
      problem: `TRUSTED_TYPES must be enforce or report, got ${described(env.TRUSTED_TYPES ?? '')}.`,
    };
  }

  return {
    ok: true,
    prefetch: { enabled: prefetchFlag !== false, timeoutMs },
    trustedTypes,
    config: {
      paymentWorkerUrl: baseUrl.url.href.replace(/\/+$/, ''),
      turnstileSiteKey: siteKey,
      turnstileScriptUrl: scriptUrl.url.href,
      uploadOrigins: uploadOrigins.entries.length > 0 ? uploadOrigins.entries : [baseUrl.url.origin],
      redirectAllowedHosts: redirectAllowedHosts.entries,
      upiAppButton,
      local,
    },
  };
}

// The env object lives as long as the isolate: check it once, not on every request.
const cache = new WeakMap<Env, ConfigResult>();

export function readConfig(env: Env): ConfigResult {
  let result = cache.get(env);
  if (!result) {
    result = read(env);
    cache.set(env, result);
  }
  return result;
}
