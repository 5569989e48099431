/**
 * The first paint: page/components/Page.tsx's <Page> rendered to a string with
 * preact-render-to-string (the page worker's build aliases react to preact/compat),
 * from the same boot data the client hydrates with.
 */
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import type { ReactNode } from 'react';
import { bootLanguage, bootState, pageContext, type Boot } from '../../page/boot.ts';
import { Page, pageTitle } from '../../page/components/Page.tsx';
import { serverActions } from '../../page/components/actions.ts';
import { StepTwoSlot } from '../../page/components/step-two-slot.ts';
import { needsStepTwoAtOnce } from '../../page/flow/state.ts';
import { en } from '../../page/i18n/en.ts';
import { languages } from '../../page/i18n/languages.ts';
import { TextProvider } from '../../page/i18n/use-text.ts';
import { htmlDocument } from './document.ts';
import { hasOtherGroups, OtherGroups } from './noscript.tsx';
import { renderStepTwo } from './step-two.tsx';

/** The page in the boot data's language (docs/rules.md, Languages), exactly as the browser will hydrate it. */
export function renderPage(boot: Boot, nonce: string): string {
  const state = bootState(boot);
  const { code, text } = bootLanguage(boot, en);
  const inLanguage = (children: ReactNode) => (
    <TextProvider code={code} text={text}>
      {children}
    </TextProvider>
  );
  const context = pageContext(boot, languages);
  // JSX here is preact/compat's at run time; the types are React's, hence the casts.
  const body = renderToString(
    inLanguage(
      <StepTwoSlot value={renderStepTwo}>
        <Page state={state} context={context} actions={serverActions} />
      </StepTwoSlot>,
    ) as unknown as VNode,
  );
  // Only step 1 needs it: step 2 has its own way back (docs/rules.md, Without JavaScript).
  const stepOne = state.phase === 'ready' && state.page === 'pay' && state.step === 1;
  const fallback =
    stepOne && hasOtherGroups(state.groups, state.selectedType)
      ? renderToString(
          inLanguage(
            <OtherGroups groups={state.groups} shownType={state.selectedType} query={context.query} />,
          ) as unknown as VNode,
        )
      : '';
  const { tag, dir } = languages[code];
  return htmlDocument({
    nonce,
    title: pageTitle(text, state),
    body,
    fallback,
    boot,
    lang: tag,
    dir,
    stepTwo: needsStepTwoAtOnce(state),
  });
}
