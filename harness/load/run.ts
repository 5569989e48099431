/**
 * `npm run load` and tests/load: the page worker in workerd on
 * localhost under 50 concurrent connections for 30 s of mixed valid links,
 * invalid links, other routes and static assets. Every answer's status is
 * checked against the one its URL must get. Memory, after a warm-up of the
 * same mix (LOAD.warmupRequests) and again after the run: the page worker's workerd process's
 * resident memory (VmRSS, found by its listening address), and the page
 * worker's live JavaScript heap after a full garbage collection, read through
 * workerd's V8 inspector on a loopback port.
 *
 * Why both: workerd's RSS climbs under load for a minute or more before it
 * levels off, whatever the page worker does (a hello-world worker's from ~60 MB to
 * ~600 MB at 50 connections), because garbage and allocator pages are kept
 * until the runtime needs them. RSS after a warm-up therefore measures the
 * runtime filling up; the live heap is what a leak in this code would grow.
 */
import { freePort } from '../free-port.ts';
import { startStack, type StackLogLine } from '../local-stack.ts';
import { isPrefetchFallback, readPointLine, readRequestLine } from '../data-points-log.ts';
import { autocannon, type AutocannonRequest, type AutocannonResult } from './autocannon.ts';
import { liveHeapKb, pause, residentKb, workerdPid } from './memory.ts';
import { loadTargets, wrongContent, type Kind } from './targets.ts';

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
  /** Times the page worker's get-channels prefetch fell back to the shell (still a 200). */
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

/** Starts its own stack, runs the warm-up and the measured run, and stops the stack. */
export async function runLoad(options: LoadOptions = LOAD): Promise<LoadFigures> {
  let prefetchFallbacks = 0;
  const onLogLine = (line: StackLogLine) => {
    // One request log line per page request: the fallbacks are a field of it (docs/rules.md, Logs).
    const request = line.worker === 'page' ? readRequestLine(line.text) : null;
    if (request) {
      if (isPrefetchFallback(request)) prefetchFallbacks += 1;
    } else if (line.source !== 'miniflare' && !readPointLine(line.text)) console.error(`${line.worker}: ${line.text}`);
  };
  const inspectorPort = await freePort();
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
    const requests = targets.map((target): AutocannonRequest => ({
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
    }));
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
    const wrong = [tally.unexpected, tally.wrongContent]
      .flatMap((counts) => Object.values(counts))
      .reduce((sum, count) => sum + count, 0);
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
