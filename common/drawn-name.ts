/**
 * Whether a name from the payment worker draws as a name (docs/rules.md, Who the payee is): the
 * payer reads it to check who their banking app will pay, so it must draw as letters, in a line,
 * and draw something. Every name field the server sends runs through this after its own shape
 * (channel-fields.ts): `payee_name`, and any other name a payer compares with their bank's.
 *
 * - **A few marks on each letter.** Combining marks (Unicode category M) belong on a letter or a
 *   digit, at most MAX_MARKS_PER_LETTER in a row: an Indic cluster carries a nukta, a virama, a
 *   vowel sign and a nasal sign at most, a Vietnamese or Urdu letter two or three. "R" with 80
 *   stacked marks drew a column over the QR code and the UPI ID. A mark after a space or
 *   punctuation sits on nothing.
 * - **Nothing that draws nothing.** Unicode's default-ignorable code points (the Hangul fillers
 *   U+115F, U+1160, U+3164 and U+FFA0, which are letters to a regular expression, variation
 *   selectors, the combining grapheme joiner, zero-width characters) are refused anywhere: a name
 *   of fillers alone drew 'Your app will show: ' with nothing after it, and one beside real letters
 *   shows a gap where the bank's name has none.
 */

/** Combining marks one letter or digit may carry. */
export const MAX_MARKS_PER_LETTER = 4;

const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_PER_LETTER + 1}}`, 'u');
/** A mark that follows neither a letter, a digit nor another mark (or starts the text). */
const MARK_ON_NOTHING = /(?:^|[^\p{L}\p{N}\p{M}])\p{M}/u;
const DRAWS_NOTHING = /\p{Default_Ignorable_Code_Point}/u;
const VISIBLE = /[\p{L}\p{N}]/u;

/** Whether `name` draws as a name: marks only on letters, a few each, and no character that draws nothing. */
export function drawsAsName(name: string): boolean {
  return VISIBLE.test(name) && !DRAWS_NOTHING.test(name) && !TOO_MANY_MARKS.test(name) && !MARK_ON_NOTHING.test(name);
}

/**
 * A name field: `field` (the field's own shape, which trims and checks its characters and length)
 * and then drawsAsName. Malformed either way is null, and the caller leaves the field out.
 */
export function drawnName(field: (value: unknown) => string | null): (value: unknown) => string | null {
  return (value) => {
    const name = field(value);
    return name !== null && drawsAsName(name) ? name : null;
  };
}
