/** Marathi catalogue (मराठी). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const mr: Catalogue = {
  pageTitle: 'पेमेंट',
  loading: 'पेमेंटची माहिती लोड होत आहे',
  errorTitle: 'त्रुटी',
  errorBody: 'काहीतरी चुकले.',
  tryAgain: 'पुन्हा प्रयत्न करा',
  language: 'भाषा',

  amountLabel: 'कृपया ही रक्कम पाठवा',
  currency: 'INR',
  copyAmount: 'रक्कम कॉपी करा',
  testMode: 'टेस्ट मोड',

  stepOptions: 'पेमेंटचे पर्याय',
  stepPay: 'पेमेंट करा आणि UTR सबमिट करा',
  stepResubmit: 'UTR पुन्हा सबमिट करा',
  stepThanks: 'धन्यवाद',
  stepOf: '{total} पैकी पायरी {step}',
  goBack: 'मागे जा',
  progress: 'प्रगती',

  depositType: 'पेमेंटची पद्धत',
  selectOption: 'एक पर्याय निवडा',
  chooseThisOption: '{name} वापरून पेमेंट करा',
  backToOptions: 'पेमेंटच्या पर्यायांवर परत जा',
  alreadyPaid: 'तुम्ही आधीच पेमेंट केले आहे का? पेमेंट पूर्ण करण्यासाठी तुमचा UTR नंबर सबमिट करा.',

  scanToPay: 'स्कॅन करून पेमेंट करा',
  payWithApp: 'UPI ॲपने पेमेंट करा',
  appRefusedHelp:
    'तुमचे ॲप पेमेंट करू देत नसेल, तर UPI आयडी कॉपी करा आणि तुमच्या UPI ॲपमध्ये जाऊन त्या आयडीवर पेमेंट करा, किंवा दुसऱ्या फोनवरून QR कोड स्कॅन करा.',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'तुमच्या ॲपमध्ये हे नाव दिसेल: {name}',
  payToUpiId: 'UPI आयडी कॉपी करा, मग तुमचे UPI ॲप उघडा आणि UPI आयडीवर पेमेंट करण्याचा पर्याय निवडा.',
  savedQrLimit:
    'UPI ॲप्स सेव्ह केलेल्या QR कोडवरून वैयक्तिक UPI आयडीवर जास्तीत जास्त ₹2,000 पर्यंतच पेमेंट करू देतात. ही रक्कम पाठवण्यासाठी दुसऱ्या फोनवरून QR कोड स्कॅन करा किंवा UPI आयडीवर पेमेंट करा.',
  saveQr: 'QR कोड सेव्ह करा',
  shareQr: 'QR कोड शेअर करा',
  upiAddress: 'UPI आयडी',
  bankName: 'बँकेचे नाव',
  accountNumber: 'खाते क्रमांक',
  ifscCode: 'IFSC कोड',
  accountHolder: 'खातेधारकाचे नाव',
  accountHolderShown: 'तुमची बँक हेच नाव दाखवेल.',
  bankRails: '{rails} ने पाठवा.',
  railsTwo: '{first} किंवा {second}',
  railsThree: '{first}, {second} किंवा {third}',
  upiPersonLimit: 'UPI ॲप्स एका पेमेंटमध्ये वैयक्तिक UPI आयडीवर जास्तीत जास्त ₹1,00,000 पाठवतात.',
  upiAppsLimit: 'काही UPI ॲप्स एका पेमेंटमध्ये ₹1,00,000 पेक्षा जास्त पाठवू देत नाहीत.',
  payByBank: 'त्याऐवजी बँक ट्रान्सफरने पेमेंट करा',
  askAnotherWay: 'ज्यांनी ही लिंक पाठवली, त्यांना पेमेंटचा दुसरा मार्ग विचारा.',
  copy: 'कॉपी करा',
  copyLabel: '{label} कॉपी करा',

  returnPrompt:
    'पेमेंट केले? तुमच्या पेमेंट ॲपमधून UTR कॉपी करा (त्याचे नाव "UPI Ref No." किंवा "UPI transaction ID" असू शकते) आणि खाली टाका.',
  utrLabel: 'UTR नंबर *',
  utrHintButton: 'UTR नंबर कुठे मिळेल?',
  utrHint:
    'UPI ॲपमध्ये पेमेंटच्या तपशिलात UTR "UPI transaction ID", "UPI Ref No." किंवा "UTR" या नावाने दिसतो. NEFT, RTGS किंवा IMPS ट्रान्सफरसाठी बँकेच्या पावतीवर त्याला "UTR" किंवा "reference number" म्हणतात. UPI चा UTR 12 अंकी असतो.',
  closeHint: 'माहिती बंद करा',
  proofLabel: 'पेमेंटचा पुरावा अपलोड करा (आवश्यक नाही)',
  proofHint: 'PNG, JPG, WEBP, 10MB पर्यंत',
  proofChoose: 'फाइल निवडा, इथे ड्रॅग करा किंवा स्क्रीनशॉट पेस्ट करा',
  proofRemove: 'पुरावा काढा',
  ocrRead: 'माझ्या स्क्रीनशॉटमधून UTR वाचा',
  ocrDownload: 'स्क्रीनशॉट वाचण्यासाठी सुमारे {size} डाउनलोड होईल.',
  ocrFound: 'तुमच्या स्क्रीनशॉटमध्ये सापडला: {utr}',
  ocrFoundSeveral: 'तुमच्या स्क्रीनशॉटमध्ये सापडले:',
  ocrUse: 'हाच वापरा',
  submit: 'सबमिट करा',
  submitting: 'सबमिट होत आहे…',
  uploading: 'पुरावा अपलोड होत आहे',
  needsJavaScript:
    'UTR सबमिट करण्यासाठी या पेजला JavaScript लागते. ब्राउझरच्या सेटिंगमध्ये ते चालू करा किंवा ही लिंक दुसऱ्या ब्राउझरमध्ये उघडा.',

  botCheckTitle: 'तुमचा ब्राउझर तपासत आहोत',
  botCheckBody: 'यामुळे पेमेंट पेज सुरक्षित राहते. फक्त एक क्षण लागेल.',

  allDone: 'पूर्ण झाले',
  redirecting: 'पुढे नेत आहोत...',
  closeWindow: 'आता तुम्ही ही विंडो बंद करू शकता',
  embedClose: 'बंद करा',
  embedRefusedTitle: 'पेमेंट पेज इथे उघडू शकत नाही',
  embedRefusedBody: 'ही वेबसाइट ते दाखवण्यासाठी अजून तयार नाही. कृपया दुकानाला कळवा.',

  closeToast: 'सूचना बंद करा',
  toastError: 'त्रुटी',
  toastSuccess: 'यशस्वी',
  toastInvalidUtr: 'UTR चुकीचा आहे',
  toastSomethingWrong: 'काहीतरी चुकले',
  toastUploadFailed: 'फाइल अपलोड करता आली नाही',
  toastFileType: 'हा फाइल प्रकार समर्थित नाही',
  toastFileSize: 'फाइल खूप मोठी आहे',
  toastCopied: 'क्लिपबोर्डवर कॉपी केले!',
  toastTurnstileFailed: 'Turnstile लोड होऊ शकले नाही.',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    '{app} उघडले नाही का? ते या फोनमध्ये नसेल. QR कोड सेव्ह करा किंवा UPI आयडी कॉपी करा, मग तुमच्या UPI ॲपमध्ये जाऊन पेमेंट करा.',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge:
    'ही प्रतिमा वाचण्यासाठी खूप मोठी आहे: {size} पिक्सेल. त्यातील UTR टाइप करा; प्रतिमा तरीही पुरावा म्हणून पाठवता येईल.',
  ocrFailedPayment:
    'या स्क्रीनशॉटमध्ये अयशस्वी किंवा परत केलेले पेमेंट दिसत आहे, त्यामुळे त्यातून कोणताही UTR सुचवलेला नाही. तुम्ही पुन्हा पेमेंट केले असल्यास त्या पेमेंटचा UTR टाइप करा.',
  ocrNoteAmount: 'स्क्रीनशॉटमध्ये {shown} दिसत आहे; हे पेमेंट {expected} चे आहे',
  ocrNotePayee: 'स्क्रीनशॉटमध्ये {shown} ला केलेले पेमेंट दिसत आहे, {expected} ला नाही',
  ocrNoteDate: 'हा स्क्रीनशॉट {date} चा आहे',
  ocrNoteAmountOther: 'स्क्रीनशॉटमध्ये वेगळी रक्कम दिसत आहे; हे पेमेंट {expected} चे आहे',
};
