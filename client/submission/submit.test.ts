// The submit sequence (client/submission/submit.ts) with fakes: validate → upload → bot check → submit-deposit (docs/rules.md: Bot check (Turnstile) ordering, Failed calls,
// One submission at a time).
import { describe, expect, it } from 'vitest';
import type { CallResult, PaymentApi } from '../payment-worker/api.ts';
import type { SubmitBody } from '../../common/payment-api.ts';
import { BotCheckFailure } from './bot-check.ts';
import { createSubmitter } from './submit.ts';
import { canSubmit, initialState, reduce, screenOf, type Action, type FlowState } from '../../page/flow/state.ts';
import { en } from '../../page/i18n/en.ts';
import { toasts, toastText } from '../../page/toasts.ts';
import { bank1, channelsOf, flagsWith, run, upi1 } from '../../page/flow/state.fixture.ts';

const UPLOAD_ORIGIN = 'https://uploads.example.com';
const UPLOAD_URL = `${UPLOAD_ORIGIN}/slot/42?sig=abc`;
const NOW = new Date('2026-11-22T12:00:00Z');
// 16-character format: HDFC, 0, year 24, day 001, six digits; typed in lower case with spaces around.
const TYPED_UTR = '  hdfc024001123456 ';
const UTR = 'HDFC024001123456';

const proofFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

type Step = 'get-upload-url' | 'upload' | 'bot-check' | 'submit-deposit';

interface HarnessOptions {
  utr?: string;
  proof?: File | null;
  channelId?: string | number;
  uploadUrlAnswer?: CallResult;
  uploadStatus?: number;
  /** Answers for submit-deposit, in order; the last one repeats. */
  submitAnswers?: CallResult[];
  botCheck?: (count: number) => Promise<string>;
  /** Mimic React between renders: getState keeps returning the state from before any dispatch. */
  lagging?: boolean;
  /** This call rejects (as a broken fetch or XMLHttpRequest would) instead of answering. */
  rejects?: 'get-upload-url' | 'upload' | 'submit-deposit';
  /** This stage throws: the call itself, synchronously, or its answer when read. Only until `reload()`. */
  explodes?: Explosion;
  /** A picture still being checked when Submit is pressed: accepted into the state once its check settles. */
  checking?: File;
}

type Explosion = 'get-upload-url' | 'get-upload-url answer' | 'upload' | 'submit-deposit' | 'submit-deposit answer';

const thrower = (): never => {
  throw new Error('thrown while submitting');
};
/** An answer that throws when read, as a body too deep to walk once did. */
const explosiveAnswer = (): CallResult => ({
  get status(): number {
    return thrower();
  },
  body: null,
});

