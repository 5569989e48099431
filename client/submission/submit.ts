/**
 * Submit, in its fixed order (docs/rules.md, Bot check (Turnstile) ordering):
 * validate the UTR, upload the proof if there is one, require a bot check,
 * then `submit-deposit`. The reducer records each stage; this module only
 * sequences the effects. One submission at a time: a press while one runs
 * starts nothing.
 */
import { checkUtr } from '../../common/utr.ts';
import type { ChannelId } from '../../common/channels.ts';
import { readSubmitOutcome, readUploadSlot } from '../../common/payment-answers.ts';
import { refusesLink } from '../../common/payment-api.ts';
import { submitOutcome } from '../../page/flow/outcome.ts';
import { canSubmit, type Action, type FlowState } from '../../page/flow/state.ts';
import { toasts } from '../../page/toasts.ts';
import type { CallResult, PaymentApi } from '../payment-worker/api.ts';
import { BotCheckFailure } from './bot-check.ts';
import { uploadFile } from './upload.ts';

interface SubmitDeps {
  api: PaymentApi;
  dispatch: (action: Action) => void;
  getState: () => FlowState;
  now: () => Date;
  uploadOrigins: string[];
  /**
   * Resolves with a fresh bot-check token; rejects with a BotCheckFailure naming the toast to show.
   * Asked in the same task as the dispatch that shows the bot-check screen (client/submission/bot-check.ts).
   */
  botCheck: () => Promise<string>;
  /** Settles once a picture the payer has just chosen has been checked, so it goes with this UTR. */
  proofSettled: () => Promise<void>;
  upload?: typeof uploadFile;
}

/** A call that rejects instead of answering is a network error, status 0 (docs/rules.md, Status rule), never a stuck submission. */
const NETWORK_ERROR: CallResult = { status: 0, body: null };

export function createSubmitter(deps: SubmitDeps): () => Promise<void> {
  let running = false;
  const upload = deps.upload ?? uploadFile;

  const uploadProof = async (proof: File): Promise<ChannelId | null> => {
    const answer = await deps.api.getUploadUrl().catch(() => NETWORK_ERROR);
    const slot = readUploadSlot(answer.status, answer.body, deps.uploadOrigins);
    if (!slot) return null;
    const status = await upload(slot.uploadUrl, proof, (fraction) =>
      deps.dispatch({ type: 'uploadProgressed', fraction }),
    ).catch(() => NETWORK_ERROR.status);
    return status >= 200 && status < 300 ? slot.uploadId : null;
  };

  return async function submit() {
    if (running) return;
    running = true;
    try {
      // A picture chosen a moment before the press is still being checked: it counts once it is.
      await deps.proofSettled();
      const state = deps.getState();
      // The reducer's own precondition: never call the payment worker for a submission it would
      // refuse (done, step 1, error).
      if (!canSubmit(state) || !state.channel) return;
      const check = checkUtr(state.utr, { testMode: state.flags.test, now: deps.now() });
      if (!check.ok) return deps.dispatch({ type: 'toastShown', toast: toasts.invalidUtr });
      const channelId = state.channel.channel_id;
      deps.dispatch({ type: 'submitStarted', utr: check.utr });
      let uploadId: ChannelId | null = null;
      if (state.proof) {
        uploadId = await uploadProof(state.proof);
        if (uploadId === null) return deps.dispatch({ type: 'submitStopped', toast: toasts.uploadFailed });
      }
      deps.dispatch({ type: 'botCheckStarted' });
      let token: string;
      try {
        token = await deps.botCheck();
      } catch (error) {
        const toast = error instanceof BotCheckFailure ? error.toast : toasts.somethingWrong;
        return deps.dispatch({ type: 'submitStopped', toast });
      }
      deps.dispatch({ type: 'botCheckSolved' });
      const body = {
        channel_id: channelId,
        utr_number: check.utr,
        ...(uploadId !== null ? { upload_id: uploadId } : {}),
      };
      const answer = await deps.api.submitDeposit(body, token).catch(() => NETWORK_ERROR);
      const outcome = submitOutcome(readSubmitOutcome(answer.status, answer.body));
      if (outcome.kind === 'accepted') deps.dispatch({ type: 'submitAccepted' });
      else if (outcome.kind === 'failed')
        deps.dispatch({ type: 'failed', error: refusesLink(answer.status) ? 'unauthorized' : 'call' });
      else deps.dispatch({ type: 'submitStopped', toast: outcome.toast });
    } catch {
      // Whatever threw (an answer that cannot be read, a call that throws instead of
      // rejecting), 'Submitting…' must not stay for ever: the error screen, as for a failed
      // call. The form stays in Saved progress and the token, held only above, is gone
      // (docs/rules.md, Failed calls). Once done, the reducer ignores this.
      try {
        deps.dispatch({ type: 'failed', error: 'call' });
      } catch {
        // Nothing is left to tell the payer: at least the submission never rejects unhandled.
      }
    } finally {
      running = false;
    }
  };
}
