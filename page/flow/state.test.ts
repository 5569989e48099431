// The payer-flow reducer (page/flow/state.ts) rule by rule (docs/rules.md: Step flow, Query flags, Saved progress,
// One submission at a time, Bot check (Turnstile) ordering, Toasts and durations, Steps in the browser history,
// Coming back from the payment app, UPI apps on iPhone); plus bootState.
import { describe, expect, it } from 'vitest';
import { bootState, type Boot } from '../boot.ts';
import {
  alreadyPaidChannel,
  canSubmit,
  initialState,
  optionsOf,
  reduce,
  screenOf,
  type Action,
  type FlowState,
} from './state.ts';
import { toasts } from '../toasts.ts';
import type { ChannelGroup } from '../../common/channels.ts';
import type { PageFlags } from '../../common/payer-link.ts';
import {
  AMOUNT,
  bank1,
  bank2,
  bankGroup,
  channelsOf,
  cryptoGroup,
  flagsWith,
  loaded,
  onStep2,
  run,
  serverGroups,
  upi1,
  upi2,
  upiGroup,
  walletGroup,
} from './state.fixture.ts';

const proof = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
const types = (state: FlowState) => state.groups.map((group) => group.type);

/** Step 2 with a UTR typed and the submission started (no proof: straight to the bot check). */
function checking(): FlowState {
  return run(
    onStep2('u1'),
    { type: 'utrChanged', utr: '123456789012' },
    { type: 'submitStarted', utr: '123456789012' },
  );
}
function uploading(): FlowState {
  return run(
    onStep2('u1'),
    { type: 'proofChosen', file: proof, thumbnail: true },
    { type: 'submitStarted', utr: '123456789012' },
  );
}
function submitting(): FlowState {
  return run(checking(), { type: 'botCheckStarted' }, { type: 'botCheckSolved' });
}
function done(): FlowState {
  return reduce(submitting(), { type: 'submitAccepted' });
}

describe('load: channels and amount', () => {
  it('channelsLoaded makes the page ready and pay, with the amount and the groups', () => {
    const state = loaded();
    expect(state.phase).toBe('ready');
    expect(state.page).toBe('pay');
    expect(state.error).toBeNull();
    expect(state.amount).toBe(AMOUNT);
    expect(state.step).toBe(1);
    expect(state.channel).toBeNull();
    expect(screenOf(state)).toBe('pay');
    expect(state.groups).toHaveLength(serverGroups.length);
  });

  it('before anything loads the loading screen shows', () => {
    expect(screenOf(initialState(flagsWith()))).toBe('loading');
  });

  it('groups are ordered UPI first, then bank, then other types in server order', () => {
    expect(types(loaded())).toEqual(['upi', 'bank_transfer', 'wallet', 'crypto']);
  });

  it('upi_default false puts bank transfer first, then UPI, then other types in server order', () => {
    expect(types(loaded({ upiDefault: false }))).toEqual(['bank_transfer', 'upi', 'wallet', 'crypto']);
  });

  describe('where UPI cannot take the amount (docs/rules.md, Bank transfers and large amounts)', () => {
    const people: ChannelGroup = {
      ...upiGroup,
      options: [
        { ...upi1, payee_type: 'personal' },
        { ...upi2, payee_type: 'personal' },
      ],
    };
    const at = (amount: number, flags: Partial<PageFlags> = {}, groups = [walletGroup, bankGroup, people]) =>
      reduce(initialState(flagsWith(flags)), {
        type: 'channelsLoaded',
        channels: channelsOf(groups, amount),
        saved: null,
      });

    it('bank transfer leads when every UPI option is a person and the amount is above ₹1,00,000', () => {
      expect(types(at(10_000_001))).toEqual(['bank_transfer', 'upi', 'wallet']);
      expect(at(10_000_001).selectedType).toBe('bank_transfer');
      // skip_selection and 'already paid' take the first option in that order: a bank one.
      expect(at(10_000_001, { skipSelection: true }).channel).toEqual(bank1);
      expect(alreadyPaidChannel(at(10_000_001))).toEqual(bank1);
    });

    it('UPI leads at exactly ₹1,00,000, compared in paise', () => {
      expect(types(at(10_000_000))).toEqual(['upi', 'bank_transfer', 'wallet']);
    });

    it('UPI leads when one of its options can take the amount, or no bank transfer is offered', () => {
      const mixed: ChannelGroup = { ...upiGroup, options: [{ ...upi1, payee_type: 'personal' }, upi2] };
      expect(types(at(10_000_001, {}, [bankGroup, mixed]))).toEqual(['upi', 'bank_transfer']);
      expect(types(at(10_000_001, {}, [walletGroup, people]))).toEqual(['upi', 'wallet']);
    });

    it('upi_default false keeps bank transfer first, whatever the amount', () => {
      expect(types(at(150_050, { upiDefault: false }))).toEqual(['bank_transfer', 'upi', 'wallet']);
      expect(types(at(10_000_001, { upiDefault: false }))).toEqual(['bank_transfer', 'upi', 'wallet']);
    });

    it('a link to the UPI option still opens it (step 2 says why it cannot take the amount)', () => {
      const state = at(10_000_001, { channel: 'u1' });
      expect([state.step, state.channel?.channel_id]).toEqual([2, 'u1']);
    });
  });

  it('other types keep the server order whichever comes first', () => {
    expect(types(loaded({}, [cryptoGroup, upiGroup, walletGroup]))).toEqual(['upi', 'crypto', 'wallet']);
  });

  it('failed while loading shows the error screen', () => {
    const state = reduce(initialState(flagsWith()), { type: 'failed', error: 'load' });
    expect(state.phase).toBe('error');
    expect(state.error).toBe('load');
    expect(screenOf(state)).toBe('error');
  });

  it('channelsLoaded is ignored once the page is ready', () => {
    const state = loaded();
    expect(reduce(state, { type: 'channelsLoaded', channels: channelsOf([bankGroup], 999), saved: null })).toBe(state);
  });

  it('channelsLoaded is ignored on the error screen', () => {
    const state = reduce(initialState(flagsWith()), { type: 'failed', error: 'load' });
    const after = reduce(state, { type: 'channelsLoaded', channels: channelsOf(), saved: null });
    expect(after).toBe(state);
    expect(screenOf(after)).toBe('error');
  });
});

