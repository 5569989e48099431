/** The load's figures as a report, and what they must show. */
import type { LoadFigures } from './run.ts';

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

/** The figures as lines to paste into a report. */
export function describeLoad(figures: LoadFigures): string {
  const kinds = Object.entries(figures.byKind)
    .map(([kind, count]) => `${kind} ${count.toLocaleString('en-US')}`)
    .join(', ');
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

/** What the load must show (docs/performance.md): no errors, no unexpected status, every link page rendered at the edge, no memory growth (the live heap within 10 %). */
export function loadProblems(figures: LoadFigures): string[] {
  const problems: string[] = [];
  if (figures.errors > 0) problems.push(`${figures.errors} errors or timeouts`);
  if (figures.unexpectedTotal > 0) problems.push(`${figures.unexpectedTotal} unexpected statuses`);
  if (figures.wrongContentTotal > 0)
    problems.push(`${figures.wrongContentTotal} link pages without their rendered amount`);
  if (figures.prefetchFallbacks > 0)
    problems.push(`${figures.prefetchFallbacks} prefetch fallbacks to the loading shell`);
  if (Math.abs(figures.heapGrowth) > 0.1)
    problems.push(`the live heap moved ${percent(figures.heapGrowth)} (limit 10 %)`);
  return problems;
}
