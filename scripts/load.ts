/**
 * `npm run load` and tests/load (issue 6): the page worker in workerd on
 * localhost under 50 concurrent connections for 30 s of mixed valid links,
 * invalid links, other routes and static assets. Every answer's status is
 * checked against the one its URL must get. Memory, after a warm-up of the
 * same mix (LOAD.warmupRequests) and again after the run: the page worker's workerd process's
 * resident memory (VmRSS, found by its listening address), and the page
 * worker's live JavaScript heap after a full garbage collection, read through
 * workerd's V8 inspector on a loopback port.
 *
 * Why both: workerd's RSS climbs under load for a minute or more before it
 * levels off, whatever the worker does (a hello-world worker's from ~60 MB to
 * ~600 MB at 50 connections), because garbage and allocator pages are kept
 * until the runtime needs them. RSS after a warm-up therefore measures the
 * runtime filling up; the live heap is what a leak in this code would grow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { formatAmount } from '../common/money.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../sandbox/links.ts';
import { buildClient } from './build.ts';
import { bundleWorkers, freePort, startStack, type StackLogLine } from './local-stack.ts';

// The part of autocannon 9's API this file uses (it ships no types).
interface AutocannonRequest {
  method: 'GET';
  path: string;
  onResponse: (status: number, body: string) => void;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration?: number;
  /** A number of requests to make instead of a duration. */
  amount?: number;
  requests: AutocannonRequest[];
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadOptions {
  connections: number;
  seconds: number;
  /**
   * The warm-up, in requests of the same mix: the page worker's live heap takes one step up
   * (V8 installing optimised code, by the look of it) somewhere in its first ~5,000-8,000
   * requests, then stays within ±0.5 % for 48,000 more (measured); a warm-up in seconds would
   * end before the step on a busy machine.
   */
  warmupRequests: number;
  /**
   * The page worker's PREFETCH_TIMEOUT_MS for the run. Long (the default is 800 ms), so that a busy
   * machine's slowness is not counted as a fallback; a fallback then means the prefetch failed,
   * and every link answer must be the rendered page. Below autocannon's own 10 s request timeout.
   */
  prefetchTimeoutMs: number;
}

export const LOAD: LoadOptions = { connections: 50, seconds: 30, warmupRequests: 10_000, prefetchTimeoutMs: 5000 };

type Kind = 'valid link' | 'invalid link' | 'other route' | 'asset';

/** One URL of the mix and the only status it may get. */
export interface Target {
  kind: Kind;
  path: string;
  expected: number;
  /** For a link: the amount as the edge renders it, which the answer must show. */
  amount?: string;
}

/** Text of the two pages a link must not fall back to under load. */
const FALLBACK_TEXTS = ['Something went wrong.', 'Loading payment details'];

/** Why a link answer's body is not the rendered page, or null when it is. */
function wrongContent(target: Target, body: string): string | null {
  if (target.amount === undefined) return null;
  if (!body.includes(target.amount)) return `no ${target.amount}`;
  return FALLBACK_TEXTS.find((text) => body.includes(text)) ?? null;
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors plus timeouts. */
  errors: number;
  /** Answers whose status was not the one expected for their URL, as `path → status` counts. */
  unexpected: Record<string, number>;
  unexpectedTotal: number;
  /** Answers checked per kind of URL. */
  byKind: Record<Kind, number>;
  /** Link answers whose body was checked for the rendered amount (every one). */
  contentChecked: number;
  /** Link answers that were not the rendered page (no amount, the error screen, the loading shell), as `path → why` counts. */
  wrongContent: Record<string, number>;
  wrongContentTotal: number;
  /** Times the worker's get-channels prefetch fell back to the shell (still a 200). */
  prefetchFallbacks: number;
  warmupRequests: number;
  warmupSeconds: number;
  /** The page worker's workerd resident memory, kB: after the warm-up, every 5 s of the run, after it. */
  rssAfterWarmupKb: number;
  rssDuringKb: number[];
  rssAfterKb: number;
  /** (after − after warm-up) / after warm-up. */
  rssGrowth: number;
  /** The page worker's live JS heap after a full GC, kB. */
  heapAfterWarmupKb: number;
  heapAfterKb: number;
  heapGrowth: number;
}

/** The workerd process listening on this address (Miniflare passes it as --socket-addr=entry=HOST:PORT). */
export function workerdPid(address: string): number {
  const wanted = `--socket-addr=entry=${address}`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile
    }
    if (args.some((arg) => arg.endsWith('/workerd') || arg === 'workerd') && args.includes(wanted)) return Number(entry);
  }
  throw new Error(`no workerd process listens on ${address} (reading /proc needs Linux)`);
}

/** Resident memory of a process in kB, from /proc/<pid>/status. */
export function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page worker's live JS heap in kB right after a full garbage collection, through workerd's
 * V8 inspector (Chrome DevTools protocol over a loopback WebSocket). A leak raises this floor;
 * garbage, which RSS keeps, does not.
 */
