/**
 * Loading step 2's chunk (./step-two.tsx; docs/rules.md, Lazy chunks) and rendering its panel and
 * the screens after it. One
 * load per page, shared by the render, the actions that need the chunk's code and the prefetch:
 * the render waits in a Suspense boundary, which on a page the server rendered at step 2 keeps that
 * markup until the chunk arrives, and which the page hydrates with the chunk already loaded
 * (client/hydrate.tsx), so nothing flashes.
 */
import { Suspense, use, useEffect, type ReactNode } from 'react';
import type { RenderStepTwo } from '../../page/components/step-two-slot.ts';
import { loadChunk } from '../platform/lazy.ts';
import { useMarkReady } from '../ready.ts';
import type * as StepTwoModule from './step-two.tsx';

export type StepTwoParts = typeof StepTwoModule;

/** A load's outcome: the render shows the panel or reports the failure, and never throws it. */
type Loaded = { parts: StepTwoParts } | { error: unknown };

/**
 * A promise that says it has settled the way React's `use` reads it (`status`, `value`), so a
 * render after the load reads the chunk at once instead of suspending for a microtask.
 */
type Readable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

// Function properties, not methods: passed around unbound (the idle prefetch).
export interface StepTwoChunk {
  /** The load a render waits for: started on the first call, never rejecting. */
  loaded: () => Promise<Loaded>;
  /** The chunk's exports, for an action that needs them; rejects when the chunk cannot load. */
  parts: () => Promise<StepTwoParts>;
  /** Loads it ahead (while idle, or on a page about to show step 2); a failure is forgotten, so the next need loads it again. */
  prefetch: () => void;
}

const importStepTwo = (): Promise<StepTwoParts> => loadChunk('step-two', () => import('./step-two.tsx'));

export function createStepTwoChunk(load: () => Promise<StepTwoParts> = importStepTwo): StepTwoChunk {
  let loading: Readable<Loaded> | null = null;
  const loaded = (): Readable<Loaded> => {
    if (loading) return loading;
    const started: Readable<Loaded> = load().then(
      (parts): Loaded => ({ parts }),
      (error: unknown): Loaded => ({ error }),
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

/** Reports a chunk that could not load (the error screen, as for every lazy chunk the page needs). */
function Failed({ error, onFailed }: { error: unknown; onFailed: (error: unknown) => void }) {
  useEffect(() => onFailed(error), [error, onFailed]);
  return null;
}

/** Something drawn from the chunk's exports, once they are there. */
type Draw = (parts: StepTwoParts) => ReactNode;

interface FromChunkProps {
  chunk: StepTwoChunk;
  draw: Draw;
  onFailed: (error: unknown) => void;
}

function FromChunk({ chunk, draw, onFailed }: FromChunkProps) {
  const result = use(chunk.loaded());
  // On a page that opened on step 2 this commit is the one that attaches the form's handlers.
  useMarkReady(true);
  if ('error' in result) return <Failed error={result.error} onFailed={onFailed} />;
  return draw(result.parts);
}

/** Step 2's panel and the screens after it, from the chunk, each in a Suspense boundary that shows nothing new while it loads. */
export function stepTwoRenderer(chunk: StepTwoChunk, onFailed: (error: unknown) => void): RenderStepTwo {
  const from = (draw: Draw) => (
    <Suspense fallback={null}>
      <FromChunk chunk={chunk} draw={draw} onFailed={onFailed} />
    </Suspense>
  );
  return {
    panel: (props) => from(({ StepTwo }) => <StepTwo {...props} />),
    botCheck: (widget) => from(({ BotCheckScreen }) => <BotCheckScreen widget={widget} />),
    done: (redirectUrl) => from(({ DonePanel }) => <DonePanel redirectUrl={redirectUrl} />),
  };
}
