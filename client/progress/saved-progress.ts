/**
 * Saved progress (docs/rules.md): the chosen channel and typed UTR survive a reload or 'Try again'
 * in `sessionStorage`, per link, until the page is done; so does the marker that the payer left
 * step 2 for their payment app. Storage may be missing or full (private modes); then nothing is
 * kept and nothing breaks.
 */
import type { Link } from '../../common/payer-link.ts';
import type { FlowState, SavedProgress } from '../../page/flow/state.ts';

const keyOf = (link: Link) => `payment-page:${link.appId}:${link.authToken.split('.')[2] ?? ''}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadProgress(link: Link): SavedProgress | null {
  try {
    const raw = storage()?.getItem(keyOf(link));
    if (!raw) return null;
    const value = JSON.parse(raw) as { channelId?: unknown; utr?: unknown; leftForApp?: unknown; done?: unknown };
    if (value.done === true) return { channelId: null, utr: '', done: true };
    const channelId =
      typeof value.channelId === 'string' || typeof value.channelId === 'number' ? value.channelId : null;
    const utr = typeof value.utr === 'string' ? value.utr.slice(0, 64) : '';
    // The 'left for the app' marker outlives a discarded tab, so the return prompt shows after the reload.
    return value.leftForApp === true ? { channelId, utr, leftForApp: true } : { channelId, utr };
  } catch {
    return null;
  }
}

export function saveProgress(link: Link, progress: SavedProgress): void {
  try {
    storage()?.setItem(keyOf(link), JSON.stringify(progress));
  } catch {
    // Full or refused: the payer just loses the convenience.
  }
}

/** What the flow keeps of a ready page. Done stays remembered: Back onto this link's earlier step entry shows the done screen, not a form. */
export function keepProgress(
  link: Link,
  { page, channel, utr, leftForApp }: Pick<FlowState, 'page' | 'channel' | 'utr' | 'leftForApp'>,
): void {
  if (page === 'done') saveProgress(link, { channelId: null, utr: '', done: true });
  else saveProgress(link, { channelId: channel?.channel_id ?? null, utr, ...(leftForApp ? { leftForApp: true } : {}) });
}

type Kept = Pick<FlowState, 'page' | 'step' | 'channel' | 'utr' | 'leftForApp'>;

/**
 * Right after hydration, once its frame is painted: what this tab kept for the link, to restore,
 * unless the payer has chosen, moved or typed since the page was hydrated (`shown`), whose choice
 * wins; then, or when nothing was kept, the page as it is now is what is kept.
 */
export function progressToRestore(link: Link, shown: Kept, now: Kept): SavedProgress | null {
  const saved = loadProgress(link);
  const untouched = now.step === shown.step && now.channel === shown.channel && now.utr === shown.utr;
  if (saved && untouched) return saved;
  keepProgress(link, now);
  return null;
}
