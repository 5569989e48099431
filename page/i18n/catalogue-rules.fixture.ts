/**
 * The rules every catalogue keeps, as one function that lists what a catalogue
 * breaks, so the test can run it on the real catalogues and on broken ones.
 * The rules themselves are described in docs/glossary.md.
 */
import { en } from './en.ts';
import { conceptInEnglish, concepts, keptTerms, renderings, screenLabels } from './glossary.fixture.ts';
import { languageNotes, type LanguageCode } from './languages.ts';

const englishKeys = Object.keys(en) as (keyof typeof en)[];
const PLACEHOLDER = /\{[^{}]*\}/g;

/**
 * Invisible characters with a job: the zero-width (non-)joiner shapes Indic
 * loanwords, and the left-to-right and first-strong isolates keep a Latin label or value whole in Urdu.
 * Anything else invisible (a zero-width space, a no-break space) is pasted-in noise.
 */
const ALLOWED_INVISIBLE: readonly string[] = ['\u200C', '\u200D', '\u2066', '\u2068', '\u2069'];
const hex = (char: string) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A kept term as a whole word: `UTR` in "UTR-ஐ" or "UTRలో", not inside a longer Latin word. */
const asWord = (term: string) => new RegExp(`(?<![A-Za-z])${escape(term)}(?![A-Za-z])`);

const placeholders = (text: string) => (text.match(PLACEHOLDER) ?? []).sort();

/** What is left once placeholders, quoted screen labels and kept terms are taken out: the words a writer translates. */
export function translatableText(text: string): string {
  let rest = text.replace(PLACEHOLDER, ' ');
  const terms = [...screenLabels, ...keptTerms].sort((a, b) => b.length - a.length);
  for (const term of terms) rest = rest.split(term).join(' ');
  return rest;
}

/** Every rule `catalogue` breaks, one line each; an empty list means it is fine. */
export function catalogueProblems(code: LanguageCode, catalogue: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const at = (key: string, problem: string) => problems.push(`${code}.${key}: ${problem}`);

  for (const key of englishKeys) if (!(key in catalogue)) at(key, 'missing');
  for (const key of Object.keys(catalogue)) if (!(key in en)) at(key, 'not an English key');

  const script = new RegExp(`\\p{Script=${languageNotes[code].script}}`, 'u');

  for (const key of englishKeys) {
    const english: string = en[key];
    const value = catalogue[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      at(key, 'not a string');
      continue;
    }
    if (value.trim() === '') {
      at(key, 'empty');
      continue;
    }
    if (value !== value.trim() || /\s{2}/.test(value)) at(key, 'stray whitespace');
    if (value !== value.normalize('NFC')) at(key, 'not in Unicode NFC form');
    for (const char of value.match(/[\p{Cf}\p{Cc}\u00A0]/gu) ?? []) {
      if (!ALLOWED_INVISIBLE.includes(char)) at(key, `invisible character U+${hex(char)}`);
    }

    const want = placeholders(english).join(' ');
    const got = placeholders(value).join(' ');
    if (want !== got) at(key, `placeholders ${want || '(none)'} expected, found ${got || '(none)'}`);
    if (/[{}]/.test(value.replace(PLACEHOLDER, ''))) at(key, 'a brace outside a placeholder');

    for (const digit of value.match(/\p{Nd}/gu) ?? []) if (!/[0-9]/.test(digit)) at(key, `non-Latin digit ${digit}`);
    for (const number of english.replace(PLACEHOLDER, '').match(/[0-9]+/g) ?? []) {
      if (!value.includes(number)) at(key, `number ${number} missing`);
    }
    if (english.endsWith(' *') && !value.endsWith(' *')) at(key, 'the required-field marker " *" is missing');

    if (code === 'en') continue;

    for (const term of keptTerms) {
      if (asWord(term).test(english) && !asWord(term).test(value)) at(key, `kept term ${term} missing`);
    }
    for (const [, label] of english.matchAll(/"([^"]+)"/g)) {
      if (!value.includes(`"${label}"`)) at(key, `quoted label "${label}" missing`);
    }

    const latin = translatableText(value).match(/[A-Za-z]+/g);
    if (latin) at(key, `still in English: ${latin.join(' ')}`);
    if (/\p{L}/u.test(translatableText(english)) && !script.test(value)) {
      at(key, `no ${languageNotes[code].script} text`);
    }

    const words = renderings[code];
    for (const concept of concepts) {
      if (!conceptInEnglish[concept].test(english)) continue;
      const { term, stems } = words[concept];
      if (!stems.some((stem) => value.includes(stem))) at(key, `glossary word for ${concept} (${term}) not used`);
    }
  }
  return problems;
}
