/**
 * A date whose words the English model cannot read (docs/rules.md, Reading the payment from a
 * screenshot): Hindi receipts print the month in Devanagari ('6 दिस॰ 2026', '07-दिस॰-2026') and label
 * the date 'तारीख', which the English model reads as noise ('6 f&ge 2026', 'GINGES 07/12/2026'). Where
 * the whole reading found no date, the OCR thread reads such a line again with Hindi's model, and
 * the line takes, word by word, whichever reading is the surer of it, and from Hindi's only its
 * Devanagari: its digits stay the English model's, which reads them better ('07/12/2026' is
 * '07/2/2026' to Hindi's). Pure.
 */
import { datesIn } from './receipt-values.ts';
import { monthNamed } from './month-names.ts';
import type { OcrBox, OcrLine, OcrWord } from './utr-tokens.ts';

/** At most this many lines are read again: a reading's time, for the rare receipt that needs it. */
export const MOST_LINES_AGAIN = 2;

/**
 * Below this confidence a word of the English reading may be noise: Devanagari read as Latin
 * ('f&ge' at 22 to 66, 'GINGES' lower); a genuine word of a date's line is read at 80 or more.
 */
const NOISE_CONFIDENCE = 80;

/**
 * A day, a word that is no readable month, and a year: '6 f&ge 2026', '07-f&8°-2026', '07-42-2026';
 * or the day and that word read as one ('259° 2026' for '25 नव॰ 2026').
 */
const DAY_WORD_YEAR =
  /(?<!\d)\d{1,2}(?:[\s\-/.]+[^\s\-/.]{1,8}|(?=[^\s\-/.]*[^\d\s\-/.])[^\s\-/.]{1,8})[\s\-/.,]+(?:19|20)\d{2}(?!\d)/u;

const textOf = (line: OcrLine) => line.words.map((word) => word.text).join(' ');

const hasFullDate = (text: string) => datesIn(text).some((date) => date.days.every((day) => day.year !== null));

/**
 * The lines to read again in Devanagari, top first: a day and a year with a word between that is
 * no month ('6 f&ge 2026'), or a full date beside a word read as noise (its label, 'GINGES 07/12/2026').
 */
export function linesToReadAgain(lines: readonly OcrLine[]): number[] {
  const indexes: number[] = [];
  lines.forEach((line, index) => {
    const text = textOf(line);
    const unread = !hasFullDate(text) && DAY_WORD_YEAR.test(text);
    const unlabelled = hasFullDate(text) && line.words.some((word) => word.confidence < NOISE_CONFIDENCE);
    if ((unread || unlabelled) && indexes.length < MOST_LINES_AGAIN) indexes.push(index);
  });
  return indexes;
}

/** The part of the picture a line was read from. */
export function lineBox(line: OcrLine): OcrBox | null {
  if (!line.words.length) return null;
  return line.words.reduce<OcrBox>(
    (box, { box: word }) => ({
      x0: Math.min(box.x0, word.x0),
      y0: Math.min(box.y0, word.y0),
      x1: Math.max(box.x1, word.x1),
      y1: Math.max(box.y1, word.y1),
    }),
    { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity },
  );
}

const DEVANAGARI_LETTER = /[\u0900-\u0963\u0971-\u097F]/u;

/**
 * Hindi's model reads a month's abbreviation mark ('दिस॰') as '*', '"', '°' or a Devanagari digit:
 * a stem that is a month's short form with its mark is written with the mark.
 */
