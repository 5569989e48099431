// Reading the UTR from the screenshot as flow state (docs/rules.md, Reading the UTR from a screenshot).
import { describe, expect, it } from 'vitest';
import { reduce, type FlowState, type Reader } from '../../../client/flow/state.ts';
import { onStep2, run } from './fixtures.ts';

const shot = new File(['png'], 'shot.png', { type: 'image/png' });
const other = new File(['png'], 'other.png', { type: 'image/png' });

const attach = (state: FlowState, reader: Reader = 'auto', file = shot): FlowState =>
  reduce(state, { type: 'proofChosen', file, reader, downloadBytes: 2_600_000 });

/** The reading's id while it runs. */
function runningId(state: FlowState): number {
  if (state.reading.status !== 'reading') throw new Error(`not reading: ${state.reading.status}`);
  return state.reading.id;
}

describe('when a reading starts', () => {
  it('at once when a picture is attached and the UTR field is empty', () => {
    const state = attach(onStep2());
    expect(state.reading).toEqual({ status: 'reading', id: 1, utrAtStart: '' });
  });

  it('a field holding only spaces counts as empty', () =>
    expect(attach(run(onStep2(), { type: 'utrChanged', utr: '  ' })).reading.status).toBe('reading'));

  it('not when the payer has typed a UTR: the button is offered instead', () => {
    const state = attach(run(onStep2(), { type: 'utrChanged', utr: '41234' }));
    expect(state.reading).toEqual({ status: 'offered', id: 1, downloadNote: null });
  });

  it('with Save-Data only on the button, which says how much it downloads', () =>
    expect(attach(onStep2(), 'save-data').reading).toEqual({ status: 'offered', id: 1, downloadNote: 2_600_000 }));

  it('never in a browser that cannot read, nor without a reader (as before)', () => {
    expect(attach(onStep2(), 'off').reading.status).toBe('none');
    expect(reduce(onStep2(), { type: 'proofChosen', file: shot }).reading.status).toBe('none');
  });

  it('the button starts it, remembering what the field held', () => {
    const typed = attach(run(onStep2(), { type: 'utrChanged', utr: '41234' }));
    expect(reduce(typed, { type: 'readingAsked' }).reading).toEqual({ status: 'reading', id: 1, utrAtStart: '41234' });
  });

  it('the button does nothing without a picture, or while a submission runs', () => {
    expect(reduce(onStep2(), { type: 'readingAsked' }).reading.status).toBe('none');
    const offered = attach(onStep2(), 'save-data');
    const submitting = reduce(offered, { type: 'submitStarted', utr: '412345678901' });
    expect(reduce(submitting, { type: 'readingAsked' }).reading.status).toBe('offered');
  });

  it('each picture gets the next id', () => {
    const first = attach(onStep2());
    const second = attach(first, 'auto', other);
    expect(runningId(first)).toBe(1);
    expect(runningId(second)).toBe(2);
    expect(second.proof).toBe(other);
  });
});

describe('what an answer does', () => {
  it('suggestions found are shown', () => {
    const state = attach(onStep2());
    const done = reduce(state, { type: 'readingFinished', id: runningId(state), utrs: ['412345678901'] });
    expect(done.reading).toEqual({ status: 'found', id: 1, utrs: ['412345678901'] });
    expect(done.utr).toBe('');
  });

  it('nothing found (or a failure) shows nothing', () => {
    const state = attach(onStep2());
    expect(reduce(state, { type: 'readingFinished', id: runningId(state), utrs: [] }).reading).toEqual({
      status: 'done',
      id: 1,
    });
  });

  it('an answer after the payer typed in the field is dropped', () => {
    const state = attach(onStep2());
    const typed = reduce(state, { type: 'utrChanged', utr: '5' });
    const late = reduce(typed, { type: 'readingFinished', id: runningId(state), utrs: ['412345678901'] });
    expect(late.reading).toEqual({ status: 'done', id: 1 });
    expect(late.utr).toBe('5');
  });

  it('an answer after the payer removed the picture is dropped', () => {
    const state = attach(onStep2());
    const removed = reduce(state, { type: 'proofRemoved' });
    const late = reduce(removed, { type: 'readingFinished', id: runningId(state), utrs: ['412345678901'] });
    expect(late.reading).toEqual({ status: 'none', id: 1 });
    expect(late.proof).toBeNull();
  });

  it("an answer for a picture since replaced is dropped; the new picture's reading goes on", () => {
    const first = attach(onStep2());
    const second = attach(first, 'auto', other);
    const late = reduce(second, { type: 'readingFinished', id: runningId(first), utrs: ['412345678901'] });
    expect(late.reading).toEqual(second.reading);
  });

  it('an answer to the button, asked with a UTR in the field, is shown if the field did not change', () => {
    const asked = reduce(attach(run(onStep2(), { type: 'utrChanged', utr: '41234' })), { type: 'readingAsked' });
    const done = reduce(asked, { type: 'readingFinished', id: runningId(asked), utrs: ['412345678901'] });
    expect(done.reading.status).toBe('found');
    expect(done.utr).toBe('41234');
  });

  it('the payer can submit while it runs: the submission does not wait for it', () => {
    const state = attach(onStep2());
    const submitting = reduce(reduce(state, { type: 'utrChanged', utr: '512345678901' }), {
      type: 'submitStarted',
      utr: '512345678901',
    });
    expect(submitting.submission).toBe('uploading');
    const late = reduce(submitting, { type: 'readingFinished', id: runningId(state), utrs: ['412345678901'] });
    expect(late.utr).toBe('512345678901');
    expect(late.reading.status).toBe('done');
  });
});

describe('using a suggestion', () => {
  const found = (): FlowState => {
    const state = attach(onStep2());
    return reduce(state, { type: 'readingFinished', id: runningId(state), utrs: ['412345678901', '512345678901'] });
  };

  it('one tap puts it in the field, and nothing is submitted', () => {
    const used = reduce(found(), { type: 'suggestionUsed', utr: '512345678901' });
    expect(used.utr).toBe('512345678901');
    expect(used.submission).toBe('idle');
    expect(used.reading).toEqual({ status: 'done', id: 1 });
  });

  it('only a UTR on screen can be used', () =>
    expect(reduce(found(), { type: 'suggestionUsed', utr: '999999999999' })).toEqual(found()));

  it('not while a submission runs', () => {
    const submitting = reduce(reduce(found(), { type: 'utrChanged', utr: '612345678901' }), {
      type: 'submitStarted',
      utr: '612345678901',
    });
    expect(reduce(submitting, { type: 'suggestionUsed', utr: '412345678901' }).utr).toBe('612345678901');
  });

  it('the field is never filled without the tap', () => expect(found().utr).toBe(''));
});
