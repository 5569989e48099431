/**
 * The whole page for one flow state. Rendered to a string by the page worker for
 * the first paint and hydrated by React in the browser, so it must produce the
 * same markup in both: no random ids, no clocks, no adjacent text nodes.
 */
import { useContext, useDeferredValue } from 'react';
import { formatAmount } from '../../common/money.ts';
import type { PageFlags } from '../../common/payer-link.ts';
import { screenOf, type FlowState } from '../flow/state.ts';
import type { Catalogue } from '../i18n/en.ts';
import type { PageActions, PageContext } from './actions.ts';
import { AmountBanner } from './AmountBanner.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { ChannelSelect } from './ChannelSelect.tsx';
import { StepTwoSlot } from './step-two-slot.ts';
import { ErrorScreen, LoadingScreen } from './Screens.tsx';
import { Toasts } from './Toasts.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

interface PageProps {
  state: FlowState;
  context: PageContext;
  actions: PageActions;
}

function Screen({ state, context, actions }: PageProps) {
  // The form follows the step one render behind when a payer enters step 2: the tap paints the
  // payment details (the QR code) at once and the form below them in the next frame, so the tap's
  // own task stays short (docs/rules.md, Start-up). Hydration and the server see no lag.
  const formStep = useDeferredValue(state.step);
  // Step 2's panel and the screens after it come from the side rendering (./step-two-slot.ts):
  // step 1 carries none of their code.
  const stepTwo = useContext(StepTwoSlot);
  switch (screenOf(state)) {
    case 'loading':
      return <LoadingScreen />;
    case 'error':
      return <ErrorScreen canRetry={state.error !== 'not-found'} onRetry={actions.tryAgain} />;
    case 'bot-check':
      return stepTwo.botCheck(actions.botCheckWidget);
    case 'done':
      return (
        <Frame state={state} context={context} actions={actions}>
          {stepTwo.done(context.redirectUrl)}
        </Frame>
      );
    case 'pay':
      return (
        <Frame state={state} context={context} actions={actions}>
          {state.step === 1 || !state.channel ? (
            <ChannelSelect state={state} context={context} actions={actions} />
          ) : (
            stepTwo.panel({ state, channel: state.channel, context, actions, showForm: formStep === 2 })
          )}
        </Frame>
      );
  }
}

/** Amount, steps and the current step's panel. */
function Frame({ state, context, actions, children }: PageProps & { children: React.ReactNode }) {
  return (
    <>
      <AmountBanner amount={state.amount} testMode={state.flags.test} onCopy={actions.copy} />
      <StepIndicator state={state} context={context} actions={actions} />
      <section className="panel" aria-labelledby="step-title">
        {children}
      </section>
    </>
  );
}

/** The document's <title>: the page worker writes it, the browser keeps it in the page's language. */
export function pageTitle(text: Catalogue, state: FlowState): string {
  return state.phase === 'ready' ? `${text.pageTitle}: ${formatAmount(state.amount)}` : text.pageTitle;
}

/**
 * What the language links keep: the page's flags, and the option a card link chose only while it is
 * the one on screen (step 2), so the page in the other language shows the same step.
 */
function menuFlags(state: FlowState): PageFlags {
  if (state.phase === 'ready' && state.page === 'pay' && state.step === 2 && state.channel) return state.flags;
  const { channel: _channel, channelType: _channelType, ...flags } = state.flags;
  return flags;
}

export function Page(props: PageProps) {
  return (
    <>
      <main className="page">
        <LanguageMenu
          flags={menuFlags(props.state)}
          languages={props.context.languages}
          onChoose={props.actions.chooseLanguage}
        />
        <Screen {...props} />
      </main>
      <Toasts toasts={props.state.toasts} onClose={props.actions.closeToast} />
    </>
  );
}
