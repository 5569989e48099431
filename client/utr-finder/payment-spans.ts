/**
 * Where a value found in a line's text was printed (docs/rules.md, Reading the payment from a
 * screenshot): the words it spans, as pieces the layout rules (./utr-layout.ts) find labels for,
 * how sure OCR was of its characters, and what is printed around it on its own row and on the rows
 * next to it. Pure.
 */
import { height, isNoise, isValue, labelAbove, sameRow } from './utr-layout.ts';
import { union, type OcrBox, type OcrLine, type OcrWord, type Piece } from './utr-tokens.ts';

/** A line's words joined by single spaces, with where each word starts in that text. */
export interface LineText {
  text: string;
  words: readonly OcrWord[];
  starts: readonly number[];
}

export function lineText(line: OcrLine): LineText {
  const starts: number[] = [];
  let text = '';
  for (const word of line.words) {
    if (text) text += ' ';
    starts.push(text.length);
    text += word.text;
  }
  return { text, words: line.words, starts };
}

export interface Span {
  /** The words it touches; the first holds what the value's label prints before it in the same word ('To:x@ybl'). */
  parts: Piece[];
  box: OcrBox;
  /** The lowest confidence among its characters (a word's own where OCR gave none per character). */
  confidence: number;
}

/** The span of `text.slice(index, index + length)`, or null when it touches no word. */
export function spanOf({ text, words, starts }: LineText, index: number, length: number): Span | null {
  const parts: Piece[] = [];
  let confidence = 100;
  words.forEach((word, i) => {
    const start = starts[i] ?? 0;
    const from = Math.max(index, start) - start;
    const to = Math.min(index + length, start + word.text.length) - start;
    if (to <= from) return;
    // Only the first word can hold a label before the value; prefixOf in ./utr-layout.ts reads it.
    const raw = parts.length === 0 ? word.text.slice(from) : word.text;
    const characters = word.characters;
    const sure =
      characters && characters.length === word.text.length ? Math.min(...characters.slice(from, to)) : word.confidence;
    confidence = Math.min(confidence, sure);
    parts.push({ raw, core: word.text.slice(from, to), word, confidence: sure });
  });
  const first = parts[0];
  if (!first || text.length < index + length) return null;
  return { parts, box: parts.map((part) => part.word.box).reduce(union), confidence };
}

const allWords = (lines: readonly OcrLine[]) => lines.flatMap((line) => line.words);

/** Whether nothing but the span (and noise: an icon, a stray mark) is printed on its row. */
export function aloneOnRow(span: Span, lines: readonly OcrLine[]): boolean {
  const mine = new Set(span.parts.map((part) => part.word));
  return allWords(lines).every(
    (word) => mine.has(word) || !sameRow(word.box, span.box) || isNoise(word) || !/[\p{L}\p{N}]/u.test(word.text),
  );
}

/** The words printed right after the span on its row, up to the next value: '₹500 [paid via UPI]'. */
export function textAfter(span: Span, lines: readonly OcrLine[]): string {
  const mine = new Set(span.parts.map((part) => part.word));
  const after = allWords(lines)
    .filter((word) => !mine.has(word) && sameRow(word.box, span.box) && word.box.x0 >= span.box.x1 - 2)
    .sort((a, b) => a.box.x0 - b.box.x0);
  const words: string[] = [];
  for (const word of after) {
    if (isValue(word.text) || words.length === 4) break;
    words.push(word.text);
  }
  return words.join(' ');
}

/**
 * The rows just above and just below the span that sit over or under it (a headline's status, a
 * 'Paid to …' line), each as its text; '' when there is none within one and a half of its heights.
 */
export function rowsAround(span: Span, lines: readonly OcrLine[]): { above: string; below: string } {
  const mine = new Set(span.parts.map((part) => part.word));
  const words = allWords(lines).filter((word) => !mine.has(word) && !isNoise(word));
  const reach = height(span.box) * 1.5;
  const overlaps = (box: OcrBox) => box.x0 < span.box.x1 && box.x1 > span.box.x0;
  const nearest = (gapOf: (box: OcrBox) => number) => {
    let best: OcrWord | undefined;
    for (const word of words) {
      const gap = gapOf(word.box);
      if (sameRow(word.box, span.box) || gap < -2 || gap > reach || !overlaps(word.box)) continue;
      if (!best || gap < gapOf(best.box)) best = word;
    }
    const anchor = best;
    if (!anchor) return '';
    return words
      .filter((word) => sameRow(word.box, anchor.box))
      .sort((a, b) => a.box.x0 - b.box.x0)
      .map((word) => word.text)
      .join(' ');
  };
  return {
    above: nearest((box) => span.box.y0 - box.y1),
    below: nearest((box) => box.y0 - span.box.y1),
  };
}

/**
 * The label over the start of the span's row, when the span ends a row that starts with another
 * value or a name ('XXXXXX1234 ₹500' under 'Debited from', 'Ramesh Kumar ₹500' under 'Paid to'):
 * a card's row of two values under one label. '' when the row starts with the span.
 */
export function rowLabelAbove(span: Span, lines: readonly OcrLine[]): string {
  const mine = new Set(span.parts.map((part) => part.word));
  const words = allWords(lines).filter((word) => !mine.has(word));
  const first = words
    .filter((word) => sameRow(word.box, span.box) && word.box.x1 <= span.box.x0 + 2 && !isNoise(word))
    .sort((a, b) => a.box.x0 - b.box.x0)[0];
  if (!first) return '';
  return labelAbove(first.box, words)
    .map((word) => word.text)
    .join(' ');
}

/** The middle height of the words OCR read with some confidence: a receipt's body text. */
export function bodyHeight(lines: readonly OcrLine[]): number {
  const heights = allWords(lines)
    .filter((word) => !isNoise(word) && /[\p{L}\p{N}]/u.test(word.text))
    .map((word) => height(word.box))
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/** Below this word confidence a word is what the English model makes of a script it cannot read. */
const UNREAD = 30;

/**
 * Whether nothing readable labels the span: every word to its left on its row and over it (or
 * over its row's start) was read with next to no confidence (a label in a script the English model
 * cannot read, 'राशि' read as 'TIRT'), or there is none.
 */
export function unreadLabel(span: Span, lines: readonly OcrLine[]): boolean {
  const mine = new Set(span.parts.map((part) => part.word));
  const words = allWords(lines).filter((word) => !mine.has(word));
  const left = words.filter((word) => sameRow(word.box, span.box) && word.box.x1 <= span.box.x0 + 2);
  const start = [...left].sort((a, b) => a.box.x0 - b.box.x0)[0];
  const above = [...labelAbove(span.box, words), ...(start ? labelAbove(start.box, words) : [])];
  return [...left, ...above].every((word) => word.confidence < UNREAD);
}
