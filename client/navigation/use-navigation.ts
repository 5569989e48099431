/**
 * Moving through the steps and off the page: the step actions, each step as a history entry
 * (docs/rules.md, Steps in the browser history), leaving for the payment app and coming back
 * (docs/rules.md, Coming back from the payment app), the new step's heading taking focus and 'Try
 * again'. The redirect once done is the done screen's (./use-redirect.ts).
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import { reloadPage } from './navigation.ts';
import { watchVisibility } from './page-visibility.ts';
import { afterNextPaint } from '../platform/next-task.ts';
import { createStepHistory, type StepHistory } from './step-history.ts';
import type { Dispatch } from '../platform/latest.ts';

export type NavigationActions = Pick<
  PageActions,
  'chooseType' | 'chooseChannel' | 'alreadyPaid' | 'back' | 'chooseStep' | 'tryAgain'
>;

export function useNavigation(state: FlowState, latest: RefObject<FlowState>, dispatch: Dispatch): NavigationActions {
  // The reducer decides what Back and Forward mean.
  const stepHistory = useRef<StepHistory | null>(null);
  useEffect(() => {
    const steps = createStepHistory(latest.current.step, (move) =>
      dispatch(move.to === 'step 2' ? { type: 'historyForward', channelId: move.channelId } : { type: 'historyBack' }),
    );
    stepHistory.current = steps;
    return () => {
      steps.stop();
      stepHistory.current = null;
    };
  }, [latest, dispatch]);
  const channelId = state.channel?.channel_id ?? null;
  const { step, advancing } = state;
  useEffect(() => {
    // After the frame that shows the step: adding a history entry took a tap's task 3 to 8 ms on a
    // slow phone (docs/performance.md, Where a tap's time goes). A step changed again before that
    // frame drops this call; the next one sees the step before both.
    let current = true;
    void afterNextPaint().then(() => current && stepHistory.current?.sync(step, channelId, advancing));
    return () => {
      current = false;
    };
  }, [step, channelId, advancing]);

  useEffect(() => watchVisibility((visible) => dispatch({ type: visible ? 'pageShown' : 'pageHidden' })), [dispatch]);

  // A new step's heading takes focus, so keyboard and screen-reader users start there.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    // After the frame that shows the step: focusing lays the page out at once, in the tap's task.
    let current = true;
    void afterNextPaint().then(() => current && document.getElementById('step-title')?.focus());
    return () => {
      current = false;
    };
  }, [state.step]);

  return useMemo(
    () => ({
      chooseType: (channelType) => dispatch({ type: 'typeChosen', channelType }),
      chooseChannel: (channelId) => dispatch({ type: 'channelChosen', channelId }),
      alreadyPaid: () => dispatch({ type: 'alreadyPaid' }),
      back: () => dispatch({ type: 'back' }),
      chooseStep: (step) => dispatch({ type: 'stepChosen', step }),
      tryAgain: reloadPage,
    }),
    [dispatch],
  );
}
