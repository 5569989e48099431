/**
 * The QR code on step 1 (docs/rules.md, UPI link and QR code, Lazy chunks): the page's map of codes
 * drawn, which a render reads, and, with step 1 interactive, fetching step 2's chunk while idle and,
 * from it, the QR chunk, the UPI options' codes and a rehearsal of step 2
 * (client/qr/start-prefetch.ts), so a UPI choice shows its code at once. Drawing, saving and
 * sharing a code are step 2's actions, made in its chunk (./qr-actions.ts).
 */
import { useEffect, useState, type RefObject } from 'react';
import { isUpi } from '../../common/channels.ts';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageContext } from '../../page/components/actions.ts';
import type { Catalogue } from '../../page/i18n/en.ts';
import type { LanguageCode } from '../../page/i18n/languages.ts';
import type { Chunk } from '../platform/chunk.ts';
import { whenIdle } from '../platform/idle.ts';
import { loadQrThread, qrThreadScript } from './qr-chunk.ts';
import type { QrPrefetchParts } from './start-prefetch.ts';
import { useLatest } from '../platform/latest.ts';

const showsUpi = (state: FlowState) => state.step === 2 && state.channel !== null && isUpi(state.channel);

export function useQr(
  state: FlowState,
  latest: RefObject<FlowState>,
  context: PageContext,
  language: { code: LanguageCode; text: Catalogue },
  /** Step 2's chunk, which carries the prefetch (client/step-two/step-two.tsx). */
  stepTwo: Chunk<QrPrefetchParts>,
): Map<string, QrDrawing> {
  const latestLanguage = useLatest(language);
  // The codes drawn so far, one map per page, the page worker's drawn ahead first: a render shows one
  // drawn before at once.
  const [drawings] = useState(
    () => new Map<string, QrDrawing>(context.drawnAhead.map(({ value, drawing }) => [value, drawing])),
  );

  // At the first idle moment once the channels are there: step 2's chunk, which every payer who
  // goes on needs (Data Saver or not), then from it the QR prefetch, one idle moment per job.
  const { phase, groups, amount } = state;
  const serverDrawn = context.qr !== null;
  useEffect(() => {
    if (phase !== 'ready') return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stepTwo.prefetch();
      void stepTwo.loaded().then((loaded) => {
        if (!live || !('parts' in loaded)) return;
        stop = loaded.parts.startQrPrefetch({
          state: { phase, groups, amount },
          serverDrawn,
          drawings,
          rehearsal: () => ({ amount: latest.current.amount, context, language: latestLanguage.current }),
        });
      });
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [phase, groups, amount, serverDrawn, drawings, stepTwo, latest, context, latestLanguage]);

  // A UPI option chosen before any code is drawn (none drawn ahead by the page worker, none yet by
  // the idle prefetch, or Data Saver on): the QR chunk and the QR thread's script are fetched now,
  // beside step 2's chunk, rather than once step 2's has arrived and the code asks for them, so the
  // code starts the thread from the browser's cache (the file is immutable) instead of two round
  // trips later (on a slow network, half a second each). A failure here is no error: the code loads
  // them again, and reports it, when it needs them.
  const fetchQr = showsUpi(state) && !serverDrawn && !drawings.size;
  useEffect(() => {
    if (fetchQr) Promise.all([fetch(qrThreadScript), loadQrThread()]).catch(() => {});
  }, [fetchQr]);

  return drawings;
}
