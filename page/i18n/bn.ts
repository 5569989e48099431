/** Bengali catalogue (বাংলা). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const bn: Catalogue = {
  pageTitle: 'পেমেন্ট',
  loading: 'পেমেন্টের তথ্য লোড হচ্ছে',
  errorTitle: 'ত্রুটি',
  errorBody: 'কিছু একটা ভুল হয়েছে।',
  tryAgain: 'আবার চেষ্টা করুন',
  language: 'ভাষা',

  amountLabel: 'অনুগ্রহ করে এই পরিমাণ টাকা পাঠান',
  currency: 'INR',
  copyAmount: 'পরিমাণ কপি করুন',
  testMode: 'টেস্ট মোড',

  stepOptions: 'পেমেন্টের বিকল্প',
  stepPay: 'পেমেন্ট করুন এবং UTR জমা দিন',
  stepResubmit: 'আবার UTR জমা দিন',
  stepThanks: 'ধন্যবাদ',
  stepOf: '{total}টির মধ্যে ধাপ {step}',
  goBack: 'ফিরে যান',
  progress: 'অগ্রগতি',

  depositType: 'পেমেন্টের ধরন',
  selectOption: 'একটি বিকল্প বেছে নিন',
  chooseThisOption: '{name} দিয়ে পেমেন্ট করুন',
  backToOptions: 'পেমেন্টের বিকল্পে ফিরে যান',
  alreadyPaid: 'আপনি কি আগেই পেমেন্ট করেছেন? পেমেন্ট সম্পূর্ণ করতে আপনার UTR নম্বর জমা দিন।',

  scanToPay: 'স্ক্যান করে পেমেন্ট করুন',
  payWithApp: 'UPI অ্যাপে পেমেন্ট করুন',
  appRefusedHelp:
    'আপনার অ্যাপ পেমেন্ট করতে না দিলে UPI আইডি কপি করুন এবং আপনার UPI অ্যাপের ভেতর থেকে সেই আইডিতে পেমেন্ট করুন, অথবা অন্য কোনো ফোন দিয়ে QR কোড স্ক্যান করুন।',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'আপনার অ্যাপে এই নাম দেখাবে: {name}',
  payToUpiId: 'UPI আইডি কপি করুন, তারপর আপনার UPI অ্যাপ খুলে UPI আইডিতে পেমেন্ট করার বিকল্পটি বেছে নিন।',
  savedQrLimit:
    'UPI অ্যাপ সেভ করা QR কোড থেকে কোনো ব্যক্তিগত UPI আইডিতে সর্বোচ্চ ₹2,000 পর্যন্ত পেমেন্ট করতে দেয়। এই পরিমাণ টাকা পেমেন্ট করতে অন্য কোনো ফোন দিয়ে QR কোড স্ক্যান করুন, অথবা UPI আইডিতে পেমেন্ট করুন।',
  saveQr: 'QR কোড সেভ করুন',
  shareQr: 'QR কোড শেয়ার করুন',
  upiAddress: 'UPI আইডি',
  bankName: 'ব্যাংকের নাম',
  accountNumber: 'অ্যাকাউন্ট নম্বর',
  ifscCode: 'IFSC কোড',
  accountHolder: 'অ্যাকাউন্ট হোল্ডারের নাম',
  accountHolderShown: 'আপনার ব্যাংক এই নামটিই দেখাবে।',
  bankRails: '{rails} দিয়ে পাঠান।',
  railsTwo: '{first} বা {second}',
  railsThree: '{first}, {second} বা {third}',
  upiPersonLimit: 'UPI অ্যাপ একটি পেমেন্টে কোনো ব্যক্তিগত UPI আইডিতে সর্বোচ্চ ₹1,00,000 পাঠায়।',
  upiAppsLimit: 'কিছু UPI অ্যাপ একটি পেমেন্টে ₹1,00,000-এর বেশি পাঠাতে দেয় না।',
  payByBank: 'এর বদলে ব্যাংক ট্রান্সফারে পেমেন্ট করুন',
  askAnotherWay: 'যিনি এই লিংক পাঠিয়েছেন, তাঁর কাছে পেমেন্টের অন্য উপায় জেনে নিন।',
  copy: 'কপি করুন',
  copyLabel: '{label} কপি করুন',

  returnPrompt:
    'পেমেন্ট করেছেন? আপনার পেমেন্ট অ্যাপ থেকে UTR কপি করুন (এর নাম "UPI Ref No." বা "UPI transaction ID" হতে পারে) এবং নিচে লিখুন।',
  utrLabel: 'UTR নম্বর *',
  utrHintButton: 'UTR নম্বর কোথায় পাব?',
  utrHint:
    'UPI অ্যাপে পেমেন্টের বিবরণে UTR থাকে "UPI transaction ID", "UPI Ref No." বা "UTR" নামে। NEFT, RTGS বা IMPS ট্রান্সফারের ক্ষেত্রে ব্যাংকের রসিদে এটিকে "UTR" বা "reference number" বলা হয়। UPI-এর UTR 12 সংখ্যার হয়।',
  closeHint: 'তথ্য বন্ধ করুন',
  proofLabel: 'পেমেন্টের প্রমাণ আপলোড করুন (ঐচ্ছিক)',
  proofHint: 'PNG, JPG, WEBP, 10MB পর্যন্ত',
  proofChoose: 'ফাইল বেছে নিন, এখানে টেনে আনুন বা স্ক্রিনশট পেস্ট করুন',
  proofRemove: 'প্রমাণ সরান',
  ocrRead: 'আমার স্ক্রিনশট থেকে UTR পড়ুন',
  ocrDownload: 'স্ক্রিনশট পড়তে প্রায় {size} ডাউনলোড হবে।',
  ocrFound: 'আপনার স্ক্রিনশটে পাওয়া গেছে: {utr}',
  ocrFoundSeveral: 'আপনার স্ক্রিনশটে পাওয়া গেছে:',
  ocrUse: 'এটাই বসান',
  submit: 'জমা দিন',
  submitting: 'জমা দেওয়া হচ্ছে…',
  uploading: 'প্রমাণ আপলোড হচ্ছে',
  needsJavaScript:
    'UTR জমা দিতে এই পেজে JavaScript লাগবে। ব্রাউজারের সেটিংসে এটি চালু করুন, অথবা এই লিংকটি অন্য কোনো ব্রাউজারে খুলুন।',

  botCheckTitle: 'আপনার ব্রাউজার যাচাই করা হচ্ছে',
  botCheckBody: 'এতে পেমেন্টের পেজ সুরক্ষিত থাকে। মাত্র এক মুহূর্ত লাগবে।',

  allDone: 'সব হয়ে গেছে',
  redirecting: 'পরের পেজে নিয়ে যাওয়া হচ্ছে...',
  closeWindow: 'এখন আপনি এই উইন্ডোটি বন্ধ করতে পারেন',
  embedClose: 'বন্ধ করুন',
  embedRefusedTitle: 'পেমেন্ট পেজটি এখানে খোলা যাচ্ছে না',
  embedRefusedBody: 'এই ওয়েবসাইটটি এখনও এটি দেখানোর জন্য তৈরি নয়। দয়া করে দোকানকে জানান।',

  closeToast: 'বিজ্ঞপ্তি বন্ধ করুন',
  toastError: 'ত্রুটি',
  toastSuccess: 'সফল',
  toastInvalidUtr: 'UTR সঠিক নয়',
  toastSomethingWrong: 'কিছু একটা ভুল হয়েছে',
  toastUploadFailed: 'ফাইল আপলোড করা যায়নি',
  toastFileType: 'এই ধরনের ফাইল সমর্থিত নয়',
  toastFileSize: 'ফাইলটি খুব বড়',
  toastCopied: 'ক্লিপবোর্ডে কপি হয়েছে!',
  toastTurnstileFailed: 'Turnstile লোড করা যায়নি।',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    '{app} খোলেনি? হয়তো এটি এই ফোনে নেই। QR কোড সেভ করুন বা UPI আইডি কপি করুন, তারপর আপনার UPI অ্যাপের ভেতর থেকে পেমেন্ট করুন।',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'এই ছবিটি পড়ার জন্য খুব বড়: {size} পিক্সেল। এটি থেকে UTR টাইপ করুন; ছবিটি তবুও প্রমাণ হিসেবে পাঠানো যাবে।',
  ocrFailedPayment:
    'এই স্ক্রিনশটে একটি ব্যর্থ বা ফেরত যাওয়া পেমেন্ট দেখা যাচ্ছে, তাই এটি থেকে কোনো UTR দেখানো হয়নি। আপনি আবার পেমেন্ট করে থাকলে সেই পেমেন্টের UTR টাইপ করুন।',
  ocrNoteAmount: 'স্ক্রিনশটে {shown} দেখা যাচ্ছে; এই পেমেন্টটি {expected}-এর',
  ocrNotePayee: 'স্ক্রিনশটে {shown}-কে করা পেমেন্ট দেখা যাচ্ছে, {expected}-কে নয়',
  ocrNoteDate: 'এই স্ক্রিনশটটি {date} তারিখের',
  ocrNoteAmountOther: 'স্ক্রিনশটে অন্য একটি পরিমাণ দেখা যাচ্ছে; এই পেমেন্টটি {expected}-এর',
};
