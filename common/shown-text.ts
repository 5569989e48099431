/**
 * Whether text from the payment worker may be shown to the payer at all (docs/rules.md, Channels
 * answer; Error message helper): every channel field, group name and server message passes here
 * before it is drawn.
 */

/**
 * Control and format characters (Unicode categories Cc and Cf): NUL, line breaks, bidi overrides
 * and isolates, zero-width joiners and spaces, the soft hyphen, the byte order mark. None belongs
 * in text a payer reads and copies; Indic names written with an explicit ZWJ/ZWNJ are refused
 * too, since the same characters can hide a different value from the payer. The line and
 * paragraph separators (U+2028, U+2029) are line breaks like those in Cc, so they are refused too.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Not blank, and no control or format character anywhere (before trimming, which would hide some). */
export function isShownText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && !HIDDEN.test(value);
}
