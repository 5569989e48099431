/**
 * The twelve languages the page speaks: code, name in its own script (what the
 * language menu shows), writing direction and the tag for `<html lang>`; and,
 * apart, the English name and the Unicode script its catalogue is written in.
 * See docs/glossary.md, 'Languages'.
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

/** What the page needs of a language: what the menu shows and what the document declares. */
export interface Language {
  /** The language's name in its own script: a payer finds their language by reading it. */
  name: string;
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
}

/** What writers and the catalogue test need: kept apart so the browser's bundle carries only `languages`. */
interface LanguageNotes {
  /** The English name, for writers and logs, never shown as the menu label. */
  englishName: string;
  script: Script;
}

/** Every language the page speaks, in the menu's order. */
export type Languages = Readonly<Record<LanguageCode, Language>>;

export const languages: Languages = {
  en: { name: 'English', dir: 'ltr', tag: 'en-IN' },
  hi: { name: 'हिन्दी', dir: 'ltr', tag: 'hi-IN' },
  bn: { name: 'বাংলা', dir: 'ltr', tag: 'bn-IN' },
  mr: { name: 'मराठी', dir: 'ltr', tag: 'mr-IN' },
  te: { name: 'తెలుగు', dir: 'ltr', tag: 'te-IN' },
  ta: { name: 'தமிழ்', dir: 'ltr', tag: 'ta-IN' },
  gu: { name: 'ગુજરાતી', dir: 'ltr', tag: 'gu-IN' },
  ur: { name: 'اردو', dir: 'rtl', tag: 'ur-IN' },
  kn: { name: 'ಕನ್ನಡ', dir: 'ltr', tag: 'kn-IN' },
  or: { name: 'ଓଡ଼ିଆ', dir: 'ltr', tag: 'or-IN' },
  ml: { name: 'മലയാളം', dir: 'ltr', tag: 'ml-IN' },
  pa: { name: 'ਪੰਜਾਬੀ', dir: 'ltr', tag: 'pa-IN' },
};

export const languageNotes: Readonly<Record<LanguageCode, LanguageNotes>> = {
  en: { englishName: 'English', script: 'Latin' },
  hi: { englishName: 'Hindi', script: 'Devanagari' },
  bn: { englishName: 'Bengali', script: 'Bengali' },
  mr: { englishName: 'Marathi', script: 'Devanagari' },
  te: { englishName: 'Telugu', script: 'Telugu' },
  ta: { englishName: 'Tamil', script: 'Tamil' },
  gu: { englishName: 'Gujarati', script: 'Gujarati' },
  ur: { englishName: 'Urdu', script: 'Arabic' },
  kn: { englishName: 'Kannada', script: 'Kannada' },
  or: { englishName: 'Odia', script: 'Oriya' },
  ml: { englishName: 'Malayalam', script: 'Malayalam' },
  pa: { englishName: 'Punjabi', script: 'Gurmukhi' },
};

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value);
}
