/**
 * Loading and Saved progress (docs/rules.md, Saved progress): the channels and amount unless the
 * server already brought them, then what this payer chose before a reload, which only the browser
 * knows; and from then on the channel, the UTR and whether the payer left for their app, kept until
 * the page is done.
 */
import { useEffect, type RefObject } from 'react';
import type { Link } from '../../common/payer-link.ts';
import type { FlowState } from '../../page/flow/state.ts';
import type { PaymentApi } from '../effects/api.ts';
import type { StepTwoChunk } from '../step-two/load.tsx';
import { loadProgress, saveProgress } from '../effects/saved-progress.ts';
import type { Dispatch } from './latest.ts';

export function useProgress(
  link: Link | null,
  api: PaymentApi | null,
  state: FlowState,
  latest: RefObject<FlowState>,
  dispatch: Dispatch,
  stepTwo: StepTwoChunk,
): void {
  useEffect(() => {
    if (!api || !link) return;
    if (latest.current.phase === 'ready') {
      const saved = loadProgress(link);
      if (saved) dispatch({ type: 'progressRestored', saved });
      return;
    }
    if (latest.current.phase !== 'loading') return;
    // The answer's reader is in step 2's chunk, fetched beside the call: a page the edge filled
    // (the usual one) never needs it (docs/rules.md, Lazy chunks). Neither arriving is the error screen.
    void Promise.all([api.getChannels(), stepTwo.parts()]).then(
      ([{ status, body }, { readChannels }]) => {
        const channels = readChannels(status, body);
        if (!channels) return dispatch({ type: 'failed', error: 'load' });
        dispatch({ type: 'channelsLoaded', channels, saved: loadProgress(link) });
      },
      () => dispatch({ type: 'failed', error: 'load' }),
    );
  }, [api, link, latest, dispatch, stepTwo]);

  const channelId = state.channel?.channel_id ?? null;
  useEffect(() => {
    if (!link || state.phase !== 'ready') return;
    // Done stays remembered: Back onto this link's earlier step entry shows the done screen, not a form.
    if (state.page === 'done') saveProgress(link, { channelId: null, utr: '', done: true });
    else saveProgress(link, { channelId, utr: state.utr, ...(state.leftForApp ? { leftForApp: true } : {}) });
  }, [link, state.phase, state.page, channelId, state.utr, state.leftForApp]);
}
