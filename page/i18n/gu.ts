/** Gujarati catalogue (ગુજરાતી). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const gu: Catalogue = {
  pageTitle: 'ચુકવણી',
  loading: 'ચુકવણીની વિગતો લોડ થઈ રહી છે',
  errorTitle: 'ભૂલ',
  errorBody: 'કંઈક ખોટું થયું.',
  tryAgain: 'ફરી પ્રયાસ કરો',
  language: 'ભાષા',

  amountLabel: 'કૃપા કરીને આ રકમ મોકલો',
  currency: 'INR',
  copyAmount: 'રકમ કૉપિ કરો',
  testMode: 'ટેસ્ટ મોડ',

  stepOptions: 'ચુકવણીના વિકલ્પો',
  stepPay: 'ચુકવણી કરો અને UTR સબમિટ કરો',
  stepResubmit: 'UTR ફરીથી સબમિટ કરો',
  stepThanks: 'આભાર',
  stepOf: '{total}માંથી પગલું {step}',
  goBack: 'પાછા જાઓ',
  progress: 'પ્રગતિ',

  depositType: 'ચુકવણીની રીત',
  selectOption: 'એક વિકલ્પ પસંદ કરો',
  chooseThisOption: '{name} વડે ચુકવણી કરો',
  backToOptions: 'ચુકવણીના વિકલ્પો પર પાછા જાઓ',
  alreadyPaid: 'શું તમે ચુકવણી કરી દીધી છે? ચુકવણી પૂરી કરવા માટે તમારો UTR નંબર સબમિટ કરો.',

  scanToPay: 'સ્કેન કરીને ચુકવણી કરો',
  payWithApp: 'UPI ઍપથી ચુકવણી કરો',
  appRefusedHelp:
    'જો તમારી ઍપ ચુકવણી ન થવા દે, તો UPI આઈડી કૉપિ કરો અને તમારી UPI ઍપમાં જઈને તે આઈડી પર ચુકવણી કરો, અથવા બીજા ફોનથી QR કોડ સ્કેન કરો.',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'તમારી ઍપમાં આ નામ દેખાશે: {name}',
  payToUpiId: 'UPI આઈડી કૉપિ કરો, પછી તમારી UPI ઍપ ખોલો અને UPI આઈડી પર ચુકવણી કરવાનો વિકલ્પ પસંદ કરો.',
  savedQrLimit:
    'UPI ઍપ સેવ કરેલા QR કોડથી કોઈ વ્યક્તિગત UPI આઈડી પર વધુમાં વધુ ₹2,000 સુધીની જ ચુકવણી કરવા દે છે. આ રકમની ચુકવણી કરવા માટે બીજા ફોનથી QR કોડ સ્કેન કરો, અથવા UPI આઈડી પર ચુકવણી કરો.',
  saveQr: 'QR કોડ સેવ કરો',
  shareQr: 'QR કોડ શેર કરો',
  upiAddress: 'UPI આઈડી',
  bankName: 'બેંકનું નામ',
  accountNumber: 'ખાતા નંબર',
  ifscCode: 'IFSC કોડ',
  accountHolder: 'ખાતાધારકનું નામ',
  accountHolderShown: 'તમારી બેંક આ જ નામ બતાવશે.',
  bankRails: '{rails} દ્વારા મોકલો.',
  railsTwo: '{first} અથવા {second}',
  railsThree: '{first}, {second} અથવા {third}',
  upiPersonLimit: 'UPI ઍપ એક ચુકવણીમાં વ્યક્તિગત UPI આઈડી પર વધુમાં વધુ ₹1,00,000 મોકલે છે.',
  upiAppsLimit: 'કેટલીક UPI ઍપ એક ચુકવણીમાં ₹1,00,000થી વધુ મોકલવા દેતી નથી.',
  payByBank: 'તેના બદલે બેંક ટ્રાન્સફરથી ચુકવણી કરો',
  askAnotherWay: 'જેમણે આ લિંક મોકલી છે, તેમને ચુકવણીની બીજી રીત પૂછો.',
  copy: 'કૉપિ કરો',
  copyLabel: '{label} કૉપિ કરો',

  returnPrompt:
    'ચુકવણી કરી દીધી? તમારી ચુકવણી ઍપમાંથી UTR કૉપિ કરો (તેનું નામ "UPI Ref No." અથવા "UPI transaction ID" હોઈ શકે) અને નીચે લખો.',
  utrLabel: 'UTR નંબર *',
  utrHintButton: 'UTR નંબર ક્યાં મળશે?',
  utrHint:
    'UPI ઍપમાં ચુકવણીની વિગતોમાં UTR "UPI transaction ID", "UPI Ref No." અથવા "UTR" નામે દેખાય છે. NEFT, RTGS અથવા IMPS ટ્રાન્સફરમાં તમારી બેંકની રસીદમાં તેને "UTR" અથવા "reference number" કહેવાય છે. UPI UTR 12 અંકનો હોય છે.',
  closeHint: 'માહિતી બંધ કરો',
  proofLabel: 'ચુકવણીનો પુરાવો અપલોડ કરો (ફરજિયાત નથી)',
  proofHint: 'PNG, JPG, WEBP, 10MB સુધી',
  proofChoose: 'ફાઇલ પસંદ કરો, અહીં ખેંચીને લાવો અથવા સ્ક્રીનશૉટ પેસ્ટ કરો',
  proofRemove: 'પુરાવો દૂર કરો',
  ocrRead: 'મારા સ્ક્રીનશૉટમાંથી UTR વાંચો',
  ocrDownload: 'સ્ક્રીનશૉટ વાંચવા માટે લગભગ {size} ડાઉનલોડ થશે.',
  ocrFound: 'તમારા સ્ક્રીનશૉટમાં મળ્યો: {utr}',
  ocrFoundSeveral: 'તમારા સ્ક્રીનશૉટમાં મળ્યા:',
  ocrUse: 'આ જ વાપરો',
  submit: 'સબમિટ કરો',
  submitting: 'સબમિટ થઈ રહ્યું છે…',
  uploading: 'પુરાવો અપલોડ થઈ રહ્યો છે',
  needsJavaScript:
    'UTR સબમિટ કરવા માટે આ પેજને JavaScript જોઈએ. બ્રાઉઝરના સેટિંગમાં તેને ચાલુ કરો અથવા આ લિંક બીજા બ્રાઉઝરમાં ખોલો.',

  botCheckTitle: 'તમારું બ્રાઉઝર તપાસી રહ્યા છીએ',
  botCheckBody: 'આનાથી ચુકવણીનું પેજ સુરક્ષિત રહે છે. બસ એક પળ લાગશે.',

  allDone: 'બધું થઈ ગયું',
  redirecting: 'આગળ લઈ જઈ રહ્યા છીએ...',
  closeWindow: 'હવે તમે આ વિન્ડો બંધ કરી શકો છો',
  embedClose: 'બંધ કરો',
  embedRefusedTitle: 'ચુકવણી પેજ અહીં ખૂલી શકતું નથી',
  embedRefusedBody: 'આ વેબસાઇટ હજી તે બતાવવા માટે તૈયાર નથી. કૃપા કરીને દુકાનને જાણ કરો.',

  closeToast: 'સૂચના બંધ કરો',
  toastError: 'ભૂલ',
  toastSuccess: 'સફળ',
  toastInvalidUtr: 'UTR ખોટો છે',
  toastSomethingWrong: 'કંઈક ખોટું થયું',
  toastUploadFailed: 'ફાઇલ અપલોડ થઈ શકી નહીં',
  toastFileType: 'આ પ્રકારની ફાઇલ સમર્થિત નથી',
  toastFileSize: 'ફાઇલ ખૂબ મોટી છે',
  toastCopied: 'ક્લિપબોર્ડ પર કૉપિ થયું!',
  toastTurnstileFailed: 'Turnstile લોડ થઈ શક્યું નહીં.',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    '{app} ખૂલી નહીં? કદાચ તે આ ફોનમાં નથી. QR કોડ સેવ કરો અથવા UPI આઈડી કૉપિ કરો, પછી તમારી UPI ઍપમાં જઈને ચુકવણી કરો.',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'આ છબી વાંચવા માટે ખૂબ મોટી છે: {size} પિક્સેલ. તેમાંથી UTR ટાઇપ કરો; છબી તો પણ પુરાવા તરીકે મોકલી શકાય છે.',
  ocrFailedPayment:
    'આ સ્ક્રીનશૉટમાં નિષ્ફળ અથવા પરત થયેલી ચુકવણી દેખાય છે, તેથી તેમાંથી કોઈ UTR સૂચવાયો નથી. જો તમે ફરીથી ચુકવણી કરી હોય, તો તે ચુકવણીનો UTR ટાઇપ કરો.',
  ocrNoteAmount: 'સ્ક્રીનશૉટમાં {shown} દેખાય છે; આ ચુકવણી {expected} ની છે',
  ocrNotePayee: 'સ્ક્રીનશૉટમાં {shown} ને કરેલી ચુકવણી દેખાય છે, {expected} ને નહીં',
  ocrNoteDate: 'આ સ્ક્રીનશૉટ {date} નો છે',
  ocrNoteAmountOther: 'સ્ક્રીનશૉટમાં બીજી રકમ દેખાય છે; આ ચુકવણી {expected} ની છે',
};
