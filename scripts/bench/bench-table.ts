/**
 * Where `npm run bench` puts its table: between two marker comments in
 * docs/performance.md, so the table there is always one the bench wrote and
 * never one pasted by hand. Everything outside the markers is left as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const BENCH_START = '<!-- bench:start (written by npm run bench; do not edit by hand) -->';
export const BENCH_END = '<!-- bench:end -->';

/** `markdown` with what lies between the markers replaced by `table`; throws when the markers are missing or out of order. */
export function withBenchTable(markdown: string, table: string): string {
  const start = markdown.indexOf(BENCH_START);
  const end = markdown.indexOf(BENCH_END);
  if (start < 0 || end < start || markdown.indexOf(BENCH_START, start + 1) >= 0)
    throw new Error(`expected one "${BENCH_START}" followed by "${BENCH_END}"`);
  return `${markdown.slice(0, start + BENCH_START.length)}\n\n${table.trim()}\n\n${markdown.slice(end)}`;
}

/** Rewrites the table between the markers of the markdown file at `path`. */
export function writeBenchTable(path: string, table: string): void {
  writeFileSync(path, withBenchTable(readFileSync(path, 'utf8'), table));
}
