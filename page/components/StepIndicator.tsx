/**
 * Three steps (docs/rules.md, Step flow). Earlier steps are buttons that go back while the
 * payer is still paying; the progress line waits 600 ms when advancing (CSS).
 * Until the script has taken over, a link that looks the same stands in for each of those
 * buttons and loads step 1 instead (docs/rules.md, Without JavaScript): CSS shows one or the other.
 */
import { inLanguage, optionsHref } from '../../common/channel-link.ts';
import type { FlowState, Step } from '../flow/state.ts';
import type { Catalogue } from '../i18n/en.ts';
import { fill } from '../i18n/fill.ts';
import { useLanguage, useText } from '../i18n/use-text.ts';
import type { PageActions, PageContext } from './actions.ts';
import { BackIcon, CheckIcon } from './icons.tsx';

function stepTitle(text: Catalogue, step: Step, resubmit: boolean): string {
  if (step === 1) return text.stepOptions;
  if (step === 2) return resubmit ? text.stepResubmit : text.stepPay;
  return text.stepThanks;
}

const STEPS: Step[] = [1, 2, 3];

interface Props {
  state: FlowState;
  context: PageContext;
  actions: PageActions;
}

export function StepIndicator({ state, context, actions }: Props) {
  const text = useText();
  const language = useLanguage();
  const current = state.step;
  const canGoBack = state.page === 'pay' && state.submission === 'idle';
  const progressClass = `steps-progress steps-progress-${current}${state.advancing ? ' is-advancing' : ''}`;
  // While paying, going back always lands on step 1.
  const backHref = optionsHref(inLanguage(context.query, language));
  return (
    <nav className="steps" aria-label={text.progress}>
      <div className="steps-head">
        {current > 1 && canGoBack && (
          <>
            <a className="back without-js" href={backHref} aria-label={text.backToOptions} title={text.backToOptions}>
              <BackIcon />
            </a>
            <button
              type="button"
              className="back with-js"
              onClick={actions.back}
              aria-label={text.goBack}
              title={text.goBack}
            >
              <BackIcon />
            </button>
          </>
        )}
        <div className="steps-titles">
          <p className="steps-count">{fill(text.stepOf, { step: current, total: 3 })}</p>
          <h1 className="steps-title" id="step-title" tabIndex={-1}>
            {stepTitle(text, current, state.resubmit)}
          </h1>
        </div>
      </div>
      <div className="steps-track" aria-hidden="true">
        <div className={progressClass} />
      </div>
      <ol className="steps-list">
        {STEPS.map((step) => {
          const label = stepTitle(text, step, state.resubmit);
          const status = step < current ? 'done' : step === current ? 'current' : 'todo';
          // Once the page is done, its own step is complete too.
          const complete = status === 'done' || state.page === 'done';
          // The same inside the link, the button and the plain step.
          const content = (
            <>
              <span className="step-marker">{complete ? <CheckIcon /> : <span>{String(step)}</span>}</span>
              <span className="step-label">{label}</span>
            </>
          );
          return (
            <li
              key={step}
              className={complete ? `step step-done step-${status}` : `step step-${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {status === 'done' && canGoBack ? (
                <>
                  <a className="step-button without-js" href={backHref}>
                    {content}
                  </a>
                  <button type="button" className="step-button with-js" onClick={() => actions.chooseStep(step)}>
                    {content}
                  </button>
                </>
              ) : (
                <span className="step-button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
