/**
 * Takes over the server's first paint: read what the worker embedded, then hydrateRoot on the
 * same markup from the same boot data. React reports any markup mismatch as a recoverable
 * error; we log it so the end-to-end tests catch it. Loaded by main.tsx as its own chunk.
 */
import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BOOT_ELEMENT_ID, pageContext, type Boot } from '../page/boot.ts';
import { markInteractive } from './effects/interactive.ts';

/** The class CSS waits for before it shows what needs the script (docs/rules.md, Without JavaScript). */
const READY_CLASS = 'js-ready';

/**
 * Marks the page as run by its script once hydration has committed: a layout effect runs in the
 * commit itself, so the form shows in the same frame its handlers are attached, never earlier.
 * Its passive effect runs after every effect below it: from then on every control answers.
 */
function Ready({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.documentElement.classList.add(READY_CLASS), []);
  useEffect(markInteractive, []);
  return children;
}

export function hydratePage(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as Boot;
  // As a transition, hydration is split into short slices that yield to the browser,
  // instead of one long task right after the first paint (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      root,
      <Ready>
        <App boot={boot} context={pageContext(boot)} />
      </Ready>,
      {
        onRecoverableError(error) {
          console.error('Hydration mismatch:', error instanceof Error ? error.message : error);
        },
      },
    );
  });
}
