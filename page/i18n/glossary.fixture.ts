/**
 * The glossary every catalogue follows, as data the catalogue test checks:
 * the terms no language translates, the on-screen labels quoted as they are,
 * and how each language words the key terms. Writers read docs/glossary.md.
 */
import type { LanguageCode } from './languages.ts';

/**
 * Written exactly so in every language: payment-system names the payer sees in
 * every app, file types, a product name, the rupee sign.
 */
export const keptTerms = [
  'UPI',
  'UTR',
  'IFSC',
  'INR',
  'NEFT',
  'RTGS',
  'IMPS',
  '₹',
  'PNG',
  'JPG',
  'WEBP',
  '10MB',
  'QR',
  'Turnstile',
  'JavaScript',
] as const;

/**
 * Labels as a UPI app's transaction screen or a bank receipt prints them. They
 * stay in English, in quotes, so the payer can match them against the screen.
 */
export const screenLabels = ['UPI transaction ID', 'UPI Ref No.', 'reference number'] as const;

export const concepts = [
  'amount',
  'pay',
  'payment',
  'copy',
  'submit',
  'bankTransfer',
  'upiId',
  'accountNumber',
  'screenshot',
] as const;

type Concept = (typeof concepts)[number];

/** Where an English catalogue string uses a concept (the verb and the noun are separate concepts). */
export const conceptInEnglish: Readonly<Record<Concept, RegExp>> = {
  amount: /\bamount\b/i,
  pay: /\b(pay|paid)\b/i,
  payment: /\bpayments?\b/i,
  copy: /\bcop(y|ied)\b/i,
  submit: /submit/i,
  bankTransfer: /\bbank transfers?\b/i,
  upiId: /\bUPI (ID|Address)\b/,
  accountNumber: /\baccount number\b/i,
  screenshot: /\bscreenshot\b/i,
};

export interface Rendering {
  /** The word or phrase writers use. */
  term: string;
  /** What a string using the concept must contain: stems, so that case endings and verb forms still match. */
  stems: readonly string[];
}

type Renderings = Readonly<Record<Concept, Rendering>>;

const r = (term: string, ...stems: string[]): Rendering => ({ term, stems: stems.length > 0 ? stems : [term] });

