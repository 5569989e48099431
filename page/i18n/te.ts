/** Telugu catalogue (తెలుగు). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const te: Catalogue = {
  pageTitle: 'చెల్లింపు',
  loading: 'చెల్లింపు వివరాలు లోడ్ అవుతున్నాయి',
  errorTitle: 'లోపం',
  errorBody: 'ఏదో పొరపాటు జరిగింది.',
  tryAgain: 'మళ్లీ ప్రయత్నించండి',
  language: 'భాష',

  amountLabel: 'దయచేసి ఈ మొత్తాన్ని పంపండి',
  currency: 'INR',
  copyAmount: 'మొత్తాన్ని కాపీ చేయండి',
  testMode: 'టెస్ట్ మోడ్',

  stepOptions: 'చెల్లింపు ఎంపికలు',
  stepPay: 'చెల్లించి, UTR సమర్పించండి',
  stepResubmit: 'UTR మళ్లీ సమర్పించండి',
  stepThanks: 'ధన్యవాదాలు',
  stepOf: '{total}లో దశ {step}',
  goBack: 'వెనక్కి వెళ్లండి',
  progress: 'పురోగతి',

  depositType: 'చెల్లింపు విధానం',
  selectOption: 'ఒక ఎంపికను ఎంచుకోండి',
  chooseThisOption: '{name} ద్వారా చెల్లించండి',
  backToOptions: 'చెల్లింపు ఎంపికలకు తిరిగి వెళ్లండి',
  alreadyPaid: 'మీరు ఇప్పటికే చెల్లించారా? చెల్లింపు పూర్తి చేయడానికి మీ UTR నంబర్‌ను సమర్పించండి.',

  scanToPay: 'స్కాన్ చేసి చెల్లించండి',
  payWithApp: 'UPI యాప్‌తో చెల్లించండి',
  appRefusedHelp: 'మీ యాప్ చెల్లింపును అనుమతించకపోతే, UPI ఐడిని కాపీ చేసి మీ UPI యాప్‌లోనే ఆ ఐడికి చెల్లించండి, లేదా వేరే ఫోన్‌తో QR కోడ్‌ను స్కాన్ చేయండి.',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'మీ యాప్‌లో ఈ పేరు కనిపిస్తుంది: {name}',
  payToUpiId: 'UPI ఐడిని కాపీ చేయండి, తర్వాత మీ UPI యాప్‌ను తెరిచి UPI ఐడికి చెల్లించే ఎంపికను ఎంచుకోండి.',
  savedQrLimit:
    'UPI యాప్‌లు సేవ్ చేసిన QR కోడ్ నుండి వ్యక్తిగత UPI ఐడికి గరిష్ఠంగా ₹2,000 వరకు మాత్రమే చెల్లింపును అనుమతిస్తాయి. ఈ మొత్తాన్ని చెల్లించడానికి వేరే ఫోన్‌తో QR కోడ్‌ను స్కాన్ చేయండి, లేదా UPI ఐడికి చెల్లించండి.',
  saveQr: 'QR కోడ్‌ను సేవ్ చేయండి',
  shareQr: 'QR కోడ్‌ను షేర్ చేయండి',
  upiAddress: 'UPI ఐడి',
  bankName: 'బ్యాంక్ పేరు',
  accountNumber: 'ఖాతా నంబర్',
  ifscCode: 'IFSC కోడ్',
  accountHolder: 'ఖాతాదారుని పేరు',
  accountHolderShown: 'మీ బ్యాంక్ ఇదే పేరును చూపిస్తుంది.',
  bankRails: '{rails} ద్వారా పంపండి.',
  railsTwo: '{first} లేదా {second}',
  railsThree: '{first}, {second} లేదా {third}',
  upiPersonLimit: 'UPI యాప్‌లు ఒక చెల్లింపులో వ్యక్తిగత UPI ఐడికి గరిష్ఠంగా ₹1,00,000 మాత్రమే పంపుతాయి.',
  upiAppsLimit: 'కొన్ని UPI యాప్‌లు ఒక చెల్లింపులో ₹1,00,000 కంటే ఎక్కువ పంపనివ్వవు.',
  payByBank: 'బదులుగా బ్యాంక్ బదిలీ ద్వారా చెల్లించండి',
  askAnotherWay: 'ఈ లింక్ పంపినవారిని చెల్లించడానికి వేరే మార్గం అడగండి.',
  copy: 'కాపీ చేయండి',
  copyLabel: '{label} కాపీ చేయండి',

  returnPrompt:
    'చెల్లించారా? మీ చెల్లింపు యాప్ నుండి UTR కాపీ చేసి (దీని పేరు "UPI Ref No." లేదా "UPI transaction ID" అయి ఉండవచ్చు) కింద నమోదు చేయండి.',
  utrLabel: 'UTR నంబర్ *',
  utrHintButton: 'UTR నంబర్ ఎక్కడ దొరుకుతుంది?',
  utrHint:
    'UPI యాప్‌లలో చెల్లింపు వివరాల్లో UTR "UPI transaction ID", "UPI Ref No." లేదా "UTR" అనే పేరుతో కనిపిస్తుంది. NEFT, RTGS లేదా IMPS బదిలీలకు మీ బ్యాంక్ రసీదులో దీన్ని "UTR" లేదా "reference number" అంటారు. UPI UTRలో 12 అంకెలు ఉంటాయి.',
  closeHint: 'సూచనను మూసివేయండి',
  proofLabel: 'చెల్లింపు రుజువును అప్‌లోడ్ చేయండి (తప్పనిసరి కాదు)',
  proofHint: 'PNG, JPG, WEBP, 10MB వరకు',
  proofChoose: 'ఫైల్‌ను ఎంచుకోండి, ఇక్కడ వదలండి లేదా స్క్రీన్‌షాట్‌ను పేస్ట్ చేయండి',
  proofRemove: 'రుజువును తీసివేయండి',
  ocrRead: 'నా స్క్రీన్‌షాట్ నుండి UTR చదవండి',
  ocrDownload: 'స్క్రీన్‌షాట్ చదవడానికి సుమారు {size} డౌన్‌లోడ్ అవుతుంది.',
  ocrFound: 'మీ స్క్రీన్‌షాట్‌లో దొరికింది: {utr}',
  ocrFoundSeveral: 'మీ స్క్రీన్‌షాట్‌లో దొరికినవి:',
  ocrUse: 'దీన్ని ఉపయోగించండి',
  submit: 'సమర్పించండి',
  submitting: 'సమర్పిస్తోంది…',
  uploading: 'రుజువు అప్‌లోడ్ అవుతోంది',
  needsJavaScript: 'UTR సమర్పించడానికి ఈ పేజీకి JavaScript అవసరం. మీ బ్రౌజర్ సెట్టింగ్‌లలో దీన్ని ఆన్ చేయండి, లేదా ఈ లింక్‌ను వేరే బ్రౌజర్‌లో తెరవండి.',

  botCheckTitle: 'మీ బ్రౌజర్‌ను తనిఖీ చేస్తోంది',
  botCheckBody: 'ఇది చెల్లింపు పేజీని సురక్షితంగా ఉంచుతుంది. ఒక్క క్షణం పడుతుంది.',

  allDone: 'అంతా పూర్తయింది',
  redirecting: 'తర్వాతి పేజీకి తీసుకెళ్తోంది...',
  closeWindow: 'ఇప్పుడు మీరు ఈ విండోను మూసివేయవచ్చు',
  embedClose: 'మూసివేయండి',
  embedRefusedTitle: 'చెల్లింపు పేజీ ఇక్కడ తెరవబడదు',
  embedRefusedBody: 'ఈ వెబ్‌సైట్ దీన్ని చూపించడానికి ఇంకా సిద్ధం కాలేదు. దయచేసి దుకాణానికి తెలియజేయండి.',

  closeToast: 'నోటిఫికేషన్‌ను మూసివేయండి',
  toastError: 'లోపం',
  toastSuccess: 'విజయవంతం',
  toastInvalidUtr: 'UTR సరైనది కాదు',
  toastSomethingWrong: 'ఏదో పొరపాటు జరిగింది',
  toastUploadFailed: 'ఫైల్ అప్‌లోడ్ కాలేదు',
  toastFileType: 'ఈ రకం ఫైల్‌కు మద్దతు లేదు',
  toastFileSize: 'ఫైల్ చాలా పెద్దదిగా ఉంది',
  toastCopied: 'క్లిప్‌బోర్డ్‌కు కాపీ అయింది!',
  toastTurnstileFailed: 'Turnstile లోడ్ కాలేదు.',

  // The iPhone's row of UPI apps.
  appDidNotOpen: '{app} తెరుచుకోలేదా? అది ఈ ఫోన్‌లో లేకపోవచ్చు. QR కోడ్‌ను సేవ్ చేయండి లేదా UPI ఐడిని కాపీ చేయండి, తర్వాత మీ UPI యాప్‌లోనే చెల్లించండి.',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'ఈ చిత్రం చదవడానికి చాలా పెద్దది: {size} పిక్సెల్‌లు. దానిలోని UTR టైప్ చేయండి; చిత్రాన్ని అయినా రుజువుగా పంపవచ్చు.',
  ocrFailedPayment:
    'ఈ స్క్రీన్‌షాట్‌లో విఫలమైన లేదా వెనక్కి వచ్చిన చెల్లింపు కనిపిస్తోంది, కాబట్టి దీని నుండి ఏ UTR సూచించలేదు. మీరు మళ్లీ చెల్లించి ఉంటే, ఆ చెల్లింపు UTR టైప్ చేయండి.',
  ocrNoteAmount: 'స్క్రీన్‌షాట్‌లో {shown} కనిపిస్తోంది; ఈ చెల్లింపు మొత్తం {expected}',
  ocrNotePayee: 'స్క్రీన్‌షాట్‌లో {shown}కి చేసిన చెల్లింపు కనిపిస్తోంది, {expected}కి కాదు',
  ocrNoteDate: 'ఈ స్క్రీన్‌షాట్ {date} నాటిది',
  ocrNoteAmountOther: 'స్క్రీన్‌షాట్‌లో వేరే మొత్తం కనిపిస్తోంది; ఈ చెల్లింపు మొత్తం {expected}',
};