describe('step 1 to step 2 (docs/rules.md, Step flow and Query flags)', () => {
  it('selecting a channel card selects it and goes to step 2', () => {
    const state = reduce(loaded(), { type: 'channelChosen', channelId: 7 });
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(bank2);
    expect(state.resubmit).toBe(false);
  });

  it('an unknown channel id is ignored', () => {
    const state = loaded();
    expect(reduce(state, { type: 'channelChosen', channelId: 'nope' })).toBe(state);
  });

  it('the already-paid link sets resubmit and selects the first option of the first group when none is chosen', () => {
    const state = reduce(loaded(), { type: 'alreadyPaid' });
    expect(state.step).toBe(2);
    expect(state.resubmit).toBe(true);
    expect(state.channel).toEqual(upi1);
  });

  it('the already-paid link picks the first option in display order (bank first when upi_default is false)', () => {
    expect(reduce(loaded({ upiDefault: false }), { type: 'alreadyPaid' }).channel).toEqual(bank1);
  });

  it('the already-paid link keeps an already chosen channel', () => {
    const state = run(loaded(), { type: 'channelChosen', channelId: 7 }, { type: 'back' }, { type: 'alreadyPaid' });
    expect(state.step).toBe(2);
    expect(state.resubmit).toBe(true);
    expect(state.channel).toEqual(bank2);
  });

  it("the already-paid link's href names the option its click chooses", () => {
    const chosen = run(loaded(), { type: 'channelChosen', channelId: 7 }, { type: 'back' });
    for (const state of [loaded(), loaded({ upiDefault: false }), chosen]) {
      expect(alreadyPaidChannel(state)).toEqual(reduce(state, { type: 'alreadyPaid' }).channel);
    }
  });

  it('resubmit mode enters step 2 on load with the first option preselected', () => {
    const state = loaded({ resubmit: true });
    expect(state.step).toBe(2);
    expect(state.resubmit).toBe(true);
    expect(state.channel).toEqual(upi1);
  });

  it('skip_selection enters step 2 with the first option preselected', () => {
    const state = loaded({ skipSelection: true });
    expect(state.step).toBe(2);
    expect(state.resubmit).toBe(false);
    expect(state.channel).toEqual(upi1);
  });

  it('skip_trivial_selection enters step 2 with exactly one type with one option', () => {
    const only: ChannelGroup = { name: 'Bank transfer', type: 'bank_transfer', options: [bank2] };
    const state = loaded({ skipTrivialSelection: true }, [only]);
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(bank2);
  });

  it('skip_trivial_selection stays on step 1 when the one type has two options', () => {
    const state = loaded({ skipTrivialSelection: true }, [bankGroup]);
    expect(state.step).toBe(1);
    expect(state.channel).toBeNull();
  });

  it('skip_trivial_selection stays on step 1 with two types of one option each', () => {
    const state = loaded({ skipTrivialSelection: true }, [walletGroup, cryptoGroup]);
    expect(state.step).toBe(1);
    expect(state.channel).toBeNull();
  });

  it('without any flag the page starts on step 1 with no channel', () => {
    const state = loaded({}, [walletGroup]);
    expect(state.step).toBe(1);
    expect(state.channel).toBeNull();
  });

  it('with upi_default false, skip_selection preselects the first bank option', () => {
    const state = loaded({ skipSelection: true, upiDefault: false });
    expect(state.channel).toEqual(bank1);
    expect(state.selectedType).toBe('bank_transfer');
  });

  it('with upi_default false, resubmit preselects the first bank option', () => {
    expect(loaded({ resubmit: true, upiDefault: false }).channel).toEqual(bank1);
  });

  it('skip_selection preselects from the first group in display order, not the server order', () => {
    // The server lists wallet first; display order puts UPI first.
    expect(loaded({ skipSelection: true }, [walletGroup, upiGroup]).channel).toEqual(upi1);
  });
});

