/**
 * The month's names as payers' apps print them in the page's twelve languages (docs/rules.md,
 * Reading the payment from a screenshot): English's short and long names, and for each Indian
 * language its long and short forms (as CLDR writes them, the forms Android and iOS apps print)
 * with the spellings Hindi apps also use (नवम्बर beside नवंबर). The English OCR model reads none
 * of the Indian scripts: these count once a model reads them, and in text that reaches the rules
 * otherwise. Pure data and one matcher.
 */

/** Each language's names, January first; a month's forms joined by '|'. */
const NAMES: Readonly<Record<string, readonly string[]>> = {
  en: [
    'jan|january',
    'feb|february',
    'mar|march',
    'apr|april',
    'may',
    'jun|june',
    'jul|july',
    'aug|august',
    'sep|sept|september',
    'oct|october',
    'nov|november',
    'dec|december',
  ],
  hi: [
    'जनवरी|जन॰|जन',
    'फ़रवरी|फरवरी|फ़र॰|फर॰',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई|जुल॰',
    'अगस्त|अग॰',
    'सितंबर|सितम्बर|सित॰',
    'अक्टूबर|अक्तूबर|अक्टू॰|अक्तू॰',
    'नवंबर|नवम्बर|नव॰',
    'दिसंबर|दिसम्बर|दिस॰',
  ],
  bn: [
    'জানুয়ারি|জানু',
    'ফেব্রুয়ারি|ফেব',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর|সেপ্টেঃ',
    'অক্টোবর|অক্টোঃ',
    'নভেম্বর|নভেঃ',
    'ডিসেম্বর|ডিসেঃ',
  ],
  mr: [
    'जानेवारी|जाने',
    'फेब्रुवारी|फेब्रु',
    'मार्च',
    'एप्रिल|एप्रि',
    'मे',
    'जून',
    'जुलै',
    'ऑगस्ट|ऑग',
    'सप्टेंबर|सप्टें',
    'ऑक्टोबर|ऑक्टो',
    'नोव्हेंबर|नोव्हें',
    'डिसेंबर|डिसें',
  ],
  te: [
    'జనవరి|జన',
    'ఫిబ్రవరి|ఫిబ్ర',
    'మార్చి',
    'ఏప్రిల్|ఏప్రి',
    'మే',
    'జూన్',
    'జులై',
    'ఆగస్టు|ఆగ',
    'సెప్టెంబర్|సెప్టెం',
    'అక్టోబర్|అక్టో',
    'నవంబర్|నవం',
    'డిసెంబర్|డిసెం',
  ],
  ta: [
    'ஜனவரி|ஜன.',
    'பிப்ரவரி|பிப்.',
    'மார்ச்|மார்.',
    'ஏப்ரல்|ஏப்.',
    'மே',
    'ஜூன்',
    'ஜூலை',
    'ஆகஸ்ட்|ஆக.',
    'செப்டம்பர்|செப்.',
    'அக்டோபர்|அக்.',
    'நவம்பர்|நவ.',
    'டிசம்பர்|டிச.',
  ],
  gu: [
    'જાન્યુઆરી|જાન્યુ',
    'ફેબ્રુઆરી|ફેબ્રુ',
    'માર્ચ',
    'એપ્રિલ',
    'મે',
    'જૂન',
    'જુલાઈ',
    'ઑગસ્ટ',
    'સપ્ટેમ્બર|સપ્ટે',
    'ઑક્ટોબર|ઑક્ટો',
    'નવેમ્બર|નવે',
    'ડિસેમ્બર|ડિસે',
  ],
  ur: ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
  kn: [
    'ಜನವರಿ|ಜನ',
    'ಫೆಬ್ರವರಿ|ಫೆಬ್ರ',
    'ಮಾರ್ಚ್',
    'ಏಪ್ರಿಲ್|ಏಪ್ರಿ',
    'ಮೇ',
    'ಜೂನ್',
    'ಜುಲೈ',
    'ಆಗಸ್ಟ್|ಆಗ',
    'ಸೆಪ್ಟೆಂಬರ್|ಸೆಪ್ಟೆಂ',
    'ಅಕ್ಟೋಬರ್|ಅಕ್ಟೋ',
    'ನವೆಂಬರ್|ನವೆಂ',
    'ಡಿಸೆಂಬರ್|ಡಿಸೆಂ',
  ],
  or: ['ଜାନୁଆରୀ', 'ଫେବୃଆରୀ', 'ମାର୍ଚ୍ଚ', 'ଅପ୍ରେଲ', 'ମଇ', 'ଜୁନ', 'ଜୁଲାଇ', 'ଅଗଷ୍ଟ', 'ସେପ୍ଟେମ୍ବର', 'ଅକ୍ଟୋବର', 'ନଭେମ୍ବର', 'ଡିସେମ୍ବର'],
  ml: [
    'ജനുവരി|ജനു',
    'ഫെബ്രുവരി|ഫെബ്രു',
    'മാർച്ച്|മാർ',
    'ഏപ്രിൽ|ഏപ്രി',
    'മേയ്',
    'ജൂൺ',
    'ജൂലൈ',
    'ഓഗസ്റ്റ്|ഓഗ',
    'സെപ്റ്റംബർ|സെപ്റ്റം',
    'ഒക്‌ടോബർ|ഒക്ടോ',
    'നവംബർ|നവം',
    'ഡിസംബർ|ഡിസം',
  ],
  pa: [
    'ਜਨਵਰੀ|ਜਨ',
    'ਫ਼ਰਵਰੀ|ਫ਼ਰ',
    'ਮਾਰਚ',
    'ਅਪ੍ਰੈਲ|ਅਪ੍ਰੈ',
    'ਮਈ',
    'ਜੂਨ',
    'ਜੁਲਾਈ|ਜੁਲਾ',
    'ਅਗਸਤ|ਅਗ',
    'ਸਤੰਬਰ|ਸਤੰ',
    'ਅਕਤੂਬਰ|ਅਕਤੂ',
    'ਨਵੰਬਰ|ਨਵੰ',
    'ਦਸੰਬਰ|ਦਸੰ',
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every form, longest first so that 'नवंबर' is not read as 'नव' and 'november' not as 'nov'. */
const FORMS: ReadonlyArray<readonly [string, number]> = Object.values(NAMES)
  .flatMap((months) => months.flatMap((forms, i) => forms.split('|').map((form) => [form, i + 1] as const)))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * A month's name as a pattern's group (lower-case text): one of the forms, not followed by another
 * letter or mark of a word ('Nov.' and 'नव॰' keep their abbreviation's mark out of the name).
 */
export const MONTH_NAME = `(${FORMS.map(([form]) => escape(form)).join('|')})(?![\\p{L}\\p{M}])\\.?`;

/** English's forms alone: only English writes the month before the day ('Nov 12, 2026'). */
export const ENGLISH_MONTH_NAME = `(${FORMS.filter(([form]) => /^[a-z]+$/.test(form))
  .map(([form]) => form)
  .join('|')})(?![\\p{L}\\p{M}])\\.?`;

const BY_FORM = new Map(FORMS.map(([form, month]) => [form, month]));

/** The month (1 to 12) a form names, 0 when it names none. */
export const monthNamed = (form: string): number => BY_FORM.get(form.toLowerCase()) ?? 0;
