/**
 * The proof picture and what reads it (docs/rules.md, Proof files and Reading the UTR from a
 * screenshot): choosing, pasting and removing the picture, each choice checked before it counts,
 * and the screenshot reader the form renders for it, a lazy chunk of its own.
 */
import { lazy, useEffect, useMemo, type ComponentType } from 'react';
import { screenOf, type FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import type { RenderReader, ScreenshotReaderProps } from '../../page/components/reader-context.ts';
import { toasts } from '../../page/toasts.ts';
import { createProofChooser, decodeImage } from '../effects/proof-check.ts';
import type { Dispatch } from './latest.ts';

/**
 * The screenshot reader: loaded when step 2's form first shows a picture. One that cannot load is
 * one console line and no suggestion, never the error screen: reading is a help, never in the way.
 */
const ScreenshotReader = lazy((): Promise<{ default: ComponentType<ScreenshotReaderProps> }> =>
  import('../reader/ScreenshotReader.tsx').catch((error: unknown) => {
    console.error(`Reading the screenshot failed: ${error instanceof Error ? error.message : String(error)}`);
    return { default: () => null };
  }),
);
export const renderReader: RenderReader = (props) => <ScreenshotReader {...props} />;

export type ProofActions = Pick<PageActions, 'chooseProof' | 'removeProof'>;

export function useProof(state: FlowState, dispatch: Dispatch): ProofActions {
  const actions = useMemo((): ProofActions => {
    // Declared type and size, the bytes' signature, then a real decode; taken as the type the bytes say.
    const proof = createProofChooser(decodeImage, (verdict) =>
      dispatch(
        verdict.kind === 'accepted'
          ? { type: 'proofChosen', file: verdict.file }
          : { type: 'toastShown', toast: verdict.problem === 'type' ? toasts.fileType : toasts.fileSize },
      ),
    );
    return {
      chooseProof: (file) => proof.choose(file),
      removeProof: () => {
        proof.cancel();
        dispatch({ type: 'proofRemoved' });
      },
    };
  }, [dispatch]);

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
