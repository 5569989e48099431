/**
 * Whether a screenshot says its payment failed, was declined, reversed or refunded (docs/rules.md,
 * Reading the UTR from a screenshot): such a receipt's reference is no payment, so nothing of it is
 * offered. Pure: OCR's lines in, yes or no out. Precision first, as for the UTR itself: the word
 * counts only where a receipt prints its status (a line that starts 'Payment failed', a 'Status'
 * label's value, a badge that is the word alone) or a bank's message states it ('… has failed.'),
 * never in a condition or a denial ('If the payment failed, contact…', 'no failure'), nor inside
 * a name ('Failsafe Traders'). Missing a failed payment costs
 * only the note: the UTR rules still offer nothing unlabelled or doubtful.
 */
import { sameRow } from './utr-layout.ts';
import type { OcrLine } from './utr-tokens.ts';

/**
 * The words of a failed payment's status: English, and the Latin spellings of the Indian words
 * UPI apps use where the English model reads them ('asafal', 'vifal' …: Hindi, Punjabi, Marathi,
 * Gujarati, Bengali, Odia, Telugu, Kannada, Tamil, Malayalam, Urdu). The same words in their own
 * scripts are not read by the English model at all. Tamil, Telugu and Malayalam add endings to the
 * word ('viphalamaindi', 'parajayappettu'), so those stems take any ending; the others are whole
 * words, so a name that starts like one is not one.
 */
const FAILED = String.raw`(?:failed|failure|declined|unsuccessful|not\s+successful|reversed|refunded|rejected|asafal|asaphal|vifal|viphal|bifal|biphal|bifala|biphala|nishfal|nishphal|ayashasvi|ayshasvi|byartha|byartho|nakaam|nakam|(?:viphalam|tholvi|thozhvi|parajay)\w*)`;

/** What a receipt calls the payment: English, and Hindi's 'bhugtan', 'len-den' in Latin letters. */
const PAYMENT = String.raw`(?:(?:upi|bank|imps|neft|rtgs|money|fund|funds)\s+)?(?:payment|transaction|txn|transfer|bhugtan|bhugtaan|len-?\s?den)`;

/** At most one short mark before a line's status (an icon OCR reads as 'x' or '©'). */
const LEAD = String.raw`^(?:\S{1,2}\s+)?[^\p{L}\p{N}]*`;

const STATUS_LINES: readonly RegExp[] = [
  // 'Payment failed', 'Your payment was reversed', 'UPI transaction has been declined', 'Bhugtan asafal'.
  new RegExp(
    `${LEAD}(?:(?:your|the|this)\\s+)?${PAYMENT}\\s+(?:has\\s+|had\\s+|was\\s+|is\\s+|got\\s+)?(?:been\\s+)?${FAILED}\\b(?!\\s*\\?)`,
    'u',
  ),
  // 'Failed', 'DECLINED', 'Failed transaction', 'Payment Failed!': the badge alone on its line.
  new RegExp(`${LEAD}${FAILED}(?:\\s+${PAYMENT})?[^\\p{L}\\p{N}?]*$`, 'u'),
  // 'Status: Failed', 'Transaction status DECLINED', 'Status - Reversed', anywhere on the line.
  new RegExp(`\\bstatus\\s*[:\\-–—|]?\\s*${FAILED}\\b`, 'u'),
];

/** A sentence about what to do should a payment fail, not a status: 'If the payment failed, contact…'. */
const CONDITION = /^[^\p{L}]*(?:if|in\s+case|incase|when|whenever|whether|should|unless|in\s+the\s+event)\b/u;

/** A failure denied: 'No failure', 'never declined'. */
const DENIED = new RegExp(`\\b(?:no|not|never|without|zero)\\s+${FAILED}`, 'u');

/** Whether one line of the receipt states that its payment failed. */
export function statesFailure(text: string): boolean {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (CONDITION.test(lower) || DENIED.test(lower)) return false;
  return STATUS_LINES.some((pattern) => pattern.test(lower));
}

/** A bank's message stating it: 'Your UPI txn of Rs.500 to … has failed.', '… was declined by the bank'. */
const STATED = new RegExp(`\\b(?:has|have|had|was|is|got)\\s+(?:been\\s+)?${FAILED}\\b(?!\\s*\\?)`, 'u');

