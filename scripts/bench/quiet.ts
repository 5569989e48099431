/**
 * The phone rows time a page on an emulated phone whose CPU is this machine's, slowed down: any
 * other process busy at the same time stretches the page's tasks and frames: on two cores, two
 * busy processes left running turned loads whose tasks took 7 to 16 ms into loads with 58 to 104 ms
 * frames (docs/performance.md, What each row means). So before each load or tap the bench waits until the
 * machine has been idle for a second, and says so when it had to wait or gave up waiting.
 */
import { readFileSync } from 'node:fs';

/** Busier than this share of all cores, over one second, is not quiet. */
export const QUIET_BUSY = 0.15;

/** How long to wait for quiet before timing anyway (the progress line says it did). */
const QUIET_TIMEOUT_MS = 60_000;

export interface CpuTimes {
  busy: number;
  total: number;
}

/** The machine's CPU times from the first line of /proc/stat (all cores, in clock ticks); idle counts waiting for I/O. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n', 1)[0] ?? '';
  if (!line.startsWith('cpu ')) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((tick) => !Number.isFinite(tick))) return null;
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** The share of all cores' time spent busy between two readings (0 when no time passed). */
export function busyBetween(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** How busy the machine was over the next `ms`; null where there is no /proc/stat to ask. */
export async function busyOver(ms = 1_000): Promise<number | null> {
  const before = readCpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = readCpuTimes();
  return before && after ? busyBetween(before, after) : null;
}

/**
 * Waits until a second passes with the machine under QUIET_BUSY busy, at most QUIET_TIMEOUT_MS;
 * answers the last second's share (null: unknown on this system).
 */
export async function waitForQuiet(
  progress: (message: string) => void,
  sample: () => Promise<number | null> = busyOver,
  timeout = QUIET_TIMEOUT_MS,
): Promise<number | null> {
  const started = Date.now();
  let busy = await sample();
  while (busy !== null && busy > QUIET_BUSY) {
    if (Date.now() - started >= timeout) {
      progress(
        `  the machine stayed busy (${(busy * 100).toFixed(0)} % of its cores): timing anyway, so read these figures with that in mind`,
      );
      return busy;
    }
    busy = await sample();
  }
  if (Date.now() - started > 2_000)
    progress(`  waited ${((Date.now() - started) / 1000).toFixed(0)} s for the machine to be quiet`);
  return busy;
}
