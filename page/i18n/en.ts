/**
 * The English catalogue: every word the payer reads, keyed, and the source of
 * truth for the other eleven. The product's own strings are kept word for word;
 * placeholders are written `{name}` and are filled in at render time.
 * How each language words the key terms: docs/glossary.md.
 */
export const en = {
  pageTitle: 'Payment',
  loading: 'Loading payment details',
  errorTitle: 'Error',
  errorBody: 'Something went wrong.',
  tryAgain: 'Try again',
  language: 'Language',

  amountLabel: 'Please send this amount',
  currency: 'INR',
  copyAmount: 'Copy amount',
  testMode: 'Test mode',

  stepOptions: 'Payment Options',
  stepPay: 'Make Payment and submit confirmation',
  stepResubmit: 'Resubmit confirmation data',
  stepThanks: 'Thank you',
  stepOf: 'Step {step} of {total}',
  goBack: 'Go Back',
  /** The step indicator's accessible name. */
  progress: 'Progress',

  depositType: 'Deposit Type',
  selectOption: 'Select an Option',
  chooseThisOption: 'Pay with {name}',
  backToOptions: 'Back to payment options',
  alreadyPaid: 'Have you already made a payment? Submit your UTR number to complete the payment process.',

  scanToPay: 'Scan to Pay',
  payWithApp: 'Pay with a UPI app',
  appRefusedHelp:
    'If your app refuses the payment, copy the UPI ID and pay to it from inside your UPI app, or scan the QR code from another phone.',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'Your app will show: {name}',
  payToUpiId: 'Copy the UPI ID, then open your UPI app and choose to pay to a UPI ID.',
  savedQrLimit:
    'UPI apps pay at most ₹2,000 from a saved QR code to a personal UPI ID. To pay this amount, scan the QR code from another phone, or pay to the UPI ID.',
  saveQr: 'Save QR code',
  shareQr: 'Share QR code',
  upiAddress: 'UPI Address',
  bankName: 'Bank Name',
  accountNumber: 'Account Number',
  ifscCode: 'IFSC Code',
  // Bank transfers and large amounts (docs/rules.md, Bank transfers and large amounts): the name the
  // payer's bank shows, which transfers take the amount (their names never translated), and what
  // UPI sends in one payment.
  accountHolder: 'Account Holder Name',
  accountHolderShown: 'Your bank will show this name.',
  bankRails: 'Send it by {rails}.',
  railsTwo: '{first} or {second}',
  railsThree: '{first}, {second} or {third}',
  upiPersonLimit: 'UPI apps send at most ₹1,00,000 in one payment to a personal UPI ID.',
  upiAppsLimit: 'Some UPI apps refuse more than ₹1,00,000 in one payment.',
  payByBank: 'Pay by bank transfer instead',
  askAnotherWay: 'Ask whoever sent you this link for another way to pay.',
  copy: 'Copy',
  copyLabel: 'Copy {label}',

  returnPrompt:
    'Paid? Copy the UTR from your payment app (it may be called "UPI Ref No." or "UPI transaction ID") and enter it below.',
  utrLabel: 'UTR Number *',
  utrHintButton: 'Where do I find the UTR number?',
  utrHint:
    'In UPI apps the UTR is shown in the payment details as "UPI transaction ID", "UPI Ref No." or "UTR". For NEFT, RTGS or IMPS transfers, your bank\'s receipt calls it "UTR" or "reference number". UPI UTRs have 12 digits.',
  closeHint: 'Close hint',
  proofLabel: 'Upload Proof (optional)',
  proofHint: 'PNG, JPG, WEBP up to 10MB',
  proofChoose: 'Choose a file, drop it here or paste a screenshot',
  proofRemove: 'Remove proof',
  ocrRead: 'Read the UTR from my screenshot',
  ocrDownload: 'Reading your screenshot downloads about {size}.',
  ocrFound: 'Found in your screenshot: {utr}',
  ocrFoundSeveral: 'Found in your screenshot:',
  ocrUse: 'Use it',
  submit: 'Submit',
  submitting: 'Submitting…',
  uploading: 'Uploading proof',
  needsJavaScript:
    'To submit your UTR, this page needs JavaScript. Turn it on in your browser settings, or open this link in another browser.',

  botCheckTitle: 'Checking your browser',
  botCheckBody: 'This keeps the payment page safe. It only takes a moment.',

  allDone: 'All Done',
  redirecting: 'Redirecting...',
  closeWindow: 'You may close this window',
  // The embed loader's own words (docs/embedding.md): its close control, and the note a frame shows
  // when the page did not open in a merchant's site (most often one EMBED_ORIGINS does not name).
  embedClose: 'Close',
  embedRefusedTitle: 'The payment page cannot open here',
  embedRefusedBody: 'This website is not yet set up to show it. Please let the shop know.',

  closeToast: 'Close notification',
  toastError: 'Error',
  toastSuccess: 'Success',
  toastInvalidUtr: 'Invalid UTR',
  toastSomethingWrong: 'Something went wrong',
  toastUploadFailed: 'Error uploading file',
  toastFileType: 'File type not supported',
  toastFileSize: 'File size is too large',
  toastCopied: 'Copied to clipboard!',
  toastTurnstileFailed: 'Failed to load Turnstile.',

  // The iPhone's row of UPI apps (docs/rules.md, UPI apps on iPhone).
  appDidNotOpen:
    'Did {app} not open? It may not be on this phone. Save the QR code or copy the UPI ID, then pay from inside your UPI app.',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge:
    'This image is too large to read: {size} pixels. Type the UTR from it; the image can still be sent as proof.',
  // Reading the UTR from a screenshot: a receipt of a failed or reversed payment offers nothing
  // (docs/rules.md, Reading the UTR from a screenshot).
  ocrFailedPayment:
    "This screenshot shows a failed or reversed payment, so no UTR is offered from it. If you paid again, type that payment's UTR.",
  // What the screenshot says about the payment, beside the UTR suggestion (docs/rules.md, Reading
  // the payment from a screenshot): notes only, never in the way.
  ocrNoteAmount: 'The screenshot shows {shown}; this payment is for {expected}',
  ocrNotePayee: 'The screenshot shows a payment to {shown}, not to {expected}',
  ocrNoteDate: 'This screenshot is from {date}',
  // The amount, where the screenshot's is surely another but OCR left which in doubt (a big ₹ read as a digit).
  ocrNoteAmountOther: 'The screenshot shows another amount; this payment is for {expected}',
} as const;

/** A key of the catalogue: a missing or misspelt key is a type error. */
export type MessageKey = keyof typeof en;

/** The shape every language's catalogue has: exactly the English keys, each a string. */
export type Catalogue = Record<MessageKey, string>;
