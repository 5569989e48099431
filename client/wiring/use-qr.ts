/**
 * The QR code (docs/rules.md, UPI link and QR code, Saving and sharing the QR code, Lazy chunks):
 * drawing it from the lazy `qrcode` chunk, saving and sharing its picture, and, with step 1
 * interactive, fetching that chunk, drawing the UPI options' codes and rehearsing step 2 while
 * idle, so a UPI choice shows its code at once.
 */
import { useMemo, type RefObject } from 'react';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageActions, PageContext } from '../../page/components/actions.ts';
import type { Catalogue } from '../../page/i18n/en.ts';
import type { LanguageCode } from '../../page/i18n/languages.ts';
import { toasts } from '../../page/toasts.ts';
import { watchAppOpen } from '../effects/app-open-check.ts';
import { ChunkLoadError } from '../effects/lazy.ts';
import { canShareQrPng, drawnQrSvg, drawQrSvg, qrPrefetchWork, saveQrPng, shareQrPng } from '../effects/lazy-qr.ts';
import { afterNextPaint } from '../effects/next-task.ts';
import { useQrPrefetch, type QrPrefetchWork } from '../effects/qr-prefetch.ts';
import { rehearseDetails } from '../effects/rehearse-details.tsx';
import { useLatest, type Dispatch } from './latest.ts';

export type QrActions = Pick<PageActions, 'qrSvg' | 'drawnQr' | 'upiAppTapped' | 'saveQr' | 'shareQr' | 'qrShareable'>;

export function useQr(
  state: FlowState,
  latest: RefObject<FlowState>,
  context: PageContext,
  language: { code: LanguageCode; text: Catalogue },
  dispatch: Dispatch,
  chunkFailed: (error: unknown) => void,
): QrActions {
  const latestLanguage = useLatest(language);
  const prefetchWork = useMemo(
    (): QrPrefetchWork => ({
      ...qrPrefetchWork,
      rehearse: (channel) =>
        rehearseDetails({
          channel,
          amount: latest.current.amount,
          context,
          language: latestLanguage.current,
          drawnQr: drawnQrSvg,
        }),
    }),
    [context, latest, latestLanguage],
  );
  useQrPrefetch(state, context.qr !== null, prefetchWork);

  return useMemo((): QrActions => {
    // Saving or sharing the picture: a chunk that cannot load is the error screen, like the code
    // itself; anything else the browser refuses is a toast.
    const failed = (error: unknown) => {
      if (error instanceof ChunkLoadError) chunkFailed(error);
      else dispatch({ type: 'toastShown', toast: toasts.somethingWrong });
    };
    return {
      qrSvg: (value) =>
        drawQrSvg(value).catch((error: unknown) => {
          if (error instanceof ChunkLoadError) chunkFailed(error);
          throw error;
        }),
      drawnQr: drawnQrSvg,
      // Did the tapped UPI app open? (docs/rules.md, UPI apps on iPhone)
      upiAppTapped: (app) => watchAppOpen(() => dispatch({ type: 'upiAppMissing', app })),
      saveQr: (picture) => void saveQrPng(picture).catch(failed),
      // A share the payer cancels is silent.
      shareQr: (picture) => void shareQrPng(picture).catch(failed),
      // Asked after the frame that shows the code: on a phone that can share, the answer means
      // drawing the picture, which the tap that chose the option need not wait for.
      qrShareable: (picture) =>
        afterNextPaint()
          .then(() => canShareQrPng(picture))
          .catch(() => false),
    };
  }, [dispatch, chunkFailed]);
}
