// createChunk (client/platform/chunk.ts): one load per page, shared by the render, the actions and
// the idle prefetch (docs/rules.md, Lazy chunks).
import { describe, expect, it, vi } from 'vitest';
import { createChunk } from './chunk.ts';

const parts = { draw: () => 'drawn' };

describe('createChunk', () => {
  it('loads once however many ask, and hands every one the same exports', async () => {
    const load = vi.fn(() => Promise.resolve(parts));
    const chunk = createChunk(load);
    chunk.prefetch();
    const [a, b, loaded] = await Promise.all([chunk.parts(), chunk.parts(), chunk.loaded()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(parts);
    expect(b).toBe(parts);
    expect(loaded).toEqual({ parts });
  });

  it('marks its load as settled the way React reads it, so a later render does not suspend', async () => {
    const chunk = createChunk(() => Promise.resolve(parts));
    const loading = chunk.loaded() as Promise<unknown> & { status?: string; value?: unknown };
    await loading;
    await Promise.resolve();
    expect(loading.status).toBe('fulfilled');
    expect(loading.value).toEqual({ parts });
  });

  it('hands the exports over a task after the one that evaluated the chunk, not in it', async () => {
    const chunk = createChunk(() => Promise.resolve(parts));
    let handed = false;
    void chunk.parts().then(() => (handed = true));
    // Every microtask of the task the load settled in.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(handed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await chunk.parts();
    expect(handed).toBe(true);
  });

  it('never rejects the load a render waits for; an action that needs the exports hears the failure', async () => {
    const failure = new Error('offline');
    const chunk = createChunk(() => Promise.reject(failure));
    await expect(chunk.loaded()).resolves.toEqual({ error: failure });
    await expect(chunk.parts()).rejects.toBe(failure);
  });

  it('forgets a prefetch that failed, so the next need loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(parts);
    const chunk = createChunk<typeof parts>(load);
    chunk.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(chunk.parts()).resolves.toBe(parts);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure a render or an action saw, so the error screen is not followed by a silent retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(parts);
    const chunk = createChunk<typeof parts>(load);
    await expect(chunk.parts()).rejects.toThrow('offline');
    await expect(chunk.parts()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