describe('going back clears resubmit (docs/rules.md, Step flow)', () => {
  it("'back' from step 2 returns to step 1 and clears resubmit", () => {
    const state = reduce(reduce(loaded(), { type: 'alreadyPaid' }), { type: 'back' });
    expect(state.step).toBe(1);
    expect(state.resubmit).toBe(false);
  });

  it("'back' on step 1 does nothing", () => {
    const state = loaded();
    expect(reduce(state, { type: 'back' })).toBe(state);
  });

  it('choosing a lower step in the indicator goes there and clears resubmit', () => {
    const state = reduce(loaded({ resubmit: true }), { type: 'stepChosen', step: 1 });
    expect(state.step).toBe(1);
    expect(state.resubmit).toBe(false);
  });

  it.each([2, 3] as const)('choosing step %i from step 2 (same or higher) does nothing', (step) => {
    const state = loaded({ resubmit: true });
    expect(reduce(state, { type: 'stepChosen', step })).toBe(state);
  });

  it.each([
    ['resubmit', { resubmit: true }],
    ['skip_selection', { skipSelection: true }],
    ['skip_trivial_selection', { skipTrivialSelection: true }],
  ] as const)('going back after an automatic skip (%s) is allowed', (_name, flags) => {
    const groups = [{ name: 'UPI', type: 'upi', options: [upi1] }];
    const state = reduce(loaded(flags, groups), { type: 'back' });
    expect(state.step).toBe(1);
    expect(state.resubmit).toBe(false);
  });

  it("once done, 'back' does nothing (the deposit is submitted)", () => {
    const state = done();
    expect(reduce(state, { type: 'back' })).toBe(state);
  });

  it('once done, choosing an earlier step does nothing', () => {
    const state = done();
    expect(reduce(state, { type: 'stepChosen', step: 1 })).toBe(state);
    expect(reduce(state, { type: 'stepChosen', step: 2 })).toBe(state);
  });
});

