/**
 * The browser's container: owns the flow state, and wires what the components ask for to the
 * reducer and the effect modules, one hook per feature, each in that feature's folder
 * (client/qr/use-qr.ts, client/step-two/use-actions.ts, ...). Everything it shows is <Page>.
 * The flow, in the order the hooks run:
 *
 * - progress: load the channels unless the server brought them, restore and keep Saved progress;
 * - navigation: the step actions, history entries, coming back from the payment app, the redirect;
 * - the language with the document's title;
 * - QR: the codes drawn so far, and fetching step 2's chunk and drawing the codes ahead while idle;
 * - step 2's controls: the UTR, the proof picture, Submit and its bot check, and drawing, saving
 *   and sharing the QR code, made in step 2's chunk (pasting a picture and the screenshot reader
 *   that reads it are its panel's);
 * - toasts;
 * - the funnel for operations (docs/rules.md, Operations data);
 * - in a merchant's frame, the events for that merchant (docs/embedding.md), from a lazy chunk.
 */
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { reduce, showsStepTwo } from '../page/flow/state.ts';
import { bootLanguage, bootState, type Boot } from '../page/boot.ts';
import { Page } from '../page/components/Page.tsx';
import type { PageActions, PageContext } from '../page/components/actions.ts';
import { StepTwoSlot } from '../page/components/step-two-slot.ts';
import { TextProvider } from '../page/i18n/use-text.ts';
import { useFunnel } from './beacon/funnel.ts';
import { REPORTER_RULES } from './beacon/reporter-rules.ts';
import { reportFramed } from './embed/report.ts';
import { useMarkReady } from './ready.ts';
import { stepTwoRenderer, type StepTwoChunk } from './step-two/load.tsx';
import { useStepTwoActions } from './step-two/use-actions.ts';
import { useLatest } from './platform/latest.ts';
import { useLanguage } from './language/use-language.ts';
import { useNavigation } from './navigation/use-navigation.ts';
import { useProgress } from './progress/use-progress.ts';
import { useQr } from './qr/use-qr.ts';
import { useToasts } from './toasts/use-toasts.ts';

interface AppProps {
  boot: Boot;
  context: PageContext;
  /** Step 2's chunk, loaded once for the page (client/step-two/load.tsx). */
  stepTwo: StepTwoChunk;
}

export function App({ boot, context, stepTwo }: AppProps) {
  const [state, dispatch] = useReducer(reduce, boot, bootState);
  // The latest committed state, for work that outlives the render that started it.
  const latest = useLatest(state);
  const { link, config } = boot;
  // A lazy chunk that cannot load is the error screen (docs/rules.md, Lazy chunks).
  const chunkFailed = useCallback((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    dispatch({ type: 'failed', error: 'chunk' });
  }, []);

  // Step 2's panel from its chunk, fetched while step 1 idles (client/qr/use-qr.ts).
  const renderStepTwo = useMemo(() => stepTwoRenderer(stepTwo, chunkFailed), [stepTwo, chunkFailed]);

  useProgress(link, config, state, latest, dispatch, stepTwo);
  const navigation = useNavigation(state, latest, dispatch);
  const { language, actions: languageActions } = useLanguage(boot, context.languages, state, dispatch);
  const drawings = useQr(state, latest, context, language, stepTwo);
  const stepTwoActions = useStepTwoActions({ link, config, latest, dispatch, chunkFailed, drawings }, stepTwo);
  const toasts = useToasts(state.toasts, dispatch);
  // In the language the page was served in (its beacon ticket names it); with a configuration error
  // the CSP allows no connection, and the page worker has logged the problem already.
  useFunnel(state, {
    appId: link?.appId,
    language: bootLanguage(boot).code,
    ticket: boot.beaconTicket,
    enabled: boot.error !== 'config',
    rules: REPORTER_RULES,
  });
  const authToken = link?.authToken ?? null;
  useEffect(
    () => reportFramed(state, context.redirectUrl, boot.embedders, authToken),
    [state, context.redirectUrl, boot.embedders, authToken],
  );

  // Last, so its effect runs after every other: the page is marked as run by its script once
  // hydration has committed (client/ready.ts), unless step 2's panel is on screen, whose form
  // hydrates in a commit of its own with its chunk, which marks it then (client/step-two/load.tsx).
  useMarkReady(!showsStepTwo(state));

  const actions = useMemo(
    (): PageActions => ({ ...navigation, ...stepTwoActions, ...toasts, ...languageActions }),
    [navigation, stepTwoActions, toasts, languageActions],
  );
  return (
    <TextProvider code={language.code} text={language.text}>
      <StepTwoSlot value={renderStepTwo}>
        <Page state={state} context={context} actions={actions} />
      </StepTwoSlot>
    </TextProvider>
  );
}