function withMonthMark(part: string): string {
  const match = /^([\u0900-\u0963\u0971-\u097F]+)[*"'`°^~\u0966-\u0970]{1,2}$/u.exec(part);
  const stem = match?.[1];
  if (!stem) return part;
  return monthNamed(`${stem}॰`) ? `${stem}॰` : monthNamed(stem) ? stem : part;
}

/** How much of `a` lies across `b`, left to right, as a share of the narrower. */
function overlap(a: OcrBox, b: OcrBox): number {
  const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return across / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
}

const SEPARATORS = /([-/.])/u;

/**
 * How sure Hindi's model is of a word's Devanagari: the least sure of its Devanagari characters.
 * Not the word's own confidence, which its misread abbreviation mark sinks ('दिस*' at 2 to 50,
 * its letters at 98 or more), nor its digits', which the English model's reading replaces.
 */
function devanagariConfidence(word: OcrWord): number {
  const characters = [...word.text];
  if (word.characters?.length !== characters.length) return word.confidence;
  const sure = characters.flatMap((character, i) =>
    DEVANAGARI_LETTER.test(character) ? [word.characters?.[i] ?? 0] : [],
  );
  return sure.length ? Math.min(...sure) : 0;
}

/** Hindi's Devanagari is taken at this confidence or more: its letters in the corpus's dates and labels are read at 86 or more. */
const DEVANAGARI_CONFIDENCE = 85;

/**
 * One word of the English reading with what Hindi's read in its place (`hindi`, left to right):
 * where Hindi's read no digit, its words ('F927)' is 'लेन-देन की तारीख'); where it read a day and a
 * month that the English model read as one word, the day the English model's word starts with and
 * the month ('259°' is '25 नव॰'); else the Devanagari parts of the one Hindi word ('07-दिस*-2026'
 * gives 'दिस॰'), the rest the English model's. Its own word where Hindi's is unsure, holds no
 * Devanagari, or does not split the same way: a digit is never Hindi's alone.
 */
function merged(english: OcrWord, hindi: readonly OcrWord[]): OcrWord {
  const devanagari = hindi.filter((word) => DEVANAGARI_LETTER.test(word.text));
  const sure = devanagari.length ? Math.min(...devanagari.map(devanagariConfidence)) : 0;
  if (sure < DEVANAGARI_CONFIDENCE || sure <= english.confidence) return english;
  const taken = (text: string): OcrWord => ({ text, confidence: sure, box: english.box });
  const [day, month] = hindi;
  if (!hindi.some((word) => /\d/u.test(word.text)))
    return taken(hindi.map((word) => withMonthMark(word.text)).join(' '));
  if (hindi.length === 2 && day && month && /^\d{1,2}$/u.test(day.text) && devanagari[0] === month) {
    return english.text.startsWith(day.text) ? taken(`${day.text} ${withMonthMark(month.text)}`) : english;
  }
  const ours = english.text.split(SEPARATORS);
  const theirs = hindi.length === 1 ? (hindi[0]?.text.split(SEPARATORS) ?? []) : [];
  if (ours.length !== theirs.length) return english;
  return taken(
    ours.map((part, i) => (DEVANAGARI_LETTER.test(theirs[i] ?? '') ? withMonthMark(theirs[i] ?? '') : part)).join(''),
  );
}

/**
 * The English reading's line with each noisy word taken from Hindi's reading of the same part of
 * the picture (`again`), from the Hindi words printed mostly within its box; and with each sure
 * Hindi word printed where the English model read nothing ('तारीख' beside 'F927)').
 */
export function withDevanagari(line: OcrLine, again: readonly OcrLine[]): OcrLine {
  // Not its dots and dashes: a label's leader ('तारीख ........') lies across the value's word.
  const theirs = again.flatMap((reading) => reading.words).filter((word) => /[\p{L}\p{N}]/u.test(word.text));
  const words = line.words.map((word) => {
    if (word.confidence >= NOISE_CONFIDENCE) return word;
    const within = theirs.filter((hindi) => overlap(word.box, hindi.box) > 0.6).sort((a, b) => a.box.x0 - b.box.x0);
    return merged(word, within);
  });
  const between = theirs
    .filter((hindi) => DEVANAGARI_LETTER.test(hindi.text))
    .filter((hindi) => line.words.every((word) => overlap(word.box, hindi.box) <= 0))
    .filter((hindi) => devanagariConfidence(hindi) >= DEVANAGARI_CONFIDENCE)
    .map((hindi) => ({ ...hindi, text: withMonthMark(hindi.text), confidence: devanagariConfidence(hindi) }));
  return { words: [...words, ...between].sort((a, b) => a.box.x0 - b.box.x0) };
}
