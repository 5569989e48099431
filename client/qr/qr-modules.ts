/**
 * The page's side of the QR thread (./qr-thread.ts; docs/rules.md, Lazy chunks): starts it, once
 * per page, and asks it for a code's modules, which the page then draws (common/qr-drawing.ts) or
 * paints into the picture a payer saves (./qr-image.ts). The thread is started while step 1 idles
 * (./qr-prefetch.ts), or else by the first code asked for: a UPI option chosen before that, whose
 * tap has already fetched the thread's script (client/qr/use-qr.ts). A thread
 * that cannot start, or does not answer in time, fails every request it holds, and the next request
 * starts another; ./lazy-qr.ts makes that the error a chunk that does not load is.
 *
 * In the QR chunk with the Trusted Types policy (vite.config.ts), and importing no other module at
 * run time (types only), so the chunk pulls none of step 1's or step 2's modules in with it: even
 * the thread's script URL comes from the caller (./qr-chunk.ts has it).
 */
import type { QrModules } from '../../common/qr-drawing.ts';
import { trustedScriptUrl } from '../platform/trusted-urls.ts';

export interface QrRequest {
  id: number;
  /** The text to encode: a UPI link. */
  value: string;
}

export type QrAnswer = ({ id: number } & QrModules) | { id: number; tooLong: true };

/** The code's modules; `too-long`: no QR code holds the value; `failed`: the thread did not load or answer. */
export type QrResult = QrModules | 'too-long' | 'failed';

interface Thread {
  thread: Worker;
  waiting: Map<number, { settle: (result: QrResult) => void; timer: ReturnType<typeof setTimeout> }>;
}

let thread: Thread | null = null;
let lastId = 0;

/** Ends a thread that failed: every request it holds fails, and the next one starts another. */
function fail(failed: Thread): void {
  if (thread === failed) thread = null;
  failed.thread.terminate();
  for (const { settle, timer } of failed.waiting.values()) {
    clearTimeout(timer);
    settle('failed');
  }
  failed.waiting.clear();
}

/** What the thread answered, shape-checked: a square of the size it claims, or too long. */
function resultOf(answer: QrAnswer): QrResult {
  if ('tooLong' in answer) return 'too-long';
  const { size, dark } = answer;
  return Number.isInteger(size) && size > 0 && dark instanceof Uint8Array && dark.length === size * size
    ? { size, dark }
    : 'failed';
}

/** The thread, started from `script` (the QR thread's built path) unless it runs already. */
function start(script: string): Thread {
  if (thread) return thread;
  const qrThread = new Worker(trustedScriptUrl(new URL(script, location.href)), { name: 'qr' });
  const started: Thread = { thread: qrThread, waiting: new Map() };
  qrThread.onmessage = ({ data }: MessageEvent<QrAnswer>) => {
    const waiting = started.waiting.get(data.id);
    if (!waiting) return;
    started.waiting.delete(data.id);
    clearTimeout(waiting.timer);
    waiting.settle(resultOf(data));
  };
  // The script did not load: the network, or a policy refusing it.
  qrThread.onerror = (event) => {
    event.preventDefault();
    fail(started);
  };
  thread = started;
  return started;
}

/** Starts the thread ahead of the first request, so its script loads while the page is idle; a failure waits for a request to report it. */
export function startQrThread(script: string): void {
  try {
    start(script);
  } catch {
    // Reported by the request that needs the thread.
  }
}

/** The modules of `value`'s code, or why not; never rejects. A thread silent for `limitMs` has failed. */
export function qrModulesOf(script: string, value: string, limitMs: number): Promise<QrResult> {
  return new Promise((settle) => {
    let current: Thread;
    try {
      current = start(script);
    } catch {
      settle('failed');
      return;
    }
    lastId += 1;
    const id = lastId;
    const timer = setTimeout(() => fail(current), limitMs);
    current.waiting.set(id, { settle, timer });
    const request: QrRequest = { id, value };
    current.thread.postMessage(request);
  });
}