describe('the deposit type dropdown (docs/rules.md, Step flow)', () => {
  it('typeChosen stores the selected type and its options', () => {
    const state = reduce(loaded(), { type: 'typeChosen', channelType: 'bank_transfer' });
    expect(state.selectedType).toBe('bank_transfer');
    expect(optionsOf(state)).toEqual([bank1, bank2]);
  });

  it('an unknown type is ignored', () => {
    const state = loaded();
    expect(reduce(state, { type: 'typeChosen', channelType: 'cheque' })).toBe(state);
  });

  it('the dropdown defaults to the first type when no channel is chosen', () => {
    expect(loaded().selectedType).toBe('upi');
    expect(loaded({ upiDefault: false }).selectedType).toBe('bank_transfer');
    expect(optionsOf(loaded())).toEqual(upiGroup.options);
  });

  it('the dropdown defaults to the type of the current channel', () => {
    // UPI is the first type, but the restored channel is a bank one.
    const state = loaded({}, serverGroups, { channelId: 'b1', utr: '' });
    expect(state.selectedType).toBe('bank_transfer');
  });

  it("choosing a channel makes its type the dropdown's, so going back shows it", () => {
    const state = run(
      loaded(),
      { type: 'typeChosen', channelType: 'bank_transfer' },
      { type: 'channelChosen', channelId: 'b1' },
      { type: 'back' },
    );
    expect(state.selectedType).toBe('bank_transfer');
    expect(state.channel).toEqual(bank1);
  });
});

describe('saved progress (docs/rules.md, Saved progress)', () => {
  it('a saved channel and UTR are restored on load (step 2)', () => {
    const state = loaded({}, serverGroups, { channelId: 7, utr: '123456789012' });
    expect(state.channel).toEqual(bank2);
    expect(state.step).toBe(2);
    expect(state.utr).toBe('123456789012');
  });

  it('a saved channel id that is no longer offered is ignored (step 1), the UTR still restored', () => {
    const state = loaded({}, serverGroups, { channelId: 'gone', utr: 'abc' });
    expect(state.channel).toBeNull();
    expect(state.step).toBe(1);
    expect(state.utr).toBe('abc');
  });

  it('a saved channel wins over the automatic preselection', () => {
    expect(loaded({ skipSelection: true }, serverGroups, { channelId: 'u2', utr: '' }).channel?.channel_id).toBe('u2');
  });

  it('nothing saved means an empty UTR', () => {
    expect(loaded().utr).toBe('');
  });
});