export async function liveHeapKb(inspectorPort: number, pageUrl: string): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { title: string; webSocketDebuggerUrl: string }[];
  const target = targets.find((item) => item.title.endsWith('core:user:payment-page'));
  if (!target) throw new Error(`no page worker among the inspector's targets: ${targets.map((item) => item.title).join(', ')}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  const answers = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) answers.get(message.id)?.(message.result);
  });
  let nextId = 0;
  const call = (method: string) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => reject(new Error(`inspector: no answer to ${method}`)), 15_000);
      answers.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      socket.send(JSON.stringify({ id, method }));
    });
  // workerd's inspector handles messages only while the isolate runs: keep it busy with a cheap 404.
  const wake = setInterval(() => void fetch(`${pageUrl}/`).then((response) => response.arrayBuffer()).catch(() => {}), 50);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', () => reject(new Error('inspector: the WebSocket failed')));
    });
    // The floor of three: a single reading can catch a request in flight or code just recompiled (up to ~8 %).
    const readings: number[] = [];
    for (let i = 0; i < 3; i++) {
      await call('HeapProfiler.collectGarbage');
      readings.push(((await call('Runtime.getHeapUsage')) as { usedSize: number }).usedSize);
      await pause(300);
    }
    return Math.round(Math.min(...readings) / 1024);
  } finally {
    clearInterval(wake);
    socket.close();
  }
}

/** The mix, in the order each connection cycles through it: a third valid links, the rest spread over the others. */
export async function loadTargets(pageUrl: string): Promise<Target[]> {
  const link = async (appId: string, amountPaise: number, test = false) =>
    new URL(await createPayerLink({ pageUrl, appId, amountPaise, test, secret: SANDBOX_JWT_SECRET })).pathname;
  const [demoAmount, singleAmount, testAmount] = [150_050, 99_900, 250_000].map(formatAmount);
  const demo = await link('demo', 150_050);
  const single = await link('single', 99_900);
  const test = await link('demo', 250_000, true);
  // The hashed entry script, as the link page names it.
  const html = await (await fetch(`${pageUrl}${demo}`)).text();
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the link page names no /assets/ script');
  const token = demo.split('/')[2] ?? '';
  return [
    { kind: 'valid link', path: demo, expected: 200, amount: demoAmount },
    { kind: 'asset', path: entry, expected: 200 },
    { kind: 'invalid link', path: '/demo/not-a-token', expected: 400 },
    { kind: 'valid link', path: `${single}?skip_trivial_selection=1`, expected: 200, amount: singleAmount },
    { kind: 'other route', path: '/', expected: 404 },
    { kind: 'asset', path: '/favicon.svg', expected: 200 },
    { kind: 'valid link', path: `${test}?test=1&skip_selection=1`, expected: 200, amount: testAmount },
    { kind: 'invalid link', path: `//${token}`, expected: 400 },
    { kind: 'other route', path: `${demo}/extra`, expected: 404 },
    { kind: 'valid link', path: `${demo}/?upi_default=false`, expected: 200, amount: demoAmount },
    { kind: 'other route', path: '/assets/missing-00000000.js', expected: 404 },
    { kind: 'invalid link', path: '/demo/a..b', expected: 400 },
  ];
}

