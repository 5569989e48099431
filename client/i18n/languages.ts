/**
 * The twelve languages the page speaks: code, name in its own script (what the
 * language menu shows), writing direction, the tag for `<html lang>`, and the
 * Unicode script its catalogue is written in. See docs/glossary.md, 'Languages'.
 */

export const languageCodes = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'ur', 'kn', 'or', 'ml', 'pa'] as const;

export type LanguageCode = (typeof languageCodes)[number];

/** Unicode script names, as `\p{Script=...}` spells them. */
export type Script =
  | 'Latin'
  | 'Devanagari'
  | 'Bengali'
  | 'Telugu'
  | 'Tamil'
  | 'Gujarati'
  | 'Arabic'
  | 'Kannada'
  | 'Oriya'
  | 'Malayalam'
  | 'Gurmukhi';

export interface Language {
  code: LanguageCode;
  /** The language's name in its own script: a payer finds their language by reading it. */
  name: string;
  /** The English name, for writers and logs, never shown as the menu label. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /**
   * BCP 47 tag for `<html lang>`. Every tag carries the region IN, as English
   * (`en-IN`) already does: without it, likely-subtag defaults read `bn` as
   * Bangladesh and `ur` as Pakistan, and screen readers pick those voices and
   * word lists. The script is not written because each of these languages has
   * one default script in India (`pa-IN` is Gurmukhi).
   * Never hand this tag to Intl number formatting: `bn-IN`, `mr-IN` and
   * `ur-IN` format with Bengali, Devanagari and Extended Arabic-Indic digits,
   * and amounts keep Latin digits in every language (common/money.ts formats
   * with `en-IN`).
   */
  tag: string;
  script: Script;
}

export const languages: Readonly<Record<LanguageCode, Language>> = {
  en: { code: 'en', name: 'English', englishName: 'English', dir: 'ltr', tag: 'en-IN', script: 'Latin' },
  hi: { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', dir: 'ltr', tag: 'hi-IN', script: 'Devanagari' },
  bn: { code: 'bn', name: 'বাংলা', englishName: 'Bengali', dir: 'ltr', tag: 'bn-IN', script: 'Bengali' },
  mr: { code: 'mr', name: 'मराठी', englishName: 'Marathi', dir: 'ltr', tag: 'mr-IN', script: 'Devanagari' },
  te: { code: 'te', name: 'తెలుగు', englishName: 'Telugu', dir: 'ltr', tag: 'te-IN', script: 'Telugu' },
  ta: { code: 'ta', name: 'தமிழ்', englishName: 'Tamil', dir: 'ltr', tag: 'ta-IN', script: 'Tamil' },
  gu: { code: 'gu', name: 'ગુજરાતી', englishName: 'Gujarati', dir: 'ltr', tag: 'gu-IN', script: 'Gujarati' },
  ur: { code: 'ur', name: 'اردو', englishName: 'Urdu', dir: 'rtl', tag: 'ur-IN', script: 'Arabic' },
  kn: { code: 'kn', name: 'ಕನ್ನಡ', englishName: 'Kannada', dir: 'ltr', tag: 'kn-IN', script: 'Kannada' },
  or: { code: 'or', name: 'ଓଡ଼ିଆ', englishName: 'Odia', dir: 'ltr', tag: 'or-IN', script: 'Oriya' },
  ml: { code: 'ml', name: 'മലയാളം', englishName: 'Malayalam', dir: 'ltr', tag: 'ml-IN', script: 'Malayalam' },
  pa: { code: 'pa', name: 'ਪੰਜਾਬੀ', englishName: 'Punjabi', dir: 'ltr', tag: 'pa-IN', script: 'Gurmukhi' },
};

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value);
}
