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
import { AllChannels } from './noscript.tsx';

export function renderPage(boot: Boot, nonce: string): string {
  const state = bootState(boot);
  const element = <Page state={state} context={pageContext(boot)} actions={serverActions} />;
  // JSX here is preact/compat's at run time; the types are React's, hence the cast.
  const body = renderToString(element as unknown as VNode);
  const title = state.phase === 'ready' ? `${text.pageTitle}: ${formatAmount(state.amount)}` : text.pageTitle;
  const noscript =
    state.phase === 'ready' && state.page === 'pay'
      ? renderToString(<AllChannels groups={state.groups} />)
      : '';
  return htmlDocument({ nonce, title, body, noscript, boot });
}
