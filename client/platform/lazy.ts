/** Lazy chunks (docs/rules.md, Lazy chunks): a 120 s limit, and one recognisable error when they fail. */

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {}

export function loadChunk<T>(name: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = () => reject(new ChunkLoadError(`Loading chunk ${name} failed.`));
    const timer = setTimeout(fail, timeoutMs);
    // A loader that throws instead of rejecting is the same failure, not a different error.
    let loading: Promise<T>;
    try {
      loading = load();
    } catch {
      loading = Promise.reject(new Error('loader threw'));
    }
    loading.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        fail();
      },
    );
  });
}
