/**
 * The UTR field and Submit (docs/rules.md, Bot check (Turnstile) ordering and One submission at a
 * time): the submitter sequences the calls against the latest committed state, and the bot-check
 * screen hands its widget element to the check the submitter asked for.
 */
import { useMemo, type RefObject } from 'react';
import type { ClientConfig } from '../../common/client-config.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import type { PaymentApi } from '../effects/api.ts';
import { createBotCheck } from '../effects/bot-check.ts';
import { createSubmitter } from '../effects/submit.ts';
import type { Dispatch } from './latest.ts';

export type SubmissionActions = Pick<PageActions, 'changeUtr' | 'submit' | 'botCheckWidget'>;

export function useSubmission(
  api: PaymentApi | null,
  config: ClientConfig | null,
  latest: RefObject<FlowState>,
  dispatch: Dispatch,
  chunkFailed: (error: unknown) => void,
): SubmissionActions {
  return useMemo(() => {
    const botCheck = config ? createBotCheck(config, chunkFailed) : null;
    // Made on the first press, outside render: it reads the latest committed state as it goes.
    let submitter: (() => Promise<void>) | null = null;
    return {
      changeUtr: (utr) => dispatch({ type: 'utrChanged', utr }),
      submit: () => {
        if (!api || !config || !botCheck) return;
        submitter ??= createSubmitter({
          api,
          dispatch,
          getState: () => latest.current,
          now: () => new Date(),
          uploadOrigins: config.uploadOrigins,
          botCheck: botCheck.token,
        });
        void submitter();
      },
      botCheckWidget: (element) => botCheck?.widget(element),
    };
  }, [api, config, latest, dispatch, chunkFailed]);
}
