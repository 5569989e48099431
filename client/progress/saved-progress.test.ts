/**
 * Saved progress in this tab's sessionStorage (client/progress/saved-progress.ts; docs/rules.md,
 * Saved progress): what is kept, and what is restored once hydration's frame is painted, unless the
 * payer has already chosen or typed since.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepProgress, loadProgress, progressToRestore } from './saved-progress.ts';
import type { Link } from '../../common/payer-link.ts';
import { reduce } from '../../page/flow/state.ts';
import { bank2, loaded } from '../../page/flow/state.fixture.ts';

const link: Link = { appId: 'demo', authToken: 'header.payload.signature' };
let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('keepProgress', () => {
  it('keeps the chosen channel, the typed UTR and whether the payer left for the app, per link', () => {
    const state = { ...reduce(loaded(), { type: 'channelChosen', channelId: bank2.channel_id }), utr: '123456789012' };
    keepProgress(link, { ...state, leftForApp: true });
    expect([...stored.keys()]).toEqual(['payment-page:demo:signature']);
    expect(loadProgress(link)).toEqual({ channelId: bank2.channel_id, utr: '123456789012', leftForApp: true });
  });

  it('keeps only the done marker once the page is done', () => {
    keepProgress(link, { ...loaded(), page: 'done', utr: '123456789012' });
    expect(loadProgress(link)).toEqual({ channelId: null, utr: '', done: true });
  });
});

describe('progressToRestore', () => {
  const kept = { channelId: bank2.channel_id, utr: '123456789012' };

  it('answers what was kept when the page is as hydration left it, and keeps it as it was', () => {
    keepProgress(link, { ...reduce(loaded(), { type: 'channelChosen', channelId: bank2.channel_id }), utr: kept.utr });
    const shown = loaded();
    expect(progressToRestore(link, shown, shown)).toEqual(kept);
    expect(loadProgress(link)).toEqual(kept);
  });

  it("restores nothing once the payer has chosen an option since, and keeps the payer's choice", () => {
    stored.set('payment-page:demo:signature', JSON.stringify({ channelId: 'another', utr: '999999999999' }));
    const shown = loaded();
    const now = reduce(shown, { type: 'channelChosen', channelId: bank2.channel_id });
    expect(progressToRestore(link, shown, now)).toBeNull();
    expect(loadProgress(link)).toEqual({ channelId: bank2.channel_id, utr: '' });
  });

  it('keeps the page as it is when nothing was kept', () => {
    const shown = loaded();
    expect(progressToRestore(link, shown, shown)).toBeNull();
    expect(loadProgress(link)).toEqual({ channelId: null, utr: '' });
  });
});
