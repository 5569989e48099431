/**
 * Takes over the server's first paint: read what the page worker embedded, then hydrateRoot on the
 * same markup from the same boot data. React reports any markup mismatch as a recoverable
 * error; we log it so the end-to-end tests catch it. Loaded by main.tsx as its own chunk.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BOOT_ELEMENT_ID, bootState, pageContext, type Boot } from '../page/boot.ts';
import { needsStepTwoAtOnce, showsStepTwo } from '../page/flow/state.ts';
import { createStepTwoChunk } from './step-two/load.tsx';

export async function hydratePage(): Promise<void> {
  // The entry script is async (docs/rules.md, Start-up): from the cache it can run before the parser
  // has reached the boot data, the document's last element.
  if (document.readyState === 'loading') await new Promise((parsed) => addEventListener('DOMContentLoaded', parsed));
  const root = document.getElementById('root');
  if (!root) return;
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as Boot;
  const first = bootState(boot);
  // Step 2's code is a chunk of its own (docs/rules.md, Lazy chunks). A page that opens on step 2
  // preloads it (page-worker/render/document.ts): with it loaded before hydrating, the panel the server drew
  // hydrates as soon as the rest, never shown anew. A page still loading its channels, whose call is
  // in it, starts it now.
  const stepTwo = createStepTwoChunk();
  if (showsStepTwo(first)) await stepTwo.loaded();
  else if (needsStepTwoAtOnce(first)) stepTwo.prefetch();
  // As a transition, hydration is split into short slices that yield to the browser,
  // instead of one long task right after the first paint (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(root, <App boot={boot} context={pageContext(boot)} stepTwo={stepTwo} />, {
      onRecoverableError(error) {
        console.error('Hydration mismatch:', error);
      },
    });
  });
}
