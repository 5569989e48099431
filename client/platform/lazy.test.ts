// loadChunk (client/platform/lazy.ts): lazy chunks fail with one recognisable error, on import failure or after 120 s (docs/rules.md, Lazy chunks).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lazy.ts';

/** Records how a promise settled, so a test can look without awaiting it. */
function track<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

const never = () => new Promise<never>(() => {});

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the chunk timeout is 120000 ms', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when the import succeeds, and leaves no timer behind', async () => {
    const module = { draw: () => 'svg' };
    await expect(loadChunk('qrcode', () => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("an import failure rejects with ChunkLoadError 'Loading chunk <name> failed.'", async () => {
    const result = loadChunk('qrcode', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toThrow(/^Loading chunk qrcode failed\.$/);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a loader that throws at once is a chunk failure too', async () => {
    const result = loadChunk('turnstile', () => {
      throw new Error('boom');
    });
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toThrow('Loading chunk turnstile failed.');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an import still pending after 120 s rejects with ChunkLoadError, not before', async () => {
    const seen = track(loadChunk('turnstile', never));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.settled).toBe(true);
    expect(seen.error).toBeInstanceOf(ChunkLoadError);
    expect((seen.error as Error).message).toBe('Loading chunk turnstile failed.');
  });

  it('a custom timeout is honoured', async () => {
    const seen = track(loadChunk('qrcode', never, 50));
    await vi.advanceTimersByTimeAsync(49);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.error).toBeInstanceOf(ChunkLoadError);
  });

  it('an import that finishes just before the timeout resolves', async () => {
    const seen = track(
      loadChunk(
        'qrcode',
        () => new Promise<string>((resolve) => setTimeout(() => resolve('module'), CHUNK_TIMEOUT_MS - 1)),
      ),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS + 10);
    expect(seen.value).toBe('module');
    expect(seen.error).toBeUndefined();
  });

  it('an import that finishes after the timeout does not undo the failure', async () => {
    const seen = track(
      loadChunk(
        'qrcode',
        () => new Promise<string>((resolve) => setTimeout(() => resolve('late'), CHUNK_TIMEOUT_MS + 1)),
      ),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS + 10);
    expect(seen.error).toBeInstanceOf(ChunkLoadError);
    expect(seen.value).toBeUndefined();
  });
});
