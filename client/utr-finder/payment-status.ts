/**
 * What a receipt says became of its payment (docs/rules.md, Reading the payment from a
 * screenshot): it went through, it failed (./failed-payment.ts, whose rules decide that), it is
 * still pending, or the receipt does not say. Read where a receipt prints its status: a headline
 * that starts with it ('Payment successful', 'Transaction Successful', 'Paid'), the word alone on
 * its line, or a 'Status' label's value. Pure.
 */
import { saysPaymentFailed, statusUnsure } from './failed-payment.ts';
import type { OcrLine } from './utr-tokens.ts';

export type PaymentStatus = 'success' | 'failed' | 'pending';

/** At most one short mark before a line's status (a tick OCR reads as 'v' or '©'). */
const LEAD = String.raw`^(?:\S{1,2}\s+)?[^\p{L}\p{N}]*`;
const PAYMENT = String.raw`(?:(?:upi\s+)?(?:payment|transaction|txn|transfer|money)\s+)?`;
const DONE = String.raw`(?:successful(?:ly)?|success|completed?|paid|sent|done)`;
const WAITING = String.raw`(?:pending|processing|in\s+progress|awaiting|under\s+process)`;

/** 'Payment successful', 'Paid Successfully', 'Completed', 'Paid', 'Status: Success', 'Payment of ₹500 successful'. */
const SUCCESS: readonly RegExp[] = [
  new RegExp(`${LEAD}${PAYMENT}(?:(?:is|was|has\\s+been)\\s+)?${DONE}(?:\\s+${DONE})?[^\\p{L}\\p{N}?]*$`, 'u'),
  new RegExp(`${LEAD}${PAYMENT}${DONE}\\s+(?:to|via|using)\\b`, 'u'),
  new RegExp(`\\bstatus\\s*[:\\-–—|]?\\s*${DONE}\\b`, 'u'),
];
const PENDING: readonly RegExp[] = [
  new RegExp(`${LEAD}${PAYMENT}(?:(?:is|was)\\s+)?${WAITING}\\b(?!\\s*\\?)`, 'u'),
  new RegExp(`\\bstatus\\s*[:\\-–—|]?\\s*${WAITING}\\b`, 'u'),
];

/** A condition or a question, not a status: 'If the payment is pending …', 'Payment pending?'. */
const NOT_A_STATUS = /^[^\p{L}]*(?:if|in\s+case|when|whether|should|unless)\b|\?\s*$/u;

const says = (patterns: readonly RegExp[], text: string) => {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return !NOT_A_STATUS.test(lower) && patterns.some((pattern) => pattern.test(lower));
};

/** Whether one line states that the payment went through. */
export const statesSuccess = (text: string): boolean => says(SUCCESS, text);

/** Whether one line states that the payment is still pending. */
export const statesPending = (text: string): boolean => says(PENDING, text);

/**
 * The payment's status, or null when the receipt does not say or says two things: a failure wins
 * over anything else (as for the UTR), a status in doubt is none, success and pending together
 * are none.
 */
export function findStatus(lines: readonly OcrLine[]): PaymentStatus | null {
  if (saysPaymentFailed(lines)) return 'failed';
  if (statusUnsure(lines)) return null;
  const texts = lines.map((line) => line.words.map((word) => word.text).join(' '));
  const success = texts.some(statesSuccess);
  const pending = texts.some(statesPending);
  if (success === pending) return null;
  return success ? 'success' : 'pending';
}
