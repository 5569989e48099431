/**
 * The browser's container: owns the flow state, and wires what the components ask for to the
 * reducer and the effect modules, one hook per concern (client/wiring/). Everything it shows is
 * <Page>. The flow, in the order the hooks run:
 *
 * - progress: load the channels unless the server brought them, restore and keep Saved progress;
 * - navigation: the step actions, history entries, coming back from the payment app, the redirect;
 * - submission: the UTR, Submit and its bot check;
 * - proof: choosing or pasting the picture, and the lazy screenshot reader that reads it;
 * - QR: drawing, saving and sharing the code, and drawing it ahead while idle;
 * - toasts, and the language with the document's title;
 * - the funnel for operations (docs/rules.md, Operations data).
 */
import { useCallback, useMemo, useReducer } from 'react';
import { reduce } from '../page/flow/state.ts';
import { bootLanguage, bootState, type Boot } from '../page/boot.ts';
import { Page } from '../page/components/Page.tsx';
import type { PageActions, PageContext } from '../page/components/actions.ts';
import { ScreenshotReaderContext } from '../page/components/reader-context.ts';
import { TextProvider } from '../page/i18n/use-text.ts';
import { createPaymentApi } from './effects/api.ts';
import { useFunnel } from './effects/funnel.ts';
import { useLatest } from './wiring/latest.ts';
import { useLanguage } from './wiring/use-language.ts';
import { useNavigation } from './wiring/use-navigation.ts';
import { renderReader, useProof } from './wiring/use-proof.tsx';
import { useProgress } from './wiring/use-progress.ts';
import { useQr } from './wiring/use-qr.ts';
import { useSubmission } from './wiring/use-submission.ts';
import { useToasts } from './wiring/use-toasts.ts';

export function App({ boot, context }: { boot: Boot; context: PageContext }) {
  const [state, dispatch] = useReducer(reduce, boot, bootState);
  // The latest committed state, for work that outlives the render that started it.
  const latest = useLatest(state);
  const { link, config } = boot;
  const api = useMemo(() => (link && config ? createPaymentApi(config.paymentWorkerUrl, link) : null), [link, config]);
  // A lazy chunk that cannot load is the error screen (docs/rules.md, Lazy chunks).
  const chunkFailed = useCallback((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    dispatch({ type: 'failed', error: 'chunk' });
  }, []);

  useProgress(link, api, state, latest, dispatch);
  const navigation = useNavigation(state, latest, context.redirectUrl, dispatch);
  const submission = useSubmission(api, config, latest, dispatch, chunkFailed);
  const proof = useProof(state, dispatch);
  const { language, actions: languageActions } = useLanguage(boot, state, dispatch);
  const qr = useQr(state, latest, context, language, dispatch, chunkFailed);
  const toasts = useToasts(state.toasts, dispatch);
  // In the language the page was served in (its beacon ticket names it); with a configuration error
  // the CSP allows no connection, and the worker has logged the problem already.
  useFunnel(state, {
    appId: link?.appId,
    language: bootLanguage(boot).code,
    ticket: boot.beaconTicket,
    enabled: boot.error !== 'config',
  });

  const actions = useMemo(
    (): PageActions => ({ ...navigation, ...submission, ...proof, ...qr, ...toasts, ...languageActions }),
    [navigation, submission, proof, qr, toasts, languageActions],
  );
  return (
    <TextProvider code={language.code} text={language.text}>
      <ScreenshotReaderContext value={renderReader}>
        <Page state={state} context={context} actions={actions} />
      </ScreenshotReaderContext>
    </TextProvider>
  );
}