describe('submission (docs/rules.md, Bot check (Turnstile) ordering and One submission at a time)', () => {
  it('submitStarted on step 2 without a proof goes straight to the bot check', () => {
    const state = checking();
    expect(state.submission).toBe('checking');
    expect(state.utr).toBe('123456789012');
    expect(screenOf(state)).toBe('bot-check');
  });

  it('submitStarted with a proof starts uploading at 0', () => {
    const state = uploading();
    expect(state.submission).toBe('uploading');
    expect(state.uploadProgress).toBe(0);
    expect(screenOf(state)).toBe('pay');
  });

  it('submitStarted stores the normalised UTR it is given', () => {
    const state = run(onStep2(), { type: 'utrChanged', utr: ' abcd ' }, { type: 'submitStarted', utr: 'ABCD' });
    expect(state.utr).toBe('ABCD');
  });

  it('submitStarted on step 1 does nothing', () => {
    const state = loaded();
    expect(reduce(state, { type: 'submitStarted', utr: '123456789012' })).toBe(state);
  });

  it('submitStarted on step 1 with a channel still chosen (after going back) does nothing', () => {
    const state = reduce(onStep2('u1'), { type: 'back' });
    expect(state.channel).not.toBeNull();
    expect(reduce(state, { type: 'submitStarted', utr: '123456789012' })).toBe(state);
  });

  it('submitStarted while loading does nothing', () => {
    const state = initialState(flagsWith());
    expect(reduce(state, { type: 'submitStarted', utr: '123456789012' })).toBe(state);
  });

  it.each([
    ['uploading', uploading],
    ['checking', checking],
    ['submitting', submitting],
  ] as const)('a second submitStarted while %s changes nothing', (_stage, make) => {
    const state = make();
    expect(reduce(state, { type: 'submitStarted', utr: '999999999999' })).toBe(state);
  });

  it('submitStarted once done changes nothing', () => {
    const state = done();
    expect(reduce(state, { type: 'submitStarted', utr: '123456789012' })).toBe(state);
  });

  it.each([
    [0.25, 0.25],
    [1, 1],
    [1.7, 1],
    [-0.3, 0],
    [Number.POSITIVE_INFINITY, 1],
  ])('uploadProgressed %d is stored as %d (clamped to 0..1)', (fraction, stored) => {
    expect(reduce(uploading(), { type: 'uploadProgressed', fraction }).uploadProgress).toBe(stored);
  });

  it('uploadProgressed NaN keeps the last progress', () => {
    const state = reduce(uploading(), { type: 'uploadProgressed', fraction: 0.5 });
    expect(reduce(state, { type: 'uploadProgressed', fraction: Number.NaN }).uploadProgress).toBe(0.5);
  });

  it('uploadProgressed only counts while uploading', () => {
    for (const state of [onStep2(), checking(), submitting()]) {
      expect(reduce(state, { type: 'uploadProgressed', fraction: 0.5 })).toBe(state);
    }
  });

  it('botCheckStarted after the upload shows the bot-check screen', () => {
    const state = reduce(uploading(), { type: 'botCheckStarted' });
    expect(state.submission).toBe('checking');
    expect(screenOf(state)).toBe('bot-check');
  });

  it('botCheckStarted without a submission does nothing', () => {
    const state = onStep2();
    expect(reduce(state, { type: 'botCheckStarted' })).toBe(state);
  });

  it('botCheckSolved moves on to submitting, where a second press starts nothing', () => {
    const state = submitting();
    expect(state.submission).toBe('submitting');
    expect(canSubmit(state)).toBe(false);
    expect(screenOf(state)).toBe('pay');
  });

  it('botCheckSolved outside a bot check does nothing (no token is held)', () => {
    for (const state of [onStep2(), uploading(), submitting()]) {
      expect(reduce(state, { type: 'botCheckSolved' })).toBe(state);
    }
  });

  it('submitAccepted makes the page done on step 3 and clears the token', () => {
    const state = done();
    expect(state.page).toBe('done');
    expect(state.step).toBe(3);
    expect(state.submission).toBe('idle');
    expect(canSubmit(state)).toBe(false);
    expect(screenOf(state)).toBe('done');
  });

  it('submitAccepted without a running submit-deposit does nothing', () => {
    const state = checking();
    expect(reduce(state, { type: 'submitAccepted' })).toBe(state);
  });

  it('submitStopped returns to idle, clears the token and shows the toast, keeping the form', () => {
    const before = run(
      onStep2('b1'),
      { type: 'proofChosen', file: proof, thumbnail: true },
      { type: 'submitStarted', utr: '123456789012' },
    );
    const solved = run(before, { type: 'botCheckStarted' }, { type: 'botCheckSolved' });
    const state = reduce(solved, { type: 'submitStopped', toast: toasts.invalidUtr });
    expect(state.submission).toBe('idle');
    // The token went with the call: the next press starts over, through a new bot check.
    expect(canSubmit(state)).toBe(true);
    expect(screenOf(run(state, { type: 'submitStarted', utr: '123456789012' }, { type: 'botCheckStarted' }))).toBe(
      'bot-check',
    );
    expect(state.toasts).toEqual([{ ...toasts.invalidUtr, id: 1 }]);
    expect(state.channel).toEqual(bank1);
    expect(state.utr).toBe('123456789012');
    expect(state.proof).toBe(proof);
    expect(state.step).toBe(2);
    expect(screenOf(state)).toBe('pay');
  });

  it('submitStopped with nothing running does nothing', () => {
    const state = onStep2();
    expect(reduce(state, { type: 'submitStopped', toast: toasts.invalidUtr })).toBe(state);
  });

  it('failed during submit-deposit shows the error screen and clears the token', () => {
    const state = reduce(submitting(), { type: 'failed', error: 'call' });
    expect(screenOf(state)).toBe('error');
    expect(state.error).toBe('call');
    expect(canSubmit(state)).toBe(false);
    expect(state.submission).toBe('idle');
  });

  const edits: Array<[string, Action]> = [
    ['utrChanged', { type: 'utrChanged', utr: '000000000000' }],
    [
      'proofChosen',
      { type: 'proofChosen', file: new File(['x'], 'other.png', { type: 'image/png' }), thumbnail: true },
    ],
    ['proofRemoved', { type: 'proofRemoved' }],
    ['typeChosen', { type: 'typeChosen', channelType: 'bank_transfer' }],
    ['channelChosen', { type: 'channelChosen', channelId: 'b1' }],
    ['alreadyPaid', { type: 'alreadyPaid' }],
    ['back', { type: 'back' }],
    ['stepChosen', { type: 'stepChosen', step: 1 }],
  ];

  it.each(edits)('%s is ignored while a submission runs', (_name, action) => {
    for (const state of [uploading(), checking(), submitting()]) {
      expect(reduce(state, action)).toBe(state);
    }
  });

  it('utrChanged and proofChosen / proofRemoved edit the form on step 2', () => {
    const typed = run(
      onStep2(),
      { type: 'utrChanged', utr: '1234' },
      { type: 'proofChosen', file: proof, thumbnail: true },
    );
    expect(typed.utr).toBe('1234');
    expect(typed.proof).toBe(proof);
    expect(reduce(typed, { type: 'proofRemoved' }).proof).toBeNull();
  });
});

