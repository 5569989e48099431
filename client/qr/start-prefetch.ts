/**
 * The QR code's idle work, in step 2's chunk (docs/rules.md, Lazy chunks): once that chunk has
 * arrived while step 1 idles, fetch the QR chunk and start the QR thread, draw the UPI options' codes into the page's own
 * map of drawings and rehearse the first option's details (client/qr/qr-prefetch.ts decides
 * whether, and paces it one idle moment per job).
 */
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { PageContext } from '../../page/components/actions.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { Catalogue } from '../../page/i18n/en.ts';
import type { LanguageCode } from '../../page/i18n/languages.ts';
import { qrDrawings } from './lazy-qr.ts';
import { loadQrThread, qrThreadScript } from './qr-chunk.ts';
import { saveDataRequested, scheduleQrPrefetch } from './qr-prefetch.ts';
import { rehearseDetails } from './rehearse-details.tsx';

export interface QrPrefetchStart {
  state: Pick<FlowState, 'phase' | 'groups' | 'amount'>;
  /** The page came with a QR code the server drew. */
  serverDrawn: boolean;
  /** The page's drawings (client/qr/use-qr.ts), which a render reads. */
  drawings: Map<string, QrDrawing>;
  /** What the rehearsal renders with, as of when it runs. */
  rehearsal: () => { amount: number; context: PageContext; language: { code: LanguageCode; text: Catalogue } };
}

/** What the QR prefetch needs of the chunk that carries it (step 2's, client/step-two/step-two.tsx). */
export interface QrPrefetchParts {
  startQrPrefetch: typeof startQrPrefetch;
}

/** Starts the QR prefetch; answers a function that stops what is left, or undefined when there is nothing to do. */
export function startQrPrefetch({
  state,
  serverDrawn,
  drawings,
  rehearsal,
}: QrPrefetchStart): (() => void) | undefined {
  const codes = qrDrawings(drawings);
  return scheduleQrPrefetch(
    { state, serverDrawn, saveData: saveDataRequested() },
    {
      drawn: (value) => drawings.has(value),
      load: () => loadQrThread().then((thread) => thread.startQrThread(qrThreadScript)),
      draw: codes.draw,
      rehearse: (channel) => rehearseDetails({ channel, ...rehearsal(), drawnQr: codes.drawn }),
    },
  );
}
