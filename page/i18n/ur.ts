/**
 * Urdu catalogue (اردو), written right to left. A Latin label that ends in
 * punctuation ("UPI Ref No.") is wrapped in a left-to-right isolate (U+2066 …
 * U+2069) so its full stop stays at its end; `{name}` in chooseThisOption and
 * payeeNameShown, `{rails}` in bankRails and each name in railsTwo and railsThree sit
 * in a first-strong isolate (U+2068 … U+2069), so a Latin UPI address, payee name or
 * transfer's name does not reorder the sentence. Wording follows docs/glossary.md.
 */
import type { Catalogue } from './en.ts';

export const ur: Catalogue = {
  pageTitle: 'ادائیگی',
  loading: 'ادائیگی کی تفصیلات لوڈ ہو رہی ہیں',
  errorTitle: 'خرابی',
  errorBody: 'کچھ غلط ہو گیا۔',
  tryAgain: 'دوبارہ کوشش کریں',
  language: 'زبان',

  amountLabel: 'براہ کرم یہ رقم بھیجیں',
  currency: 'INR',
  copyAmount: 'رقم کاپی کریں',
  testMode: 'ٹیسٹ موڈ',

  stepOptions: 'ادائیگی کے آپشنز',
  stepPay: 'ادائیگی کریں اور UTR جمع کریں',
  stepResubmit: 'UTR دوبارہ جمع کریں',
  stepThanks: 'شکریہ',
  stepOf: 'مرحلہ {step} از {total}',
  goBack: 'واپس جائیں',
  progress: 'پیش رفت',

  depositType: 'ادائیگی کا طریقہ',
  selectOption: 'ایک آپشن منتخب کریں',
  chooseThisOption: '\u2068{name}\u2069 سے ادائیگی کریں',
  backToOptions: 'ادائیگی کے آپشنز پر واپس جائیں',
  alreadyPaid: 'کیا آپ ادائیگی کر چکے ہیں؟ ادائیگی مکمل کرنے کے لیے اپنا UTR نمبر جمع کریں۔',

  scanToPay: 'اسکین کر کے ادائیگی کریں',
  payWithApp: 'UPI ایپ سے ادائیگی کریں',
  appRefusedHelp:
    'اگر آپ کی ایپ ادائیگی نہ ہونے دے تو UPI آئی ڈی کاپی کریں اور اپنی UPI ایپ کے اندر سے اسی آئی ڈی پر ادائیگی کریں، یا کسی دوسرے فون سے QR کوڈ اسکین کریں۔',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'آپ کی ایپ میں یہ نام نظر آئے گا: \u2068{name}\u2069',
  payToUpiId: 'UPI آئی ڈی کاپی کریں، پھر اپنی UPI ایپ کھولیں اور UPI آئی ڈی پر ادائیگی کا آپشن منتخب کریں۔',
  savedQrLimit:
    'UPI ایپس محفوظ کیے گئے QR کوڈ سے کسی ذاتی UPI آئی ڈی پر زیادہ سے زیادہ ₹2,000 کی ادائیگی کرنے دیتی ہیں۔ اس رقم کی ادائیگی کے لیے کسی دوسرے فون سے QR کوڈ اسکین کریں، یا UPI آئی ڈی پر ادائیگی کریں۔',
  saveQr: 'QR کوڈ محفوظ کریں',
  shareQr: 'QR کوڈ شیئر کریں',
  upiAddress: 'UPI آئی ڈی',
  bankName: 'بینک کا نام',
  accountNumber: 'اکاؤنٹ نمبر',
  ifscCode: 'IFSC کوڈ',
  accountHolder: 'اکاؤنٹ ہولڈر کا نام',
  accountHolderShown: 'آپ کا بینک یہی نام دکھائے گا۔',
  bankRails: '\u2068{rails}\u2069 کے ذریعے بھیجیں۔',
  railsTwo: '\u2068{first}\u2069 یا \u2068{second}\u2069',
  railsThree: '\u2068{first}\u2069، \u2068{second}\u2069 یا \u2068{third}\u2069',
  upiPersonLimit: 'UPI ایپس ایک ادائیگی میں کسی ذاتی UPI آئی ڈی پر زیادہ سے زیادہ ₹1,00,000 بھیجتی ہیں۔',
  upiAppsLimit: 'کچھ UPI ایپس ایک ادائیگی میں ₹1,00,000 سے زیادہ بھیجنے نہیں دیتیں۔',
  payByBank: 'اس کے بجائے بینک ٹرانسفر سے ادائیگی کریں',
  askAnotherWay: 'جس نے یہ لنک بھیجا ہے، اس سے ادائیگی کا کوئی اور طریقہ پوچھیں۔',
  copy: 'کاپی کریں',
  copyLabel: '{label} کاپی کریں',

  returnPrompt:
    'ادائیگی کر دی؟ اپنی ادائیگی ایپ سے UTR کاپی کریں (اس کا نام \u2066"UPI Ref No."\u2069 یا "UPI transaction ID" ہو سکتا ہے) اور نیچے درج کریں۔',
  utrLabel: 'UTR نمبر *',
  utrHintButton: 'UTR نمبر کہاں ملے گا؟',
  utrHint:
    'UPI ایپس میں UTR ادائیگی کی تفصیلات میں "UPI transaction ID"، \u2066"UPI Ref No."\u2069 یا "UTR" کے نام سے دکھایا جاتا ہے۔ NEFT، RTGS یا IMPS ٹرانسفر میں بینک کی رسید پر اسے "UTR" یا "reference number" کہا جاتا ہے۔ UPI کا UTR 12 ہندسوں کا ہوتا ہے۔',
  closeHint: 'معلومات بند کریں',
  proofLabel: 'ادائیگی کا ثبوت اپ لوڈ کریں (اختیاری)',
  proofHint: 'PNG، JPG، WEBP، 10MB تک',
  proofChoose: 'فائل منتخب کریں، یہاں گھسیٹ کر لائیں یا اسکرین شاٹ پیسٹ کریں',
  proofRemove: 'ثبوت ہٹائیں',
  ocrRead: 'میرے اسکرین شاٹ سے UTR پڑھیں',
  ocrDownload: 'اسکرین شاٹ پڑھنے کے لیے تقریباً {size} ڈاؤن لوڈ ہوگا۔',
  ocrFound: 'آپ کے اسکرین شاٹ میں ملا: {utr}',
  ocrFoundSeveral: 'آپ کے اسکرین شاٹ میں ملے:',
  ocrUse: 'یہی درج کریں',
  submit: 'جمع کریں',
  submitting: 'جمع ہو رہا ہے…',
  uploading: 'ثبوت اپ لوڈ ہو رہا ہے',
  needsJavaScript:
    'UTR جمع کرنے کے لیے اس صفحے کو JavaScript کی ضرورت ہے۔ براؤزر کی سیٹنگز میں اسے آن کریں، یا یہ لنک کسی دوسرے براؤزر میں کھولیں۔',

  botCheckTitle: 'آپ کے براؤزر کی جانچ ہو رہی ہے',
  botCheckBody: 'اس سے ادائیگی کا صفحہ محفوظ رہتا ہے۔ بس ایک لمحہ لگے گا۔',

  allDone: 'مکمل ہو گیا',
  redirecting: 'آگے لے جایا جا رہا ہے...',
  closeWindow: 'اب آپ یہ ونڈو بند کر سکتے ہیں',
  embedClose: 'بند کریں',
  embedRefusedTitle: 'ادائیگی کا صفحہ یہاں نہیں کھل سکتا',
  embedRefusedBody: 'یہ ویب سائٹ ابھی اسے دکھانے کے لیے تیار نہیں ہے۔ براہ کرم دکان کو بتائیں۔',

  closeToast: 'اطلاع بند کریں',
  toastError: 'خرابی',
  toastSuccess: 'کامیاب',
  toastInvalidUtr: 'UTR درست نہیں ہے',
  toastSomethingWrong: 'کچھ غلط ہو گیا',
  toastUploadFailed: 'فائل اپ لوڈ نہیں ہو سکی',
  toastFileType: 'اس قسم کی فائل معاون نہیں ہے',
  toastFileSize: 'فائل بہت بڑی ہے',
  toastCopied: 'کلپ بورڈ پر کاپی ہو گیا!',
  toastTurnstileFailed: 'Turnstile لوڈ نہیں ہو سکا۔',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    'کیا {app} نہیں کھلی؟ ہو سکتا ہے یہ اس فون میں نہ ہو۔ QR کوڈ محفوظ کریں یا UPI آئی ڈی کاپی کریں، پھر اپنی UPI ایپ کے اندر سے ادائیگی کریں۔',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge:
    'یہ تصویر پڑھنے کے لیے بہت بڑی ہے: {size} پکسل۔ اس میں سے UTR ٹائپ کریں؛ تصویر پھر بھی ثبوت کے طور پر بھیجی جا سکتی ہے۔',
  ocrFailedPayment:
    'اس اسکرین شاٹ میں ناکام یا واپس کی گئی ادائیگی دکھائی دے رہی ہے، اس لیے اس سے کوئی UTR تجویز نہیں کیا گیا۔ اگر آپ نے دوبارہ ادائیگی کی ہے تو اس ادائیگی کا UTR ٹائپ کریں۔',
  ocrNoteAmount: 'اسکرین شاٹ میں {shown} دکھائی دے رہا ہے؛ یہ ادائیگی {expected} کی ہے',
  ocrNotePayee: 'اسکرین شاٹ میں {shown} کو کی گئی ادائیگی دکھائی دے رہی ہے، {expected} کو نہیں',
  ocrNoteDate: 'یہ اسکرین شاٹ {date} کا ہے',
  ocrNoteAmountOther: 'اسکرین شاٹ میں کوئی دوسری رقم دکھائی دے رہی ہے؛ یہ ادائیگی {expected} کی ہے',
};
