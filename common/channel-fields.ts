/**
 * The shape each field of a `get-channels` option must have before the page draws it
 * (docs/rules.md, Channels answer). The payer copies these values into a banking app, so a value
 * that only looks right is worse than none: a UPI address holding U+202E (right-to-left override)
 * can show `acme@okaxis` while the QR code and the Copy button carry the characters in another
 * order. Both sides parse the answer with these rules (the edge prefetch and the browser), so the
 * first HTML and the hydrated page agree on which options exist.
 */
import { isShownText } from './shown-text.ts';

/**
 * A UPI address (virtual payment address): letters, digits, `.`, `-` and `_` before a single `@`,
 * the payment app's handle (letters and digits) after it.
 */
const UPI_ADDRESS = /^[A-Za-z0-9._-]{1,128}@[A-Za-z0-9]{2,64}$/;

/** Letters and marks of any script (Devanagari, Bengali, …), digits, spaces and the punctuation of bank names. */
const BANK_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,&'’()/-]{0,255}$/u;

/** An account number: digits, or letters and digits for a virtual (collection) account. */
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{6,24}$/;

/** An IFSC code: four letters (the bank), `0`, six letters or digits (the branch). */
const IFSC = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;

/** Each checker takes the raw value (the hidden-character check sees what trimming would remove) and returns what to draw, or null. */
const shaped =
  (pattern: RegExp, normalise: (value: string) => string = (value) => value) =>
  (value: unknown): string | null => {
    if (!isShownText(value)) return null;
    const trimmed = value.trim();
    return pattern.test(trimmed) ? normalise(trimmed) : null;
  };

export const upiAddressField = shaped(UPI_ADDRESS);
export const bankNameField = shaped(BANK_NAME);
export const accountNumberField = shaped(ACCOUNT_NUMBER);
/** IFSC codes are upper case; a lower-case one is the same code, shown as banks print it. */
export const ifscField = shaped(IFSC, (value) => value.toUpperCase());