describe('toasts (docs/rules.md, Toasts and durations)', () => {
  it('toast ids increase', () => {
    const state = run(
      loaded(),
      { type: 'toastShown', toast: toasts.copied },
      { type: 'toastShown', toast: toasts.fileType },
    );
    expect(state.toasts).toEqual([
      { ...toasts.copied, id: 1 },
      { ...toasts.fileType, id: 2 },
    ]);
  });

  it('toastClosed removes only that toast, and ids are never reused', () => {
    const shown = run(
      loaded(),
      { type: 'toastShown', toast: toasts.copied },
      { type: 'toastShown', toast: toasts.fileType },
      { type: 'toastShown', toast: toasts.fileSize },
    );
    const closed = reduce(shown, { type: 'toastClosed', id: 2 });
    expect(closed.toasts.map((toast) => toast.id)).toEqual([1, 3]);
    const again = reduce(closed, { type: 'toastShown', toast: toasts.copied });
    expect(again.toasts.map((toast) => toast.id)).toEqual([1, 3, 4]);
  });

  it('closing an id that is not shown keeps every toast', () => {
    const shown = reduce(loaded(), { type: 'toastShown', toast: toasts.copied });
    expect(reduce(shown, { type: 'toastClosed', id: 99 }).toasts).toEqual(shown.toasts);
  });
});

describe('no stale errors on done (docs/rules.md, Toasts and durations)', () => {
  it('reaching done removes every error toast and keeps the others', () => {
    const failedOnce = run(
      checking(),
      { type: 'submitStopped', toast: toasts.invalidUtr },
      { type: 'toastShown', toast: toasts.copied },
      { type: 'toastShown', toast: toasts.somethingWrong },
      { type: 'submitStarted', utr: '123456789012' },
      { type: 'botCheckStarted' },
      { type: 'botCheckSolved' },
    );
    expect(failedOnce.toasts.filter((toast) => toast.kind === 'error')).toHaveLength(2);
    const state = reduce(failedOnce, { type: 'submitAccepted' });
    expect(screenOf(state)).toBe('done');
    expect(state.toasts).toEqual([{ ...toasts.copied, id: 2 }]);
  });
});

describe('steps in the browser history (docs/rules.md, Steps in the browser history)', () => {
  it("historyBack from step 2 is 'Go Back': step 1, resubmit cleared, channel and UTR kept", () => {
    const onPay = run(loaded(), { type: 'alreadyPaid' }, { type: 'utrChanged', utr: '1234' });
    const state = reduce(onPay, { type: 'historyBack' });
    expect(state.step).toBe(1);
    expect(state.resubmit).toBe(false);
    expect(state.advancing).toBe(false);
    expect(state.channel).toEqual(upi1);
    expect(state.utr).toBe('1234');
    expect(state).toEqual(reduce(onPay, { type: 'back' }));
  });

  it('historyBack on step 1 changes nothing (the Back the page itself makes after Go Back)', () => {
    const state = reduce(onStep2(), { type: 'back' });
    expect(reduce(state, { type: 'historyBack' })).toBe(state);
  });

  it('historyBack after done keeps the done screen', () => {
    const state = done();
    expect(reduce(state, { type: 'historyBack' })).toBe(state);
  });

  it('historyBack while a submission runs changes nothing', () => {
    const state = checking();
    expect(reduce(state, { type: 'historyBack' })).toBe(state);
  });

  it("historyForward from step 1 returns to step 2 with the entry's channel, advancing", () => {
    const state = run(onStep2(7), { type: 'back' }, { type: 'historyForward', channelId: 7 });
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(bank2);
    expect(state.selectedType).toBe('bank_transfer');
    expect(state.advancing).toBe(true);
    expect(state.resubmit).toBe(false);
  });

  it('historyForward to a channel no longer offered changes nothing', () => {
    const state = reduce(onStep2(), { type: 'back' });
    expect(reduce(state, { type: 'historyForward', channelId: 'gone' })).toBe(state);
  });

  it('historyForward on step 2 changes nothing', () => {
    const state = onStep2('u1');
    expect(reduce(state, { type: 'historyForward', channelId: 7 })).toBe(state);
  });

  it('historyForward after done keeps the done screen', () => {
    const state = done();
    expect(reduce(state, { type: 'historyForward', channelId: 'u1' })).toBe(state);
  });
});

