/** Shared helpers for the page worker tests: requests, HTML pieces, CSP parsing. */
import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import worker from '../../page-worker/index.ts';
import type { DataPoint } from '../../page-worker/operations/data-points.ts';
import type { Env } from '../../page-worker/worker-env.ts';
import type { PageConfig } from '../../common/client-config.ts';
import { readConfig } from '../../page-worker/config/read-config.ts';

export const BASE = 'https://page.test';

/** The beacon ticket key the vitest config binds (docs/rules.md, Operations data). */
export const TEST_BEACON_SECRET = 'test-beacon-secret-0123456789abcdef';
/** The link hash key the vitest config binds (docs/rules.md, Operations data). */
export const TEST_LINK_HASH_KEY = 'test-link-hash-key-0123456789abcdef';

/** A request through the page worker as deployed (wrangler.toml plus the vitest config's vars). */
export function get(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, init);
}

/** The vars the vitest config sets, as a plain object to vary per test. */
export function baseEnv(): Env {
  return {
    PAYMENT_WORKER_URL: env.PAYMENT_WORKER_URL,
    TURNSTILE_SITE_KEY: env.TURNSTILE_SITE_KEY,
    TURNSTILE_SCRIPT_URL: env.TURNSTILE_SCRIPT_URL,
    REDIRECT_ALLOWED_HOSTS: env.REDIRECT_ALLOWED_HOSTS,
    UPLOAD_ORIGINS: env.UPLOAD_ORIGINS,
    EDGE_PREFETCH: env.EDGE_PREFETCH,
    EMBED_ORIGINS: env.EMBED_ORIGINS,
    BEACON_SECRET: env.BEACON_SECRET,
    LINK_HASH_KEY: env.LINK_HASH_KEY,
  };
}

/** Vars for one test; `unknown`, since wrangler.toml vars may be JSON arrays or numbers, not only strings. */
export type Vars = { [Name in keyof Env]?: unknown };

/** The page worker's default export called directly with the given env object. */
export async function fetchWith(vars: Vars, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${BASE}${path}`, init), vars, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * The page worker's configuration as it reads the vitest config's vars overridden by `vars` (null
 * when it refuses them): what it decides with, beyond the part the boot data carries.
 */
export function pageConfig(vars: Vars): PageConfig | null {
  const result = readConfig({ ...baseEnv(), ...vars } as Env);
  return result.ok ? result.config : null;
}

/**
 * The page worker called directly with the vitest config's vars overridden by
 * `vars`, in a fresh env object (so the per-env config cache never carries over).
 */
export function callWorker(path: string, vars: Vars, init?: RequestInit): Promise<Response> {
  return fetchWith({ ...baseEnv(), ...vars }, path, init);
}

/** Every console method the page worker could log with, silenced and recorded. */
export function spyConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    log: vi.spyOn(console, 'log').mockImplementation(() => undefined),
    info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
    debug: vi.spyOn(console, 'debug').mockImplementation(() => undefined),
  };
}

/** The request log lines (docs/rules.md, Logs) among the calls a console spy recorded, parsed. */
export function requestLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls
    .map((call) => String(call[0]))
    .filter((text) => text.startsWith('{"event":"page-request"'))
    .map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** A PAGE_EVENTS stand-in, passed in the env, that keeps every point the page worker writes. */
export function fakeDataset() {
  const points: DataPoint[] = [];
  return { points, dataset: { writeDataPoint: (point: DataPoint) => void points.push(point) } };
}

/** What the server rendered inside <div id="root">. */
export function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="boot">');
  if (start < 0 || end < start) throw new Error('no root element before the boot block');
  return html.slice(start + '<div id="root">'.length, end);
}

const BOOT_OPEN = '<script type="application/json" id="boot">';

/** The raw text of the boot JSON block (up to the first `</script>` after it). */
export function bootText(html: string): string {
  const start = html.indexOf(BOOT_OPEN);
  if (start < 0) throw new Error('no boot block');
  const end = html.indexOf('</script>', start);
  if (end < 0) throw new Error('boot block never closes');
  return html.slice(start + BOOT_OPEN.length, end);
}

export interface BootJson {
  error: string | null;
  link: { appId: string; authToken: string } | null;
  flags: { test: boolean; redirectUrl: string | null };
  config: {
    paymentWorkerUrl: string;
    turnstileSiteKey: string;
    turnstileScriptUrl: string;
    uploadOrigins: string[];
    redirectAllowedHosts: string[];
    upiAppButton: string;
    local: boolean;
  } | null;
  channels: unknown;
  qr?: { value: string; svg: string } | null;
  drawnAhead?: Array<{ value: string; drawing: { viewBox: string; path: string } }>;
  upiAppLink?: boolean;
  upiApps?: boolean;
  /** The page's beacon ticket (docs/rules.md, Operations data), when it carries one. */
  beaconTicket?: string;
  /** Who may frame this link (docs/embedding.md, 'Who hears them'), only when someone may. */
  embedders?: string[];
}

export function bootJson(html: string): BootJson {
  return JSON.parse(bootText(html)) as BootJson;
}

export type Screen = 'loading' | 'error-retry' | 'error-no-retry' | 'other';

/** Which whole-page screen the first paint shows. */
export function screenOf(html: string): Screen {
  const root = rootHtml(html);
  const error = root.includes('screen-error') && root.includes('>Error</h1>') && root.includes('Something went wrong.');
  const retry = root.includes('>Try again</button>');
  const loading = root.includes('class="spinner"') && root.includes('Loading payment details');
  if (error && !loading) return retry ? 'error-retry' : 'error-no-retry';
  if (loading && !error && !retry) return 'loading';
  return 'other';
}

/** Content-Security-Policy as directive → sources. */
export function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The nonce in `'nonce-…'` of one directive (null when there is none or more than one). */
export function cspNonce(sources: readonly string[] | undefined): string | null {
  const nonces = (sources ?? []).filter((source) => source.startsWith("'nonce-") && source.endsWith("'"));
  return nonces.length === 1 && nonces[0] ? nonces[0].slice("'nonce-".length, -1) : null;
}

/** The `nonce` attribute of the first tag matching `opening` (e.g. `<style` or `<script type="module"`). */
export function nonceAttribute(html: string, opening: string): string | null {
  const tag = html.match(new RegExp(`${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`))?.[0];
  return tag?.match(/\snonce="([^"]*)"/)?.[1] ?? null;
}

/**
 * Makes rendering fail for the app id `explode`, to reach the page worker's onError
 * page (500). vi.mock does not work in this pool (workerd has no
 * AsyncLocalStorage.disable), so the failure is injected where the document
 * embeds the boot data: JSON.stringify of a boot whose link is `explode`.
 */
export function explodeOnRender(): void {
  const stringify = JSON.stringify.bind(JSON);
  vi.spyOn(JSON, 'stringify').mockImplementation((value: unknown, replacer?: unknown, space?: string | number) => {
    if (isExplodingBoot(value)) throw new Error('render failed');
    return stringify(value, replacer as (number | string)[] | null | undefined, space);
  });
}

function isExplodingBoot(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('link' in value)) return false;
  const link = value.link;
  return typeof link === 'object' && link !== null && 'appId' in link && link.appId === 'explode';
}
