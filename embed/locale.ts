/**
 * The loader's language (docs/embedding.md, 'Its words'): the one the merchant names (`open(link, {
 * lang })`, `<payment-page lang>`), else the browser's first language of the page's twelve, as the
 * page itself chooses in a frame (it gets no `lang` cookie there), else English. The loader's only
 * word of its own is the close control's label: make/embed.ts writes each language's, from the
 * catalogues (page/i18n/, `embedClose`), into the built loader as `CLOSE_LABELS`. Defines only.
 */

/** Each language code of the page's twelve, with its close control's label: filled in by make/embed.ts. */
declare const CLOSE_LABELS: Readonly<Record<string, string>>;
/** Named once, so the build writes the table once. */
const LABELS = CLOSE_LABELS;

/** The language code of the page's that `tag` names (`hi`, `hi-IN`, `HI`), or undefined. */
const codeOf = (tag: unknown): string | undefined => {
  const code = String(tag).toLowerCase().split('-')[0] ?? '';
  return Object.prototype.hasOwnProperty.call(LABELS, code) ? code : undefined;
};

/** The code the merchant named, when it is one of the page's: the frame's `?lang=`. */
export const givenLanguage = (given: unknown): string | undefined => (given ? codeOf(given) : undefined);

/** The language the page will show: the merchant's, else the browser's first of ours, else English. */
export function languageOf(given: unknown): string {
  for (const tag of [given, ...(navigator.languages || [])]) {
    const code = tag ? codeOf(tag) : undefined;
    if (code) return code;
  }
  return 'en';
}

/** The close control's label in that language. */
export const closeLabelIn = (code: string): string => LABELS[code] ?? 'Close';