describe('coming back from the payment app (docs/rules.md, Coming back from the payment app)', () => {
  const away = () => reduce(onStep2(), { type: 'pageHidden' });
  const back = () => reduce(away(), { type: 'pageShown' });

  it('pageHidden on step 2 marks that the payer left for their app, without a prompt yet', () => {
    const state = away();
    expect(state.leftForApp).toBe(true);
    expect(state.returnPrompt).toBe(false);
  });

  it('pageShown after leaving shows the prompt and keeps channel and UTR', () => {
    const typed = reduce(onStep2(), { type: 'utrChanged', utr: '1234' });
    const state = run(typed, { type: 'pageHidden' }, { type: 'pageShown' });
    expect(state.returnPrompt).toBe(true);
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(upi1);
    expect(state.utr).toBe('1234');
  });

  it('pageShown without having left shows nothing', () => {
    const state = onStep2();
    expect(reduce(state, { type: 'pageShown' })).toBe(state);
  });

  it.each([
    ['step 1', () => loaded()],
    ['a running submission', () => checking()],
    ['done', () => done()],
  ])('pageHidden on %s changes nothing', (_name, reach) => {
    const state = reach();
    expect(reduce(state, { type: 'pageHidden' })).toBe(state);
  });

  it.each([
    ["'back'", { type: 'back' }],
    ['historyBack', { type: 'historyBack' }],
    ['stepChosen', { type: 'stepChosen', step: 1 }],
  ] as [string, Action][])('leaving step 2 with %s forgets the marker and the prompt', (_name, action) => {
    const state = reduce(back(), action);
    expect(state.leftForApp).toBe(false);
    expect(state.returnPrompt).toBe(false);
    expect(reduce(state, { type: 'pageShown' })).toBe(state);
  });

  it('done forgets the marker and the prompt', () => {
    const state = run(
      back(),
      { type: 'submitStarted', utr: '123456789012' },
      { type: 'botCheckStarted' },
      { type: 'botCheckSolved' },
      { type: 'submitAccepted' },
    );
    expect(screenOf(state)).toBe('done');
    expect(state.leftForApp).toBe(false);
    expect(state.returnPrompt).toBe(false);
  });

  it('a load that restores step 2 from a marked save shows the prompt (a discarded tab, reloaded)', () => {
    const state = loaded({}, serverGroups, { channelId: 7, utr: '1234', leftForApp: true });
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(bank2);
    expect(state.utr).toBe('1234');
    expect(state.leftForApp).toBe(true);
    expect(state.returnPrompt).toBe(true);
  });

  it('progressRestored from a marked save shows the prompt too (the prefetched page)', () => {
    const state = reduce(loaded(), { type: 'progressRestored', saved: { channelId: 7, utr: '', leftForApp: true } });
    expect(state.step).toBe(2);
    expect(state.returnPrompt).toBe(true);
  });

  it.each([
    ['a save without the marker', { channelId: 7, utr: '1234' }],
    ['a marked save whose channel is gone', { channelId: 'gone', utr: '1234', leftForApp: true }],
  ])('%s shows no prompt', (_name, saved) => {
    expect(loaded({}, serverGroups, saved).returnPrompt).toBe(false);
    expect(reduce(loaded(), { type: 'progressRestored', saved }).returnPrompt).toBe(false);
  });

  it('a first visit shows no prompt', () => {
    expect(loaded().returnPrompt).toBe(false);
    expect(loaded({ skipSelection: true }).returnPrompt).toBe(false);
  });
});

