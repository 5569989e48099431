/**
 * The first paint: the client's own <Page> rendered to a string with
 * preact-render-to-string (the worker build aliases react to preact/compat),
 * from the same boot data the client hydrates with.
 */
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { bootState, pageContext, type Boot } from '../client/boot.ts';
import { Page } from '../client/components/Page.tsx';
import { serverActions } from '../client/components/actions.ts';
import { formatAmount } from '../common/money.ts';
import { text } from '../client/messages.ts';
import { htmlDocument } from './document.ts';
import { hasOtherGroups, OtherGroups } from './noscript.tsx';

export function renderPage(boot: Boot, nonce: string): string {
  const state = bootState(boot);
  const context = pageContext(boot);
  const element = <Page state={state} context={context} actions={serverActions} />;
  // JSX here is preact/compat's at run time; the types are React's, hence the cast.
  const body = renderToString(element as unknown as VNode);
  const title = state.phase === 'ready' ? `${text.pageTitle}: ${formatAmount(state.amount)}` : text.pageTitle;
  // Only step 1 needs it: step 2 has its own way back (docs/rules.md, Without JavaScript).
  const stepOne = state.phase === 'ready' && state.page === 'pay' && state.step === 1;
  const fallback =
    stepOne && hasOtherGroups(state.groups, state.selectedType)
      ? renderToString(<OtherGroups groups={state.groups} shownType={state.selectedType} query={context.query} />)
      : '';
  return htmlDocument({ nonce, title, body, fallback, boot });
}
