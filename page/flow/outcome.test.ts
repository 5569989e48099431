// What a payment-worker answer means (page/flow/outcome.ts): the status rule and the submit-deposit outcome (docs/rules.md: Status rule, Failed calls, Error message helper).
import { describe, expect, it } from 'vitest';
import { submitOutcome as toOutcome } from './outcome.ts';
import { en } from '../i18n/en.ts';
import { toasts, toastText } from '../toasts.ts';
import { readSubmitOutcome } from '../../common/payment-answers.ts';
import { isFailedStatus } from '../../common/payment-api.ts';

/** The answer as the submitter sees it: read (common), then put in the payer's words (client). */
const submitOutcome = (status: number, body: unknown) => toOutcome(readSubmitOutcome(status, body));

/** The outcome with its toast in English words, as an English page shows it. */
function inEnglish(outcome: ReturnType<typeof toOutcome>) {
  if (outcome.kind !== 'rejected') return outcome;
  return { ...outcome, toast: { ...outcome.toast, message: toastText(en, outcome.toast.message) } };
}

describe('isFailedStatus (docs/rules.md, Status rule)', () => {
  it.each([0, -1, 401, 403, 500, 503, Number.NaN])('status %d is a failure', (status) => {
    expect(isFailedStatus(status)).toBe(true);
  });

  it.each([200, 201, 204, 399])('status %d is not a failure', (status) => {
    expect(isFailedStatus(status)).toBe(false);
  });

  it('status 400 itself is not a failure', () => {
    expect(isFailedStatus(400)).toBe(false);
  });
});

describe('submitOutcome (docs/rules.md, Failed calls)', () => {
  it("a non-empty status such as 'pending' is accepted", () => {
    expect(submitOutcome(200, { status: 'pending' })).toEqual({ kind: 'accepted' });
  });

  it('an empty status is not accepted', () => {
    expect(submitOutcome(200, { status: '' })).toEqual({ kind: 'rejected', toast: toasts.somethingWrong });
  });

  it('a non-string status is not accepted', () => {
    expect(submitOutcome(200, { status: true }).kind).toBe('rejected');
  });

  it("400 with an error mentioning utr_number gives the 'Invalid UTR' toast (2000 ms)", () => {
    const outcome = submitOutcome(400, { error: 'utr_number rejected by bank' });
    expect(inEnglish(outcome)).toEqual({
      kind: 'rejected',
      toast: { kind: 'error', message: 'Invalid UTR', durationMs: 2000 },
    });
  });

  it("400 with any other error gives 'Something went wrong' (3000 ms)", () => {
    const outcome = submitOutcome(400, { error: 'duplicate' });
    expect(inEnglish(outcome)).toEqual({
      kind: 'rejected',
      toast: { kind: 'error', message: 'Something went wrong', durationMs: 3000 },
    });
  });

  it("200 with no status gives 'Something went wrong'", () => {
    expect(submitOutcome(200, {})).toEqual({ kind: 'rejected', toast: toasts.somethingWrong });
  });

  it("a validation detail about utr_number gives 'Invalid UTR'", () => {
    const outcome = submitOutcome(400, { detail: [{ msg: '"x" bad', loc: ['body', 'utr_number'] }] });
    expect(outcome).toEqual({ kind: 'rejected', toast: toasts.invalidUtr });
  });

  it('another validation detail is shown with its double quotes stripped', () => {
    const outcome = submitOutcome(400, { detail: [{ msg: '"amount" too low' }] });
    expect(outcome).toEqual({
      kind: 'rejected',
      toast: { ...toasts.somethingWrong, message: { server: 'amount too low' } },
    });
  });

  it.each([500, 502, 401, 0, -1])('status %d is a failed call (error screen)', (status) => {
    expect(submitOutcome(status, { status: 'pending' })).toEqual({ kind: 'failed' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'utr_number'],
    ['a number', 42],
    ['an array', [{ status: 'ok' }]],
  ])('a body that is %s does not throw and gives Something went wrong', (_name, body) => {
    expect(submitOutcome(200, body)).toEqual({ kind: 'rejected', toast: toasts.somethingWrong });
  });

  it.each([10_000, 1_000_000])('a detail nested %i deep gives Something went wrong instead of throwing', (depth) => {
    let detail: unknown = [{ loc: ['body', 'amount'] }];
    for (let i = 0; i < depth; i++) detail = [detail];
    expect(submitOutcome(400, { detail })).toEqual({ kind: 'rejected', toast: toasts.somethingWrong });
  });

  it('a detail nested 10,000 deep that mentions utr_number gives Invalid UTR', () => {
    let detail: unknown = [{ loc: ['body', 'utr_number'] }];
    for (let i = 0; i < 10_000; i++) detail = [detail];
    expect(submitOutcome(400, { detail })).toEqual({ kind: 'rejected', toast: toasts.invalidUtr });
  });

  it('a 10,000-character server message is cut to 200 characters', () => {
    const outcome = submitOutcome(400, { detail: [{ msg: 'a'.repeat(10_000) }] });
    expect(outcome.kind).toBe('rejected');
    if (outcome.kind !== 'rejected') return;
    expect(outcome.toast.message).toEqual({ server: 'a'.repeat(200) });
    expect(outcome.toast.durationMs).toBe(3000);
  });

  it('a long message is not cut in the middle of a character', () => {
    // 199 ASCII characters then emoji (two UTF-16 units each): a plain slice(0, 200) would end on a lone surrogate.
    const outcome = submitOutcome(400, { detail: [{ msg: `${'a'.repeat(199)}${'😀'.repeat(50)}` }] });
    if (outcome.kind !== 'rejected') throw new Error('expected a rejection');
    const message = toastText(en, outcome.toast.message);
    expect(message.length).toBeLessThanOrEqual(200);
    // encodeURIComponent throws on a lone surrogate.
    expect(() => encodeURIComponent(message)).not.toThrow();
    expect(message.startsWith('a'.repeat(199))).toBe(true);
  });
});
