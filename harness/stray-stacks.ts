/**
 * Ends the workerd processes a test run leaves behind. The e2e project keeps its shared stacks
 * until its process exits (harness/e2e-stack.ts, `stackFor`), and Miniflare's exit hook does not
 * stop every workerd it started, so some outlive the run, re-parented to init. A global setup marks
 * the run in the environment, which every process started after it inherits, workerd included
 * (Miniflare spawns it with `process.env`); its teardown ends every workerd that carries the mark.
 * Linux reads it from /proc; elsewhere there is nothing to read and nothing is ended.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const MARK = 'PAYMENT_PAGE_TEST_RUN';

/** Marks this run: processes started from here on carry the mark. Returns it. */
export function markRun(): string {
  const mark = process.env[MARK] ?? randomUUID();
  process.env[MARK] = mark;
  return mark;
}

/** The workerd processes that carry `mark`, by pid. */
export function markedWorkerd(mark: string): number[] {
  if (!existsSync('/proc')) return [];
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('workerd')) continue;
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`${MARK}=${mark}`)) found.push(pid);
    } catch {
      // Gone between the listing and the read, or not ours to read: not a stray of this run.
    }
  }
  return found;
}

/** Ends every workerd that carries `mark`; says how many there were. */
export function endMarkedWorkerd(mark: string): number {
  const strays = markedWorkerd(mark);
  for (const pid of strays) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return strays.length;
}
