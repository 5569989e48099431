/**
 * Which words are a number's label, by where OCR found them on the picture rather than by reading
 * order (docs/rules.md, Reading the UTR from a screenshot). A value's label is printed on its own
 * row to its left ('UTR No.  412345678901', a table's label column), or directly above it in its own
 * column ('UPI transaction ID' over the number); a header over another column is not its label,
 * nor is a value printed beside it. In running text (a bank's SMS), a label at the end of one line
 * labels a number that starts the next. Pure: words with their boxes in, words out.
 */
import type { OcrBox, OcrLine, OcrWord, Piece } from './utr-tokens.ts';

/** A label is a few words: more than this to the left of a number is a sentence, not its label. */
const MAX_LABEL_WORDS = 6;

export const height = (box: OcrBox) => Math.max(1, box.y1 - box.y0);
const overlapY = (a: OcrBox, b: OcrBox) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
const overlapX = (a: OcrBox, b: OcrBox) => a.x0 < b.x1 && a.x1 > b.x0;
export const sameRow = (a: OcrBox, b: OcrBox) => overlapY(a, b) > Math.min(height(a), height(b)) / 2;

/** Another value ('₹1,500.00', 'XXXX1234', a VPA, another number): a label never reaches past one. */
export const isValue = (text: string) => /\d{3,}|@|₹/.test(text);
/**
 * Below this word confidence a short word is noise, not a value: what the English model makes of
 * a word in a script it cannot read ('UTR নম্বর' read as 'UTR 785') or of an icon.
 */
const NOISE_CONFIDENCE = 30;
/** A value in a row over a number makes that row another value's, not a label; noise does not. */
export const isNoise = (word: OcrWord) => word.confidence < NOISE_CONFIDENCE && word.text.length <= 4;
/** A word that ends a sentence ('you?', 'ramesh.'); 'No.', 'Ref.' and 'A/c.' end an abbreviation instead. */
const endsSentence = (text: string) =>
  /\p{L}{3,}[.?!]$/u.test(text) && !/^(?:ref|txn|acct|cust|num|trans)\.$/i.test(text);

const byX = (a: OcrWord, b: OcrWord) => a.box.x0 - b.box.x0;

interface Walk {
  words: OcrWord[];
  /** The walk ran out of words without meeting a value or a sentence's end: the row starts here. */
  open: boolean;
}

/**
 * A word read with next to no confidence whose only value-like mark is an '@' or a '₹', with no
 * run of digits: what the English model makes of a label's word in a script it cannot read
 * ('UTR संख्या' read as 'UTR &@=ar:'), not a UPI ID or an amount.
 */
const unreadScript = (word: OcrWord) => word.confidence < NOISE_CONFIDENCE && !/\d{3,}/.test(word.text);

/** The words before `right` (nearest first), back to a value, a sentence's end or MAX_LABEL_WORDS. */
function walkBack(before: readonly OcrWord[]): Walk {
  const words: OcrWord[] = [];
  for (const word of [...before].sort((a, b) => b.box.x1 - a.box.x1)) {
    const value = isValue(word.text) && !unreadScript(word);
    if (value || endsSentence(word.text) || words.length === MAX_LABEL_WORDS) return { words, open: false };
    words.unshift(word);
  }
  return { words, open: true };
}

/** The label text a word holds before the part of it that is the number ('UTR:' of 'UTR:412345678901'). */
function prefixOf(piece: Piece): string {
  const at = piece.word.text.indexOf(piece.raw);
  return at > 0 ? piece.word.text.slice(0, at) : '';
}

