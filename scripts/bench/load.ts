/**
 * The page worker under load: autocannon on localhost against the stack's
 * workerd (Miniflare 4 directly, no wrangler dev proxy in between). Each URL
 * gets a short warm-up, then the measured run.
 */
import { autocannon } from '../../harness/load/autocannon.ts';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers outside 2xx. */
  non2xx: number;
  total: number;
}

export const LOAD = { connections: 50, seconds: 10, warmupSeconds: 2 } as const;

/** One URL at a time, in order: they share the machine's cores, so running them together would measure the contention. */
export async function runLoad(urls: readonly string[]): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const url of urls) {
    // JIT and connection warm-up, so the measured run is the steady state.
    await autocannon({ url, connections: LOAD.connections, duration: LOAD.warmupSeconds });
    const result = await autocannon({ url, connections: LOAD.connections, duration: LOAD.seconds });
    results.push({
      url,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      total: result.requests.total,
    });
  }
  return results;
}
