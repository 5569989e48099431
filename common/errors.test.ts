// The error message helper (docs/rules.md): first validation `msg` without quotes, else the fallback, else the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR, errorMessage } from './errors.ts';

describe('errorMessage (docs/rules.md, Error message helper)', () => {
  it('has the catalogue default', () => {
    expect(DEFAULT_ERROR).toBe('Something went wrong');
  });

  it.each([
    ['first msg', { detail: [{ msg: 'Value error' }] }, 'Fallback', 'Value error'],
    ['only the first item counts', { detail: [{ msg: 'first' }, { msg: 'second' }] }, undefined, 'first'],
    [
      'double quotes removed',
      { detail: [{ msg: 'field "utr_number" is "bad"' }] },
      undefined,
      'field utr_number is bad',
    ],
    ['single quotes kept', { detail: [{ msg: "it's 'fine'" }] }, undefined, "it's 'fine'"],
    [
      'other fields of the item ignored',
      { detail: [{ loc: ['body', 'utr_number'], msg: 'Invalid', type: 'x' }] },
      undefined,
      'Invalid',
    ],
    ['first item without msg', { detail: [{ loc: ['body'] }, { msg: 'second' }] }, 'Fallback', 'Fallback'],
    ['msg not a string', { detail: [{ msg: 42 }] }, 'Fallback', 'Fallback'],
    ['first item not an object', { detail: ['text', { msg: 'second' }] }, 'Fallback', 'Fallback'],
    ['first item null', { detail: [null] }, 'Fallback', 'Fallback'],
    ['empty detail', { detail: [] }, 'Fallback', 'Fallback'],
    ['detail a string', { detail: 'Not found' }, 'Fallback', 'Fallback'],
    ['detail an object', { detail: { msg: 'nested' } }, 'Fallback', 'Fallback'],
    ['no detail', { error: 'utr_number invalid' }, 'Fallback', 'Fallback'],
    ['null body', null, 'Fallback', 'Fallback'],
    ['string body', 'oops', 'Fallback', 'Fallback'],
    ['array body', [{ msg: 'x' }], 'Fallback', 'Fallback'],
    ['no fallback', { error: 'x' }, undefined, 'Something went wrong'],
    ['undefined body, no fallback', undefined, undefined, 'Something went wrong'],
    ['empty fallback counts as none', null, '', 'Something went wrong'],
    // Control and format characters are never shown (docs/rules.md, Error message helper).
    ['a right-to-left override', { detail: [{ msg: 'Invalid \u202eRTU' }] }, 'Fallback', 'Fallback'],
    ['a NUL', { detail: [{ msg: 'Invalid\u0000UTR' }] }, 'Fallback', 'Fallback'],
    ['a zero-width joiner', { detail: [{ msg: 'Inva\u200dlid' }] }, 'Fallback', 'Fallback'],
    ['a line break', { detail: [{ msg: 'Invalid\nUTR' }] }, 'Fallback', 'Fallback'],
    ['Devanagari text is shown', { detail: [{ msg: 'अमान्य यूटीआर' }] }, 'Fallback', 'अमान्य यूटीआर'],
  ])('%s', (_case, body, fallback, message) => {
    expect(errorMessage(body, fallback)).toBe(message);
  });
});
