/** Punjabi catalogue (ਪੰਜਾਬੀ, Gurmukhi script). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const pa: Catalogue = {
  pageTitle: 'ਭੁਗਤਾਨ',
  loading: 'ਭੁਗਤਾਨ ਦੇ ਵੇਰਵੇ ਲੋਡ ਹੋ ਰਹੇ ਹਨ',
  errorTitle: 'ਗਲਤੀ',
  errorBody: 'ਕੁਝ ਗਲਤ ਹੋ ਗਿਆ।',
  tryAgain: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  language: 'ਭਾਸ਼ਾ',

  amountLabel: 'ਕਿਰਪਾ ਕਰਕੇ ਇਹ ਰਕਮ ਭੇਜੋ',
  currency: 'INR',
  copyAmount: 'ਰਕਮ ਕਾਪੀ ਕਰੋ',
  testMode: 'ਟੈਸਟ ਮੋਡ',

  stepOptions: 'ਭੁਗਤਾਨ ਦੇ ਵਿਕਲਪ',
  stepPay: 'ਭੁਗਤਾਨ ਕਰੋ ਅਤੇ UTR ਜਮ੍ਹਾਂ ਕਰੋ',
  stepResubmit: 'UTR ਦੁਬਾਰਾ ਜਮ੍ਹਾਂ ਕਰੋ',
  stepThanks: 'ਧੰਨਵਾਦ',
  stepOf: '{total} ਵਿੱਚੋਂ ਪੜਾਅ {step}',
  goBack: 'ਵਾਪਸ ਜਾਓ',
  progress: 'ਪ੍ਰਗਤੀ',

  depositType: 'ਭੁਗਤਾਨ ਦਾ ਤਰੀਕਾ',
  selectOption: 'ਇੱਕ ਵਿਕਲਪ ਚੁਣੋ',
  chooseThisOption: '{name} ਨਾਲ ਭੁਗਤਾਨ ਕਰੋ',
  backToOptions: 'ਭੁਗਤਾਨ ਦੇ ਵਿਕਲਪਾਂ ਉੱਤੇ ਵਾਪਸ ਜਾਓ',
  alreadyPaid: 'ਕੀ ਤੁਸੀਂ ਭੁਗਤਾਨ ਕਰ ਚੁੱਕੇ ਹੋ? ਭੁਗਤਾਨ ਪੂਰਾ ਕਰਨ ਲਈ ਆਪਣਾ UTR ਨੰਬਰ ਜਮ੍ਹਾਂ ਕਰੋ।',

  scanToPay: 'ਸਕੈਨ ਕਰਕੇ ਭੁਗਤਾਨ ਕਰੋ',
  payWithApp: 'UPI ਐਪ ਨਾਲ ਭੁਗਤਾਨ ਕਰੋ',
  appRefusedHelp:
    'ਜੇ ਤੁਹਾਡੀ ਐਪ ਭੁਗਤਾਨ ਨਹੀਂ ਹੋਣ ਦਿੰਦੀ, ਤਾਂ UPI ਆਈਡੀ ਕਾਪੀ ਕਰੋ ਅਤੇ ਆਪਣੀ UPI ਐਪ ਦੇ ਅੰਦਰੋਂ ਉਸ ਆਈਡੀ ਉੱਤੇ ਭੁਗਤਾਨ ਕਰੋ, ਜਾਂ ਕਿਸੇ ਹੋਰ ਫ਼ੋਨ ਤੋਂ QR ਕੋਡ ਸਕੈਨ ਕਰੋ।',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'ਤੁਹਾਡੀ ਐਪ ਵਿੱਚ ਇਹ ਨਾਮ ਦਿਖਾਈ ਦੇਵੇਗਾ: {name}',
  payToUpiId: 'UPI ਆਈਡੀ ਕਾਪੀ ਕਰੋ, ਫਿਰ ਆਪਣੀ UPI ਐਪ ਖੋਲ੍ਹੋ ਅਤੇ UPI ਆਈਡੀ ਉੱਤੇ ਭੁਗਤਾਨ ਕਰਨ ਦਾ ਵਿਕਲਪ ਚੁਣੋ।',
  savedQrLimit:
    'UPI ਐਪਾਂ ਸੇਵ ਕੀਤੇ QR ਕੋਡ ਤੋਂ ਕਿਸੇ ਨਿੱਜੀ UPI ਆਈਡੀ ਉੱਤੇ ਵੱਧ ਤੋਂ ਵੱਧ ₹2,000 ਤੱਕ ਦਾ ਹੀ ਭੁਗਤਾਨ ਕਰਨ ਦਿੰਦੀਆਂ ਹਨ। ਇਸ ਰਕਮ ਦਾ ਭੁਗਤਾਨ ਕਰਨ ਲਈ ਕਿਸੇ ਹੋਰ ਫ਼ੋਨ ਤੋਂ QR ਕੋਡ ਸਕੈਨ ਕਰੋ, ਜਾਂ UPI ਆਈਡੀ ਉੱਤੇ ਭੁਗਤਾਨ ਕਰੋ।',
  saveQr: 'QR ਕੋਡ ਸੇਵ ਕਰੋ',
  shareQr: 'QR ਕੋਡ ਸ਼ੇਅਰ ਕਰੋ',
  upiAddress: 'UPI ਆਈਡੀ',
  bankName: 'ਬੈਂਕ ਦਾ ਨਾਮ',
  accountNumber: 'ਖਾਤਾ ਨੰਬਰ',
  ifscCode: 'IFSC ਕੋਡ',
  accountHolder: 'ਖਾਤਾਧਾਰਕ ਦਾ ਨਾਮ',
  accountHolderShown: 'ਤੁਹਾਡਾ ਬੈਂਕ ਇਹੀ ਨਾਮ ਦਿਖਾਏਗਾ।',
  bankRails: '{rails} ਰਾਹੀਂ ਭੇਜੋ।',
  railsTwo: '{first} ਜਾਂ {second}',
  railsThree: '{first}, {second} ਜਾਂ {third}',
  upiPersonLimit: 'UPI ਐਪਾਂ ਇੱਕ ਭੁਗਤਾਨ ਵਿੱਚ ਕਿਸੇ ਨਿੱਜੀ UPI ਆਈਡੀ ਉੱਤੇ ਵੱਧ ਤੋਂ ਵੱਧ ₹1,00,000 ਭੇਜਦੀਆਂ ਹਨ।',
  upiAppsLimit: 'ਕੁਝ UPI ਐਪਾਂ ਇੱਕ ਭੁਗਤਾਨ ਵਿੱਚ ₹1,00,000 ਤੋਂ ਵੱਧ ਭੇਜਣ ਨਹੀਂ ਦਿੰਦੀਆਂ।',
  payByBank: 'ਇਸ ਦੀ ਬਜਾਏ ਬੈਂਕ ਟ੍ਰਾਂਸਫਰ ਰਾਹੀਂ ਭੁਗਤਾਨ ਕਰੋ',
  askAnotherWay: 'ਜਿਸ ਨੇ ਇਹ ਲਿੰਕ ਭੇਜਿਆ ਹੈ, ਉਸ ਤੋਂ ਭੁਗਤਾਨ ਦਾ ਕੋਈ ਹੋਰ ਤਰੀਕਾ ਪੁੱਛੋ।',
  copy: 'ਕਾਪੀ ਕਰੋ',
  copyLabel: '{label} ਕਾਪੀ ਕਰੋ',

  returnPrompt:
    'ਭੁਗਤਾਨ ਕਰ ਦਿੱਤਾ? ਆਪਣੀ ਭੁਗਤਾਨ ਐਪ ਤੋਂ UTR ਕਾਪੀ ਕਰੋ (ਇਸਦਾ ਨਾਮ "UPI Ref No." ਜਾਂ "UPI transaction ID" ਹੋ ਸਕਦਾ ਹੈ) ਅਤੇ ਹੇਠਾਂ ਭਰੋ।',
  utrLabel: 'UTR ਨੰਬਰ *',
  utrHintButton: 'UTR ਨੰਬਰ ਕਿੱਥੇ ਮਿਲੇਗਾ?',
  utrHint:
    'UPI ਐਪਾਂ ਵਿੱਚ ਭੁਗਤਾਨ ਦੇ ਵੇਰਵਿਆਂ ਵਿੱਚ UTR "UPI transaction ID", "UPI Ref No." ਜਾਂ "UTR" ਨਾਮ ਨਾਲ ਦਿਖਦਾ ਹੈ। NEFT, RTGS ਜਾਂ IMPS ਟ੍ਰਾਂਸਫਰ ਵਿੱਚ ਤੁਹਾਡੇ ਬੈਂਕ ਦੀ ਰਸੀਦ ਉੱਤੇ ਇਸਨੂੰ "UTR" ਜਾਂ "reference number" ਕਿਹਾ ਜਾਂਦਾ ਹੈ। UPI UTR ਵਿੱਚ 12 ਅੰਕ ਹੁੰਦੇ ਹਨ।',
  closeHint: 'ਜਾਣਕਾਰੀ ਬੰਦ ਕਰੋ',
  proofLabel: 'ਭੁਗਤਾਨ ਦਾ ਸਬੂਤ ਅੱਪਲੋਡ ਕਰੋ (ਲਾਜ਼ਮੀ ਨਹੀਂ)',
  proofHint: 'PNG, JPG, WEBP, 10MB ਤੱਕ',
  proofChoose: 'ਫਾਈਲ ਚੁਣੋ, ਇੱਥੇ ਘਸੀਟ ਕੇ ਲਿਆਓ ਜਾਂ ਸਕ੍ਰੀਨਸ਼ਾਟ ਪੇਸਟ ਕਰੋ',
  proofRemove: 'ਸਬੂਤ ਹਟਾਓ',
  ocrRead: 'ਮੇਰੇ ਸਕ੍ਰੀਨਸ਼ਾਟ ਤੋਂ UTR ਪੜ੍ਹੋ',
  ocrDownload: 'ਸਕ੍ਰੀਨਸ਼ਾਟ ਪੜ੍ਹਨ ਲਈ ਲਗਭਗ {size} ਡਾਊਨਲੋਡ ਹੋਵੇਗਾ।',
  ocrFound: 'ਤੁਹਾਡੇ ਸਕ੍ਰੀਨਸ਼ਾਟ ਵਿੱਚ ਮਿਲਿਆ: {utr}',
  ocrFoundSeveral: 'ਤੁਹਾਡੇ ਸਕ੍ਰੀਨਸ਼ਾਟ ਵਿੱਚ ਮਿਲੇ:',
  ocrUse: 'ਇਹੀ ਭਰੋ',
  submit: 'ਜਮ੍ਹਾਂ ਕਰੋ',
  submitting: 'ਜਮ੍ਹਾਂ ਹੋ ਰਿਹਾ ਹੈ…',
  uploading: 'ਸਬੂਤ ਅੱਪਲੋਡ ਹੋ ਰਿਹਾ ਹੈ',
  needsJavaScript:
    'UTR ਜਮ੍ਹਾਂ ਕਰਨ ਲਈ ਇਸ ਪੰਨੇ ਨੂੰ JavaScript ਦੀ ਲੋੜ ਹੈ। ਬ੍ਰਾਊਜ਼ਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਇਸਨੂੰ ਚਾਲੂ ਕਰੋ, ਜਾਂ ਇਹ ਲਿੰਕ ਕਿਸੇ ਹੋਰ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਖੋਲ੍ਹੋ।',

  botCheckTitle: 'ਤੁਹਾਡੇ ਬ੍ਰਾਊਜ਼ਰ ਦੀ ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ',
  botCheckBody: 'ਇਸ ਨਾਲ ਭੁਗਤਾਨ ਪੰਨਾ ਸੁਰੱਖਿਅਤ ਰਹਿੰਦਾ ਹੈ। ਬੱਸ ਇੱਕ ਪਲ ਲੱਗੇਗਾ।',

  allDone: 'ਸਭ ਹੋ ਗਿਆ',
  redirecting: 'ਅੱਗੇ ਲਿਜਾਇਆ ਜਾ ਰਿਹਾ ਹੈ...',
  closeWindow: 'ਹੁਣ ਤੁਸੀਂ ਇਹ ਵਿੰਡੋ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ',
  embedClose: 'ਬੰਦ ਕਰੋ',
  embedRefusedTitle: 'ਭੁਗਤਾਨ ਪੰਨਾ ਇੱਥੇ ਨਹੀਂ ਖੁੱਲ੍ਹ ਸਕਦਾ',
  embedRefusedBody: 'ਇਹ ਵੈੱਬਸਾਈਟ ਅਜੇ ਇਸਨੂੰ ਦਿਖਾਉਣ ਲਈ ਤਿਆਰ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਕਾਨ ਨੂੰ ਦੱਸੋ।',

  closeToast: 'ਸੂਚਨਾ ਬੰਦ ਕਰੋ',
  toastError: 'ਗਲਤੀ',
  toastSuccess: 'ਸਫਲ',
  toastInvalidUtr: 'UTR ਸਹੀ ਨਹੀਂ ਹੈ',
  toastSomethingWrong: 'ਕੁਝ ਗਲਤ ਹੋ ਗਿਆ',
  toastUploadFailed: 'ਫਾਈਲ ਅੱਪਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀ',
  toastFileType: 'ਇਸ ਕਿਸਮ ਦੀ ਫਾਈਲ ਸਮਰਥਿਤ ਨਹੀਂ ਹੈ',
  toastFileSize: 'ਫਾਈਲ ਬਹੁਤ ਵੱਡੀ ਹੈ',
  toastCopied: 'ਕਲਿੱਪਬੋਰਡ ਉੱਤੇ ਕਾਪੀ ਹੋ ਗਿਆ!',
  toastTurnstileFailed: 'Turnstile ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ।',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    'ਕੀ {app} ਨਹੀਂ ਖੁੱਲ੍ਹੀ? ਹੋ ਸਕਦਾ ਹੈ ਇਹ ਇਸ ਫ਼ੋਨ ਵਿੱਚ ਨਾ ਹੋਵੇ। QR ਕੋਡ ਸੇਵ ਕਰੋ ਜਾਂ UPI ਆਈਡੀ ਕਾਪੀ ਕਰੋ, ਫਿਰ ਆਪਣੀ UPI ਐਪ ਦੇ ਅੰਦਰੋਂ ਭੁਗਤਾਨ ਕਰੋ।',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'ਇਹ ਤਸਵੀਰ ਪੜ੍ਹਨ ਲਈ ਬਹੁਤ ਵੱਡੀ ਹੈ: {size} ਪਿਕਸਲ। ਇਸ ਵਿੱਚੋਂ UTR ਟਾਈਪ ਕਰੋ; ਤਸਵੀਰ ਫਿਰ ਵੀ ਸਬੂਤ ਵਜੋਂ ਭੇਜੀ ਜਾ ਸਕਦੀ ਹੈ।',
  ocrFailedPayment:
    'ਇਸ ਸਕ੍ਰੀਨਸ਼ਾਟ ਵਿੱਚ ਅਸਫਲ ਜਾਂ ਵਾਪਸ ਕੀਤਾ ਗਿਆ ਭੁਗਤਾਨ ਦਿਖ ਰਿਹਾ ਹੈ, ਇਸ ਲਈ ਇਸ ਵਿੱਚੋਂ ਕੋਈ UTR ਸੁਝਾਇਆ ਨਹੀਂ ਗਿਆ। ਜੇ ਤੁਸੀਂ ਦੁਬਾਰਾ ਭੁਗਤਾਨ ਕੀਤਾ ਹੈ, ਤਾਂ ਉਸ ਭੁਗਤਾਨ ਦਾ UTR ਟਾਈਪ ਕਰੋ।',
  ocrNoteAmount: 'ਸਕ੍ਰੀਨਸ਼ਾਟ ਵਿੱਚ {shown} ਦਿਖ ਰਿਹਾ ਹੈ; ਇਹ ਭੁਗਤਾਨ {expected} ਦਾ ਹੈ',
  ocrNotePayee: 'ਸਕ੍ਰੀਨਸ਼ਾਟ ਵਿੱਚ {shown} ਨੂੰ ਕੀਤਾ ਭੁਗਤਾਨ ਦਿਖ ਰਿਹਾ ਹੈ, {expected} ਨੂੰ ਨਹੀਂ',
  ocrNoteDate: 'ਇਹ ਸਕ੍ਰੀਨਸ਼ਾਟ {date} ਦਾ ਹੈ',
  ocrNoteAmountOther: 'ਸਕ੍ਰੀਨਸ਼ਾਟ ਵਿੱਚ ਕੋਈ ਹੋਰ ਰਕਮ ਦਿਖ ਰਹੀ ਹੈ; ਇਹ ਭੁਗਤਾਨ {expected} ਦਾ ਹੈ',
};
