/**
 * Another option chosen on step 2 itself: the link from a UPI option too large for UPI to the bank
 * option (docs/rules.md, Bank transfers and large amounts). The step stays 2, so the step history
 * (./step-history.ts) and the heading's focus (./use-navigation.ts), which follow steps, do not move;
 * this does what they would: step 2's history entry names the option now shown, so Forward comes
 * back to it, and the heading takes the focus, as after any move, since the link that had it is gone.
 * In step 2's chunk, with the panel: step 1 never needs it.
 */
import { useEffect, useRef } from 'react';
import type { ChannelId } from '../../common/channels.ts';
import { afterNextPaint } from '../platform/next-task.ts';

/** Whether `state` is this page's step-2 entry (./step-history.ts writes it). */
const isStepEntry = (state: unknown): state is { paymentPageStep: 2; channelId: ChannelId } =>
  typeof state === 'object' && state !== null && (state as { paymentPageStep?: unknown }).paymentPageStep === 2;

export function useOptionSwitch(channelId: ChannelId): void {
  const shown = useRef(channelId);
  useEffect(() => {
    if (shown.current === channelId) return;
    shown.current = channelId;
    // A page in a merchant's frame keeps no entry of its own (docs/embedding.md): nothing to rename.
    if (isStepEntry(history.state)) history.replaceState({ ...history.state, channelId }, '', location.href);
    let current = true;
    void afterNextPaint().then(() => current && document.getElementById('step-title')?.focus());
    return () => {
      current = false;
    };
  }, [channelId]);
}
