/**
 * The flow's rules for loading (docs/rules.md, Step flow, Saved progress, Query flags): the
 * channels arriving, saved progress read after a page the server filled, and a failure. One group
 * of ./state.ts's rules, tested rule by rule in state.test.ts and restore.test.ts.
 */
import { linkedChannel } from '../../common/channel-link.ts';
import { orderGroups, type Channel, type ChannelGroup } from '../../common/channels.ts';
import type { PageFlags } from '../../common/payer-link.ts';
import { upiLeads } from '../../common/rail-limits.ts';
import { editable, findChannel, firstOption, type Action, type Rules, type SavedProgress } from './flow-types.ts';

export type LoadingAction = Extract<Action, { type: 'channelsLoaded' | 'progressRestored' | 'failed' }>;

/** The automatic ways into step 2; they preselect the first option (docs/rules.md, Query flags). */
function skipsSelection(flags: PageFlags, groups: ChannelGroup[]): boolean {
  const trivial = groups.length === 1 && groups[0]?.options.length === 1;
  return flags.resubmit || flags.skipSelection || (flags.skipTrivialSelection && trivial);
}

/** A restored step 2 the payer had left for their app greets them with the prompt, as a return would. */
const awayFrom = (saved: SavedProgress | null, restored: Channel | null) => {
  const away = Boolean(saved?.leftForApp && restored);
  return { leftForApp: away, returnPrompt: away };
};

export const loadingRules: Rules<LoadingAction> = {
  channelsLoaded(state, action) {
    if (state.phase !== 'loading') return state;
    // Bank transfer leads where UPI cannot take the amount (docs/rules.md, Bank transfers and large amounts).
    const { groups: sent, amount } = action.channels;
    const groups = orderGroups(sent, upiLeads(sent, amount, state.flags.upiDefault));
    const saved = action.saved;
    if (saved?.done) {
      return {
        ...state,
        phase: 'ready',
        amount,
        groups,
        page: 'done',
        step: 3,
        advancing: false,
        progressRead: true,
      };
    }
    const restored = saved?.channelId != null ? findChannel(groups, saved.channelId) : null;
    // A card link's choice (docs/rules.md, Without JavaScript) beats the automatic one; an unknown id is no choice.
    const { channel: linkedId, channelType } = state.flags;
    const linked = linkedId !== undefined ? linkedChannel(groups, linkedId, channelType) : null;
    const channel = restored ?? linked ?? (skipsSelection(state.flags, groups) ? firstOption(groups) : null);
    return {
      ...state,
      phase: 'ready',
      amount,
      groups,
      channel,
      selectedType: channel?.type ?? groups[0]?.type ?? null,
      step: channel ? 2 : 1,
      advancing: false,
      resubmit: state.flags.resubmit,
      utr: saved?.utr ?? '',
      progressRead: action.read === true,
      ...awayFrom(saved, restored),
    };
  },
  progressRestored(state, action) {
    // Right after hydrating a page the server already filled: the same restore as channelsLoaded's.
    const saved = action.saved;
    // Too late to restore (the payer already submitting, or an error), or nothing saved: read all the same.
    if (!editable(state) || !saved) return { ...state, progressRead: true };
    if (saved.done) return { ...state, page: 'done', step: 3, advancing: false, resubmit: false, progressRead: true };
    const channel = saved.channelId != null ? findChannel(state.groups, saved.channelId) : null;
    return {
      ...state,
      progressRead: true,
      utr: saved.utr,
      ...(channel
        ? {
            channel,
            selectedType: channel.type,
            step: 2,
            advancing: false,
            ...awayFrom(saved, channel),
          }
        : {}),
    };
  },
  failed(state, action) {
    // Once done, the deposit is in: nothing later may replace the thank-you screen.
    if (state.page === 'done') return state;
    return { ...state, phase: 'error', error: action.error, submission: 'idle' };
  },
};
