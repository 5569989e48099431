/** Kannada catalogue (ಕನ್ನಡ). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const kn: Catalogue = {
  pageTitle: 'ಪಾವತಿ',
  loading: 'ಪಾವತಿ ವಿವರಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ',
  errorTitle: 'ದೋಷ',
  errorBody: 'ಏನೋ ತಪ್ಪಾಗಿದೆ.',
  tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  language: 'ಭಾಷೆ',

  amountLabel: 'ದಯವಿಟ್ಟು ಈ ಮೊತ್ತವನ್ನು ಕಳುಹಿಸಿ',
  currency: 'INR',
  copyAmount: 'ಮೊತ್ತವನ್ನು ನಕಲಿಸಿ',
  testMode: 'ಟೆಸ್ಟ್ ಮೋಡ್',

  stepOptions: 'ಪಾವತಿ ಆಯ್ಕೆಗಳು',
  stepPay: 'ಪಾವತಿಸಿ ಮತ್ತು UTR ಸಲ್ಲಿಸಿ',
  stepResubmit: 'UTR ಅನ್ನು ಮತ್ತೆ ಸಲ್ಲಿಸಿ',
  stepThanks: 'ಧನ್ಯವಾದಗಳು',
  stepOf: '{total} ಹಂತಗಳಲ್ಲಿ ಹಂತ {step}',
  goBack: 'ಹಿಂದಕ್ಕೆ ಹೋಗಿ',
  progress: 'ಪ್ರಗತಿ',

  depositType: 'ಪಾವತಿ ವಿಧಾನ',
  selectOption: 'ಒಂದು ಆಯ್ಕೆಯನ್ನು ಆರಿಸಿ',
  chooseThisOption: '{name} ಮೂಲಕ ಪಾವತಿಸಿ',
  backToOptions: 'ಪಾವತಿ ಆಯ್ಕೆಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
  alreadyPaid: 'ನೀವು ಈಗಾಗಲೇ ಪಾವತಿಸಿದ್ದೀರಾ? ಪಾವತಿ ಪೂರ್ಣಗೊಳಿಸಲು ನಿಮ್ಮ UTR ಸಂಖ್ಯೆಯನ್ನು ಸಲ್ಲಿಸಿ.',

  scanToPay: 'ಸ್ಕ್ಯಾನ್ ಮಾಡಿ ಪಾವತಿಸಿ',
  payWithApp: 'UPI ಆ್ಯಪ್‌ನಲ್ಲಿ ಪಾವತಿಸಿ',
  appRefusedHelp:
    'ನಿಮ್ಮ ಆ್ಯಪ್ ಪಾವತಿಗೆ ಅವಕಾಶ ನೀಡದಿದ್ದರೆ, UPI ಐಡಿ ನಕಲಿಸಿ, ನಂತರ ನಿಮ್ಮ UPI ಆ್ಯಪ್‌ನಲ್ಲೇ ಆ ಐಡಿಗೆ ಪಾವತಿಸಿ, ಅಥವಾ ಬೇರೆ ಫೋನ್‌ನಿಂದ QR ಕೋಡ್ ಸ್ಕ್ಯಾನ್ ಮಾಡಿ.',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'ನಿಮ್ಮ ಆ್ಯಪ್‌ನಲ್ಲಿ ಈ ಹೆಸರು ಕಾಣಿಸುತ್ತದೆ: {name}',
  payToUpiId: 'UPI ಐಡಿ ನಕಲಿಸಿ, ನಂತರ ನಿಮ್ಮ UPI ಆ್ಯಪ್ ತೆರೆದು UPI ಐಡಿಗೆ ಪಾವತಿಸುವ ಆಯ್ಕೆಯನ್ನು ಆರಿಸಿ.',
  savedQrLimit:
    'UPI ಆ್ಯಪ್‌ಗಳು ಉಳಿಸಿದ QR ಕೋಡ್‌ನಿಂದ ವೈಯಕ್ತಿಕ UPI ಐಡಿಗೆ ಗರಿಷ್ಠ ₹2,000 ವರೆಗೆ ಮಾತ್ರ ಪಾವತಿಸಲು ಅವಕಾಶ ನೀಡುತ್ತವೆ. ಈ ಮೊತ್ತವನ್ನು ಪಾವತಿಸಲು ಬೇರೆ ಫೋನ್‌ನಿಂದ QR ಕೋಡ್ ಸ್ಕ್ಯಾನ್ ಮಾಡಿ, ಅಥವಾ UPI ಐಡಿಗೆ ಪಾವತಿಸಿ.',
  saveQr: 'QR ಕೋಡ್ ಉಳಿಸಿ',
  shareQr: 'QR ಕೋಡ್ ಹಂಚಿಕೊಳ್ಳಿ',
  upiAddress: 'UPI ಐಡಿ',
  bankName: 'ಬ್ಯಾಂಕ್ ಹೆಸರು',
  accountNumber: 'ಖಾತೆ ಸಂಖ್ಯೆ',
  ifscCode: 'IFSC ಕೋಡ್',
  accountHolder: 'ಖಾತೆದಾರರ ಹೆಸರು',
  accountHolderShown: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಇದೇ ಹೆಸರನ್ನು ತೋರಿಸುತ್ತದೆ.',
  bankRails: '{rails} ಮೂಲಕ ಕಳುಹಿಸಿ.',
  railsTwo: '{first} ಅಥವಾ {second}',
  railsThree: '{first}, {second} ಅಥವಾ {third}',
  upiPersonLimit: 'UPI ಆ್ಯಪ್‌ಗಳು ಒಂದು ಪಾವತಿಯಲ್ಲಿ ವೈಯಕ್ತಿಕ UPI ಐಡಿಗೆ ಗರಿಷ್ಠ ₹1,00,000 ಮಾತ್ರ ಕಳುಹಿಸುತ್ತವೆ.',
  upiAppsLimit: 'ಕೆಲವು UPI ಆ್ಯಪ್‌ಗಳು ಒಂದು ಪಾವತಿಯಲ್ಲಿ ₹1,00,000 ಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಳುಹಿಸಲು ಬಿಡುವುದಿಲ್ಲ.',
  payByBank: 'ಬದಲಿಗೆ ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆಯ ಮೂಲಕ ಪಾವತಿಸಿ',
  askAnotherWay: 'ಈ ಲಿಂಕ್ ಕಳುಹಿಸಿದವರಲ್ಲಿ ಪಾವತಿಸಲು ಬೇರೆ ದಾರಿಯನ್ನು ಕೇಳಿ.',
  copy: 'ನಕಲಿಸಿ',
  copyLabel: '{label} ನಕಲಿಸಿ',

  returnPrompt:
    'ಪಾವತಿಸಿದ್ದೀರಾ? ನಿಮ್ಮ ಪಾವತಿ ಆ್ಯಪ್‌ನಿಂದ UTR ನಕಲಿಸಿ (ಅದರ ಹೆಸರು "UPI Ref No." ಅಥವಾ "UPI transaction ID" ಇರಬಹುದು) ಮತ್ತು ಕೆಳಗೆ ನಮೂದಿಸಿ.',
  utrLabel: 'UTR ಸಂಖ್ಯೆ *',
  utrHintButton: 'UTR ಸಂಖ್ಯೆ ಎಲ್ಲಿ ಸಿಗುತ್ತದೆ?',
  utrHint:
    'UPI ಆ್ಯಪ್‌ಗಳಲ್ಲಿ ಪಾವತಿ ವಿವರಗಳಲ್ಲಿ UTR ಅನ್ನು "UPI transaction ID", "UPI Ref No." ಅಥವಾ "UTR" ಎಂದು ತೋರಿಸಲಾಗುತ್ತದೆ. NEFT, RTGS ಅಥವಾ IMPS ವರ್ಗಾವಣೆಗಳಲ್ಲಿ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ರಸೀದಿಯಲ್ಲಿ ಇದನ್ನು "UTR" ಅಥವಾ "reference number" ಎನ್ನಲಾಗುತ್ತದೆ. UPI UTR 12 ಅಂಕಿಗಳನ್ನು ಹೊಂದಿರುತ್ತದೆ.',
  closeHint: 'ಸೂಚನೆಯನ್ನು ಮುಚ್ಚಿ',
  proofLabel: 'ಪಾವತಿಯ ಪುರಾವೆ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ (ಕಡ್ಡಾಯವಲ್ಲ)',
  proofHint: 'PNG, JPG, WEBP, 10MB ವರೆಗೆ',
  proofChoose: 'ಫೈಲ್ ಆರಿಸಿ, ಇಲ್ಲಿ ಬಿಡಿ ಅಥವಾ ಸ್ಕ್ರೀನ್‌ಶಾಟ್ ಪೇಸ್ಟ್ ಮಾಡಿ',
  proofRemove: 'ಪುರಾವೆ ತೆಗೆದುಹಾಕಿ',
  ocrRead: 'ನನ್ನ ಸ್ಕ್ರೀನ್‌ಶಾಟ್‌ನಿಂದ UTR ಓದಿ',
  ocrDownload: 'ಸ್ಕ್ರೀನ್‌ಶಾಟ್ ಓದಲು ಸುಮಾರು {size} ಡೌನ್‌ಲೋಡ್ ಆಗುತ್ತದೆ.',
  ocrFound: 'ನಿಮ್ಮ ಸ್ಕ್ರೀನ್‌ಶಾಟ್‌ನಲ್ಲಿ ಸಿಕ್ಕಿದೆ: {utr}',
  ocrFoundSeveral: 'ನಿಮ್ಮ ಸ್ಕ್ರೀನ್‌ಶಾಟ್‌ನಲ್ಲಿ ಸಿಕ್ಕಿವೆ:',
  ocrUse: 'ಇದನ್ನು ಬಳಸಿ',
  submit: 'ಸಲ್ಲಿಸಿ',
  submitting: 'ಸಲ್ಲಿಸಲಾಗುತ್ತಿದೆ…',
  uploading: 'ಪುರಾವೆ ಅಪ್‌ಲೋಡ್ ಆಗುತ್ತಿದೆ',
  needsJavaScript:
    'UTR ಸಲ್ಲಿಸಲು ಈ ಪುಟಕ್ಕೆ JavaScript ಬೇಕು. ಬ್ರೌಸರ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳಲ್ಲಿ ಅದನ್ನು ಆನ್ ಮಾಡಿ ಅಥವಾ ಈ ಲಿಂಕ್ ಅನ್ನು ಬೇರೆ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ತೆರೆಯಿರಿ.',

  botCheckTitle: 'ನಿಮ್ಮ ಬ್ರೌಸರ್ ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ',
  botCheckBody: 'ಇದು ಪಾವತಿ ಪುಟವನ್ನು ಸುರಕ್ಷಿತವಾಗಿಡುತ್ತದೆ. ಒಂದು ಕ್ಷಣ ಮಾತ್ರ.',

  allDone: 'ಎಲ್ಲವೂ ಮುಗಿದಿದೆ',
  redirecting: 'ಮುಂದಿನ ಪುಟಕ್ಕೆ ಕರೆದೊಯ್ಯಲಾಗುತ್ತಿದೆ...',
  closeWindow: 'ಈಗ ನೀವು ಈ ವಿಂಡೋವನ್ನು ಮುಚ್ಚಬಹುದು',
  embedClose: 'ಮುಚ್ಚಿ',
  embedRefusedTitle: 'ಪಾವತಿ ಪುಟ ಇಲ್ಲಿ ತೆರೆಯಲು ಸಾಧ್ಯವಿಲ್ಲ',
  embedRefusedBody: 'ಈ ವೆಬ್‌ಸೈಟ್ ಇದನ್ನು ತೋರಿಸಲು ಇನ್ನೂ ಸಿದ್ಧವಾಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಅಂಗಡಿಗೆ ತಿಳಿಸಿ.',

  closeToast: 'ಅಧಿಸೂಚನೆ ಮುಚ್ಚಿ',
  toastError: 'ದೋಷ',
  toastSuccess: 'ಯಶಸ್ವಿ',
  toastInvalidUtr: 'UTR ಸರಿಯಿಲ್ಲ',
  toastSomethingWrong: 'ಏನೋ ತಪ್ಪಾಗಿದೆ',
  toastUploadFailed: 'ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಆಗಲಿಲ್ಲ',
  toastFileType: 'ಈ ರೀತಿಯ ಫೈಲ್ ಬೆಂಬಲಿತವಲ್ಲ',
  toastFileSize: 'ಫೈಲ್ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ',
  toastCopied: 'ಕ್ಲಿಪ್‌ಬೋರ್ಡ್‌ಗೆ ನಕಲಿಸಲಾಗಿದೆ!',
  toastTurnstileFailed: 'Turnstile ಲೋಡ್ ಆಗಲಿಲ್ಲ.',

  // The iPhone's row of UPI apps.
  appDidNotOpen: '{app} ತೆರೆಯಲಿಲ್ಲವೇ? ಅದು ಈ ಫೋನ್‌ನಲ್ಲಿ ಇಲ್ಲದಿರಬಹುದು. QR ಕೋಡ್ ಉಳಿಸಿ ಅಥವಾ UPI ಐಡಿ ನಕಲಿಸಿ, ನಂತರ ನಿಮ್ಮ UPI ಆ್ಯಪ್‌ನಲ್ಲೇ ಪಾವತಿಸಿ.',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'ಈ ಚಿತ್ರ ಓದಲು ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ: {size} ಪಿಕ್ಸೆಲ್‌ಗಳು. ಅದರಲ್ಲಿನ UTR ಟೈಪ್ ಮಾಡಿ; ಚಿತ್ರವನ್ನು ಆದರೂ ಪುರಾವೆಯಾಗಿ ಕಳುಹಿಸಬಹುದು.',
  ocrFailedPayment:
    'ಈ ಸ್ಕ್ರೀನ್‌ಶಾಟ್‌ನಲ್ಲಿ ವಿಫಲವಾದ ಅಥವಾ ಹಿಂತಿರುಗಿಸಲಾದ ಪಾವತಿ ಕಾಣುತ್ತಿದೆ, ಆದ್ದರಿಂದ ಇದರಿಂದ ಯಾವುದೇ UTR ಸೂಚಿಸಲಾಗಿಲ್ಲ. ನೀವು ಮತ್ತೆ ಪಾವತಿಸಿದ್ದರೆ, ಆ ಪಾವತಿಯ UTR ಟೈಪ್ ಮಾಡಿ.',
  ocrNoteAmount: 'ಸ್ಕ್ರೀನ್‌ಶಾಟ್‌ನಲ್ಲಿ {shown} ಕಾಣುತ್ತಿದೆ; ಈ ಪಾವತಿಯ ಮೊತ್ತ {expected}',
  ocrNotePayee: 'ಸ್ಕ್ರೀನ್‌ಶಾಟ್‌ನಲ್ಲಿ {shown} ಗೆ ಮಾಡಿದ ಪಾವತಿ ಕಾಣುತ್ತಿದೆ, {expected} ಗೆ ಅಲ್ಲ',
  ocrNoteDate: 'ಈ ಸ್ಕ್ರೀನ್‌ಶಾಟ್ {date} ದಿನಾಂಕದ್ದು',
  ocrNoteAmountOther: 'ಸ್ಕ್ರೀನ್‌ಶಾಟ್‌ನಲ್ಲಿ ಬೇರೆ ಮೊತ್ತ ಕಾಣುತ್ತಿದೆ; ಈ ಪಾವತಿಯ ಮೊತ್ತ {expected}',
};
