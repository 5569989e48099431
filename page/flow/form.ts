/**
 * The flow's rules for the form and its submission (docs/rules.md, One submission at a time, Bot
 * check (Turnstile) ordering, Toasts and durations): the UTR and the proof, the submission's
 * stages, and the toasts. One group of ./state.ts's rules, tested rule by rule in state.test.ts
 * and proof.test.ts.
 */
import { notAway } from './choices.ts';
import { editable, type Action, type FlowState, type Rules, type Toast } from './flow-types.ts';
import type { ChoiceAction } from './choices.ts';
import type { LoadingAction } from './loading.ts';

export type FormAction = Exclude<Action, ChoiceAction | LoadingAction>;

function withToast(state: FlowState, toast: Omit<Toast, 'id'>): FlowState {
  return {
    ...state,
    toasts: [...state.toasts, { ...toast, id: state.nextToastId }],
    nextToastId: state.nextToastId + 1,
  };
}

/** Whether a submission may start now (docs/rules.md, One submission at a time); the submitter asks the same question before any call. */
export const canSubmit = (state: FlowState): boolean => editable(state) && state.step === 2 && state.channel !== null;

export const formRules: Rules<FormAction> = {
  utrChanged(state, action) {
    return editable(state) ? { ...state, utr: action.utr } : state;
  },
  proofChosen(state, action) {
    // Each picture its own reading, and a thumbnail only where the proof check allows one.
    if (!editable(state)) return state;
    return { ...state, proof: action.file, proofThumbnail: action.thumbnail, proofKey: state.proofKey + 1 };
  },
  proofRemoved(state) {
    return editable(state) ? { ...state, proof: null } : state;
  },
  submitStarted(state, action) {
    // A second press while one runs starts nothing.
    if (!canSubmit(state)) return state;
    return {
      ...state,
      utr: action.utr,
      submission: state.proof ? 'uploading' : 'checking',
      uploadProgress: 0,
    };
  },
  uploadProgressed(state, action) {
    // NaN would slip through the clamp below and break the progress bar: keep the last value.
    if (state.submission !== 'uploading' || Number.isNaN(action.fraction)) return state;
    return { ...state, uploadProgress: Math.min(1, Math.max(0, action.fraction)) };
  },
  botCheckStarted(state) {
    if (state.submission !== 'uploading' && state.submission !== 'checking') return state;
    return { ...state, submission: 'checking' };
  },
  botCheckSolved(state) {
    if (state.submission !== 'checking') return state;
    return { ...state, submission: 'submitting' };
  },
  submitAccepted(state) {
    // The token is spent by the call, whatever its answer (docs/rules.md, Bot check (Turnstile) ordering).
    if (state.submission !== 'submitting') return state;
    // An error toast from an earlier try must not stay over 'All Done' (docs/rules.md, Toasts and durations).
    return {
      ...state,
      page: 'done',
      step: 3,
      advancing: true,
      submission: 'idle',
      resubmit: false,
      toasts: state.toasts.filter((toast) => toast.kind !== 'error'),
      ...notAway,
    };
  },
  submitStopped(state, action) {
    if (state.submission === 'idle') return state;
    return withToast({ ...state, submission: 'idle', uploadProgress: 0 }, action.toast);
  },
  toastShown(state, action) {
    return withToast(state, action.toast);
  },
  toastClosed(state, action) {
    return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  },
};
