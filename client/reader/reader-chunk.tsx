/**
 * The screenshot reader's lazy chunk (./ScreenshotReader.tsx), as the form renders it: fetched once
 * per page, on the payer's intent to attach a picture (./ocr-intent.ts), or with the first picture
 * when none came before it (a paste). Once the chunk is here, the reader renders in the same commit
 * as the picture: React.lazy reads a thenable that calls back at once in that render, where a
 * promise, even a settled one, suspends it, and React holds back showing content that suspended by
 * up to 300 ms after its fallback, so the reading started 300 ms late (docs/performance.md, Reading
 * a screenshot: time and memory). One that cannot load is one console line and no suggestion, never
 * the error screen: reading is a help, never in the way.
 */
import { lazy, type ComponentType } from 'react';
import type { RenderReader, ScreenshotReaderProps } from '../../page/components/reader-context.ts';

interface ReaderModule {
  default: ComponentType<ScreenshotReaderProps>;
}

let loaded: ReaderModule | null = null;
let loading: Promise<ReaderModule> | null = null;

/** Fetches the reader's chunk, once per page; never rejects (a chunk that fails is a reader showing nothing). */
export function loadReader(): Promise<ReaderModule> {
  if (!loading) {
    loading = import('./ScreenshotReader.tsx').then(
      (module) => (loaded = module),
      (error: unknown) => {
        console.error(`Reading the screenshot failed: ${error instanceof Error ? error.message : String(error)}`);
        return (loaded = { default: () => null });
      },
    );
  }
  return loading;
}

/** A thenable that hands `value` to its callback at once, in the caller's own task. */
export function settled<T>(value: T): PromiseLike<T> {
  return {
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never,
  };
}

// React's types ask lazy for a Promise; React itself only calls `then` (client/reader/reader-chunk.test.ts).
const ScreenshotReader = lazy(() => (loaded ? (settled(loaded) as Promise<ReaderModule>) : loadReader()));

export const renderReader: RenderReader = (props) => <ScreenshotReader {...props} />;
