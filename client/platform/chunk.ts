/**
 * One lazy chunk, loaded once per page and shared by everyone who needs it (docs/rules.md, Lazy
 * chunks): the render, which waits in a Suspense boundary and must never see a rejection; the
 * actions, which need the chunk's exports and report a failure; and the idle prefetch, whose
 * failure is forgotten so the next need loads it again. Generic over what the chunk exports, so a
 * feature asks only for the part it uses (client/qr/use-qr.ts, client/progress/use-progress.ts)
 * and never imports the chunk's own folder.
 */

import { nextTask } from './next-task.ts';

/** A load's outcome: the render shows the parts or reports the failure, and never throws it. */
export type Loaded<Parts> = { parts: Parts } | { error: unknown };

/**
 * A promise that says it has settled the way React's `use` reads it (`status`, `value`), so a
 * render after the load reads the chunk at once instead of suspending for a microtask.
 */
type Readable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

// Function properties, not methods: passed around unbound (the idle prefetch).
export interface Chunk<Parts> {
  /** The load a render waits for: started on the first call, never rejecting. */
  loaded: () => Promise<Loaded<Parts>>;
  /** The chunk's exports, for an action that needs them; rejects when the chunk cannot load. */
  parts: () => Promise<Parts>;
  /** Loads it ahead (while idle, or on a page about to show it); a failure is forgotten, so the next need loads it again. */
  prefetch: () => void;
}

export function createChunk<Parts>(load: () => Promise<Parts>): Chunk<Parts> {
  let loading: Readable<Loaded<Parts>> | null = null;
  const loaded = (): Readable<Loaded<Parts>> => {
    if (loading) return loading;
    // Whoever waits for the chunk goes on in a task after the one that evaluated it: together, on
    // the slowest phones, the two were one long task (docs/performance.md, The slowest phones).
    const started: Readable<Loaded<Parts>> = load().then(
      (parts): Promise<Loaded<Parts>> => nextTask().then(() => ({ parts })),
      (error: unknown): Loaded<Parts> => ({ error }),
    );
    void started.then((value) => {
      started.status = 'fulfilled';
      started.value = value;
    });
    loading = started;
    return started;
  };
  return {
    loaded,
    parts: () =>
      loaded().then((result) => {
        if ('error' in result) throw result.error;
        return result.parts;
      }),
    prefetch: () => {
      const mine = loaded();
      void mine.then((result) => {
        if ('error' in result && loading === mine) loading = null;
      });
    },
  };
}
