// Steps in the browser history (client/navigation/step-history.ts) with a fake history, driven by the
// real reducer the way client/navigation/use-navigation.ts drives it (docs/rules.md, Steps in the browser history).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStepHistory, type StepHistory } from './step-history.ts';
import { reduce, type Action, type FlowState } from '../../page/flow/state.ts';
import { loaded } from '../../page/flow/state.fixture.ts';

const URL_OF_PAGE = 'https://page.test/demo/a.b.c?test=1';

/** The browser's session history for one tab: entries, the current index, popstate on traversal. */
class FakeHistory {
  entries: Array<{ state: unknown; url: string }> = [{ state: null, url: URL_OF_PAGE }];
  index = 0;
  readonly target: EventTarget;
  constructor(target: EventTarget) {
    this.target = target;
  }
  get state() {
    return this.entries[this.index]?.state ?? null;
  }
  get length() {
    return this.entries.length;
  }
  pushState(state: unknown, _unused: string, url: string) {
    this.entries.splice(this.index + 1, Infinity, { state, url });
    this.index += 1;
  }
  replaceState(state: unknown, _unused: string, url: string) {
    this.entries[this.index] = { state, url };
  }
  go(delta: number) {
    const next = this.index + delta;
    if (next < 0 || next >= this.entries.length) return;
    this.index = next;
    this.target.dispatchEvent(Object.assign(new Event('popstate'), { state: this.state }));
  }
  back() {
    this.go(-1);
  }
  forward() {
    this.go(1);
  }
}

const globals = globalThis as unknown as Record<string, unknown>;
let fake: FakeHistory;
let state: FlowState;
let steps: StepHistory;

/** What client/navigation/use-navigation.ts does: reduce, then tell the history what is shown. */
function dispatch(action: Action) {
  state = reduce(state, action);
  steps.sync(state.step, state.channel?.channel_id ?? null, state.advancing);
}

beforeEach(() => {
  const target = new EventTarget();
  fake = new FakeHistory(target);
  // A top-level page: its own top window (a framed one is tested below).
  globals.window = Object.assign(target, { top: target });
  globals.history = fake;
  globals.location = { href: URL_OF_PAGE };
  state = loaded();
  steps = createStepHistory(state.step, (move) =>
    dispatch(move.to === 'step 2' ? { type: 'historyForward', channelId: move.channelId } : { type: 'historyBack' }),
  );
});
afterEach(() => {
  steps.stop();
  delete globals.window;
  delete globals.history;
  delete globals.location;
});

describe('step history', () => {
  it('choosing a channel pushes one entry on the same URL', () => {
    dispatch({ type: 'channelChosen', channelId: 7 });
    expect(fake.length).toBe(2);
    expect(fake.index).toBe(1);
    expect(fake.entries[1]?.url).toBe(URL_OF_PAGE);
  });

  it("Back returns to step 1 like 'Go Back'; Forward returns to step 2 with the same channel", () => {
    dispatch({ type: 'alreadyPaid' });
    fake.back();
    expect(state.step).toBe(1);
    expect(state.resubmit).toBe(false);
    fake.forward();
    expect(state.step).toBe(2);
    expect(state.channel?.channel_id).toBe('u1');
    expect(fake.length).toBe(2);
  });

  it("'Go Back' and the indicator leave the pushed entry instead of pushing another", () => {
    dispatch({ type: 'channelChosen', channelId: 'u1' });
    dispatch({ type: 'back' });
    expect(fake.index).toBe(0);
    dispatch({ type: 'channelChosen', channelId: 7 });
    dispatch({ type: 'stepChosen', step: 1 });
    expect(fake.index).toBe(0);
    expect(state.step).toBe(1);
  });

  it('ten round trips of every kind leave two entries', () => {
    for (let trip = 0; trip < 10; trip++) {
      dispatch({ type: 'channelChosen', channelId: trip % 2 ? 7 : 'u1' });
      if (trip % 3 === 0) fake.back();
      else if (trip % 3 === 1) dispatch({ type: 'back' });
      else {
        fake.back();
        fake.forward();
        dispatch({ type: 'back' });
      }
      expect(state.step).toBe(1);
    }
    expect(fake.length).toBe(2);
  });

  it('after done, Back and Forward keep the done screen and push nothing', () => {
    dispatch({ type: 'channelChosen', channelId: 'u1' });
    for (const action of [
      { type: 'submitStarted', utr: '123456789012' },
      { type: 'botCheckStarted' },
      { type: 'botCheckSolved' },
      { type: 'submitAccepted' },
    ] as Action[])
      dispatch(action);
    fake.back();
    expect(state.page).toBe('done');
    fake.forward();
    fake.back();
    expect(state.page).toBe('done');
    expect(fake.length).toBe(2);
  });

  it('a reload on the pushed entry (a discarded tab) reuses it rather than pushing a second', () => {
    dispatch({ type: 'channelChosen', channelId: 'u1' });
    steps.stop();
    // The page starts again on the same entry; saved progress would bring back step 2, but here the payer picks again.
    state = loaded();
    steps = createStepHistory(state.step, () => undefined);
    dispatch({ type: 'channelChosen', channelId: 7 });
    expect(fake.length).toBe(2);
    expect(fake.state).toEqual({ paymentPageStep: 2, channelId: 7 });
  });

  it('a page restored onto step 2 by saved progress pushes nothing (no entry without the payer acting)', () => {
    dispatch({ type: 'progressRestored', saved: { channelId: 7, utr: '' } });
    expect(state.step).toBe(2);
    expect(fake.length).toBe(1);
  });

  it('in a merchant’s frame adds no entry at all, so the merchant’s Back stays theirs (docs/embedding.md)', () => {
    steps.stop();
    Object.assign(globals.window as object, { top: {} });
    state = loaded();
    steps = createStepHistory(state.step, (move) =>
      dispatch(move.to === 'step 2' ? { type: 'historyForward', channelId: move.channelId } : { type: 'historyBack' }),
    );
    dispatch({ type: 'channelChosen', channelId: 'u1' });
    expect(state.step).toBe(2);
    expect(fake.length).toBe(1);
    expect(fake.state).toBeNull();
    dispatch({ type: 'back' });
    expect(state.step).toBe(1);
    expect(fake.length).toBe(1);
    expect(fake.index).toBe(0);
  });
});
