/**
 * Takes over the server's first paint: read what the worker embedded, then hydrateRoot on the
 * same markup from the same boot data. React reports any markup mismatch as a recoverable
 * error; we log it so the end-to-end tests catch it. Loaded by main.tsx as its own chunk.
 */
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BOOT_ELEMENT_ID, pageContext, type Boot } from './boot.ts';
import { markInteractive } from './effects/interactive.ts';

/** Renders nothing of its own; its effect runs after every effect below it, once hydration has committed. */
function Interactive({ children }: { children: ReactNode }) {
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
      <Interactive>
        <App boot={boot} context={pageContext(boot)} />
      </Interactive>,
      {
        onRecoverableError(error) {
          console.error('Hydration mismatch:', error instanceof Error ? error.message : error);
        },
      },
    );
  });
}