describe('the advancing flag: the progress line waits only when moving forward', () => {
  it('choosing a channel advances', () => {
    expect(onStep2().advancing).toBe(true);
  });

  it('the already-paid link advances', () => {
    expect(reduce(loaded(), { type: 'alreadyPaid' }).advancing).toBe(true);
  });

  it('the submission being accepted advances to step 3', () => {
    expect(done().advancing).toBe(true);
  });

  it("'back' does not advance", () => {
    expect(reduce(onStep2(), { type: 'back' }).advancing).toBe(false);
  });

  it('choosing an earlier step does not advance', () => {
    expect(reduce(onStep2(), { type: 'stepChosen', step: 1 }).advancing).toBe(false);
  });
});

describe('bootState (page/boot.ts)', () => {
  const boot = (changes: Partial<Boot>): Boot => ({
    error: null,
    link: { appId: 'app', authToken: 'a.b.c' },
    flags: flagsWith(),
    config: null,
    channels: null,
    ...changes,
  });

  it('with channels present it equals the state after channelsLoaded', () => {
    const flags = flagsWith({ upiDefault: false, skipSelection: true });
    const expected = reduce(initialState(flags), { type: 'channelsLoaded', channels: channelsOf(), saved: null });
    const state = bootState(boot({ flags, channels: channelsOf() }));
    expect(state).toEqual(expected);
    expect(state.channel).toEqual(bank1);
  });

  it('without channels it is loading', () => {
    expect(screenOf(bootState(boot({})))).toBe('loading');
  });

  it('with an error it starts on the error screen', () => {
    const state = bootState(boot({ error: 'invalid-link', link: null }));
    expect(screenOf(state)).toBe('error');
    expect(state.error).toBe('invalid-link');
  });
});

describe('a UPI app that did not open (docs/rules.md, UPI apps on iPhone)', () => {
  const missing = () => reduce(onStep2(), { type: 'upiAppMissing', app: 'PhonePe' });

  it('a page still on step 2 after the wait names the app, keeping channel and UTR', () => {
    const typed = reduce(onStep2(), { type: 'utrChanged', utr: '1234' });
    const state = reduce(typed, { type: 'upiAppMissing', app: 'PhonePe' });
    expect(state.appMissing).toBe('PhonePe');
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(upi1);
    expect(state.utr).toBe('1234');
  });

  it('a later tap that also did not open names the later app', () => {
    expect(reduce(missing(), { type: 'upiAppMissing', app: 'BHIM' }).appMissing).toBe('BHIM');
  });

  it.each([
    ['step 1', () => loaded()],
    ['a running submission', () => checking()],
    ['done', () => done()],
  ])('on %s it changes nothing (a wait that outlived step 2)', (_name, reach) => {
    const state = reach();
    expect(reduce(state, { type: 'upiAppMissing', app: 'PhonePe' })).toBe(state);
  });

  it('the page hidden afterwards (the app opened late) forgets the note and marks the payer away', () => {
    const state = reduce(missing(), { type: 'pageHidden' });
    expect(state.appMissing).toBeNull();
    expect(state.leftForApp).toBe(true);
  });

  it('hidden after an earlier trip to the app still forgets the note', () => {
    const returned = run(onStep2(), { type: 'pageHidden' }, { type: 'pageShown' });
    const state = run(returned, { type: 'upiAppMissing', app: 'Paytm' }, { type: 'pageHidden' });
    expect(state.appMissing).toBeNull();
    expect(state.returnPrompt).toBe(true);
  });

  it.each([
    ["'back'", { type: 'back' }],
    ['historyBack', { type: 'historyBack' }],
    ['stepChosen', { type: 'stepChosen', step: 1 }],
  ] as [string, Action][])('leaving step 2 with %s forgets the note', (_name, action) => {
    expect(reduce(missing(), action).appMissing).toBeNull();
  });

  it('a fresh page has no note', () => {
    expect(onStep2().appMissing).toBeNull();
  });
});
