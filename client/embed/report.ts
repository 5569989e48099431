/**
 * The page's events for the merchant that frames it (docs/embedding.md, 'The page inside a frame'),
 * called with every state. Their code is a lazy chunk (./framed.ts), loaded on the first state only
 * when the page is framed and the page worker named who may embed this app, so a link opened
 * directly loads none of it (docs/rules.md, Performance budgets). The states reach the chunk in the order
 * they came, each once it has loaded; a chunk that cannot load leaves the page as it is, silent.
 */
import type { FlowState } from '../../page/flow/state.ts';
import { isFramed } from '../navigation/navigation.ts';
import type { Framed } from './framed.ts';

let framed: Promise<Framed | null> | undefined;

export function reportFramed(
  state: FlowState,
  redirectUrl: string | null,
  embedders: readonly string[] | undefined,
  authToken: string | null,
) {
  if (!embedders?.length || !isFramed()) return;
  // The module itself, not a destructured name: Vite would wrap the import to pick the name out.
  framed ??= import('./framed.ts').then(
    (chunk) => chunk.startFramed(embedders, redirectUrl, authToken),
    () => null,
  );
  void framed.then((events) => events?.report(state));
}
