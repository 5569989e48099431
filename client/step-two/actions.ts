/**
 * What step 2's controls set going, made once in step 2's chunk on the first control used: the proof
 * check (docs/rules.md, Proof files) and the submission with its bot check (docs/rules.md, Bot check
 * (Turnstile) ordering). Made together so that Submit waits for a picture still being checked: a
 * picture chosen just before the press goes with the UTR instead of being left behind.
 */
import { flushSync } from 'react-dom';
import type { ClientConfig } from '../../common/client-config.ts';
import type { Link } from '../../common/payer-link.ts';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { Action, FlowState } from '../../page/flow/state.ts';
import { toasts } from '../../page/toasts.ts';
import { createPaymentApi } from '../payment-worker/api.ts';
import { createQrActions, type QrActions } from '../qr/qr-actions.ts';
import { createProofChooser, decodeImage, type ProofVerdict } from '../proof/proof-check.ts';
import { createBotCheck, type BotCheck } from '../submission/bot-check.ts';
import { createSubmitter } from '../submission/submit.ts';

export interface StepTwoDeps {
  /** Null on a page with no link or configuration: it has nothing to submit to. */
  link: Link | null;
  config: ClientConfig | null;
  dispatch: (action: Action) => void;
  /** The latest committed state, which the submitter reads as it goes. */
  getState: () => FlowState;
  chunkFailed: (error: unknown) => void;
  /** The codes the page has drawn (client/qr/use-qr.ts). */
  drawings: Map<string, QrDrawing>;
}

export interface StepTwoActions extends QrActions {
  chooseProof: (file: File) => void;
  /** Forgets a choice still being checked; the page has already taken the proof away. */
  forgetProof: () => void;
  submit: () => Promise<void>;
  /** The bot-check screen's widget element, for the check Submit asked for. */
  botCheckWidget: (element: HTMLElement | null) => void;
}

export function createStepTwoActions(deps: StepTwoDeps): StepTwoActions {
  const { link, config, dispatch } = deps;
  // The payment worker's calls are made here, in step 2's chunk: step 1 makes none.
  const api = link && config ? createPaymentApi(config.paymentWorkerUrl, link) : null;
  // Declared type and size, the bytes' signature, then a real decode; taken as the type the bytes say.
  // The verdict is committed at once (flushSync): a Submit waiting for it reads the committed state
  // next, which must hold the picture.
  const proof = createProofChooser(decodeImage, (verdict: ProofVerdict) =>
    flushSync(() =>
      dispatch(
        verdict.kind === 'accepted'
          ? { type: 'proofChosen', file: verdict.file, thumbnail: verdict.thumbnail }
          : { type: 'toastShown', toast: verdict.problem === 'type' ? toasts.fileType : toasts.fileSize },
      ),
    ),
  );
  // Made on the first press: the bot check exists before the screen that shows its widget.
  let botCheck: BotCheck | null = null;
  let submitter: (() => Promise<void>) | null = null;
  return {
    ...createQrActions(deps.drawings, dispatch, deps.chunkFailed),
    chooseProof: (file) => proof.choose(file),
    forgetProof: () => proof.cancel(),
    submit: () => {
      if (!api || !config) return Promise.resolve();
      const check = (botCheck ??= createBotCheck(config, deps.chunkFailed));
      submitter ??= createSubmitter({
        api,
        dispatch,
        getState: deps.getState,
        now: () => new Date(),
        uploadOrigins: config.uploadOrigins,
        botCheck: check.token,
        proofSettled: proof.settled,
      });
      return submitter();
    },
    botCheckWidget: (element) => botCheck?.widget(element),
  };
}
