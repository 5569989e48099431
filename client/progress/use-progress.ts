/**
 * Loading and Saved progress (docs/rules.md, Saved progress): the channels and amount unless the
 * server already brought them, then what this payer chose before a reload, which only the browser
 * knows; and from then on the channel, the UTR and whether the payer left for their app, kept until
 * the page is done.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Link } from '../../common/payer-link.ts';
import { refusesLink } from '../../common/payment-api.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { PaymentApi } from '../payment-worker/api.ts';
import type { StepTwoChunk, StepTwoParts } from '../step-two/load.tsx';
import { afterNextPaint } from '../platform/next-task.ts';
import type { Dispatch } from '../platform/latest.ts';

export function useProgress(
  link: Link | null,
  api: PaymentApi | null,
  state: FlowState,
  latest: RefObject<FlowState>,
  dispatch: Dispatch,
  stepTwo: StepTwoChunk,
): void {
  // Step 2's chunk once what was saved has been read: nothing is saved before, or the first save
  // would overwrite it.
  const read = useRef<StepTwoParts | null>(null);
  useEffect(() => {
    if (!api || !link) return;
    if (latest.current.phase === 'ready') {
      // After the frame that hydration commits, with step 2's chunk, which keeps the storage code
      // and which a restored step 2 needs anyway: the first use of sessionStorage asks the browser
      // for the whole area and waits for it, and on a slow phone that joined hydration's last task
      // into one long frame (docs/performance.md, Compiled ahead). A chunk that
      // cannot load restores nothing here; the step that needs it reports it. Either way the flow
      // hears that progress has been read (a merchant's frame waits for it to say `ready`).
      let current = true;
      const shown = latest.current;
      void afterNextPaint()
        .then(stepTwo.parts)
        .then(
          (parts) => {
            if (!current) return;
            read.current = parts;
            dispatch({ type: 'progressRestored', saved: parts.progressToRestore(link, shown, latest.current) });
          },
          () => {
            if (current) dispatch({ type: 'progressRestored', saved: null });
          },
        );
      return () => {
        current = false;
      };
    }
    if (latest.current.phase !== 'loading') return;
    // The answer's reader is in step 2's chunk, fetched beside the call: a page the edge filled
    // (the usual one) never needs it (docs/rules.md, Lazy chunks). Neither arriving is the error screen.
    void Promise.all([api.getChannels(), stepTwo.parts()]).then(
      ([{ status, body }, parts]) => {
        const channels = parts.readChannels(status, body);
        if (!channels) return dispatch({ type: 'failed', error: refusesLink(status) ? 'unauthorized' : 'load' });
        read.current = parts;
        dispatch({ type: 'channelsLoaded', channels, saved: parts.loadProgress(link), read: true });
      },
      () => dispatch({ type: 'failed', error: 'load' }),
    );
  }, [api, link, latest, dispatch, stepTwo]);

  const { phase, page, channel, utr, leftForApp } = state;
  useEffect(() => {
    if (link && phase === 'ready' && read.current) read.current.keepProgress(link, { page, channel, utr, leftForApp });
  }, [link, phase, page, channel, utr, leftForApp]);
}
