/**
 * The UTR field and Submit (docs/rules.md, Bot check (Turnstile) ordering and One submission at a
 * time): the submitter sequences the calls against the latest committed state, and the bot-check
 * screen hands its widget element to the check the submitter asked for. Both come from step 2's
 * chunk (client/step-two/load.tsx), which the form on screen has already loaded.
 */
import { useMemo, type RefObject } from 'react';
import type { ClientConfig } from '../../common/client-config.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import type { PaymentApi } from '../payment-worker/api.ts';
import type { BotCheck } from './bot-check.ts';
import type { StepTwoChunk } from '../step-two/load.tsx';
import type { Dispatch } from '../platform/latest.ts';

export type SubmissionActions = Pick<PageActions, 'changeUtr' | 'submit' | 'botCheckWidget'>;

export function useSubmission(
  api: PaymentApi | null,
  config: ClientConfig | null,
  latest: RefObject<FlowState>,
  dispatch: Dispatch,
  chunkFailed: (error: unknown) => void,
  stepTwo: StepTwoChunk,
): SubmissionActions {
  return useMemo(() => {
    // Made on the first press, outside render: the submitter reads the latest committed state as it
    // goes, and the bot check exists before the screen that shows its widget.
    let botCheck: BotCheck | null = null;
    let submitter: (() => Promise<void>) | null = null;
    return {
      changeUtr: (utr) => dispatch({ type: 'utrChanged', utr }),
      submit: () => {
        if (!api || !config) return;
        void stepTwo.parts().then((parts) => {
          const check = (botCheck ??= parts.createBotCheck(config, chunkFailed));
          submitter ??= parts.createSubmitter({
            api,
            dispatch,
            getState: () => latest.current,
            now: () => new Date(),
            uploadOrigins: config.uploadOrigins,
            botCheck: check.token,
          });
          return submitter();
        }, chunkFailed);
      },
      botCheckWidget: (element) => botCheck?.widget(element),
    };
  }, [api, config, latest, dispatch, chunkFailed, stepTwo]);
}