function harness(options: HarnessOptions = {}) {
  const calls: Step[] = [];
  const deposits: Array<{ body: SubmitBody; token: string }> = [];
  const uploads: Array<{ url: string; file: File }> = [];
  const seen: { screenDuringBotCheck: string[]; progressDuringUpload: number[] } = {
    screenDuringBotCheck: [],
    progressDuringUpload: [],
  };
  const answers = options.submitAnswers ?? [{ status: 200, body: { status: 'pending' } }];
  let botChecks = 0;

  let state: FlowState = run(
    reduce(initialState(flagsWith()), { type: 'channelsLoaded', channels: channelsOf(), saved: null }),
    { type: 'channelChosen', channelId: options.channelId ?? 'u1' },
    { type: 'utrChanged', utr: options.utr ?? TYPED_UTR },
  );
  const file = options.proof === undefined ? null : options.proof;
  if (file) state = reduce(state, { type: 'proofChosen', file, thumbnail: true });
  let rendered = state;
  const actions: Action[] = [];
  const dispatch = (action: Action) => {
    actions.push(action);
    state = reduce(state, action);
    if (!options.lagging) rendered = state;
  };

  let explodes = options.explodes;
  const api: PaymentApi = {
    getChannels: () => Promise.reject(new Error('get-channels is not part of a submission')),
    getUploadUrl: () => {
      calls.push('get-upload-url');
      if (explodes === 'get-upload-url') return thrower();
      return (async () => {
        if (options.rejects === 'get-upload-url') throw new TypeError('Failed to fetch');
        if (explodes === 'get-upload-url answer') return explosiveAnswer();
        return options.uploadUrlAnswer ?? { status: 200, body: { upload_url: UPLOAD_URL, upload_id: 'up-1' } };
      })();
    },
    submitDeposit: (body, token) => {
      calls.push('submit-deposit');
      deposits.push({ body, token });
      if (explodes === 'submit-deposit') return thrower();
      return (async () => {
        if (options.rejects === 'submit-deposit') throw new TypeError('Failed to fetch');
        if (explodes === 'submit-deposit answer') return explosiveAnswer();
        return answers[Math.min(deposits.length - 1, answers.length - 1)] ?? { status: 0, body: null };
      })();
    },
  };

  const submit = createSubmitter({
    api,
    dispatch,
    getState: () => rendered,
    now: () => NOW,
    uploadOrigins: [UPLOAD_ORIGIN],
    proofSettled: async () => {
      await Promise.resolve();
      if (options.checking) dispatch({ type: 'proofChosen', file: options.checking, thumbnail: true });
    },
    botCheck: async () => {
      calls.push('bot-check');
      botChecks += 1;
      seen.screenDuringBotCheck.push(screenOf(state));
      return options.botCheck ? options.botCheck(botChecks) : `token-${botChecks}`;
    },
    upload: (url, uploaded, onProgress) => {
      calls.push('upload');
      if (explodes === 'upload') return thrower();
      return (async () => {
        uploads.push({ url, file: uploaded });
        onProgress(0.5);
        seen.progressDuringUpload.push(state.uploadProgress);
        if (options.rejects === 'upload') throw new Error('XMLHttpRequest failed to start');
        return options.uploadStatus ?? 200;
      })();
    },
  });

  /** 'Try again': the page loads afresh and Saved progress brings back the channel and the UTR; nothing throws any more. */
  const reload = () => {
    explodes = undefined;
    const saved = { channelId: state.channel?.channel_id ?? null, utr: state.utr };
    state = reduce(initialState(flagsWith()), { type: 'channelsLoaded', channels: channelsOf(), saved });
    if (file) state = reduce(state, { type: 'proofChosen', file, thumbnail: true });
    rendered = state;
  };

  return {
    submit,
    calls,
    deposits,
    uploads,
    seen,
    actions,
    state: () => state,
    dispatch,
    reload,
  };
}

/** The toasts' words as an English page shows them. */
const messages = (state: FlowState) => state.toasts.map((toast) => toastText(en, toast.message));

describe('createSubmitter: order of calls (docs/rules.md, Bot check (Turnstile) ordering)', () => {
  it('with a proof the calls are get-upload-url → upload → bot check → submit-deposit', async () => {
    const h = harness({ proof: proofFile() });
    await h.submit();
    expect(h.calls).toEqual(['get-upload-url', 'upload', 'bot-check', 'submit-deposit']);
    expect(h.state().page).toBe('done');
  });

  it('without a proof the calls are bot check → submit-deposit', async () => {
    const h = harness();
    await h.submit();
    expect(h.calls).toEqual(['bot-check', 'submit-deposit']);
    expect(h.state().page).toBe('done');
    expect(h.state().step).toBe(3);
  });

  it('the proof goes to the upload_url of the slot, and upload progress reaches the state', async () => {
    const file = proofFile();
    const h = harness({ proof: file });
    await h.submit();
    expect(h.uploads).toEqual([{ url: UPLOAD_URL, file }]);
    expect(h.seen.progressDuringUpload).toEqual([0.5]);
  });

  it('a picture chosen just before the press, still being checked, is waited for and uploaded', async () => {
    const file = proofFile();
    const h = harness({ checking: file });
    await h.submit();
    expect(h.calls).toEqual(['get-upload-url', 'upload', 'bot-check', 'submit-deposit']);
    expect(h.uploads).toEqual([{ url: UPLOAD_URL, file }]);
  });

  it('the bot-check screen shows while the check is pending', async () => {
    const h = harness({ proof: proofFile() });
    await h.submit();
    expect(h.seen.screenDuringBotCheck).toEqual(['bot-check']);
  });
});

