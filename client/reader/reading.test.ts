// Reading the UTR from the screenshot as state, rule by rule (docs/rules.md, Reading the UTR from a
// screenshot). The reader (client/reader/ScreenshotReader.tsx) keeps this state for one picture and passes
// in the field as it is at each moment; the flow's own rules for the field are in state tests.
import { describe, expect, it } from 'vitest';
import {
  canUse,
  noReading,
  readingAsked,
  readingFinished,
  readingForProof,
  readingUsed,
  type Reader,
  type Reading,
} from './reading.ts';

/** A picture attached with the field holding `utr`. */
const attach = (reader: Reader = 'auto', utr = '', previous: Reading = noReading): Reading =>
  readingForProof(previous, reader, utr, 2_600_000);

/** The reading's id while it runs. */
function runningId(reading: Reading): number {
  if (reading.status !== 'reading') throw new Error(`not reading: ${reading.status}`);
  return reading.id;
}

describe('when a reading starts', () => {
  it('at once when a picture is attached and the UTR field is empty', () =>
    expect(attach()).toEqual({ status: 'reading', id: 1, utrAtStart: '' }));

  it('a field holding only spaces counts as empty', () => expect(attach('auto', '  ').status).toBe('reading'));

  it('not when the payer has typed a UTR: the button is offered instead', () =>
    expect(attach('auto', '41234')).toEqual({ status: 'offered', id: 1, downloadNote: null }));

  it('with Save-Data only on the button, which says how much it downloads', () =>
    expect(attach('save-data')).toEqual({ status: 'offered', id: 1, downloadNote: 2_600_000 }));

  it('with Save-Data and no measured size, the button without a note', () =>
    expect(readingForProof(noReading, 'save-data', '')).toEqual({ status: 'offered', id: 1, downloadNote: null }));

  it('never in a browser that cannot read', () => expect(attach('off').status).toBe('none'));

  it('the button starts it, remembering what the field held', () =>
    expect(readingAsked(attach('auto', '41234'), '41234', false)).toEqual({
      status: 'reading',
      id: 1,
      utrAtStart: '41234',
    }));

  it('the button does nothing while a submission runs, nor when nothing is offered', () => {
    const offered = attach('save-data');
    expect(readingAsked(offered, '', true)).toBe(offered);
    expect(readingAsked(noReading, '', false)).toBe(noReading);
    const running = attach();
    expect(readingAsked(running, '5', false)).toBe(running);
  });

  it('each picture gets the next id', () => {
    const first = attach();
    expect(runningId(first)).toBe(1);
    expect(runningId(attach('auto', '', first))).toBe(2);
  });
});

describe('what an answer does', () => {
  it('suggestions found are shown', () => {
    const reading = attach();
    expect(readingFinished(reading, runningId(reading), ['412345678901'], '')).toEqual({
      status: 'found',
      id: 1,
      utrs: ['412345678901'],
    });
  });

  it('nothing found (or a failure) shows nothing', () => {
    const reading = attach();
    expect(readingFinished(reading, runningId(reading), [], '')).toEqual({ status: 'done', id: 1 });
  });

  it('a picture too large to read says so, whatever the field holds', () => {
    const size = { width: 16_000, height: 16_000 };
    expect(readingFinished(attach(), 1, { tooLarge: size }, '')).toEqual({ status: 'too-large', id: 1, size });
    expect(readingFinished(attach(), 1, { tooLarge: size }, '5').status).toBe('too-large');
    // A size that cannot be read counts as too large (docs/rules.md, Proof files).
    expect(readingFinished(attach(), 1, { tooLarge: null }, '')).toEqual({ status: 'too-large', id: 1, size: null });
  });

  it('a receipt of a failed or reversed payment says so, whatever the field holds, and offers nothing to use', () => {
    const failed = readingFinished(attach(), 1, { failedPayment: true }, '');
    expect(failed).toEqual({ status: 'failed-payment', id: 1 });
    // About the picture, not the field: typed since the reading started, it is still said, and the typing stays.
    expect(readingFinished(attach(), 1, { failedPayment: true }, '5').status).toBe('failed-payment');
    expect(canUse(failed, '412345678901', false)).toBe(false);
  });

  it('an answer after the payer typed in the field is dropped', () => {
    const reading = attach();
    expect(readingFinished(reading, runningId(reading), ['412345678901'], '5')).toEqual({ status: 'done', id: 1 });
  });

  it('an answer after the payer typed and cleared the field again is still shown', () => {
    const reading = attach();
    expect(readingFinished(reading, runningId(reading), ['412345678901'], '').status).toBe('found');
  });

  it("an answer for another reading's id is dropped, and this one goes on", () => {
    const first = attach();
    const second = attach('auto', '', first);
    expect(readingFinished(second, runningId(first), ['412345678901'], '')).toBe(second);
  });

  it('an answer when nothing is reading changes nothing', () => {
    const offered = attach('save-data');
    expect(readingFinished(offered, 1, ['412345678901'], '')).toBe(offered);
  });

  it('an answer to the button, asked with a UTR in the field, is shown if the field did not change', () => {
    const asked = readingAsked(attach('auto', '41234'), '41234', false);
    expect(readingFinished(asked, runningId(asked), ['412345678901'], '41234').status).toBe('found');
  });

  it('an answer after the payer submitted their own UTR is dropped', () => {
    const reading = attach();
    expect(readingFinished(reading, runningId(reading), ['412345678901'], '512345678901').status).toBe('done');
  });
});

describe('using a suggestion', () => {
  const found = (): Reading => {
    const reading = attach();
    return readingFinished(reading, runningId(reading), ['412345678901', '512345678901'], '');
  };

  it('a suggestion on screen can be used, and then nothing more is offered', () => {
    expect(canUse(found(), '512345678901', false)).toBe(true);
    expect(readingUsed(found())).toEqual({ status: 'done', id: 1 });
  });

  it('only a UTR on screen can be used', () => expect(canUse(found(), '999999999999', false)).toBe(false));

  it('not while a submission runs', () => expect(canUse(found(), '412345678901', true)).toBe(false));

  it('nothing can be used before an answer, or after one was used', () => {
    expect(canUse(attach(), '412345678901', false)).toBe(false);
    expect(canUse(readingUsed(found()), '412345678901', false)).toBe(false);
  });
});
