/** Hindi catalogue (हिन्दी). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const hi: Catalogue = {
  pageTitle: 'भुगतान',
  loading: 'भुगतान की जानकारी लोड हो रही है',
  errorTitle: 'गड़बड़ी',
  errorBody: 'कुछ गड़बड़ हो गई।',
  tryAgain: 'फिर से कोशिश करें',
  language: 'भाषा',

  amountLabel: 'कृपया यह राशि भेजें',
  currency: 'INR',
  copyAmount: 'राशि कॉपी करें',
  testMode: 'टेस्ट मोड',

  stepOptions: 'भुगतान के विकल्प',
  stepPay: 'भुगतान करें और UTR सबमिट करें',
  stepResubmit: 'UTR फिर से सबमिट करें',
  stepThanks: 'धन्यवाद',
  stepOf: '{total} में से चरण {step}',
  goBack: 'वापस जाएं',
  progress: 'प्रगति',

  depositType: 'भुगतान का तरीका',
  selectOption: 'एक विकल्प चुनें',
  chooseThisOption: '{name} से भुगतान करें',
  backToOptions: 'भुगतान के विकल्पों पर वापस जाएं',
  alreadyPaid: 'क्या आपने भुगतान कर दिया है? भुगतान पूरा करने के लिए अपना UTR नंबर सबमिट करें।',

  scanToPay: 'स्कैन करके भुगतान करें',
  payWithApp: 'UPI ऐप से भुगतान करें',
  appRefusedHelp:
    'अगर आपका ऐप भुगतान नहीं होने देता, तो UPI आईडी कॉपी करें और अपने UPI ऐप में जाकर उस आईडी पर भुगतान करें, या किसी दूसरे फ़ोन से QR कोड स्कैन करें।',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'आपके ऐप में यह नाम दिखेगा: {name}',
  payToUpiId: 'UPI आईडी कॉपी करें, फिर अपना UPI ऐप खोलें और UPI आईडी पर भुगतान करने का विकल्प चुनें।',
  savedQrLimit:
    'UPI ऐप्स सेव किए गए QR कोड से किसी व्यक्तिगत UPI आईडी पर ज़्यादा से ज़्यादा ₹2,000 का ही भुगतान करने देते हैं। इस राशि का भुगतान करने के लिए किसी दूसरे फ़ोन से QR कोड स्कैन करें, या UPI आईडी पर भुगतान करें।',
  saveQr: 'QR कोड सेव करें',
  shareQr: 'QR कोड शेयर करें',
  upiAddress: 'UPI आईडी',
  bankName: 'बैंक का नाम',
  accountNumber: 'खाता संख्या',
  ifscCode: 'IFSC कोड',
  accountHolder: 'खाताधारक का नाम',
  accountHolderShown: 'आपका बैंक यही नाम दिखाएगा।',
  bankRails: '{rails} से भेजें।',
  railsTwo: '{first} या {second}',
  railsThree: '{first}, {second} या {third}',
  upiPersonLimit: 'UPI ऐप्स किसी व्यक्तिगत UPI आईडी पर एक भुगतान में ज़्यादा से ज़्यादा ₹1,00,000 ही भेजते हैं।',
  upiAppsLimit: 'कुछ UPI ऐप्स एक भुगतान में ₹1,00,000 से ज़्यादा नहीं भेजने देते।',
  payByBank: 'इसके बजाय बैंक ट्रांसफ़र से भुगतान करें',
  askAnotherWay: 'जिसने यह लिंक भेजा है, उससे भुगतान का दूसरा तरीका पूछें।',
  copy: 'कॉपी करें',
  copyLabel: '{label} कॉपी करें',

  returnPrompt:
    'भुगतान कर दिया? अपने भुगतान ऐप से UTR कॉपी करें (इसका नाम "UPI Ref No." या "UPI transaction ID" हो सकता है) और नीचे डालें।',
  utrLabel: 'UTR नंबर *',
  utrHintButton: 'UTR नंबर कहां मिलेगा?',
  utrHint:
    'UPI ऐप्स में UTR, भुगतान की जानकारी में "UPI transaction ID", "UPI Ref No." या "UTR" नाम से दिखता है। NEFT, RTGS या IMPS ट्रांसफ़र की बैंक रसीद पर यह "UTR" या "reference number" नाम से लिखा होता है। UPI का UTR 12 अंकों का होता है।',
  closeHint: 'जानकारी बंद करें',
  proofLabel: 'भुगतान का सबूत अपलोड करें (ज़रूरी नहीं)',
  proofHint: 'PNG, JPG, WEBP, 10MB तक',
  proofChoose: 'फ़ाइल चुनें, उसे यहां ड्रैग करें या स्क्रीनशॉट पेस्ट करें',
  proofRemove: 'सबूत हटाएं',
  ocrRead: 'मेरे स्क्रीनशॉट से UTR पढ़ें',
  ocrDownload: 'स्क्रीनशॉट पढ़ने के लिए लगभग {size} डाउनलोड होगा।',
  ocrFound: 'आपके स्क्रीनशॉट में मिला: {utr}',
  ocrFoundSeveral: 'आपके स्क्रीनशॉट में मिले:',
  ocrUse: 'यही डालें',
  submit: 'सबमिट करें',
  submitting: 'सबमिट हो रहा है…',
  uploading: 'सबूत अपलोड हो रहा है',
  needsJavaScript:
    'UTR सबमिट करने के लिए इस पेज को JavaScript चाहिए। ब्राउज़र की सेटिंग में इसे चालू करें या यह लिंक किसी दूसरे ब्राउज़र में खोलें।',

  botCheckTitle: 'आपके ब्राउज़र की जांच हो रही है',
  botCheckBody: 'इससे भुगतान पेज सुरक्षित रहता है। बस एक पल लगेगा।',

  allDone: 'हो गया',
  redirecting: 'आगे ले जा रहे हैं...',
  closeWindow: 'अब आप यह विंडो बंद कर सकते हैं',
  embedClose: 'बंद करें',
  embedRefusedTitle: 'भुगतान पेज यहाँ नहीं खुल सकता',
  embedRefusedBody: 'यह वेबसाइट इसे दिखाने के लिए अभी तैयार नहीं है। कृपया दुकान को बताएं।',

  closeToast: 'सूचना बंद करें',
  toastError: 'गड़बड़ी',
  toastSuccess: 'सफल',
  toastInvalidUtr: 'UTR सही नहीं है',
  toastSomethingWrong: 'कुछ गड़बड़ हो गई',
  toastUploadFailed: 'फ़ाइल अपलोड नहीं हो सकी',
  toastFileType: 'यह फ़ाइल टाइप समर्थित नहीं है',
  toastFileSize: 'फ़ाइल बहुत बड़ी है',
  toastCopied: 'क्लिपबोर्ड पर कॉपी हो गया!',
  toastTurnstileFailed: 'Turnstile लोड नहीं हो सका।',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    '{app} नहीं खुला? हो सकता है यह इस फ़ोन में न हो। QR कोड सेव करें या UPI आईडी कॉपी करें, फिर अपने UPI ऐप में जाकर भुगतान करें।',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'यह इमेज पढ़ने के लिए बहुत बड़ी है: {size} पिक्सेल। इसमें से UTR टाइप करें; इमेज फिर भी प्रमाण के रूप में भेजी जा सकती है।',
  ocrFailedPayment:
    'यह स्क्रीनशॉट एक विफल या वापस किया गया भुगतान दिखाता है, इसलिए इससे कोई UTR नहीं सुझाया गया। अगर आपने दोबारा भुगतान किया है, तो उस भुगतान का UTR टाइप करें।',
  ocrNoteAmount: 'स्क्रीनशॉट में {shown} दिख रहा है; यह भुगतान {expected} का है',
  ocrNotePayee: 'स्क्रीनशॉट में {shown} को किया गया भुगतान दिख रहा है, {expected} को नहीं',
  ocrNoteDate: 'यह स्क्रीनशॉट {date} का है',
  ocrNoteAmountOther: 'स्क्रीनशॉट में कोई दूसरी राशि दिख रही है; यह भुगतान {expected} का है',
};
