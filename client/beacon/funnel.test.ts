// The payer's funnel (client/beacon/funnel.ts, docs/rules.md, Operations data): which flow-state
// transitions are which events, walked through the reducer the way the page moves.
import { describe, expect, it } from 'vitest';
import { isUpi } from '../../common/channels.ts';
import { checked } from './beacon.ts';
import { funnelEvents } from './funnel.ts';
import { initialState, reduce, type Action, type FlowState } from '../../page/flow/state.ts';
import { toasts } from '../../page/toasts.ts';
import { flagsWith, loaded, onStep2 } from '../../page/flow/state.fixture.ts';

const proof = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
const stop: Action = { type: 'submitStopped', toast: toasts.uploadFailed };

/**
 * The kinds and details of the events a walk from `start` through `actions` produces, in order, as
 * the reporter sends them (beacon.ts, checked: a step 2's channel becomes its type and payee).
 */
function walk(start: FlowState | null, first: FlowState, ...actions: Action[]): string[] {
  const seen: string[] = [];
  let previous = start;
  let state = first;
  for (const action of [null, ...actions]) {
    if (action) state = reduce(state, action);
    seen.push(
      ...funnelEvents(previous, state)
        .map((event) => checked(event, isUpi))
        .map((event) => [event.kind, event.detail, event.payee].filter(Boolean).join(':')),
    );
    previous = state;
  }
  return seen;
}

describe('a payer who goes all the way', () => {
  it('step 2 (its channel type), submit started, submitted, done: nothing for the upload or the bot check that worked', () => {
    expect(
      walk(
        null,
        loaded(),
        { type: 'channelChosen', channelId: 'b1' },
        { type: 'proofChosen', file: proof, thumbnail: true },
        { type: 'utrChanged', utr: '123456789012' },
        { type: 'submitStarted', utr: '123456789012' },
        { type: 'uploadProgressed', fraction: 0.5 },
        { type: 'botCheckStarted' },
        { type: 'botCheckSolved' },
        { type: 'submitAccepted' },
      ),
    ).toEqual(['step-2:bank_transfer', 'submit-started', 'submitted', 'done']);
  });

  it('carries the time since the page started as its value', () => {
    const [event] = funnelEvents(loaded(), onStep2('u1')).map((event) => checked(event, isUpi));
    expect(event).toMatchObject({ kind: 'step-2', detail: 'upi', payee: 'unknown' });
    expect(event?.value).toBeGreaterThan(0);
    expect(Number.isInteger(event?.value)).toBe(true);
  });
});

describe('where it stops', () => {
  it('an upload that fails', () => {
    const start = reduce(onStep2('u1'), { type: 'proofChosen', file: proof, thumbnail: true });
    expect(walk(onStep2('u1'), start, { type: 'submitStarted', utr: '123456789012' }, stop)).toEqual([
      'submit-started',
      'upload-failed',
    ]);
  });

  it('a bot check that fails', () => {
    expect(
      walk(loaded(), onStep2('u1'), { type: 'submitStarted', utr: '123456789012' }, { type: 'botCheckStarted' }, stop),
    ).toEqual(['step-2:upi:unknown', 'submit-started', 'bot-check-failed']);
  });

  it('a deposit the payment worker rejects: submitted, then no done', () => {
    const actions: Action[] = [
      { type: 'submitStarted', utr: '123456789012' },
      { type: 'botCheckStarted' },
      { type: 'botCheckSolved' },
      stop,
    ];
    expect(walk(onStep2('u1'), onStep2('u1'), ...actions)).toEqual(['submit-started', 'submitted']);
  });

  it.each(['load', 'call', 'chunk'] as const)('the error screen for %s, once', (error) => {
    expect(walk(loaded(), onStep2('u1'), { type: 'failed', error }, { type: 'failed', error })).toEqual([
      'step-2:upi:unknown',
      `error-screen:${error}`,
    ]);
  });

  it('an error screen the server rendered, on the first state', () => {
    expect(walk(null, initialState(flagsWith(), 'invalid-link'))).toEqual(['error-screen:invalid-link']);
  });

  it('a chunk that fails during the bot check: the error screen, not a bot-check failure', () => {
    const checking = reduce(onStep2('u1'), { type: 'submitStarted', utr: '123456789012' });
    expect(walk(checking, checking, { type: 'failed', error: 'chunk' })).toEqual(['error-screen:chunk']);
  });
});

describe('step 2', () => {
  it('on the first state when a flag skips the choice', () => {
    expect(walk(null, loaded({ skipSelection: true }))).toEqual(['step-2:upi:unknown']);
  });

  it('again after going back: the reporter keeps the first one only', () => {
    expect(walk(loaded(), onStep2('u1'), { type: 'back' }, { type: 'channelChosen', channelId: 'w1' })).toEqual([
      'step-2:upi:unknown',
      'step-2:other',
    ]);
  });

  it('not while the payer only types or picks a file', () => {
    expect(
      walk(
        onStep2('u1'),
        onStep2('u1'),
        { type: 'utrChanged', utr: '1' },
        { type: 'proofChosen', file: proof, thumbnail: true },
      ),
    ).toEqual([]);
  });

  it('hands the reporter the channel itself, whatever the payment worker calls its type (the reporter maps unknown ones to other)', () => {
    const [event] = funnelEvents(loaded(), reduce(loaded(), { type: 'channelChosen', channelId: 'w1' }));
    expect(event?.channel).toMatchObject({ channel_id: 'w1', type: 'wallet' });
    expect(event && checked(event, isUpi)).toMatchObject({ kind: 'step-2', detail: 'other' });
  });
});

describe('done', () => {
  it('not for a done screen restored from saved progress (Back onto the page after the redirect)', () => {
    const saved = { channelId: null, utr: '', done: true };
    expect(walk(loaded(), loaded(), { type: 'progressRestored', saved })).toEqual([]);
  });
});