/** Starts its own stack, runs the warm-up and the measured run, and stops the stack. */
export async function runLoad(options: LoadOptions = LOAD): Promise<LoadFigures> {
  let prefetchFallbacks = 0;
  const onLogLine = (line: StackLogLine) => {
    if (line.worker === 'page' && line.text.includes('get-channels prefetch fell back')) prefetchFallbacks += 1;
    else if (line.source !== 'miniflare') console.error(`${line.worker}: ${line.text}`);
  };
  const inspectorPort = await freePort(undefined);
  const stack = await startStack({
    onLogLine,
    pageInspectorPort: inspectorPort,
    pageVars: { PREFETCH_TIMEOUT_MS: String(options.prefetchTimeoutMs) },
  });
  try {
    const pid = workerdPid(new URL(stack.pageUrl).host);
    const targets = await loadTargets(stack.pageUrl);
    // Every answer is checked, the warm-up's too; the figures are the measured run's.
    const emptyTally = () => ({
      byKind: { 'valid link': 0, 'invalid link': 0, 'other route': 0, asset: 0 } as Record<Kind, number>,
      unexpected: {} as Record<string, number>,
      contentChecked: 0,
      wrongContent: {} as Record<string, number>,
    });
    let tally = emptyTally();
    const requests = targets.map(
      (target): AutocannonRequest => ({
        method: 'GET',
        path: target.path,
        onResponse: (status, body) => {
          tally.byKind[target.kind] += 1;
          if (status !== target.expected) {
            const key = `${target.path.slice(0, 60)} → ${status}`;
            tally.unexpected[key] = (tally.unexpected[key] ?? 0) + 1;
          }
          if (target.amount === undefined) return;
          tally.contentChecked += 1;
          const why = wrongContent(target, body ?? '');
          if (why) {
            const key = `${target.path.slice(0, 60)} → ${why}`;
            tally.wrongContent[key] = (tally.wrongContent[key] ?? 0) + 1;
          }
        },
      }),
    );
    const run = (limit: { duration: number } | { amount: number }) =>
      autocannon({ url: stack.pageUrl, connections: options.connections, requests, ...limit });
    /** RSS, then the live heap, once the last answers are in. */
    const memory = async () => {
      await pause(1000);
      const rss = residentKb(pid);
      return { rss, heap: await liveHeapKb(inspectorPort, stack.pageUrl) };
    };

    const warmupStart = Date.now();
    const warmup = await run({ amount: options.warmupRequests });
    const warmupSeconds = Math.round((Date.now() - warmupStart) / 1000);
    const wrong = [tally.unexpected, tally.wrongContent].flatMap(Object.values).reduce((sum, count) => sum + count, 0);
    if (warmup.errors + warmup.timeouts + wrong > 0) {
      throw new Error(
        `warm-up: ${warmup.errors} errors, ${warmup.timeouts} timeouts, unexpected statuses ${JSON.stringify(tally.unexpected)}, not the rendered page ${JSON.stringify(tally.wrongContent)}`,
      );
    }
    const before = await memory();
    prefetchFallbacks = 0;
    tally = emptyTally();
    const rssDuringKb: number[] = [];
    const sampler = setInterval(() => rssDuringKb.push(residentKb(pid)), 5000);
    let result: AutocannonResult;
    try {
      result = await run({ duration: options.seconds });
    } finally {
      clearInterval(sampler);
    }
    const { byKind, unexpected, contentChecked } = tally;
    const after = await memory();
    return {
      connections: options.connections,
      seconds: options.seconds,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpected,
      unexpectedTotal: Object.values(unexpected).reduce((sum, count) => sum + count, 0),
      byKind,
      contentChecked,
      wrongContent: tally.wrongContent,
      wrongContentTotal: Object.values(tally.wrongContent).reduce((sum, count) => sum + count, 0),
      prefetchFallbacks,
      warmupRequests: options.warmupRequests,
      warmupSeconds,
      rssAfterWarmupKb: before.rss,
      rssDuringKb,
      rssAfterKb: after.rss,
      rssGrowth: (after.rss - before.rss) / before.rss,
      heapAfterWarmupKb: before.heap,
      heapAfterKb: after.heap,
      heapGrowth: (after.heap - before.heap) / before.heap,
    };
  } finally {
    await stack.dispose();
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

/** The figures as lines to paste into a report. */
export function describeLoad(figures: LoadFigures): string {
  const kinds = Object.entries(figures.byKind).map(([kind, count]) => `${kind} ${count.toLocaleString('en-US')}`).join(', ');
  return [
    `load: ${figures.connections} connections for ${figures.seconds} s against the page worker in workerd, after a warm-up of ${figures.warmupRequests.toLocaleString('en-US')} requests (${figures.warmupSeconds} s)`,
    `  requests ${figures.requests.toLocaleString('en-US')} (${Math.round(figures.requestsPerSecond).toLocaleString('en-US')} req/s; p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms)`,
    `  checked by kind: ${kinds}`,
    `  errors ${figures.errors}, unexpected statuses ${figures.unexpectedTotal}${figures.unexpectedTotal ? ` ${JSON.stringify(figures.unexpected)}` : ''}`,
    `  link pages checked for the rendered amount ${figures.contentChecked.toLocaleString('en-US')}, not the rendered page ${figures.wrongContentTotal}${figures.wrongContentTotal ? ` ${JSON.stringify(figures.wrongContent)}` : ''}`,
    `  prefetch fallbacks (still 200) ${figures.prefetchFallbacks}`,
    `  page worker live JS heap after a full GC: after warm-up ${figures.heapAfterWarmupKb} kB, after the run ${figures.heapAfterKb} kB (${percent(figures.heapGrowth)})`,
    `  workerd RSS: after warm-up ${mb(figures.rssAfterWarmupKb)}, during ${figures.rssDuringKb.map((kb) => (kb / 1024).toFixed(0)).join(' → ')} MB, after the run ${mb(figures.rssAfterKb)} (${percent(figures.rssGrowth)})`,
  ].join('\n');
}

/** What the load must show: no errors, no unexpected status, every link page rendered at the edge, no memory growth (the live heap within 10 %). */
export function loadProblems(figures: LoadFigures): string[] {
  const problems: string[] = [];
  if (figures.errors > 0) problems.push(`${figures.errors} errors or timeouts`);
  if (figures.unexpectedTotal > 0) problems.push(`${figures.unexpectedTotal} unexpected statuses`);
  if (figures.wrongContentTotal > 0) problems.push(`${figures.wrongContentTotal} link pages without their rendered amount`);
  if (figures.prefetchFallbacks > 0) problems.push(`${figures.prefetchFallbacks} prefetch fallbacks to the loading shell`);
  if (Math.abs(figures.heapGrowth) > 0.1) problems.push(`the live heap moved ${percent(figures.heapGrowth)} (limit 10 %)`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildClient();
  bundleWorkers();
  const figures = await runLoad();
  console.log(describeLoad(figures));
  const problems = loadProblems(figures);
  if (problems.length > 0) {
    console.error(`load: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}
