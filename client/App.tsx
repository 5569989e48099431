/**
 * The browser's container: owns the flow state, wires the components' actions
 * to the reducer and the effect modules, and runs the page's few effects
 * (load, remember progress, redirect, paste). Everything it shows is <Page>.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { readChannels } from '../common/payment-worker.ts';
import { PROOF_SNIFF_BYTES, proofProblem, sniffProofType } from '../common/proof.ts';
import { REDIRECT_DELAY_MS } from '../common/redirect.ts';
import { reduce, screenOf, type Action } from './flow/state.ts';
import { bootState, type Boot } from './boot.ts';
import { Page } from './components/Page.tsx';
import type { PageActions, PageContext } from './components/actions.ts';
import { toasts } from './messages.ts';
import { createPaymentApi } from './effects/api.ts';
import { copyText } from './effects/clipboard.ts';
import { ChunkLoadError } from './effects/lazy.ts';
import { drawnQrSvg, drawQrSvg, qrPrefetchWork } from './effects/lazy-qr.ts';
import { useQrPrefetch } from './effects/qr-prefetch.ts';
import { clearProgress, loadProgress, saveProgress } from './effects/saved-progress.ts';
import { createSlot } from './effects/slot.ts';
import { createSubmitter } from './effects/submit.ts';
import { createBotCheck } from './effects/bot-check.ts';
import { useToastTimers } from './effects/toast-timers.ts';
import { navigateAway, reloadPage } from './effects/navigation.ts';

export function App({ boot, context }: { boot: Boot; context: PageContext }) {
  const [state, dispatch] = useReducer(reduce, boot, bootState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const { link, config } = boot;

  const api = useMemo(() => (link && config ? createPaymentApi(config.paymentWorkerUrl, link) : null), [link, config]);

  const chunkFailed = useCallback((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    dispatch({ type: 'failed', error: 'chunk' });
  }, []);

  const actions = useMemo((): PageActions => {
    const slot = createSlot<HTMLElement>();
    const submit =
      api && config
        ? createSubmitter({
            api,
            dispatch,
            getState: () => stateRef.current,
            now: () => new Date(),
            uploadOrigins: config.uploadOrigins,
            botCheck: createBotCheck(config, slot, chunkFailed),
          })
        : () => Promise.resolve();
    const act = (action: Action) => () => dispatch(action);
    return {
      chooseType: (channelType) => dispatch({ type: 'typeChosen', channelType }),
      chooseChannel: (channelId) => dispatch({ type: 'channelChosen', channelId }),
      alreadyPaid: act({ type: 'alreadyPaid' }),
      back: act({ type: 'back' }),
      chooseStep: (step) => dispatch({ type: 'stepChosen', step }),
      changeUtr: (utr) => dispatch({ type: 'utrChanged', utr }),
      chooseProof: (file) => {
        const problem = proofProblem(file);
        if (problem) return dispatch({ type: 'toastShown', toast: problem === 'type' ? toasts.fileType : toasts.fileSize });
        // Then the bytes themselves: a renamed text file, or an empty one, is no image.
        void file
          .slice(0, PROOF_SNIFF_BYTES)
          .arrayBuffer()
          .then((head) => sniffProofType(new Uint8Array(head)), () => null)
          .then((type) => dispatch(type ? { type: 'proofChosen', file } : { type: 'toastShown', toast: toasts.fileType }));
      },
      removeProof: act({ type: 'proofRemoved' }),
      submit: () => void submit(),
      copy: (value) =>
        void copyText(value).then((copied) =>
          dispatch({ type: 'toastShown', toast: copied ? toasts.copied : toasts.somethingWrong }),
        ),
      closeToast: (id) => dispatch({ type: 'toastClosed', id }),
      tryAgain: reloadPage,
      qrSvg: (value) =>
        drawQrSvg(value).catch((error: unknown) => {
          if (error instanceof ChunkLoadError) chunkFailed(error);
          throw error;
        }),
      drawnQr: drawnQrSvg,
      botCheckSlot: slot.set,
    };
  }, [api, config, chunkFailed]);

  // Load: channels and amount, unless the server already brought them; then what
  // this payer chose before a reload (docs/rules.md, Saved progress), which only the browser knows.
  useEffect(() => {
    if (!api || !link) return;
    if (stateRef.current.phase === 'ready') {
      const saved = loadProgress(link);
      if (saved) dispatch({ type: 'progressRestored', saved });
      return;
    }
    if (stateRef.current.phase !== 'loading') return;
    void api.getChannels().then(({ status, body }) => {
      const channels = readChannels(status, body);
      if (!channels) return dispatch({ type: 'failed', error: 'load' });
      dispatch({ type: 'channelsLoaded', channels, saved: loadProgress(link) });
    });
  }, [api, link]);

  // Keep the channel and UTR until the page is done (docs/rules.md, Saved progress).
  const channelId = state.channel?.channel_id ?? null;
  useEffect(() => {
    if (!link || state.phase !== 'ready') return;
    if (state.page === 'done') clearProgress(link);
    else saveProgress(link, { channelId, utr: state.utr });
  }, [link, state.phase, state.page, channelId, state.utr]);

  // The validated redirect, 2000 ms after done (docs/rules.md, Redirect rule).
  useEffect(() => {
    if (state.page !== 'done' || !context.redirectUrl) return;
    const target = context.redirectUrl;
    const timer = setTimeout(() => navigateAway(target), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.page, context.redirectUrl]);

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

  // A new step's heading takes focus, so keyboard and screen-reader users start there.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    document.getElementById('step-title')?.focus();
  }, [state.step]);

  // With step 1 interactive, fetch the QR library and draw the UPI options' codes while idle,
  // so a UPI choice shows its code at once (docs/rules.md, Lazy chunks).
  useQrPrefetch(state, context.qr !== null, qrPrefetchWork);

  const closeToast = useCallback((id: number) => dispatch({ type: 'toastClosed', id }), []);
  useToastTimers(state.toasts, closeToast);

  return <Page state={state} context={context} actions={actions} />;
}
