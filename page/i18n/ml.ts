/** Malayalam catalogue (മലയാളം). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const ml: Catalogue = {
  pageTitle: 'പേയ്മെന്റ്',
  loading: 'പേയ്മെന്റ് വിവരങ്ങൾ ലോഡ് ചെയ്യുന്നു',
  errorTitle: 'പിശക്',
  errorBody: 'എന്തോ പിശക് സംഭവിച്ചു.',
  tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
  language: 'ഭാഷ',

  amountLabel: 'ദയവായി ഈ തുക അയയ്ക്കുക',
  currency: 'INR',
  copyAmount: 'തുക പകർത്തുക',
  testMode: 'ടെസ്റ്റ് മോഡ്',

  stepOptions: 'പേയ്മെന്റ് ഓപ്ഷനുകൾ',
  stepPay: 'പണമടച്ച് UTR സമർപ്പിക്കുക',
  stepResubmit: 'UTR വീണ്ടും സമർപ്പിക്കുക',
  stepThanks: 'നന്ദി',
  stepOf: 'ഘട്ടം {step}, ആകെ {total}',
  goBack: 'തിരികെ പോകുക',
  progress: 'പുരോഗതി',

  depositType: 'പേയ്മെന്റ് രീതി',
  selectOption: 'ഒരു ഓപ്ഷൻ തിരഞ്ഞെടുക്കുക',
  chooseThisOption: '{name} വഴി പണമടയ്ക്കുക',
  backToOptions: 'പേയ്മെന്റ് ഓപ്ഷനുകളിലേക്ക് മടങ്ങുക',
  alreadyPaid: 'നിങ്ങൾ ഇതിനകം പണമടച്ചോ? പേയ്മെന്റ് പൂർത്തിയാക്കാൻ നിങ്ങളുടെ UTR നമ്പർ സമർപ്പിക്കുക.',

  scanToPay: 'സ്കാൻ ചെയ്ത് പണമടയ്ക്കുക',
  payWithApp: 'UPI ആപ്പിൽ പണമടയ്ക്കുക',
  appRefusedHelp:
    'നിങ്ങളുടെ ആപ്പ് പേയ്മെന്റ് അനുവദിക്കുന്നില്ലെങ്കിൽ, UPI ഐഡി പകർത്തി നിങ്ങളുടെ UPI ആപ്പിനുള്ളിൽ നിന്ന് ആ ഐഡിയിലേക്ക് പണമടയ്ക്കുക, അല്ലെങ്കിൽ മറ്റൊരു ഫോൺ ഉപയോഗിച്ച് QR കോഡ് സ്കാൻ ചെയ്യുക.',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'നിങ്ങളുടെ ആപ്പിൽ ഈ പേര് കാണിക്കും: {name}',
  payToUpiId: 'UPI ഐഡി പകർത്തുക, തുടർന്ന് നിങ്ങളുടെ UPI ആപ്പ് തുറന്ന് UPI ഐഡിയിലേക്ക് പണമടയ്ക്കാനുള്ള ഓപ്ഷൻ തിരഞ്ഞെടുക്കുക.',
  savedQrLimit:
    'സേവ് ചെയ്ത QR കോഡിൽ നിന്ന് ഒരു വ്യക്തിഗത UPI ഐഡിയിലേക്ക് UPI ആപ്പുകൾ പരമാവധി ₹2,000 വരെ മാത്രമേ പണമടയ്ക്കാൻ അനുവദിക്കൂ. ഈ തുക അടയ്ക്കാൻ മറ്റൊരു ഫോൺ ഉപയോഗിച്ച് QR കോഡ് സ്കാൻ ചെയ്യുക, അല്ലെങ്കിൽ UPI ഐഡിയിലേക്ക് പണമടയ്ക്കുക.',
  saveQr: 'QR കോഡ് സേവ് ചെയ്യുക',
  shareQr: 'QR കോഡ് ഷെയർ ചെയ്യുക',
  upiAddress: 'UPI ഐഡി',
  bankName: 'ബാങ്കിന്റെ പേര്',
  accountNumber: 'അക്കൗണ്ട് നമ്പർ',
  ifscCode: 'IFSC കോഡ്',
  accountHolder: 'അക്കൗണ്ട് ഉടമയുടെ പേര്',
  accountHolderShown: 'നിങ്ങളുടെ ബാങ്ക് ഇതേ പേര് കാണിക്കും.',
  bankRails: '{rails} വഴി അയയ്ക്കുക.',
  railsTwo: '{first} അല്ലെങ്കിൽ {second}',
  railsThree: '{first}, {second} അല്ലെങ്കിൽ {third}',
  upiPersonLimit: 'UPI ആപ്പുകൾ ഒരു പേയ്മെന്റ് ആയി വ്യക്തിഗത UPI ഐഡിയിലേക്ക് പരമാവധി ₹1,00,000 മാത്രമേ അയയ്ക്കൂ.',
  upiAppsLimit: 'ഒറ്റ പേയ്മെന്റ് ആയി ₹1,00,000-ൽ കൂടുതൽ അയയ്ക്കാൻ ചില UPI ആപ്പുകൾ അനുവദിക്കില്ല.',
  payByBank: 'പകരം ബാങ്ക് ട്രാൻസ്ഫർ വഴി പണമടയ്ക്കുക',
  askAnotherWay: 'ഈ ലിങ്ക് അയച്ചയാളോട് പണമടയ്ക്കാൻ മറ്റൊരു വഴി ചോദിക്കുക.',
  copy: 'പകർത്തുക',
  copyLabel: '{label} പകർത്തുക',

  returnPrompt:
    'പണമടച്ചോ? നിങ്ങളുടെ പേയ്മെന്റ് ആപ്പിൽ നിന്ന് UTR പകർത്തി (ഇതിന്റെ പേര് "UPI Ref No." അല്ലെങ്കിൽ "UPI transaction ID" എന്നാകാം) താഴെ നൽകുക.',
  utrLabel: 'UTR നമ്പർ *',
  utrHintButton: 'UTR നമ്പർ എവിടെ കിട്ടും?',
  utrHint:
    'UPI ആപ്പുകളിൽ പേയ്മെന്റ് വിവരങ്ങളിൽ UTR "UPI transaction ID", "UPI Ref No." അല്ലെങ്കിൽ "UTR" എന്ന പേരിൽ കാണാം. NEFT, RTGS അല്ലെങ്കിൽ IMPS ട്രാൻസ്ഫറുകളിൽ ബാങ്ക് രസീതിൽ ഇതിനെ "UTR" അല്ലെങ്കിൽ "reference number" എന്ന് വിളിക്കുന്നു. UPI UTR-ൽ 12 അക്കങ്ങൾ ഉണ്ടാകും.',
  closeHint: 'സൂചന അടയ്ക്കുക',
  proofLabel: 'പേയ്മെന്റിന്റെ തെളിവ് അപ്‌ലോഡ് ചെയ്യുക (നിർബന്ധമില്ല)',
  proofHint: 'PNG, JPG, WEBP, 10MB വരെ',
  proofChoose: 'ഫയൽ തിരഞ്ഞെടുക്കുക, ഇവിടെ ഇടുക അല്ലെങ്കിൽ സ്ക്രീൻഷോട്ട് പേസ്റ്റ് ചെയ്യുക',
  proofRemove: 'തെളിവ് നീക്കം ചെയ്യുക',
  ocrRead: 'എന്റെ സ്ക്രീൻഷോട്ടിൽ നിന്ന് UTR വായിക്കുക',
  ocrDownload: 'സ്ക്രീൻഷോട്ട് വായിക്കാൻ ഏകദേശം {size} ഡൗൺലോഡ് ചെയ്യും.',
  ocrFound: 'നിങ്ങളുടെ സ്ക്രീൻഷോട്ടിൽ കണ്ടെത്തി: {utr}',
  ocrFoundSeveral: 'നിങ്ങളുടെ സ്ക്രീൻഷോട്ടിൽ കണ്ടെത്തിയവ:',
  ocrUse: 'ഇത് ഉപയോഗിക്കുക',
  submit: 'സമർപ്പിക്കുക',
  submitting: 'സമർപ്പിക്കുന്നു…',
  uploading: 'തെളിവ് അപ്‌ലോഡ് ചെയ്യുന്നു',
  needsJavaScript:
    'UTR സമർപ്പിക്കാൻ ഈ പേജിന് JavaScript വേണം. ബ്രൗസർ ക്രമീകരണങ്ങളിൽ അത് ഓണാക്കുക, അല്ലെങ്കിൽ ഈ ലിങ്ക് മറ്റൊരു ബ്രൗസറിൽ തുറക്കുക.',

  botCheckTitle: 'നിങ്ങളുടെ ബ്രൗസർ പരിശോധിക്കുന്നു',
  botCheckBody: 'ഇത് പേയ്മെന്റ് പേജ് സുരക്ഷിതമാക്കുന്നു. ഒരു നിമിഷം മതി.',

  allDone: 'എല്ലാം കഴിഞ്ഞു',
  redirecting: 'അടുത്ത പേജിലേക്ക് കൊണ്ടുപോകുന്നു...',
  closeWindow: 'ഇനി നിങ്ങൾക്ക് ഈ വിൻഡോ അടയ്ക്കാം',
  embedClose: 'അടയ്ക്കുക',
  embedRefusedTitle: 'പേയ്മെന്റ് പേജ് ഇവിടെ തുറക്കാൻ കഴിയില്ല',
  embedRefusedBody: 'ഈ വെബ്സൈറ്റ് ഇത് കാണിക്കാൻ ഇതുവരെ തയ്യാറായിട്ടില്ല. ദയവായി കടയെ അറിയിക്കുക.',

  closeToast: 'അറിയിപ്പ് അടയ്ക്കുക',
  toastError: 'പിശക്',
  toastSuccess: 'വിജയിച്ചു',
  toastInvalidUtr: 'UTR ശരിയല്ല',
  toastSomethingWrong: 'എന്തോ പിശക് സംഭവിച്ചു',
  toastUploadFailed: 'ഫയൽ അപ്‌ലോഡ് ചെയ്യാനായില്ല',
  toastFileType: 'ഈ തരം ഫയൽ പിന്തുണയ്ക്കുന്നില്ല',
  toastFileSize: 'ഫയൽ വളരെ വലുതാണ്',
  toastCopied: 'ക്ലിപ്പ്ബോർഡിലേക്ക് പകർത്തി!',
  toastTurnstileFailed: 'Turnstile ലോഡ് ചെയ്യാനായില്ല.',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    '{app} തുറന്നില്ലേ? അത് ഈ ഫോണിൽ ഇല്ലായിരിക്കാം. QR കോഡ് സേവ് ചെയ്യുക അല്ലെങ്കിൽ UPI ഐഡി പകർത്തുക, തുടർന്ന് നിങ്ങളുടെ UPI ആപ്പിനുള്ളിൽ നിന്ന് പണമടയ്ക്കുക.',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'ഈ ചിത്രം വായിക്കാൻ വളരെ വലുതാണ്: {size} പിക്സൽ. അതിലെ UTR ടൈപ്പ് ചെയ്യുക; ചിത്രം എന്നിട്ടും തെളിവായി അയയ്ക്കാം.',
  ocrFailedPayment:
    'ഈ സ്ക്രീൻഷോട്ടിൽ പരാജയപ്പെട്ടതോ തിരികെ നൽകിയതോ ആയ പേയ്മെന്റ് ആണ് കാണുന്നത്, അതിനാൽ ഇതിൽ നിന്ന് UTR ഒന്നും നിർദ്ദേശിച്ചിട്ടില്ല. നിങ്ങൾ വീണ്ടും പണമടച്ചിട്ടുണ്ടെങ്കിൽ, ആ പേയ്മെന്റിന്റെ UTR ടൈപ്പ് ചെയ്യുക.',
  ocrNoteAmount: 'സ്ക്രീൻഷോട്ടിൽ {shown} ആണ് കാണുന്നത്; ഈ പേയ്മെന്റ് {expected}-ന്റേതാണ്',
  ocrNotePayee: 'സ്ക്രീൻഷോട്ടിൽ {shown} എന്നതിലേക്കുള്ള പേയ്മെന്റ് ആണ് കാണുന്നത്, {expected} എന്നതിലേക്കല്ല',
  ocrNoteDate: 'ഈ സ്ക്രീൻഷോട്ട് {date}-ലേതാണ്',
  ocrNoteAmountOther: 'സ്ക്രീൻഷോട്ടിൽ മറ്റൊരു തുകയാണ് കാണുന്നത്; ഈ പേയ്മെന്റ് {expected}-ന്റേതാണ്',
};