describe('createSubmitter: the submit-deposit body (docs/rules.md, Payment-worker calls)', () => {
  it('without a proof the body is exactly {channel_id, utr_number}', async () => {
    const h = harness({ channelId: 7 });
    await h.submit();
    expect(h.deposits).toHaveLength(1);
    expect(h.deposits[0]?.body).toStrictEqual({ channel_id: 7, utr_number: UTR });
  });

  it('with a proof the body is exactly {channel_id, utr_number, upload_id}', async () => {
    const h = harness({ channelId: 'b1', proof: proofFile() });
    await h.submit();
    expect(h.deposits[0]?.body).toStrictEqual({ channel_id: bank1.channel_id, utr_number: UTR, upload_id: 'up-1' });
  });

  it('a numeric upload_id is passed on as it is', async () => {
    const h = harness({
      proof: proofFile(),
      uploadUrlAnswer: { status: 200, body: { upload_url: UPLOAD_URL, upload_id: 0 } },
    });
    await h.submit();
    expect(h.deposits[0]?.body).toStrictEqual({ channel_id: upi1.channel_id, utr_number: UTR, upload_id: 0 });
  });

  it('utr_number is the normalised UTR (trimmed, upper-case)', async () => {
    const h = harness({ utr: TYPED_UTR });
    await h.submit();
    expect(h.deposits[0]?.body.utr_number).toBe(UTR);
  });

  it('submit-deposit carries the token the bot check produced', async () => {
    const h = harness();
    await h.submit();
    expect(h.deposits[0]?.token).toBe('token-1');
    // The token goes to the call and nowhere else: the page state never holds it.
    expect(JSON.stringify(h.state())).not.toContain('token-1');
  });
});

describe('createSubmitter: validation (docs/rules.md, UTR formats)', () => {
  it.each(['', 'abc', '12345678901', '1234 5678 9012', 'HDFC027001123456'])(
    "the invalid UTR %j makes no call and shows 'Invalid UTR'",
    async (utr) => {
      const h = harness({ utr, proof: proofFile() });
      await h.submit();
      expect(h.calls).toEqual([]);
      expect(messages(h.state())).toEqual(['Invalid UTR']);
      expect(h.state().toasts[0]?.durationMs).toBe(2000);
      expect(h.state().submission).toBe('idle');
      expect(h.state().utr).toBe(utr);
    },
  );
});

describe('createSubmitter: upload failures (docs/rules.md, Failed calls)', () => {
  it.each([
    ['status 500', { status: 500, body: { upload_url: UPLOAD_URL, upload_id: 'up-1' } }],
    ['status 0 (network error)', { status: 0, body: null }],
    ['200 without upload_url', { status: 200, body: { upload_id: 'up-1' } }],
    ['200 without upload_id', { status: 200, body: { upload_url: UPLOAD_URL } }],
    [
      'an upload_url outside uploadOrigins',
      { status: 200, body: { upload_url: 'https://evil.example/slot', upload_id: 'up-1' } },
    ],
  ])("get-upload-url with %s stops with 'Error uploading file', keeping the form", async (_name, answer) => {
    const file = proofFile();
    const h = harness({ proof: file, uploadUrlAnswer: answer });
    await h.submit();
    expect(h.calls).toEqual(['get-upload-url']);
    const state = h.state();
    expect(messages(state)).toEqual(['Error uploading file']);
    expect(state.toasts[0]?.durationMs).toBe(3000);
    expect(state.submission).toBe('idle');
    expect(state.channel).toEqual(upi1);
    expect(state.utr).toBe(UTR);
    expect(state.proof).toBe(file);
    expect(state.step).toBe(2);
    expect(screenOf(state)).toBe('pay');
  });

  it.each([0, 500, 413, 302])(
    "an upload answering %i stops with 'Error uploading file', no bot check, no submit-deposit",
    async (status) => {
      const file = proofFile();
      const h = harness({ proof: file, uploadStatus: status });
      await h.submit();
      expect(h.calls).toEqual(['get-upload-url', 'upload']);
      const state = h.state();
      expect(messages(state)).toEqual(['Error uploading file']);
      expect(state.submission).toBe('idle');
      expect(state.uploadProgress).toBe(0);
      expect(state.channel).toEqual(upi1);
      expect(state.utr).toBe(UTR);
      expect(state.proof).toBe(file);
      expect(screenOf(state)).toBe('pay');
    },
  );
});

