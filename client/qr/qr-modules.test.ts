// The page's side of the QR thread (client/qr/qr-modules.ts; docs/rules.md, Lazy chunks): one
// thread per page, answers matched to their requests and shape-checked, and a thread that fails
// or falls silent fails what it holds and is replaced by the next request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as QrModules from './qr-modules.ts';
import type { QrAnswer, QrRequest } from './qr-modules.ts';

/** A stand-in for the browser's Worker: records what the page posts, and answers when the test says. */
class FakeThread {
  static started: FakeThread[] = [];
  readonly posted: QrRequest[] = [];
  terminated = false;
  onmessage: ((event: { data: QrAnswer }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  readonly url: string;
  readonly options: { name?: string };
  constructor(url: string, options: { name?: string }) {
    this.url = url;
    this.options = options;
    FakeThread.started.push(this);
  }
  postMessage(request: QrRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: QrAnswer) {
    this.onmessage?.({ data });
  }
  fail() {
    this.onerror?.({ preventDefault: () => {} });
  }
}

/** The built script's path, as the page passes it and the policy allows it. */
const SCRIPT = '/assets/qr-thread-BkR2x9_a.js';

const square = (size: number) => ({ size, dark: new Uint8Array(size * size).fill(1) });

let qrModules: typeof QrModules;
beforeEach(async () => {
  FakeThread.started = [];
  vi.stubGlobal('Worker', FakeThread);
  vi.stubGlobal('location', new URL('https://page.test/demo/token'));
  // A fresh module each test: the thread is per page.
  vi.resetModules();
  qrModules = await import('./qr-modules.ts');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the QR thread', () => {
  it('is started once, from the QR thread script of this origin, and answers each request with its own code', async () => {
    qrModules.startQrThread(SCRIPT);
    const first = qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=a@x', 1_000);
    const second = qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=b@x', 1_000);
    expect(FakeThread.started).toHaveLength(1);
    const [thread] = FakeThread.started;
    expect(thread?.url).toBe('https://page.test/assets/qr-thread-BkR2x9_a.js');
    expect(thread?.options).toEqual({ name: 'qr' });
    expect(thread?.posted.map((request) => request.value)).toEqual(['upi://pay?pa=a@x', 'upi://pay?pa=b@x']);
    const [a, b] = thread?.posted ?? [];
    // Answered out of order: each promise gets its own.
    thread?.answer({ id: b?.id ?? -1, ...square(25) });
    thread?.answer({ id: a?.id ?? -1, ...square(21) });
    expect(await first).toMatchObject({ size: 21 });
    expect(await second).toMatchObject({ size: 25 });
  });

  it("says 'too-long' when the value fits no code", async () => {
    const result = qrModules.qrModulesOf(SCRIPT, 'x'.repeat(5000), 1_000);
    const thread = FakeThread.started[0];
    thread?.answer({ id: thread.posted[0]?.id ?? -1, tooLong: true });
    expect(await result).toBe('too-long');
  });

  it("takes an answer that is not a square of the size it claims as 'failed'", async () => {
    const result = qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=a@x', 1_000);
    const thread = FakeThread.started[0];
    thread?.answer({ id: thread.posted[0]?.id ?? -1, size: 21, dark: new Uint8Array(20) });
    expect(await result).toBe('failed');
  });

  it('fails every request a thread that could not load holds, and the next request starts another', async () => {
    const first = qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=a@x', 1_000);
    const second = qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=b@x', 1_000);
    FakeThread.started[0]?.fail();
    expect(await first).toBe('failed');
    expect(await second).toBe('failed');
    expect(FakeThread.started[0]?.terminated).toBe(true);
    const third = qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=a@x', 1_000);
    expect(FakeThread.started).toHaveLength(2);
    const thread = FakeThread.started[1];
    thread?.answer({ id: thread.posted[0]?.id ?? -1, ...square(21) });
    expect(await third).toMatchObject({ size: 21 });
  });

  it('fails a request the thread leaves unanswered past the limit, and ends that thread', async () => {
    vi.useFakeTimers();
    const result = qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=a@x', 5_000);
    vi.advanceTimersByTime(4_999);
    const settled = vi.fn();
    void result.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(await result).toBe('failed');
    expect(FakeThread.started[0]?.terminated).toBe(true);
  });

  it('fails at once where the browser refuses to start it (a policy, say), without throwing', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    );
    expect(() => qrModules.startQrThread(SCRIPT)).not.toThrow();
    expect(await qrModules.qrModulesOf(SCRIPT, 'upi://pay?pa=a@x', 1_000)).toBe('failed');
  });
});
