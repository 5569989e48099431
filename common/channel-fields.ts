/**
 * The shape each field of a `get-channels` option must have before the page draws it
 * (docs/rules.md, Channels answer). The payer copies these values into a banking app, so a value
 * that only looks right is worse than none: a UPI address holding U+202E (right-to-left override)
 * can show `acme@okaxis` while the QR code and the Copy button carry the characters in another
 * order. Both sides parse the answer with these rules (the edge prefetch and the browser), so the
 * first HTML and the hydrated page agree on which options exist.
 */
import type { BankChannel, UpiChannel } from './channels.ts';
import { drawnName } from './drawn-name.ts';
import { PAYEE_TYPES, type PayeeType } from './payee.ts';
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

/**
 * A name as a bank registers it (a UPI payee's, a bank account holder's): letters and marks of any
 * script, digits, spaces and the punctuation of names, at most 100 characters.
 */
const REGISTERED_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,&'’()/-]{0,99}$/u;

/** A merchant category code: exactly four digits. */
const MERCHANT_CODE = /^[0-9]{4}$/;

/** A transaction reference as UPI links carry it: letters, digits, `.`, `-` and `_`, at most 35. */
const TRANSACTION_REF = /^[A-Za-z0-9._-]{1,35}$/;

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
/** A name also draws as one (drawn-name.ts): a few marks on each letter, and nothing that draws nothing. */
export const payeeNameField = drawnName(shaped(REGISTERED_NAME));
export const accountHolderField = drawnName(shaped(REGISTERED_NAME));
export const merchantCodeField = shaped(MERCHANT_CODE);
export const transactionRefField = shaped(TRANSACTION_REF);

/** One of the payee types (`merchant` or `personal`), exactly; anything else is no payee type. */
export const payeeTypeField = (value: unknown): PayeeType | null => PAYEE_TYPES.find((type) => type === value) ?? null;

/**
 * The payee fields a UPI option may carry (docs/rules.md, Who the payee is), each kept only when it
 * has its shape: a malformed one is left out, never an error, and the option stays.
 */
export function payeeFields(raw: Record<string, unknown>): Omit<UpiChannel, 'channel_id' | 'type' | 'upi_address'> {
  const fields: Omit<UpiChannel, 'channel_id' | 'type' | 'upi_address'> = {};
  const payeeType = payeeTypeField(raw.payee_type);
  const payeeName = payeeNameField(raw.payee_name);
  const merchantCode = merchantCodeField(raw.merchant_code);
  const transactionRef = transactionRefField(raw.transaction_ref);
  if (payeeType !== null) fields.payee_type = payeeType;
  if (payeeName !== null) fields.payee_name = payeeName;
  if (merchantCode !== null) fields.merchant_code = merchantCode;
  if (transactionRef !== null) fields.transaction_ref = transactionRef;
  return fields;
}

/**
 * The optional fields a bank option may carry (docs/rules.md, Bank transfers and large amounts):
 * the account holder's name, kept only when it has its shape; a malformed one is left out, never an
 * error, and the option stays.
 */
export function bankFields(raw: Record<string, unknown>): Pick<BankChannel, 'account_holder_name'> {
  const holder = accountHolderField(raw.account_holder_name);
  return holder === null ? {} : { account_holder_name: holder };
}