describe('createSubmitter: bot check (docs/rules.md, Bot check (Turnstile) ordering)', () => {
  it("a Turnstile load failure shows 'Failed to load Turnstile.' and submits nothing", async () => {
    const h = harness({ botCheck: () => Promise.reject(new BotCheckFailure(toasts.turnstileFailed)) });
    await h.submit();
    expect(h.calls).toEqual(['bot-check']);
    const state = h.state();
    expect(messages(state)).toEqual(['Failed to load Turnstile.']);
    expect(state.submission).toBe('idle');
    expect(canSubmit(state)).toBe(true);
    expect(state.utr).toBe(UTR);
    expect(screenOf(state)).toBe('pay');
  });

  it('the next submit after a Turnstile failure tries the bot check again', async () => {
    const h = harness({
      botCheck: (count) =>
        count === 1 ? Promise.reject(new BotCheckFailure(toasts.turnstileFailed)) : Promise.resolve(`token-${count}`),
    });
    await h.submit();
    await h.submit();
    expect(h.calls).toEqual(['bot-check', 'bot-check', 'submit-deposit']);
    expect(h.deposits[0]?.token).toBe('token-2');
    expect(h.state().page).toBe('done');
  });

  it("any other bot-check rejection shows 'Something went wrong' and submits nothing", async () => {
    const h = harness({ botCheck: () => Promise.reject(new Error('challenge failed')) });
    await h.submit();
    expect(h.calls).toEqual(['bot-check']);
    expect(messages(h.state())).toEqual(['Something went wrong']);
    expect(h.state().submission).toBe('idle');
  });
});

describe('createSubmitter: one submission at a time (docs/rules.md)', () => {
  it('two concurrent submits make one submit-deposit call', async () => {
    const h = harness();
    const first = h.submit();
    const second = h.submit();
    await Promise.all([first, second]);
    expect(h.deposits).toHaveLength(1);
    expect(h.calls).toEqual(['bot-check', 'submit-deposit']);
  });

  it('two concurrent submits make one call even when getState lags behind dispatch (as with React)', async () => {
    const h = harness({ lagging: true, proof: proofFile() });
    const first = h.submit();
    const second = h.submit();
    await Promise.all([first, second]);
    expect(h.calls).toEqual(['get-upload-url', 'upload', 'bot-check', 'submit-deposit']);
    expect(h.actions.filter((action) => action.type === 'submitStarted')).toHaveLength(1);
  });

  it('two submissions after an error each get their own token', async () => {
    const h = harness({
      submitAnswers: [
        { status: 400, body: { error: 'duplicate' } },
        { status: 200, body: { status: 'pending' } },
      ],
    });
    await h.submit();
    expect(messages(h.state())).toEqual(['Something went wrong']);
    expect(JSON.stringify(h.state())).not.toContain('token-1');
    expect(h.state().submission).toBe('idle');
    await h.submit();
    expect(h.deposits.map((deposit) => deposit.token)).toEqual(['token-1', 'token-2']);
    expect(h.calls).toEqual(['bot-check', 'submit-deposit', 'bot-check', 'submit-deposit']);
    expect(h.state().page).toBe('done');
    expect(JSON.stringify(h.state())).not.toContain('token-2');
  });

  it('submit does nothing once the page is done', async () => {
    const h = harness();
    await h.submit();
    expect(h.state().page).toBe('done');
    await h.submit();
    expect(h.calls).toEqual(['bot-check', 'submit-deposit']);
  });

  it('submit does nothing on step 1, even with a channel still chosen', async () => {
    const h = harness();
    h.dispatch({ type: 'back' });
    expect(h.state().step).toBe(1);
    await h.submit();
    expect(h.calls).toEqual([]);
    expect(h.state().toasts).toEqual([]);
  });

  it('submit does nothing on the error screen', async () => {
    const h = harness();
    h.dispatch({ type: 'failed', error: 'chunk' });
    await h.submit();
    expect(h.calls).toEqual([]);
  });
});

