/**
 * What a label says a receipt's amount, UPI ID or date is (docs/rules.md, Reading the payment from
 * a screenshot): the payment's own, something else's (a balance, a fee, the payer's UPI ID, a due
 * date), or nothing. Matched on lower-cased label text, gathered by where it is printed
 * (./utr-layout.ts). Where a label holds both, it is something else's: a wrong note is worse than
 * none. English, and Hindi's date labels: the English model reads no Indian script, but a date's
 * line may be read again with Hindi's model (./script-lines.ts).
 */

/** What a label makes of the value it labels. */
export type ValueLabel = 'payment' | 'other' | null;

const kindOf = (text: string, payment: readonly RegExp[], other: readonly RegExp[]): ValueLabel => {
  const lower = text.toLowerCase();
  if (other.some((pattern) => pattern.test(lower))) return 'other';
  return payment.some((pattern) => pattern.test(lower)) ? 'payment' : null;
};

/** 'Amount', 'Amount paid', 'Total amount', 'You paid', 'debited by', 'Sent', 'Payment of'. */
const AMOUNT_LABELS: readonly RegExp[] = [
  /\b(?:amount|amt)\b/,
  /\b(?:paid|debited|sent|transferred|deducted)\b/,
  /\bpayment\s+of\b/,
];
/** A balance, a fee, a reward, a limit, a refund, a bill's due: amounts a receipt prints beside the payment's. */
const OTHER_AMOUNT_LABELS: readonly RegExp[] = [
  /\b(?:bal|balance|avl|avail|available|outstanding)\b/,
  /\b(?:fee|fees|charge|charges|convenience|surcharge|gst|tax|taxes|commission)\b/,
  /\b(?:cashback|reward|rewards|points|coupon|discount|offer|saved|savings|scratch)\b/,
  /\b(?:limit|due|minimum|min|emi|interest|credit|credited|refund|refunded|reversed|received)\b/,
];
export const amountLabel = (text: string): ValueLabel => kindOf(text, AMOUNT_LABELS, OTHER_AMOUNT_LABELS);

/**
 * After the amount, in running text or a headline: '₹500 paid via UPI', 'Rs.500 debited from
 * A/c …', 'Rs.500 sent to …'. Only the words right after it count ('… to X. Balance Rs.…' is not).
 */
export const paidAfter = (text: string): boolean =>
  /^(?:has\s+been\s+|was\s+|is\s+)?(?:paid|debited|sent|transferred)\b/.test(text.toLowerCase()) &&
  amountLabel(text) !== 'other';

/** 'To', 'Paid to', 'Sent to', 'To UPI ID', 'to VPA', 'Payee', 'Beneficiary', 'Receiver'. */
const PAYEE_LABELS: readonly RegExp[] = [/\bto\b/, /\b(?:payee|beneficiary|recipient|receiver|merchant)\b/];
/** The payer's own: 'From', 'Debited from', 'Your UPI ID', 'Sender', 'Paid by', 'Self'. */
const PAYER_LABELS: readonly RegExp[] = [
  /\b(?:from|by|sender|payer|remitter|your|my|self|own)\b/,
  /\b(?:refund|refunded|reversed|credited)\b/,
];
export const payeeLabel = (text: string): ValueLabel => kindOf(text, PAYEE_LABELS, PAYER_LABELS);

/**
 * 'Date', 'Paid on', 'Date & time', 'Transaction date', 'Completed on', 'Debited on'; in Hindi
 * 'तारीख', 'दिनांक', 'तिथि', 'समय' ('लेन-देन की तारीख', 'तारीख और समय').
 */
const DATE_LABELS: readonly RegExp[] = [
  /\b(?:date|time|when)\b/,
  /\b(?:paid|sent|debited|completed|done|made|transferred|initiated)\s+(?:on|at)\b/,
  /^\W*on\W*$/,
  /(?<![\p{L}\p{M}])(?:तारीख़?|दिनांक|तिथि|समय)(?![\p{L}\p{M}])/u,
];
/**
 * Another day a receipt prints: a due date, a validity, an expiry, a birthday, a statement's period,
 * a printout's time; in Hindi a due ('देय'), valid ('वैध'), expiry ('समाप्ति'), birth ('जन्म'), 'until' ('तक').
 */
const OTHER_DATE_LABELS: readonly RegExp[] = [
  /(?<![\p{L}\p{M}])(?:देय|वैध|समाप्ति|जन्म|तक)(?![\p{L}\p{M}])/u,
  /\b(?:due|valid|validity|expiry|expires?|expired|birth|dob|next|renewal|statement|period)\b/,
  /\b(?:till|until|upto|from|since|as\s+on|as\s+of|generated|printed|downloaded|updated|issued|opened)\b/,
  /\b(?:refund|refunded|reversed|credited|settled|settlement|expected)\b/,
];
export const dateLabel = (text: string): ValueLabel => kindOf(text, DATE_LABELS, OTHER_DATE_LABELS);

/** 'Paid to Ramesh Kumar', 'To Ramesh Kumar', 'Sent to …', 'Beneficiary Name …', 'Payee: …' — the name that follows. */
const NAME_LINE =
  /^[^\p{L}]*(?:paid\s+to|sent\s+to|money\s+sent\s+to|payment\s+to|to|beneficiary(?:\s+name)?|payee(?:\s+name)?|receiver(?:\s+name)?)\s*:?\s+(.+)$/iu;
/** A person's or a shop's name: words of letters ('Shree Ganesh Stores', 'M/s. Lakshmi & Co.'), at most six. */
const NAME = /^(?:[\p{L}][\p{L}.'&/-]*)(?:\s+[\p{L}&][\p{L}.'&/-]*){0,5}$/u;

/** The payee's name a line gives after its label, or null. */
export function nameAfterLabel(line: string): string | null {
  const name = NAME_LINE.exec(line.trim())?.[1]?.trim();
  if (!name || !NAME.test(name) || /\b(?:upi|id|vpa|bank|account|a\/c)\b/i.test(name)) return null;
  return name;
}

/** A label alone that names the payee below it: 'Paid to', 'To', 'Beneficiary Name'. */
export const isNameLabel = (text: string): boolean =>
  /^[^\p{L}]*(?:paid\s+to|sent\s+to|to|beneficiary(?:\s+name)?|payee(?:\s+name)?|receiver(?:\s+name)?)\W*$/iu.test(
    text,
  );

/** A name as the payee's own value: letters only, no label's words. */
export const isName = (text: string): boolean =>
  NAME.test(text.trim()) && !/\b(?:upi|id|vpa|bank|account|a\/c|date|amount|status)\b/i.test(text);
