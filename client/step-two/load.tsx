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
import { createChunk, type Chunk } from '../platform/chunk.ts';
import { loadChunk } from '../platform/lazy.ts';
import { useMarkReady } from '../ready.ts';
import type * as StepTwoModule from './step-two.tsx';

export type StepTwoParts = typeof StepTwoModule;

export type StepTwoChunk = Chunk<StepTwoParts>;

const importStepTwo = (): Promise<StepTwoParts> => loadChunk('step-two', () => import('./step-two.tsx'));

export function createStepTwoChunk(load: () => Promise<StepTwoParts> = importStepTwo): StepTwoChunk {
  return createChunk(load);
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
