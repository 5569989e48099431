/**
 * The whole product on this machine, in workerd through Miniflare: the page
 * worker (with its static assets) and the sandbox payment worker, each on its
 * own localhost port. Used by `npm start`, the end-to-end tests and the bench.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { PAGE_EVENTS_LOGGER, PAGE_EVENTS_LOGGER_SCRIPT, readPointLine, readRequestLine } from './data-points-log.ts';
import { root } from '../make/paths.ts';
import { freePort } from './free-port.ts';

const HOST = '127.0.0.1';

export interface StackOptions {
  pagePort?: number;
  sandboxPort?: number;
  /** Keep the sandbox's D1 and R2 data in .wrangler/state between runs. */
  persist?: boolean;
  /** Extra or overriding vars for the page worker. */
  pageVars?: Record<string, string>;
  logLevel?: LogLevel;
  /**
   * Receives every log line instead of the terminal: Miniflare's own (at `logLevel`) and
   * everything the page worker and the sandbox payment worker write with console.* (workerd's
   * stdout and stderr), the page's request log lines and data points included
   * (harness/data-points-log.ts). Without it, the terminal gets every line but those two kinds,
   * which would flood a test run.
   */
  onLogLine?: (line: StackLogLine) => void;
  /** Opens the page worker's V8 inspector on this loopback port (diagnostics; the load test's heap check). */
  pageInspectorPort?: number;
  /**
   * Serves the page over https with Miniflare's self-signed certificate (browsers then need
   * `ignoreHTTPSErrors`): Chromium sends Reporting API reports only from https pages to https endpoints.
   */
  pageHttps?: boolean;
  /**
   * Turns Miniflare's request log on for the page. Off by default: it prints each request's path,
   * and a link's path is the auth token. The token-in-logs test turns it on to prove its capture sees URLs.
   */
  logPageRequests?: boolean;
}

/** One line the page worker's or the sandbox payment worker's runtime printed, and where it came from. */
export interface StackLogLine {
  worker: 'page' | 'sandbox';
  /**
   * `miniflare`: Miniflare's own log; `stdout`/`stderr`: the console output of the page worker or the sandbox payment
   * worker (`worker` says which) through workerd.
   */
  source: 'miniflare' | 'stdout' | 'stderr';
  text: string;
}

export interface LocalStack {
  pageUrl: string;
  sandboxUrl: string;
  page: Miniflare;
  sandbox: Miniflare;
  dispose(): Promise<void>;
}

/** A Miniflare log that hands its lines (without colours) to `onLogLine` instead of printing them. */
class ForwardingLog extends Log {
  readonly #forward: (text: string) => void;
  constructor(level: LogLevel, forward: (text: string) => void) {
    super(level);
    this.#forward = forward;
  }
  protected override log(message: string): void {
    this.#forward(message);
  }
}

/** Prints a line the way Miniflare would have, unless it is operations data (a request line or a data point). */
function printQuietly(line: StackLogLine): void {
  if (readRequestLine(line.text) || readPointLine(line.text)) return;
  if (line.source === 'stderr') console.error(line.text);
  else console.log(line.text);
}

/**
 * Miniflare options that route the page worker's or the sandbox payment worker's log lines to `onLogLine` (or print
 * them, operations data aside).
 */
function logOptions(
  worker: StackLogLine['worker'],
  level: LogLevel,
  onLogLine: StackOptions['onLogLine'] = printQuietly,
) {
  const send = (source: StackLogLine['source'], text: string) =>
    onLogLine({ worker, source, text: stripVTControlCharacters(text) });
  const lines = (source: StackLogLine['source'], stream: Readable) =>
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (text) => send(source, text));
  return {
    log: new ForwardingLog(level, (text) => send('miniflare', text)),
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      lines('stdout', stdout);
      lines('stderr', stderr);
    },
  };
}

/** The beacon ticket key when .dev.vars sets none: for this machine only, never a deployment's. */
export const DEV_BEACON_SECRET = 'local-development-beacon-secret-not-for-deployments';
/** The link hash key when .dev.vars sets none: for this machine only, never a deployment's. */
export const DEV_LINK_HASH_KEY = 'local-development-link-hash-key-not-for-deployments';

function workerOptions(config: string) {
  // Bindings, vars, assets and compatibility settings exactly as wrangler reads them.
  const options = unstable_getMiniflareWorkerOptions(join(root, config), '').workerOptions;
  return { ...options, bindings: (options.bindings ?? {}) as Record<string, string> };
}

type WranglerOptions = ReturnType<typeof workerOptions>;

/**
 * The origins of an EMBED_ORIGINS value, app ids dropped (docs/embedding.md): who frames the page,
 * and so its bot check. A trailing slash is dropped, as the page reads an origin written with one.
 */
