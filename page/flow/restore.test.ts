/**
 * Saved progress (docs/rules.md) after edge prefetch: the server renders without the payer's saved
 * progress (it cannot see sessionStorage), so the client restores it after
 * hydration with `progressRestored`.
 */
import { describe, expect, it } from 'vitest';
import { reduce } from './state.ts';
import { bank2, loaded, run } from './state.fixture.ts';

describe('progressRestored (docs/rules.md, Saved progress and Edge prefetch)', () => {
  it('brings back the saved channel (step 2) and UTR on a prefetched page', () => {
    const state = reduce(loaded(), {
      type: 'progressRestored',
      saved: { channelId: bank2.channel_id, utr: '123456789012' },
    });
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(bank2);
    expect(state.selectedType).toBe('bank_transfer');
    expect(state.utr).toBe('123456789012');
  });

  it('keeps step 1 for an unknown saved channel but restores the UTR', () => {
    const state = reduce(loaded(), { type: 'progressRestored', saved: { channelId: 'gone', utr: 'TEST12345678' } });
    expect(state.step).toBe(1);
    expect(state.channel).toBeNull();
    expect(state.utr).toBe('TEST12345678');
  });

  it('overrides an automatic preselection with the channel the payer chose', () => {
    const skipped = loaded({ skipSelection: true });
    const state = reduce(skipped, { type: 'progressRestored', saved: { channelId: bank2.channel_id, utr: '' } });
    expect(state.channel).toEqual(bank2);
  });

  it('changes nothing while a submission runs or after done', () => {
    const submitting = run(
      loaded(),
      { type: 'channelChosen', channelId: bank2.channel_id },
      { type: 'submitStarted', utr: '123456789012' },
    );
    // Nothing of the payer's changes; only the note that progress has been read.
    expect(reduce(submitting, { type: 'progressRestored', saved: { channelId: null, utr: 'x' } })).toEqual({
      ...submitting,
      progressRead: true,
    });
  });

  it('notes that progress has been read, whatever was saved, and only then (a frame says ready after it)', () => {
    expect(loaded().progressRead).toBe(false);
    expect(reduce(loaded(), { type: 'progressRestored', saved: null })).toEqual({ ...loaded(), progressRead: true });
    expect(reduce(loaded(), { type: 'progressRestored', saved: { channelId: 'u1', utr: '' } }).progressRead).toBe(true);
  });
});
