/**
 * The words around a number that say what it is (docs/rules.md, Reading the UTR from a
 * screenshot): the labels receipts and bank messages print before a UTR, in English and Hindi,
 * and the labels of the look-alikes (order, account, phone, customer, bill numbers, app
 * transaction IDs). Matched on lower-cased text, where OCR may have dropped or doubled spaces.
 */

/** Labels of a UTR: 'UTR', 'RRN', 'UPI Ref No.', 'UPI transaction ID', 'Reference No.', 'Bank Reference No.' … */
const UTR_LABELS: readonly RegExp[] = [
  /\butr\b/g,
  /\brrn\b/g,
  /\bupi\s*(?:ref|reference|txn|transaction|trans)\b/g,
  /\b(?:ref|reference)\.?\s*(?:no|number|num|id)\b/g,
  /\bbank\s*ref/g,
  /\btransaction\s*reference\b/g,
  /\bref\s*no\b/g,
  // Hindi: यूटीआर (UTR), संदर्भ / रेफ़रेंस (reference), 'UPI लेन-देन आईडी' (UPI transaction ID).
  /यूटीआर/g,
  /संदर्भ/g,
  /रेफ़?रेंस/g,
  /upi\s*लेन-?\s*देन/g,
  // 'UPI' before a number is its reference, whatever words follow it (a Hindi label OCR cannot
  // read, for one), except the labels of a UPI ID or PIN, which are never a UTR's shape anyway.
  /\bupi\b(?!\s*(?:id|address|pin|lite)\b)/g,
];

/**
 * Labels of the look-alikes: a number after one of these is not the UTR, even when it has a
 * UTR's shape. 'Transaction ID' alone is neither: some banks call the UTR that, and app IDs
 * rarely have a UTR's shape.
 */
const OTHER_LABELS: readonly RegExp[] = [
  /\border\b/g,
  /\b(?:account|acct)\b|\ba\/c\b/g,
  /\b(?:mobile|phone|mob|tel|call|helpline|contact|whatsapp)\b/g,
  /\b(?:customer|consumer|cust)\b/g,
  /\b(?:bill|invoice)\b/g,
  /\b(?:google|merchant|paytm|phonepe)\s*(?:transaction|txn)\b/g,
  /\b(?:aadhaar|pan|card|ifsc|pin)\b/g,
  /ऑर्डर|खाता|मोबाइल|फ़?ोन|ग्राहक|बिल/g,
];

export type LabelKind = 'utr' | 'other';

/** Where the last match of any of `patterns` ends in `text`, or -1. */
function lastEnd(text: string, patterns: readonly RegExp[]): number {
  let end = -1;
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) end = Math.max(end, (match.index ?? 0) + match[0].length);
  }
  return end;
}

/**
 * The label nearest the end of `text` (the words just before a number), or null when there is
 * none: the label printed closest to a number is the one that names it.
 */
export function nearestLabel(text: string): LabelKind | null {
  const lower = text.toLowerCase();
  const utr = lastEnd(lower, UTR_LABELS);
  const other = lastEnd(lower, OTHER_LABELS);
  if (utr < 0 && other < 0) return null;
  return utr > other ? 'utr' : 'other';
}
