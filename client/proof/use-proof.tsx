/**
 * The proof picture (docs/rules.md, Proof files): choosing, pasting and removing it, each choice
 * checked before it counts. The check is in step 2's chunk (client/step-two/load.tsx), which the
 * form on screen has loaded, and so is the screenshot reader the form renders for the picture
 * (client/step-two/panel.tsx).
 */
import { useEffect, useMemo } from 'react';
import { screenOf, type FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import { toasts } from '../../page/toasts.ts';
import type { ProofChooser, ProofVerdict } from './proof-check.ts';
import type { StepTwoChunk } from '../step-two/load.tsx';
import type { Dispatch } from '../platform/latest.ts';

export type ProofActions = Pick<PageActions, 'chooseProof' | 'removeProof'>;

export function useProof(
  state: FlowState,
  dispatch: Dispatch,
  chunkFailed: (error: unknown) => void,
  stepTwo: StepTwoChunk,
): ProofActions {
  const actions = useMemo((): ProofActions => {
    const onVerdict = (verdict: ProofVerdict) =>
      dispatch(
        verdict.kind === 'accepted'
          ? { type: 'proofChosen', file: verdict.file, thumbnail: verdict.thumbnail }
          : { type: 'toastShown', toast: verdict.problem === 'type' ? toasts.fileType : toasts.fileSize },
      );
    // Declared type and size, the bytes' signature, then a real decode; taken as the type the bytes
    // say. Made with the first choice; each choice and removal waits for the chunk in the order made.
    let proof: ProofChooser | null = null;
    return {
      chooseProof: (file) => {
        void stepTwo.parts().then((parts) => {
          proof ??= parts.createProofChooser(parts.decodeImage, onVerdict);
          proof.choose(file);
        }, chunkFailed);
      },
      removeProof: () => {
        dispatch({ type: 'proofRemoved' });
        void stepTwo.parts().then(() => proof?.cancel(), chunkFailed);
      },
    };
  }, [dispatch, chunkFailed, stepTwo]);

  // Payers often have the payment screenshot on the clipboard: paste attaches it on step 2.
  const pasteTarget = screenOf(state) === 'pay' && state.step === 2;
  useEffect(() => {
    if (!pasteTarget) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = Array.from(event.clipboardData?.files ?? [])[0];
      if (!file) return;
      event.preventDefault();
      actions.chooseProof(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [pasteTarget, actions]);

  return actions;
}
