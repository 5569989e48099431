/**
 * What wrangler.toml promises about the deployed page, read with wrangler's own
 * TOML reader: the platform never records a request URL (a link's path is the
 * auth token), and the redirect after done is closed unless configured (local
 * development allows this machine). See docs/security.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { experimental_readRawConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../common/json.ts';
import { LOOPBACK_HOSTS } from '../common/local-hosts.ts';

type Table = Record<string, unknown>;

const table = (value: unknown): Table => (isRecord(value) ? value : {});

/** wrangler.toml as written (no defaults, no env merged in). */
function readWranglerToml(): Table {
  const read = experimental_readRawConfig as (args: { config: string }) => { rawConfig: unknown };
  const raw = read({ config: fileURLToPath(new URL('../wrangler.toml', import.meta.url)) }).rawConfig;
  if (!isRecord(raw)) throw new Error('wrangler.toml did not read as a table');
  return raw;
}

/**
 * Why a Worker configuration (top level, or one env with the top level's inheritable keys)
 * might record request URLs, or [] when it cannot. Workers Logs' invocation logs and
 * traces record each request's URL; console lines are ours (tested elsewhere to hold no token).
 * `observability` must be written out: left out, a deploy keeps whatever the dashboard has.
 */
function urlRecorders(config: Table, inherited: Table = {}): string[] {
  const problems: string[] = [];
  const observability = config.observability ?? inherited.observability;
  if (!isRecord(observability))
    return ['[observability] is not set: write enabled = false, or logs with invocation_logs = false'];
  const logs = table(observability.logs);
  const logsOn = logs.enabled === true || (observability.enabled === true && logs.enabled !== false);
  if (logsOn && logs.invocation_logs !== false)
    problems.push('Workers Logs on with invocation logs (each request URL)');
  if (table(observability.traces).enabled === true) problems.push('traces on (each request URL)');
  if ((config.logpush ?? inherited.logpush) === true) problems.push('Logpush of trace events (each request URL)');
  const tails = config.tail_consumers ?? inherited.tail_consumers;
  if (Array.isArray(tails) && tails.length > 0) problems.push('a Tail Worker receives each request URL');
  return problems;
}

const toml = readWranglerToml();
const envs = Object.entries(table(toml.env));

describe('wrangler.toml: the platform never records request URLs', () => {
  it('has a production and a staging env (or this test checks less than it says)', () => {
    expect(envs.map(([name]) => name)).toEqual(expect.arrayContaining(['production', 'staging']));
  });

  it('at the top level (local development and a plain `wrangler deploy`)', () => {
    expect(urlRecorders(toml)).toEqual([]);
  });

  it.each(envs)('in [env.%s]', (_name, env) => {
    expect(urlRecorders(table(env), toml)).toEqual([]);
  });

  it.each<[string, Table, number]>([
    ['observability off', { observability: { enabled: false } }, 0],
    ['logs on without invocation logs', { observability: { enabled: true, logs: { invocation_logs: false } } }, 0],
    [
      'logs on explicitly without invocation logs',
      { observability: { logs: { enabled: true, invocation_logs: false } } },
      0,
    ],
    ['on, logs switched off', { observability: { enabled: true, logs: { enabled: false } } }, 0],
    ['observability left out', {}, 1],
    ['observability on (invocation logs by default)', { observability: { enabled: true } }, 1],
    [
      'logs on with invocation logs',
      { observability: { enabled: false, logs: { enabled: true, invocation_logs: true } } },
      1,
    ],
    ['traces on', { observability: { enabled: false, traces: { enabled: true } } }, 1],
    ['Logpush', { observability: { enabled: false }, logpush: true }, 1],
    ['a Tail Worker', { observability: { enabled: false }, tail_consumers: [{ service: 'tail' }] }, 1],
  ])('the check itself: %s', (_name, config, problems) => {
    expect(urlRecorders(config)).toHaveLength(problems);
  });

  it('the check itself: an env inherits the top level observability unless it sets its own', () => {
    expect(urlRecorders({}, { observability: { enabled: true } })).toHaveLength(1);
    expect(urlRecorders({ observability: { enabled: false } }, { observability: { enabled: true } })).toEqual([]);
  });
});

