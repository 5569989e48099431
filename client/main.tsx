/**
 * The browser entry: read what the worker embedded, then take over the
 * server's first paint with hydrateRoot. React reports any markup mismatch as
 * a recoverable error; we log it so the end-to-end tests catch it.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BOOT_ELEMENT_ID, pageContext, type Boot } from './boot.ts';
import './styles.css';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as Boot;
const root = document.getElementById('root');
if (root) {
  // As a transition, hydration is split into short slices that yield to the browser,
  // instead of one long task right after the first paint (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(root, <App boot={boot} context={pageContext(boot)} />, {
      onRecoverableError(error) {
        console.error('Hydration mismatch:', error instanceof Error ? error.message : error);
      },
    });
  });
}
