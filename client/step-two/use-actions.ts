/**
 * Step 2's controls as the page's actions: the UTR field, the proof picture, Submit and its bot
 * check, and the QR code's (drawing, saving, sharing, the UPI app check). Everything but typing and
 * reading a code already drawn needs step 2's chunk, which the panel on screen has loaded; their
 * effects are made there, once, on the first control used (./actions.ts), and these only forward.
 */
import { useMemo, type RefObject } from 'react';
import type { ClientConfig } from '../../common/client-config.ts';
import type { Link } from '../../common/payer-link.ts';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import type { Dispatch } from '../platform/latest.ts';
import type { StepTwoActions } from './actions.ts';
import type { StepTwoChunk, StepTwoParts } from './load.tsx';

export type StepTwoControls = Pick<
  PageActions,
  | 'changeUtr'
  | 'chooseProof'
  | 'removeProof'
  | 'submit'
  | 'botCheckWidget'
  | 'qrSvg'
  | 'drawnQr'
  | 'upiAppTapped'
  | 'saveQr'
  | 'shareQr'
  | 'qrShareable'
>;

interface Wiring {
  /** Null on a page with no link or configuration: it has nothing to submit to. */
  link: Link | null;
  config: ClientConfig | null;
  latest: RefObject<FlowState>;
  dispatch: Dispatch;
  chunkFailed: (error: unknown) => void;
  /** The codes drawn so far (client/qr/use-qr.ts). */
  drawings: Map<string, QrDrawing>;
}

export function useStepTwoActions(
  { link, config, latest, dispatch, chunkFailed, drawings }: Wiring,
  stepTwo: StepTwoChunk,
): StepTwoControls {
  return useMemo(() => {
    let made: StepTwoActions | null = null;
    const make = (parts: StepTwoParts) =>
      (made ??= parts.createStepTwoActions({
        link,
        config,
        dispatch,
        getState: () => latest.current,
        chunkFailed,
        drawings,
      }));
    // Each call waits for the chunk, in the order made: a removal never overtakes the choice before
    // it. A chunk that cannot load is the error screen (docs/rules.md, Lazy chunks).
    const run = (act: (actions: StepTwoActions) => unknown) =>
      void stepTwo.parts().then((parts) => act(make(parts)), chunkFailed);
    return {
      changeUtr: (utr) => dispatch({ type: 'utrChanged', utr }),
      chooseProof: (file) => run((actions) => actions.chooseProof(file)),
      removeProof: () => {
        dispatch({ type: 'proofRemoved' });
        run((actions) => actions.forgetProof());
      },
      submit: () => run((actions) => actions.submit()),
      botCheckWidget: (element) => made?.botCheckWidget(element),
      qrSvg: (value) =>
        stepTwo.parts().then(
          (parts) => make(parts).qrSvg(value),
          (error: unknown) => {
            chunkFailed(error);
            throw error;
          },
        ),
      drawnQr: (value) => drawings.get(value) ?? null,
      upiAppTapped: (app) => run((actions) => actions.upiAppTapped(app)),
      saveQr: (picture) => run((actions) => actions.saveQr(picture)),
      shareQr: (picture) => run((actions) => actions.shareQr(picture)),
      qrShareable: (picture) =>
        stepTwo
          .parts()
          .then((parts) => make(parts).qrShareable(picture))
          .catch(() => false),
    };
  }, [link, config, latest, dispatch, chunkFailed, drawings, stepTwo]);
}