describe('createSubmitter: the submit-deposit answer (docs/rules.md, Status rule and Failed calls)', () => {
  it("400 mentioning utr_number shows 'Invalid UTR' with the UTR still in state", async () => {
    const h = harness({ submitAnswers: [{ status: 400, body: { error: 'utr_number rejected by bank' } }] });
    await h.submit();
    const state = h.state();
    expect(messages(state)).toEqual(['Invalid UTR']);
    expect(state.utr).toBe(UTR);
    expect(state.channel).toEqual(upi1);
    expect(state.submission).toBe('idle');
    expect(state.page).toBe('pay');
    expect(screenOf(state)).toBe('pay');
  });

  it('500 shows the error screen and clears the token', async () => {
    const h = harness({ submitAnswers: [{ status: 500, body: { status: 'pending' } }] });
    await h.submit();
    expect(screenOf(h.state())).toBe('error');
    expect(h.state().error).toBe('call');
    expect(JSON.stringify(h.state())).not.toContain('token-1');
  });

  it('a network error (status 0) shows the error screen', async () => {
    const h = harness({ submitAnswers: [{ status: 0, body: null }] });
    await h.submit();
    expect(screenOf(h.state())).toBe('error');
  });

  it('an accepted answer makes the page done', async () => {
    const h = harness({ submitAnswers: [{ status: 201, body: { status: 'queued' } }] });
    await h.submit();
    expect(screenOf(h.state())).toBe('done');
    expect(h.state().toasts).toEqual([]);
  });
});

describe('createSubmitter: a call that rejects instead of answering is a network error, status 0 (docs/rules.md, Status rule)', () => {
  it("get-upload-url rejecting stops with 'Error uploading file' instead of leaving the form stuck", async () => {
    const h = harness({ proof: proofFile(), rejects: 'get-upload-url' });
    await h.submit();
    expect(h.calls).toEqual(['get-upload-url']);
    expect(messages(h.state())).toEqual(['Error uploading file']);
    expect(h.state().submission).toBe('idle');
  });

  it("the upload rejecting stops with 'Error uploading file' instead of leaving the form stuck", async () => {
    const h = harness({ proof: proofFile(), rejects: 'upload' });
    await h.submit();
    expect(h.calls).toEqual(['get-upload-url', 'upload']);
    expect(messages(h.state())).toEqual(['Error uploading file']);
    expect(h.state().submission).toBe('idle');
  });

  it('submit-deposit rejecting shows the error screen and clears the token', async () => {
    const h = harness({ rejects: 'submit-deposit' });
    await h.submit();
    expect(h.calls).toEqual(['bot-check', 'submit-deposit']);
    expect(screenOf(h.state())).toBe('error');
    expect(JSON.stringify(h.state())).not.toContain('token-1');
  });
});

describe('createSubmitter: an exception at any stage ends on the error screen, never a stuck Submit (docs/rules.md, Failed calls)', () => {
  it.each([
    ['get-upload-url throws instead of answering', 'get-upload-url', true, ['get-upload-url']],
    ['the get-upload-url answer throws when read', 'get-upload-url answer', true, ['get-upload-url']],
    ['the upload throws instead of starting', 'upload', true, ['get-upload-url', 'upload']],
    ['submit-deposit throws instead of answering', 'submit-deposit', false, ['bot-check', 'submit-deposit']],
    ['the submit-deposit answer throws when read', 'submit-deposit answer', false, ['bot-check', 'submit-deposit']],
  ] as const)('%s', async (_name, explodes, withProof, calls) => {
    const h = harness({ explodes, proof: withProof ? proofFile() : null });
    await expect(h.submit()).resolves.toBeUndefined();
    expect(h.calls).toEqual(calls);
    const state = h.state();
    expect(screenOf(state)).toBe('error');
    expect(state.error).toBe('call');
    expect(state.submission).toBe('idle');
    // What Saved progress keeps: the channel and the UTR (normalised).
    expect(state.channel).toEqual(upi1);
    expect(state.utr).toBe(UTR);
    expect(JSON.stringify(state)).not.toContain('token-');

    // Try again: the same channel and UTR, and Submit works.
    h.reload();
    expect(canSubmit(h.state())).toBe(true);
    await h.submit();
    expect(h.state().page).toBe('done');
    expect(h.deposits.at(-1)?.body).toMatchObject({ channel_id: upi1.channel_id, utr_number: UTR });
  });

  it('a submit-deposit answer nested 10,000 deep is a refusal like any other: a toast, the form kept', async () => {
    let detail: unknown = [{ msg: 'x' }];
    for (let i = 0; i < 10_000; i++) detail = [detail];
    const h = harness({ submitAnswers: [{ status: 400, body: { detail } }] });
    await h.submit();
    expect(messages(h.state())).toEqual(['Something went wrong']);
    expect(h.state().submission).toBe('idle');
    expect(canSubmit(h.state())).toBe(true);
  });
});
