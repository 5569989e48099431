/**
 * The browser's container: owns the flow state and the page's language, wires
 * the components' actions to the reducer and the effect modules, and runs the
 * page's few effects (load, remember progress, redirect, paste, history entries,
 * leaving for the payment app, the document's language and title, the funnel).
 * Everything it shows is <Page>.
 */
import {
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { readChannels } from '../common/payment-worker.ts';
import { REDIRECT_DELAY_MS } from '../common/redirect.ts';
import { reduce, screenOf, type Action } from '../page/flow/state.ts';
import { bootLanguage, bootState, type Boot } from '../page/boot.ts';
import { Page, pageTitle } from '../page/components/Page.tsx';
import type { PageActions, PageContext } from '../page/components/actions.ts';
import { ScreenshotReaderSlot, type RenderReader, type ScreenshotReaderProps } from '../page/components/reader-slot.ts';
import { toasts } from '../page/toasts.ts';
import { createPaymentApi } from './effects/api.ts';
import { copyText } from './effects/clipboard.ts';
import { ChunkLoadError } from './effects/lazy.ts';
import { afterNextPaint } from './effects/next-task.ts';
import { canShareQrPng, drawnQrSvg, drawQrSvg, qrPrefetchWork, saveQrPng, shareQrPng } from './effects/lazy-qr.ts';
import { useQrPrefetch, type QrPrefetchWork } from './effects/qr-prefetch.ts';
import { rehearseDetails } from './effects/rehearse-details.tsx';
import { watchVisibility } from './effects/page-visibility.ts';
import { createStepHistory, type StepHistory } from './effects/step-history.ts';
import { loadProgress, saveProgress } from './effects/saved-progress.ts';
import { createSlot } from './effects/slot.ts';
import { createSubmitter } from './effects/submit.ts';
import { createBotCheck } from './effects/bot-check.ts';
import { createProofChooser, decodeImage } from './effects/proof-check.ts';
import { useToastTimers } from './effects/toast-timers.ts';
import { navigateAway, reloadPage } from './effects/navigation.ts';
import { loadCatalogue, rememberLanguage, replaceLanguageParam, showLanguage } from './effects/language.ts';
import { reportRedirect, useFunnel } from './effects/funnel.ts';
import type { LanguageCode } from '../page/i18n/languages.ts';
import { TextProvider } from '../page/i18n/use-text.ts';

/**
 * The screenshot reader (docs/rules.md, Reading the UTR from a screenshot): a chunk of its own,
 * loaded when step 2's form first shows a picture. One that cannot load is one console line and no
 * suggestion, never the error screen: reading is a help, never in the way.
 */
const ScreenshotReader = lazy((): Promise<{ default: ComponentType<ScreenshotReaderProps> }> =>
  import('./reader/ScreenshotReader.tsx').catch((error: unknown) => {
    console.error(`Reading the screenshot failed: ${error instanceof Error ? error.message : String(error)}`);
    return { default: () => null };
  }),
);
const renderReader: RenderReader = (props) => <ScreenshotReader {...props} />;

export function App({ boot, context }: { boot: Boot; context: PageContext }) {
  const [state, dispatch] = useReducer(reduce, boot, bootState);
  // The latest committed state, for the submit sequence, which outlives the render that started it.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const { link, config } = boot;
  const [language, setLanguage] = useState(() => bootLanguage(boot));
  // The payer's latest choice: a slower chunk for an earlier one must not win.
  const wantedLanguage = useRef<LanguageCode>(language.code);

  const api = useMemo(() => (link && config ? createPaymentApi(config.paymentWorkerUrl, link) : null), [link, config]);

  const chunkFailed = useCallback((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    dispatch({ type: 'failed', error: 'chunk' });
  }, []);

  const actions = useMemo((): PageActions => {
    const slot = createSlot<HTMLElement>();
    // Made on the first press, outside render: it reads the latest committed state as it goes.
    let submitter: (() => Promise<void>) | null = null;
    const submit = () => {
      if (!api || !config) return Promise.resolve();
      submitter ??= createSubmitter({
        api,
        dispatch,
        getState: () => stateRef.current,
        now: () => new Date(),
        uploadOrigins: config.uploadOrigins,
        botCheck: createBotCheck(config, slot, chunkFailed),
      });
      return submitter();
    };
    const act = (action: Action) => () => dispatch(action);
    // Declared type and size, the bytes' signature, then a real decode; taken as the type the bytes say.
    const proof = createProofChooser(decodeImage, (verdict) =>
      dispatch(
        verdict.kind === 'accepted'
          ? { type: 'proofChosen', file: verdict.file }
          : { type: 'toastShown', toast: verdict.problem === 'type' ? toasts.fileType : toasts.fileSize },
      ),
    );
    // Saving or sharing the QR picture: a QR chunk that cannot load is the error screen, like the
    // QR code itself; anything else the browser refuses is a toast.
    const qrFailed = (error: unknown) => {
      if (error instanceof ChunkLoadError) chunkFailed(error);
      else dispatch({ type: 'toastShown', toast: toasts.somethingWrong });
    };
    return {
      chooseType: (channelType) => dispatch({ type: 'typeChosen', channelType }),
      chooseChannel: (channelId) => dispatch({ type: 'channelChosen', channelId }),
      alreadyPaid: act({ type: 'alreadyPaid' }),
      back: act({ type: 'back' }),
      chooseStep: (step) => dispatch({ type: 'stepChosen', step }),
      changeUtr: (utr) => dispatch({ type: 'utrChanged', utr }),
      chooseProof: (file) => proof.choose(file),
      removeProof: () => {
        proof.cancel();
        dispatch({ type: 'proofRemoved' });
      },
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
      saveQr: (picture) => void saveQrPng(picture).catch(qrFailed),
      // A share the payer cancels is silent.
      shareQr: (picture) => void shareQrPng(picture).catch(qrFailed),
      // Asked after the frame that shows the code: on a phone that can share, the answer means
      // drawing the picture, which the tap that chose the option need not wait for.
      qrShareable: (picture) =>
        afterNextPaint()
          .then(() => canShareQrPng(picture))
          .catch(() => false),
      botCheckSlot: slot.set,
      // In place (docs/rules.md, Languages): the flow state, and so the step and what was typed, stay as they are.
      chooseLanguage: (code) => {
        wantedLanguage.current = code;
        loadCatalogue(code).then(
          (text) => {
            if (wantedLanguage.current !== code) return;
            setLanguage({ code, text });
            rememberLanguage(code);
            replaceLanguageParam(code);
          },
          (error: unknown) => {
            console.error(error instanceof Error ? error.message : error);
            dispatch({ type: 'toastShown', toast: toasts.somethingWrong });
          },
        );
      },
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

  // Keep the channel and UTR until the page is done (docs/rules.md, Saved progress), and whether
  // the payer left step 2 for their app, so a discarded tab's reload still greets them.
  const channelId = state.channel?.channel_id ?? null;
  useEffect(() => {
    if (!link || state.phase !== 'ready') return;
    // Done stays remembered: Back onto this link's earlier step entry shows the done screen, not a form.
    if (state.page === 'done') saveProgress(link, { channelId: null, utr: '', done: true });
    else saveProgress(link, { channelId, utr: state.utr, ...(state.leftForApp ? { leftForApp: true } : {}) });
  }, [link, state.phase, state.page, channelId, state.utr, state.leftForApp]);

  // Each step is a history entry (docs/rules.md, Steps in the browser history); the reducer decides
  // what Back and Forward mean.
  const stepHistory = useRef<StepHistory | null>(null);
  useEffect(() => {
    const steps = createStepHistory(stateRef.current.step, (move) =>
      dispatch(move.to === 'step 2' ? { type: 'historyForward', channelId: move.channelId } : { type: 'historyBack' }),
    );
    stepHistory.current = steps;
    return () => {
      steps.stop();
      stepHistory.current = null;
    };
  }, []);
  useEffect(() => {
    stepHistory.current?.sync(state.step, channelId, state.advancing);
  }, [state.step, channelId, state.advancing]);

  // Leaving for the UPI or banking app and coming back (docs/rules.md, Coming back from the payment app).
  useEffect(() => watchVisibility((visible) => dispatch({ type: visible ? 'pageShown' : 'pageHidden' })), []);

  // The validated redirect, 2000 ms after done (docs/rules.md, Redirect rule).
  useEffect(() => {
    if (state.page !== 'done' || !context.redirectUrl) return;
    const target = context.redirectUrl;
    const timer = setTimeout(() => {
      reportRedirect();
      navigateAway(target);
    }, REDIRECT_DELAY_MS);
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

  // With step 1 interactive, fetch the QR library, draw the UPI options' codes and rehearse step 2
  // while idle, so a UPI choice shows its code at once (docs/rules.md, Lazy chunks).
  const languageRef = useRef(language);
  useLayoutEffect(() => {
    languageRef.current = language;
  }, [language]);
  const prefetchWork = useMemo(
    (): QrPrefetchWork => ({
      ...qrPrefetchWork,
      rehearse: (channel) =>
        rehearseDetails({
          channel,
          amount: stateRef.current.amount,
          context,
          language: languageRef.current,
          drawnQr: drawnQrSvg,
        }),
    }),
    [context],
  );
  useQrPrefetch(state, context.qr !== null, prefetchWork);

  const closeToast = useCallback((id: number) => dispatch({ type: 'toastClosed', id }), []);
  useToastTimers(state.toasts, closeToast);

  // <html lang dir> and the title follow the language (and the title the amount, once loaded).
  const title = pageTitle(language.text, state);
  useEffect(() => showLanguage(language.code, title), [language.code, title]);

  // The funnel and field speed for operations (docs/rules.md, Operations data), in the language the
  // page was served in (its beacon ticket names it); with a configuration error the CSP allows no
  // connection, and the worker has logged the problem already.
  useFunnel(state, {
    appId: link?.appId,
    language: bootLanguage(boot).code,
    ticket: boot.beaconTicket,
    enabled: boot.error !== 'config',
  });

  return (
    <TextProvider code={language.code} text={language.text}>
      <ScreenshotReaderSlot value={renderReader}>
        <Page state={state} context={context} actions={actions} />
      </ScreenshotReaderSlot>
    </TextProvider>
  );
}
