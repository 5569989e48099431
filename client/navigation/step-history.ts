/**
 * Steps in the browser history (docs/rules.md, Steps in the browser history): entering step 2 pushes
 * one entry on the same URL, so the phone's Back returns to step 1 instead of leaving the page, and
 * Forward returns to step 2. What a Back or Forward means is the reducer's decision (`historyBack`,
 * `historyForward`); this module only keeps the entries in step with the page and reports moves.
 * In a merchant's frame it adds no entry at all (Go Back only), so the merchant's Back button stays
 * theirs (docs/embedding.md, 'The page inside a frame').
 */
import type { ChannelId } from '../../common/channels.ts';
import type { Step } from '../../page/flow/state.ts';
import { isFramed } from './navigation.ts';

/** The entry this page pushed for step 2, found in `history.state`. */
interface StepEntry {
  paymentPageStep: 2;
  channelId: ChannelId;
}

function ourEntry(state: unknown): StepEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const entry = state as Partial<StepEntry>;
  const id = entry.channelId;
  return entry.paymentPageStep === 2 && (typeof id === 'string' || typeof id === 'number')
    ? (entry as StepEntry)
    : null;
}

/** What a Back or Forward landed on: step 2's entry (with its channel), or the entry before it. */
type HistoryMove = { to: 'step 2'; channelId: ChannelId } | { to: 'before step 2' };

export interface StepHistory {
  /**
   * Called after every step change with the step shown, its channel, and whether the payer moved
   * forward themselves (the reducer's `advancing`). Pushes the entry when they entered step 2, and
   * steps back through it when they went back with the page's own controls.
   */
  sync(step: Step, channelId: ChannelId | null, advancing: boolean): void;
  stop(): void;
}

export function createStepHistory(firstStep: Step, onMove: (move: HistoryMove) => void): StepHistory {
  let shown = firstStep;
  const framed = isFramed();
  const onPopState = (event: PopStateEvent) => {
    const entry = ourEntry(event.state);
    onMove(entry ? { to: 'step 2', channelId: entry.channelId } : { to: 'before step 2' });
  };
  window.addEventListener('popstate', onPopState);

  return {
    sync(step, channelId, advancing) {
      const previous = shown;
      shown = step;
      if (step === previous || framed) return;
      const current = ourEntry(history.state);
      if (previous === 1 && step === 2 && advancing && channelId !== null) {
        const entry: StepEntry = { paymentPageStep: 2, channelId };
        // Already on step 2's entry (Forward, or a reload there): only its channel may need updating.
        // The URL, and the token in it, stay exactly as they are.
        if (current) {
          if (current.channelId !== channelId) history.replaceState(entry, '', location.href);
        } else {
          history.pushState(entry, '', location.href);
        }
      } else if (previous === 2 && step === 1 && current) {
        // 'Go Back' or the indicator: leave our entry rather than push another, so entries never pile up.
        // The popstate this causes reports 'before step 2', which the reducer ignores on step 1.
        history.back();
      }
      // Step 3 pushes nothing: after done, Back and Forward only meet the reducer's refusal.
    },
    stop() {
      window.removeEventListener('popstate', onPopState);
    },
  };
}