/** A condition anywhere before the failure in its sentence: 'Amount debited if the payment has failed…'. */
const CONDITION_WORD = /\b(?:if|in\s+case|incase|when|whenever|whether|should|unless|otherwise)\b/;

/** Whether a sentence of running text (a bank's SMS) states that its payment failed. */
export function statesFailureInProse(sentence: string): boolean {
  const lower = sentence.toLowerCase().replace(/\s+/g, ' ').trim();
  const match = STATED.exec(lower);
  return match !== null && !CONDITION_WORD.test(lower.slice(0, match.index));
}

/**
 * The receipt's running text as sentences: its lines joined, split where a sentence ends and the
 * next begins with a capital ('Rs.500', 'No. 4123' and 'A/c no. XX12' do not end one).
 */
const sentencesOf = (lines: readonly string[]): string[] => lines.join(' ').split(/(?<=[.!?])\s+(?=[A-Z])/);

/** A status label alone: 'Status', 'Transaction status:', 'Payment Status'. */
const STATUS_LABEL = /^[^\p{L}]*(?:(?:payment|transaction|txn|transfer|upi)\s+)?status\s*[:\-–—|]?[^\p{L}\p{N}]*$/u;
/** A status that says the payment went through. */
const SUCCEEDED =
  /^[^\p{L}]*(?:success|successful|successfully|completed?|paid|sent|credited|debited|approved|done)\b/u;

/**
 * A sentence promising the money back should any have been debited ('If any money was debited, it
 * will be refunded in 3-5 days.'): what a failure screen says under a status OCR may have missed.
 */
const REFUND_PROMISE = [
  /\b(?:debited|deducted)\b.*\b(?:will|would|shall)\s+be\s+(?:auto[-\s]?)?(?:refunded|reversed|returned|credited\s+back)\b/,
  /\b(?:will|would|shall)\s+be\s+(?:auto[-\s]?)?(?:refunded|reversed|returned|credited\s+back)\b.*\bif\s+(?:any\s+)?(?:money\s+|amount\s+)?(?:was\s+|is\s+|has\s+been\s+|got\s+)?(?:debited|deducted)\b/,
];

/** Whether a sentence promises the money back should any have been debited. */
export const promisesRefund = (sentence: string): boolean =>
  REFUND_PROMISE.some((pattern) => pattern.test(sentence.toLowerCase().replace(/\s+/g, ' ')));

/**
 * Whether the receipt leaves its payment's outcome in doubt: a 'Status' label with no value
 * beside it (in its line or on its row) or under it that says the payment went through (an app's coloured badge can be missed
 * entirely), or a promise of the money back should any have been debited (a failure screen's
 * note, under a status OCR did not read). Its reference may be a failed payment's, so nothing is
 * offered, and nothing is said: the page does not know that it failed.
 */
export function statusUnsure(lines: readonly OcrLine[]): boolean {
  const texts = lines.map((line) => line.words.map((word) => word.text).join(' '));
  const lower = texts.map((text) => text.toLowerCase().trim());
  const unread = lower.some(
    (text, index) =>
      STATUS_LABEL.test(text) &&
      !SUCCEEDED.test(lower[index + 1] ?? '') &&
      !SUCCEEDED.test(besideOf(lines, index).toLowerCase()),
  );
  return unread || sentencesOf(texts).some(promisesRefund);
}

/**
 * What is printed to the right of line `index` on its row but read as another line: a table's
 * value column, which OCR can read as a block of its own ('Status' … 'Success').
 */
function besideOf(lines: readonly OcrLine[], index: number): string {
  const label = lines[index]?.words ?? [];
  const right = Math.max(...label.map((word) => word.box.x1));
  return lines
    .flatMap((line, other) => (other === index ? [] : line.words))
    .filter((word) => word.box.x0 > right && label.some((own) => sameRow(own.box, word.box)))
    .sort((a, b) => a.box.x0 - b.box.x0)
    .map((word) => word.text)
    .join(' ');
}

/** Whether the receipt states that its payment failed, was declined, reversed or refunded. */
export function saysPaymentFailed(lines: readonly OcrLine[]): boolean {
  const texts = lines.map((line) => line.words.map((word) => word.text).join(' '));
  return texts.some(statesFailure) || sentencesOf(texts).some(statesFailureInProse);
}
