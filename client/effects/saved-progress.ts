/**
 * Saved progress (docs/rules.md): the chosen channel and typed UTR survive a reload or 'Try again'
 * in `sessionStorage`, per link, until the page is done; so does the marker that the payer left
 * step 2 for their payment app. Storage may be missing or full (private modes); then nothing is
 * kept and nothing breaks.
 */
import type { Link } from '../../common/payer-link.ts';
import type { SavedProgress } from '../../page/flow/state.ts';

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
