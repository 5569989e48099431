/**
 * What a label says a number is (docs/rules.md, Reading the UTR from a screenshot): a UTR, something
 * else (order, account, customer, phone, refund …), or a weak word that some banks use for the UTR
 * and others for their own IDs ('Transaction ID'). In English and in the scripts Indian receipts
 * use (Hindi, Tamil, Bengali). Matched on lower-cased text, where OCR may have dropped or doubled
 * spaces. Which words make a number's label is decided by where they are (./utr-layout.ts).
 */

/** Labels of a UTR: 'UTR', 'RRN', 'UPI Ref No.', 'UPI transaction ID', 'Reference No.', 'Bank Reference No.' … */
const UTR_LABELS: readonly RegExp[] = [
  /\butr\b/,
  /\brrn\b/,
  // 'UPI Ref No', 'UPI transaction ID', 'UPI reference': never a bare 'UPI' ('via UPI', 'UPI ID', 'UPI app').
  /\bupi\s*(?:ref|reference|txn|transaction|trans)\b/,
  /\b(?:ref|reference)\.?\s*(?:no|number|num)\b/,
  /\bbank\s*ref/,
  /\btransaction\s*reference\b/,
  // Hindi: यूटीआर (UTR), संदर्भ / रेफ़रेंस (reference), 'UPI लेन-देन आईडी' (UPI transaction ID).
  /यूटीआर/,
  /संदर्भ/,
  /रेफ़?रेंस/,
  /upi\s*लेन-?\s*देन/,
  // Tamil: யுடிஆர் (UTR), குறிப்பு எண் (reference number).
  /யுடிஆர்/,
  /குறிப்பு\s*எண்/,
  // Bengali: ইউটিআর (UTR), রেফারেন্স (reference).
  /ইউটিআর/,
  /রেফারেন্স/,
];

/**
 * Labels of the look-alikes: a number under one of these is not the UTR, even when it has a UTR's
 * shape, and even when the label also holds a UTR's words ('Refund UPI Ref No').
 */
const OTHER_LABELS: readonly RegExp[] = [
  /\border\b/,
  /\b(?:account|acct)\b|\ba\/c\b/,
  /\b(?:mobile|phone|mob|tel|call|helpline|contact|whatsapp)\b/,
  /\b(?:customer|consumer|cust)\b/,
  /\b(?:bill|invoice)\b/,
  /\brefund/,
  /\b(?:google|merchant|paytm|phonepe|bhim|app|gateway|payment)\s*(?:transaction|txn)\b/,
  /\b(?:aadhaar|pan|card|ifsc|pin|vpa)\b/,
  // Hindi: order, account, mobile, phone, customer, consumer, bill, invoice, refund, contact.
  /ऑर्डर|खाता|मोबाइल|फ़?ोन|ग्राहक|उपभोक्ता|बिल|चालान|रिफ़?ंड|धनवापसी|संपर्क/,
  // Tamil: order, account, mobile, phone, customer, consumer, bill, invoice, refund.
  /ஆர்டர்|கணக்கு|மொபைல்|தொலைபேசி|வாடிக்கையாளர்|நுகர்வோர்|பில்|விலைப்பட்டியல்|ரீஃபண்ட்|திருப்பி/,
  // Bengali: order, account, mobile, phone, customer, bill, invoice, refund.
  /অর্ডার|অ্যাকাউন্ট|হিসাব|মোবাইল|ফোন|গ্রাহক|বিল|চালান|রিফান্ড|ফেরত/,
];

/**
 * Words some banks print before the UTR and apps before their own IDs: a number under one of
 * these is not offered, and makes a UTR-labelled number of its shape doubtful.
 */
const WEAK_LABELS: readonly RegExp[] = [
  /\b(?:transaction|txn|trans|ref|reference)\b/,
  /\bupi\b/,
  // 'Transaction' in Hindi, Tamil and Bengali.
  /लेन-?\s*देन|பரிவர்த்தனை|লেনদেন/,
];

/** What a label calls the number it labels; 'mixed' holds both a UTR's words and another's. */
export type LabelKind = 'utr' | 'other' | 'mixed' | 'weak';

const any = (text: string, patterns: readonly RegExp[]) => patterns.some((pattern) => pattern.test(text));

/** What `text` (a number's label, as ./utr-layout.ts gathers it) says the number is, or null when it says nothing. */
export function labelKind(text: string): LabelKind | null {
  const lower = text.toLowerCase();
  const utr = any(lower, UTR_LABELS);
  const other = any(lower, OTHER_LABELS);
  if (other) return utr ? 'mixed' : 'other';
  if (utr) return 'utr';
  return any(lower, WEAK_LABELS) ? 'weak' : null;
}
