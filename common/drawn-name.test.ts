// Names that draw as names (common/drawn-name.ts; docs/rules.md, Who the payee is): real names in the
// page's scripts pass; stacked marks, marks on nothing and characters that draw nothing do not.
import { describe, expect, it } from 'vitest';
import { payeeFields } from './channel-fields.ts';
import { drawsAsName, MAX_MARKS_PER_LETTER } from './drawn-name.ts';

const marks = (count: number) => '\u0301'.repeat(count);

/** Names as banks register them, in the scripts of the page's languages and a few beyond. */
const NAMES = [
  'RAVI KUMAR',
  "D'Souza & Sons (P) Ltd.",
  'रवि कुमार',
  'क्षितिज श्रीवास्तव',
  'क़ॉंग्रेस',
  'সৌমিত্র চট্টোপাধ্যায়',
  'ஸ்ரீனிவாசன்',
  'శ్రీనివాస్',
  'ಶ್ರೀನಿವಾಸ',
  'ശ്രീക്കുട്ടൻ',
  'ਸੁਖਵਿੰਦਰ ਸਿੰਘ',
  'ଶ୍ରୀନିବାସ',
  'શ્રીનિવાસ',
  'مُحَمَّد عَلِی',
  'Nguye\u0302\u0303n',
  'ZOE\u0308',
  'བསྒྲུབས',
  '김민준',
  'R' + marks(MAX_MARKS_PER_LETTER) + 'AVI',
];

describe('drawsAsName', () => {
  it.each(NAMES)('takes %j', (name) => {
    expect(drawsAsName(name)).toBe(true);
    expect(payeeFields({ payee_name: name })).toEqual({ payee_name: name });
  });

  it.each([
    ['80 stacked marks on one letter', `R${marks(80)}AVI`],
    [`${MAX_MARKS_PER_LETTER + 1} marks on one letter`, `R${marks(MAX_MARKS_PER_LETTER + 1)}AVI`],
    ['a mark on a space', 'RAVI \u0301KUMAR'],
    ['a mark on punctuation', 'RAVI.\u0301'],
    ['a Hangul filler (U+3164) alone', '\u3164'],
    ['Hangul fillers alone', '\u3164\u3164\u3164'],
    ['the choseong filler (U+115F)', '\u115F'],
    ['the jungseong filler (U+1160)', 'A\u1160'],
    ['the half-width filler (U+FFA0)', '\uFFA0\uFFA0'],
    ['a filler between words', 'RAVI\u3164KUMAR'],
    ['a combining grapheme joiner', 'RA\u034FVI'],
    ['a variation selector', 'RAVI\uFE0F'],
    ['a Khmer inherent vowel', 'RAVI\u17B4'],
    ['a zero-width space', 'RAVI\u200BKUMAR'],
    ['nothing but punctuation', '.-'],
  ])('refuses %s', (_case, name) => {
    expect(drawsAsName(name)).toBe(false);
  });

  // The field is malformed, so it is left out and the option stays (docs/rules.md, Who the payee is).
  it.each([`R${marks(80)}AVI`, '\u3164', '\u115F\u1160', '\uFFA0', 'RAVI\u3164KUMAR'])(
    'leaves payee_name %j out of a UPI option, the other payee fields kept',
    (name) => {
      expect(payeeFields({ payee_type: 'personal', payee_name: name })).toEqual({ payee_type: 'personal' });
    },
  );
});