export const renderings: Readonly<Record<Exclude<LanguageCode, 'en'>, Renderings>> = {
  hi: {
    amount: r('राशि'),
    pay: r('भुगतान करें', 'भुगतान'),
    payment: r('भुगतान'),
    copy: r('कॉपी करें', 'कॉपी'),
    submit: r('सबमिट करें', 'सबमिट'),
    bankTransfer: r('बैंक ट्रांसफ़र', 'ट्रांसफ़र'),
    upiId: r('UPI आईडी'),
    accountNumber: r('खाता संख्या'),
    screenshot: r('स्क्रीनशॉट'),
  },
  bn: {
    amount: r('পরিমাণ'),
    pay: r('পেমেন্ট করুন', 'পেমেন্ট'),
    payment: r('পেমেন্ট'),
    copy: r('কপি করুন', 'কপি'),
    submit: r('জমা দিন', 'জমা'),
    bankTransfer: r('ব্যাংক ট্রান্সফার', 'ট্রান্সফার'),
    upiId: r('UPI আইডি'),
    accountNumber: r('অ্যাকাউন্ট নম্বর'),
    screenshot: r('স্ক্রিনশট'),
  },
  mr: {
    amount: r('रक्कम'),
    pay: r('पेमेंट करा', 'पेमेंट'),
    payment: r('पेमेंट'),
    copy: r('कॉपी करा', 'कॉपी'),
    submit: r('सबमिट करा', 'सबमिट'),
    bankTransfer: r('बँक ट्रान्सफर', 'ट्रान्सफर'),
    upiId: r('UPI आयडी'),
    accountNumber: r('खाते क्रमांक'),
    screenshot: r('स्क्रीनशॉट'),
  },
  te: {
    amount: r('మొత్తం', 'మొత్త'),
    pay: r('చెల్లించండి', 'చెల్లి'),
    payment: r('చెల్లింపు', 'చెల్లి'),
    copy: r('కాపీ చేయండి', 'కాపీ'),
    submit: r('సమర్పించండి', 'సమర్పి'),
    bankTransfer: r('బ్యాంక్ బదిలీ', 'బదిలీ'),
    upiId: r('UPI ఐడి'),
    accountNumber: r('ఖాతా నంబర్'),
    screenshot: r('స్క్రీన్‌షాట్', 'స్క్రీన్'),
  },
  ta: {
    amount: r('தொகை'),
    pay: r('பணம் செலுத்தவும்', 'செலுத்'),
    payment: r('பணம் செலுத்துதல்', 'செலுத்'),
    copy: r('நகலெடு'),
    submit: r('சமர்ப்பி'),
    bankTransfer: r('வங்கிப் பரிமாற்றம்', 'பரிமாற்ற'),
    upiId: r('UPI ஐடி'),
    accountNumber: r('கணக்கு எண்'),
    screenshot: r('ஸ்கிரீன்ஷாட்'),
  },
  gu: {
    amount: r('રકમ'),
    pay: r('ચુકવણી કરો', 'ચુકવણી'),
    payment: r('ચુકવણી'),
    copy: r('કૉપિ કરો', 'કૉપિ'),
    submit: r('સબમિટ કરો', 'સબમિટ'),
    bankTransfer: r('બેંક ટ્રાન્સફર', 'ટ્રાન્સફર'),
    upiId: r('UPI આઈડી'),
    accountNumber: r('ખાતા નંબર'),
    screenshot: r('સ્ક્રીનશૉટ'),
  },
  ur: {
    amount: r('رقم'),
    pay: r('ادائیگی کریں', 'ادائیگی'),
    payment: r('ادائیگی'),
    copy: r('کاپی کریں', 'کاپی'),
    submit: r('جمع کریں', 'جمع'),
    bankTransfer: r('بینک ٹرانسفر', 'ٹرانسفر'),
    upiId: r('UPI آئی ڈی'),
    accountNumber: r('اکاؤنٹ نمبر'),
    screenshot: r('اسکرین شاٹ'),
  },
  kn: {
    amount: r('ಮೊತ್ತ'),
    pay: r('ಪಾವತಿಸಿ', 'ಪಾವತಿ'),
    payment: r('ಪಾವತಿ'),
    copy: r('ನಕಲಿಸಿ', 'ನಕಲಿಸ'),
    submit: r('ಸಲ್ಲಿಸಿ', 'ಸಲ್ಲಿಸ'),
    bankTransfer: r('ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ', 'ವರ್ಗಾವಣೆ'),
    upiId: r('UPI ಐಡಿ'),
    accountNumber: r('ಖಾತೆ ಸಂಖ್ಯೆ'),
    screenshot: r('ಸ್ಕ್ರೀನ್‌ಶಾಟ್', 'ಸ್ಕ್ರೀನ್'),
  },
  or: {
    amount: r('ରାଶି'),
    pay: r('ପେମେଣ୍ଟ କରନ୍ତୁ', 'ପେମେଣ୍ଟ'),
    payment: r('ପେମେଣ୍ଟ'),
    copy: r('କପି କରନ୍ତୁ', 'କପି'),
    submit: r('ଦାଖଲ କରନ୍ତୁ', 'ଦାଖଲ'),
    bankTransfer: r('ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର', 'ଟ୍ରାନ୍ସଫର'),
    upiId: r('UPI ଆଇଡି'),
    accountNumber: r('ଆକାଉଣ୍ଟ ନମ୍ବର'),
    screenshot: r('ସ୍କ୍ରିନସଟ୍', 'ସ୍କ୍ରିନସଟ'),
  },
  ml: {
    amount: r('തുക'),
    pay: r('പണമടയ്ക്കുക', 'പണമട'),
    payment: r('പേയ്മെന്റ്', 'പേയ്മെന്റ്', 'പണമട'),
    copy: r('പകർത്തുക', 'പകർത്ത'),
    submit: r('സമർപ്പിക്കുക', 'സമർപ്പി'),
    bankTransfer: r('ബാങ്ക് ട്രാൻസ്ഫർ', 'ട്രാൻസ്ഫർ'),
    upiId: r('UPI ഐഡി'),
    accountNumber: r('അക്കൗണ്ട് നമ്പർ'),
    screenshot: r('സ്ക്രീൻഷോട്ട്', 'സ്ക്രീൻഷോട്ട'),
  },
  pa: {
    amount: r('ਰਕਮ'),
    pay: r('ਭੁਗਤਾਨ ਕਰੋ', 'ਭੁਗਤਾਨ'),
    payment: r('ਭੁਗਤਾਨ'),
    copy: r('ਕਾਪੀ ਕਰੋ', 'ਕਾਪੀ'),
    submit: r('ਜਮ੍ਹਾਂ ਕਰੋ', 'ਜਮ੍ਹਾਂ'),
    bankTransfer: r('ਬੈਂਕ ਟ੍ਰਾਂਸਫਰ', 'ਟ੍ਰਾਂਸਫਰ'),
    upiId: r('UPI ਆਈਡੀ'),
    accountNumber: r('ਖਾਤਾ ਨੰਬਰ'),
    screenshot: r('ਸਕ੍ਰੀਨਸ਼ਾਟ'),
  },
};
