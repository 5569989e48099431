/**
 * Step 2's controls as the page's actions: the UTR field, the proof picture and Submit. Everything
 * but typing needs step 2's chunk, which the form on screen has loaded; their effects are made
 * there, once, on the first control used (./actions.ts).
 */
import { useMemo, type RefObject } from 'react';
import type { ClientConfig } from '../../common/client-config.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import type { Link } from '../../common/payer-link.ts';
import type { Dispatch } from '../platform/latest.ts';
import type { StepTwoActions } from './actions.ts';
import type { StepTwoChunk } from './load.tsx';

export type StepTwoControls = Pick<
  PageActions,
  'changeUtr' | 'chooseProof' | 'removeProof' | 'submit' | 'botCheckWidget'
>;

export function useStepTwoActions(
  link: Link | null,
  config: ClientConfig | null,
  latest: RefObject<FlowState>,
  dispatch: Dispatch,
  chunkFailed: (error: unknown) => void,
  stepTwo: StepTwoChunk,
): StepTwoControls {
  return useMemo(() => {
    let made: StepTwoActions | null = null;
    // Each call waits for the chunk, in the order made: a removal never overtakes the choice before it.
    const withChunk = (act: (actions: StepTwoActions) => unknown) =>
      void stepTwo.parts().then((parts) => {
        made ??= parts.createStepTwoActions({ link, config, dispatch, getState: () => latest.current, chunkFailed });
        return act(made);
      }, chunkFailed);
    return {
      changeUtr: (utr) => dispatch({ type: 'utrChanged', utr }),
      chooseProof: (file) => withChunk((actions) => actions.chooseProof(file)),
      removeProof: () => {
        dispatch({ type: 'proofRemoved' });
        withChunk((actions) => actions.forgetProof());
      },
      submit: () => withChunk((actions) => actions.submit()),
      botCheckWidget: (element) => made?.botCheckWidget(element),
    };
  }, [link, config, latest, dispatch, chunkFailed, stepTwo]);
}