function embedderOrigins(value = ''): string {
  return value
    .split(',')
    .map((entry) => (entry.split('=').pop() ?? '').trim().replace(/\/$/, ''))
    .filter(Boolean)
    .join(',');
}

/**
 * Starts the page worker and the sandbox payment worker. A free port is picked before workerd binds it, so a
 * stack starting beside others can lose the race ("Address already in use"): then it tries again on new ports.
 */
export async function startStack(options: StackOptions = {}): Promise<LocalStack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (error) {
      const lostRace =
        error instanceof Error && /Address already in use/.test(`${error.message} ${String(error.cause)}`);
      const fixedPorts = options.pagePort !== undefined || options.sandboxPort !== undefined;
      if (!lostRace || fixedPorts || attempt >= 3) throw error;
    }
  }
}

async function startStackOnce(options: StackOptions): Promise<LocalStack> {
  const pagePort = await freePort(options.pagePort);
  const sandboxPort = await freePort(options.sandboxPort);
  const pageUrl = `${options.pageHttps ? 'https' : 'http'}://${HOST}:${pagePort}`;
  const sandboxUrl = `http://${HOST}:${sandboxPort}`;
  const logLevel = options.logLevel ?? LogLevel.WARN;
  const state = join(root, '.wrangler/state/sandbox');

  const sandboxOptions = workerOptions('sandbox/wrangler.toml');
  const sandbox = new Miniflare({
    ...sandboxOptions,
    name: 'payment-sandbox',
    modules: true,
    scriptPath: join(root, 'dist/sandbox/index.js'),
    bindings: {
      ...sandboxOptions.bindings,
      ALLOWED_ORIGINS: [pageUrl, `http://localhost:${pagePort}`].join(','),
      // The page's embedders may frame the widget inside it too (docs/embedding.md).
      WIDGET_FRAME_ANCESTORS: embedderOrigins(
        options.pageVars?.EMBED_ORIGINS ?? workerOptions('wrangler.toml').bindings.EMBED_ORIGINS,
      ),
    },
    host: HOST,
    port: sandboxPort,
    cf: false,
    ...logOptions('sandbox', logLevel, options.onLogLine),
    ...(options.persist ? { d1Persist: join(state, 'd1'), r2Persist: join(state, 'r2') } : {}),
  });

  // Miniflare's own Analytics Engine binding drops every write: PAGE_EVENTS prints each point instead.
  const {
    analyticsEngineDatasets: _dropsWrites,
    ...pageOptions
  }: WranglerOptions & { analyticsEngineDatasets?: unknown } = workerOptions('wrangler.toml');
  const page = new Miniflare({
    workers: [
      {
        ...pageOptions,
        name: 'payment-page',
        modules: true,
        scriptPath: join(root, 'dist/page-worker/index.js'),
        // The bundle's text modules beside it (its catalogues: page-worker/text-modules.d.ts), as wrangler uploads them.
        modulesRules: [{ type: 'Text', include: ['**/*.txt'] }],
        bindings: {
          ...pageOptions.bindings,
          PAYMENT_WORKER_URL: sandboxUrl,
          TURNSTILE_SCRIPT_URL: `${sandboxUrl}/turnstile/v0/api.js?render=explicit`,
          // .dev.vars is not in git: a fresh clone (CI) still signs beacon tickets (docs/rules.md, Operations data).
          BEACON_SECRET: pageOptions.bindings.BEACON_SECRET || DEV_BEACON_SECRET,
          LINK_HASH_KEY: pageOptions.bindings.LINK_HASH_KEY || DEV_LINK_HASH_KEY,
          ...options.pageVars,
        },
        wrappedBindings: { PAGE_EVENTS: PAGE_EVENTS_LOGGER },
      },
      { name: PAGE_EVENTS_LOGGER, modules: true, script: PAGE_EVENTS_LOGGER_SCRIPT },
    ],
    host: HOST,
    port: pagePort,
    cf: false,
    ...logOptions('page', logLevel, options.onLogLine),
    // Miniflare's request log prints each URL, and a link's URL carries the auth token (docs/rules.md, Logs).
    logRequests: options.logPageRequests ?? false,
    ...(options.pageHttps ? { https: true } : {}),
    ...(options.pageInspectorPort ? { inspectorPort: options.pageInspectorPort, inspectorHost: HOST } : {}),
  });

  try {
    await Promise.all([sandbox.ready, page.ready]);
  } catch (error) {
    await Promise.allSettled([page.dispose(), sandbox.dispose()]);
    throw error;
  }
  return {
    pageUrl,
    sandboxUrl,
    page,
    sandbox,
    async dispose() {
      await Promise.all([page.dispose(), sandbox.dispose()]);
    },
  };
}
