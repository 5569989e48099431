/**
 * The page worker's memory under load: its workerd process's resident memory
 * (VmRSS, from /proc) and its live JavaScript heap after a full garbage
 * collection, read through workerd's V8 inspector on a loopback port.
 * harness/load/run.ts says why both.
 */
import { readdirSync, readFileSync } from 'node:fs';

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
    if (args.some((arg) => arg.endsWith('/workerd') || arg === 'workerd') && args.includes(wanted))
      return Number(entry);
  }
  throw new Error(`no workerd process listens on ${address} (reading /proc needs Linux)`);
}

/** Resident memory of a process in kB, from /proc/<pid>/status. */
export function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page worker's live JS heap in kB right after a full garbage collection, through workerd's
 * V8 inspector (Chrome DevTools protocol over a loopback WebSocket). A leak raises this floor;
 * garbage, which RSS keeps, does not.
 */
export async function liveHeapKb(inspectorPort: number, pageUrl: string): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    title: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((item) => item.title.endsWith('core:user:payment-page'));
  if (!target)
    throw new Error(`no page worker among the inspector's targets: ${targets.map((item) => item.title).join(', ')}`);
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
  const wake = setInterval(
    () =>
      void fetch(`${pageUrl}/`)
        .then((response) => response.arrayBuffer())
        .catch(() => {}),
    50,
  );
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