describe('wrangler.toml: what production loads and deploys', () => {
  it("production never points TURNSTILE_SCRIPT_URL at the sandbox's stand-in: unset, or Cloudflare's", () => {
    const script = table(table(table(toml.env).production).vars).TURNSTILE_SCRIPT_URL;
    if (typeof script === 'string' && script !== '')
      expect(new URL(script).origin).toBe('https://challenges.cloudflare.com');
  });

  it('bundles without a kept name per function, everywhere (docs/performance.md, What each row means)', () => {
    expect(toml.keep_names).toBe(false);
    for (const [, env] of envs) expect(table(env).keep_names ?? false).toBe(false);
  });

  it('npm run deploy deploys the page only, never the sandbox', () => {
    const scripts = table(table(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))).scripts);
    expect(String(scripts.deploy)).toMatch(/wrangler deploy --env production$/);
    expect(
      Object.values(scripts).filter(
        (script) => /wrangler deploy(?! --dry-run)/.test(String(script)) && String(script).includes('sandbox'),
      ),
    ).toEqual([]);
  });
});

/** The PAGE_EVENTS dataset a configuration (top level or one env) binds, or null. */
function pageEventsDataset(config: Table): string | null {
  const datasets = config.analytics_engine_datasets;
  if (!Array.isArray(datasets)) return null;
  const found = datasets.map(table).find((dataset) => dataset.binding === 'PAGE_EVENTS');
  return typeof found?.dataset === 'string' ? found.dataset : null;
}

describe('wrangler.toml: staging beside production (docs/operations.md)', () => {
  const env = (name: string) => table(table(toml.env)[name]);

  it('each environment writes its own PAGE_EVENTS dataset, since wrangler does not inherit bindings', () => {
    const datasets = [pageEventsDataset(toml), pageEventsDataset(env('staging')), pageEventsDataset(env('production'))];
    expect(datasets.every((dataset) => typeof dataset === 'string' && dataset !== '')).toBe(true);
    expect(new Set(datasets).size).toBe(3);
  });

  it('staging is its own page worker, with its own vars: no sandbox Turnstile, redirects closed', () => {
    expect(env('staging').name).not.toBe(env('production').name);
    const vars = table(env('staging').vars);
    expect(Object.keys(vars).sort()).toEqual(Object.keys(table(env('production').vars)).sort());
    if (typeof vars.TURNSTILE_SCRIPT_URL === 'string' && vars.TURNSTILE_SCRIPT_URL !== '')
      expect(new URL(vars.TURNSTILE_SCRIPT_URL).origin).toBe('https://challenges.cloudflare.com');
    expect(vars.REDIRECT_ALLOWED_HOSTS).toBe('');
  });

  it('Trusted Types: enforced locally and in tests, reported only in staging and production (docs/security.md, Trusted Types)', () => {
    expect(table(toml.vars).TRUSTED_TYPES).toBe('enforce');
    expect(table(env('staging').vars).TRUSTED_TYPES).toBe('report');
    expect(table(env('production').vars).TRUSTED_TYPES).toBe('report');
  });

  it('npm run deploy:staging deploys staging, and npm run check dry-runs both environments', () => {
    const scripts = table(table(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))).scripts);
    expect(String(scripts['deploy:staging'])).toMatch(/wrangler deploy --env staging$/);
    for (const name of ['production', 'staging'])
      expect(String(scripts.check)).toContain(`wrangler deploy --dry-run --env ${name} `);
  });
});

describe('wrangler.toml: REDIRECT_ALLOWED_HOSTS', () => {
  it('local development allows redirects to this machine only: every loopback host, nothing else', () => {
    expect(table(toml.vars).REDIRECT_ALLOWED_HOSTS).toBe(LOOPBACK_HOSTS.join(','));
  });

  it('local development is the local configuration: its payment worker is on this machine (docs/rules.md, Configuration)', () => {
    expect(LOOPBACK_HOSTS.includes(new URL(String(table(toml.vars).PAYMENT_WORKER_URL)).hostname)).toBe(true);
  });

  it('production ships closed: empty, so no redirect until the deployer names the hosts', () => {
    expect(table(table(table(toml.env).production).vars).REDIRECT_ALLOWED_HOSTS).toBe('');
  });
});

describe('wrangler.toml: EMBED_ORIGINS (docs/security.md, Who may frame the page)', () => {
  it('local development allows the origin reserved for the merchant demo host, and only it', () => {
    expect(table(toml.vars).EMBED_ORIGINS).toBe('http://localhost:8790');
  });

  it.each(['production', 'staging'])('%s ships closed: empty, so no site may frame a page', (name) => {
    expect(table(table(table(toml.env)[name]).vars).EMBED_ORIGINS).toBe('');
  });
});
