/**
 * Loading and Saved progress (docs/rules.md, Saved progress): the channels and amount unless the
 * server already brought them, then what this payer chose before a reload, which only the browser
 * knows; and from then on the channel, the UTR and whether the payer left for their app, kept until
 * the page is done.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { ClientConfig } from '../../common/client-config.ts';
import type { Link } from '../../common/payer-link.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { Chunk } from '../platform/chunk.ts';
import { afterNextPaint, nextTask } from '../platform/next-task.ts';
import type { Dispatch } from '../platform/latest.ts';
import type { loadChannels } from './load-channels.ts';
import type { keepProgress, loadProgress, progressToRestore } from './saved-progress.ts';

/** What loading and saving progress need of the chunk that carries them (step 2's, client/step-two/step-two.tsx). */
export interface ProgressParts {
  loadChannels: typeof loadChannels;
  keepProgress: typeof keepProgress;
  loadProgress: typeof loadProgress;
  progressToRestore: typeof progressToRestore;
}

export function useProgress(
  link: Link | null,
  config: ClientConfig | null,
  state: FlowState,
  latest: RefObject<FlowState>,
  dispatch: Dispatch,
  /** Step 2's chunk, which carries the calls and the storage code (client/step-two/step-two.tsx). */
  stepTwo: Chunk<ProgressParts>,
): void {
  // Step 2's chunk once what was saved has been read: nothing is saved before, or the first save
  // would overwrite it.
  const read = useRef<ProgressParts | null>(null);
  useEffect(() => {
    if (!config || !link) return;
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
          async (parts) => {
            await nextTask();
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
    // The call and its answer's reader are in step 2's chunk, which this page's HTML preloads: a
    // page the edge filled (the usual one) needs neither (docs/rules.md, Lazy chunks). A chunk that
    // cannot load is the error screen, as a call that fails is.
    void stepTwo
      .parts()
      .then(async (parts) => {
        const loaded = await parts.loadChannels(config.paymentWorkerUrl, link);
        if (typeof loaded === 'string') return dispatch({ type: 'failed', error: loaded });
        read.current = parts;
        dispatch({ type: 'channelsLoaded', channels: loaded, saved: parts.loadProgress(link), read: true });
      })
      .catch(() => dispatch({ type: 'failed', error: 'load' }));
  }, [config, link, latest, dispatch, stepTwo]);

  const { phase, page, channel, utr, leftForApp } = state;
  useEffect(() => {
    if (link && phase === 'ready' && read.current) read.current.keepProgress(link, { page, channel, utr, leftForApp });
  }, [link, phase, page, channel, utr, leftForApp]);
}
