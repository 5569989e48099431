/**
 * The QR code's actions (docs/rules.md, UPI link and QR code, Saving and sharing the QR code, UPI
 * apps on iPhone), made in step 2's chunk with its other controls (client/step-two/actions.ts):
 * drawing a code, saving and sharing its picture, and watching whether a tapped UPI app opened. The
 * page owns the map of codes drawn, which a render reads (client/qr/use-qr.ts).
 */
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { PageActions } from '../../page/components/actions.ts';
import type { Action } from '../../page/flow/state.ts';
import { toasts } from '../../page/toasts.ts';
import { watchAppOpen } from '../navigation/app-open-check.ts';
import { ChunkLoadError } from '../platform/lazy.ts';
import { afterNextPaint } from '../platform/next-task.ts';
import { canShareQrPng, qrDrawings, saveQrPng, shareQrPng } from './lazy-qr.ts';

export type QrActions = Pick<PageActions, 'qrSvg' | 'upiAppTapped' | 'saveQr' | 'shareQr' | 'qrShareable'>;

export function createQrActions(
  drawings: Map<string, QrDrawing>,
  dispatch: (action: Action) => void,
  chunkFailed: (error: unknown) => void,
): QrActions {
  const codes = qrDrawings(drawings);
  // Saving or sharing the picture: a QR thread that cannot load is the error screen, like the code
  // itself; anything else the browser refuses is a toast.
  const failed = (error: unknown) => {
    if (error instanceof ChunkLoadError) chunkFailed(error);
    else dispatch({ type: 'toastShown', toast: toasts.somethingWrong });
  };
  return {
    qrSvg: (value) =>
      codes.draw(value).catch((error: unknown) => {
        if (error instanceof ChunkLoadError) chunkFailed(error);
        throw error;
      }),
    upiAppTapped: (app) => watchAppOpen(() => dispatch({ type: 'upiAppMissing', app })),
    saveQr: (picture) => void saveQrPng(picture, drawings).catch(failed),
    // A share the payer cancels is silent.
    shareQr: (picture) => void shareQrPng(picture, drawings).catch(failed),
    // Asked after the frame that shows the code: on a phone that can share, the answer means
    // drawing the picture, which the tap that chose the option need not wait for.
    qrShareable: (picture) =>
      afterNextPaint()
        .then(() => canShareQrPng(picture, drawings))
        .catch(() => false),
  };
}
