/**
 * The configuration (docs/rules.md, Configuration), read from wrangler `vars` and checked once per
 * environment object. A missing or malformed required value is a ConfigResult
 * error naming the variable; the routes turn it into the error screen and one log line.
 */
import { DEFAULT_TURNSTILE_SCRIPT_URL, type ClientConfig } from '../common/client-config.ts';
import { parseBooleanLike } from '../common/payer-link.ts';
import { parseAllowedHosts } from '../common/redirect.ts';
import { parseUpiAppButton } from '../common/upi-app.ts';
import type { Env } from './worker-env.ts';

/** Server-only settings: how the worker fetches channels before rendering (docs/rules.md, Edge prefetch). */
interface PrefetchSettings {
  enabled: boolean;
  timeoutMs: number;
}

export type ConfigResult =
  { ok: true; config: ClientConfig; prefetch: PrefetchSettings } | { ok: false; problem: string };

const DEFAULT_PREFETCH_TIMEOUT_MS = 800;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere, plain http only to this machine (local development and tests). */
function parseServiceUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    return secure && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

const show = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

const VARIABLES = [
  'PAYMENT_WORKER_URL',
  'TURNSTILE_SITE_KEY',
  'TURNSTILE_SCRIPT_URL',
  'REDIRECT_ALLOWED_HOSTS',
  'UPLOAD_ORIGINS',
  'EDGE_PREFETCH',
  'PREFETCH_TIMEOUT_MS',
  'UPI_APP_BUTTON',
] as const;

function read(env: Env): ConfigResult {
  // wrangler.toml vars may be TOML arrays or numbers; the string methods below would throw on them.
  for (const name of VARIABLES) {
    const value: unknown = env[name];
    if (value != null && typeof value !== 'string') {
      return {
        ok: false,
        problem: `${name} must be a string (a comma-separated list for lists), got a ${Array.isArray(value) ? 'list' : typeof value}.`,
      };
    }
  }
  const base = env.PAYMENT_WORKER_URL?.trim() ?? '';
  if (!base)
    return { ok: false, problem: 'PAYMENT_WORKER_URL is not set: set it in wrangler.toml [vars] (or .dev.vars).' };
  const baseUrl = parseServiceUrl(base);
  if (!baseUrl || baseUrl.search || baseUrl.hash) {
    return {
      ok: false,
      problem: `PAYMENT_WORKER_URL must be an https URL without query or fragment, got ${show(base)}.`,
    };
  }
  const siteKey = env.TURNSTILE_SITE_KEY?.trim() ?? '';
  if (!siteKey)
    return { ok: false, problem: 'TURNSTILE_SITE_KEY is not set: set it in wrangler.toml [vars] (or .dev.vars).' };
  if (!/^[\w-]{1,128}$/.test(siteKey))
    return { ok: false, problem: `TURNSTILE_SITE_KEY is malformed, got ${show(siteKey)}.` };

  const script = env.TURNSTILE_SCRIPT_URL?.trim() || DEFAULT_TURNSTILE_SCRIPT_URL;
  const scriptUrl = parseServiceUrl(script);
  if (!scriptUrl) return { ok: false, problem: `TURNSTILE_SCRIPT_URL must be an https URL, got ${show(script)}.` };

  const uploadOrigins: string[] = [];
  for (const origin of (env.UPLOAD_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const url = parseServiceUrl(origin);
    if (!url || url.origin !== origin.replace(/\/$/, '')) {
      return { ok: false, problem: `UPLOAD_ORIGINS must list https origins separated by commas, got ${show(origin)}.` };
    }
    uploadOrigins.push(url.origin);
  }

  // Empty means no redirect; a value that names no host (`,`) is a mistake, not a choice to read as either.
  const redirectAllowedHosts = parseAllowedHosts(env.REDIRECT_ALLOWED_HOSTS);
  if (env.REDIRECT_ALLOWED_HOSTS?.trim() && redirectAllowedHosts.length === 0) {
    return {
      ok: false,
      problem: `REDIRECT_ALLOWED_HOSTS names no host (leave it empty for no redirect, or write * for any https host), got ${show(env.REDIRECT_ALLOWED_HOSTS)}.`,
    };
  }

  const prefetchFlag = parseBooleanLike(env.EDGE_PREFETCH?.trim() || null);
  if (env.EDGE_PREFETCH?.trim() && prefetchFlag === undefined) {
    return { ok: false, problem: `EDGE_PREFETCH must be on or off, got ${show(env.EDGE_PREFETCH)}.` };
  }
  const timeoutText = env.PREFETCH_TIMEOUT_MS?.trim() ?? '';
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_PREFETCH_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 30_000) {
    return {
      ok: false,
      problem: `PREFETCH_TIMEOUT_MS must be a whole number of milliseconds from 1 to 30000, got ${show(timeoutText)}.`,
    };
  }

  const upiAppButton = parseUpiAppButton(env.UPI_APP_BUTTON);
  if (!upiAppButton) {
    return { ok: false, problem: `UPI_APP_BUTTON must be android, all or off, got ${show(env.UPI_APP_BUTTON ?? '')}.` };
  }

  return {
    ok: true,
    prefetch: { enabled: prefetchFlag !== false, timeoutMs },
    config: {
      paymentWorkerUrl: baseUrl.href.replace(/\/+$/, ''),
      turnstileSiteKey: siteKey,
      turnstileScriptUrl: scriptUrl.href,
      uploadOrigins: uploadOrigins.length > 0 ? uploadOrigins : [baseUrl.origin],
      redirectAllowedHosts,
      upiAppButton,
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
