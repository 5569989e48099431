// Which pages load step 2's chunk at once rather than while idle (page/flow/state.ts, showsStepTwo and
// needsStepTwoAtOnce; docs/rules.md, Lazy chunks), rule by rule.
import { describe, expect, it } from 'vitest';
import { initialState, needsStepTwoAtOnce, reduce, showsStepTwo } from './state.ts';
import { flagsWith, loaded, onStep2, run } from './state.fixture.ts';

describe('showsStepTwo', () => {
  it('is step 2 with its option, on the pay screen', () => {
    expect(showsStepTwo(onStep2())).toBe(true);
  });

  it('is not step 1, the loading or error screen, or done', () => {
    expect(showsStepTwo(loaded())).toBe(false);
    expect(showsStepTwo(initialState(flagsWith()))).toBe(false);
    expect(showsStepTwo(initialState(flagsWith(), 'load'))).toBe(false);
    const done = run(
      onStep2(),
      { type: 'submitStarted', utr: '123456789012' },
      { type: 'botCheckStarted' },
      { type: 'botCheckSolved' },
      { type: 'submitAccepted' },
    );
    expect(done.page).toBe('done');
    expect(showsStepTwo(done)).toBe(false);
  });

  it('is not the bot-check screen, which replaces the panel', () => {
    const checking = reduce(onStep2(), { type: 'submitStarted', utr: '123456789012' });
    expect(checking.submission).toBe('checking');
    expect(showsStepTwo(checking)).toBe(false);
  });
});

describe('needsStepTwoAtOnce', () => {
  it('is a page that shows step 2 already (skip_selection, resubmit, a card link)', () => {
    expect(needsStepTwoAtOnce(loaded({ skipSelection: true }))).toBe(true);
    expect(needsStepTwoAtOnce(loaded({ resubmit: true }))).toBe(true);
    expect(needsStepTwoAtOnce(loaded({ channel: 'u1' }))).toBe(true);
  });

  it('is not step 1, nor a card link that names no option', () => {
    expect(needsStepTwoAtOnce(loaded())).toBe(false);
    expect(needsStepTwoAtOnce(loaded({ channel: 'nothing' }))).toBe(false);
  });

  it('is every page still loading its channels, whose call is in the chunk, whatever its flags', () => {
    for (const flags of [
      {},
      { skipTrivialSelection: true },
      { skipSelection: true },
      { resubmit: true },
      { channel: 'u1' },
    ]) {
      expect(needsStepTwoAtOnce(initialState(flagsWith(flags)))).toBe(true);
    }
  });

  it('is never the error screen, nor the done screen', () => {
    expect(needsStepTwoAtOnce(initialState(flagsWith({ skipSelection: true }), 'invalid-link'))).toBe(false);
    expect(needsStepTwoAtOnce({ ...loaded({ skipSelection: true }), page: 'done', step: 3 })).toBe(false);
  });
});
