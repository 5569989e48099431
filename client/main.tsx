/**
 * The browser entry: read what the worker embedded, then take over the
 * server's first paint with hydrateRoot. React reports any markup mismatch as
 * a recoverable error; we log it so the end-to-end tests catch it.
 */
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BOOT_ELEMENT_ID, pageContext, type Boot } from './boot.ts';
import './styles.css';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as Boot;
const root = document.getElementById('root');
if (root) {
  hydrateRoot(root, <App boot={boot} context={pageContext(boot)} />, {
    onRecoverableError(error) {
      console.error('Hydration mismatch:', error instanceof Error ? error.message : error);
    },
  });
}