/** The row of words just above `box`: within two and a half of its heights over its column (a table header's padding), one and a half in running text. */
function rowAbove(box: OcrBox, words: readonly OcrWord[], inColumn: boolean): OcrWord[] {
  const h = height(box);
  let nearest: OcrWord | undefined;
  for (const word of words) {
    const gap = box.y0 - word.box.y1;
    if (sameRow(word.box, box) || gap < -h / 4 || gap > h * (inColumn ? 2.5 : 1.5)) continue;
    if (inColumn && !overlapX(word.box, box)) continue;
    if (!nearest || word.box.y1 > nearest.box.y1) nearest = word;
  }
  const anchor = nearest;
  return anchor ? words.filter((word) => sameRow(word.box, anchor.box)).sort(byX) : [];
}

/**
 * The words of the row above that sit over `box`, with the words joined to them by an ordinary
 * space ('Bank Reference No.' wider than its value); a column's gap ends them.
 */
export function labelAbove(box: OcrBox, words: readonly OcrWord[]): OcrWord[] {
  const row = rowAbove(box, words, true);
  const over = row.map((word) => overlapX(word.box, box));
  // Whether words `i` and `i + 1` are one space apart.
  const spaced = (i: number) => {
    const [a, b] = [row[i], row[i + 1]];
    return a !== undefined && b !== undefined && b.box.x0 - a.box.x1 < height(a.box) * 1.2;
  };
  for (let i = 1; i < row.length; i++) if (!over[i] && over[i - 1] && spaced(i - 1)) over[i] = true;
  for (let i = row.length - 2; i >= 0; i--) if (!over[i] && over[i + 1] && spaced(i)) over[i] = true;
  const label = row.filter((_, i) => over[i]);
  // Over a value is another value (a table's rows), not a label.
  return label.some((word) => isValue(word.text) && !isNoise(word)) ? [] : label;
}

/** Whether a row is running text: its words spaced as words, not set in columns. */
function isProse(row: readonly OcrWord[]): boolean {
  return row.every((word, i) => {
    const previous = row[i - 1];
    return !previous || word.box.x0 - previous.box.x1 < height(word.box) * 1.5;
  });
}

/**
 * The label texts worth asking about, in the order they count: the row to the number's left (for a
 * number wrapped over two rows, both rows' left parts together), else what is above it in its
 * column, else the end of the line before when both are running text.
 */
export function labelTexts(parts: readonly Piece[], lines: readonly OcrLine[]): string[] {
  const mine = new Set(parts.map((part) => part.word));
  const words = lines.flatMap((line) => line.words).filter((word) => !mine.has(word));
  const first = parts[0];
  if (!first) return [];
  // The number's rows: one, or two for a long UTR wrapped onto the next line.
  const rows: Piece[][] = [];
  for (const part of parts) {
    const row = rows.find((pieces) => pieces.some((piece) => sameRow(piece.word.box, part.word.box)));
    if (row) row.push(part);
    else rows.push([part]);
  }
  const walks = rows.map((row) => {
    const start = row.reduce((a, b) => (b.word.box.x0 < a.word.box.x0 ? b : a));
    const walk = walkBack(
      words.filter((word) => sameRow(word.box, start.word.box) && word.box.x1 <= start.word.box.x0 + 2),
    );
    const prefix = prefixOf(start);
    return { text: [...walk.words.map((word) => word.text), prefix].join(' ').trim(), open: walk.open };
  });
  const left = walks
    .map((walk) => walk.text)
    .join(' ')
    .trim();
  const texts = [left];
  const box = first.word.box;
  if (left === '')
    texts.push(
      labelAbove(box, words)
        .map((word) => word.text)
        .join(' '),
    );
  if (walks[0]?.open) {
    // Running text: the line before starts where this one does (a paragraph's margin).
    const margin = Math.min(box.x0, ...words.filter((word) => sameRow(word.box, box)).map((word) => word.box.x0));
    const before = rowAbove(box, words, false);
    const start = before[0]?.box.x0;
    if (start !== undefined && Math.abs(start - margin) < height(box) * 1.5 && isProse(before)) {
      texts.push(
        walkBack(before)
          .words.map((word) => word.text)
          .join(' ') + (left ? ` ${left}` : ''),
      );
    }
  }
  return texts.filter((text) => text !== '');
}
