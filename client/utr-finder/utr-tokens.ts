/**
 * The UTR-shaped tokens in what OCR read (docs/rules.md, Reading the UTR from a screenshot): each
 * word, digit groups that make one 12-digit UTR ('4123 4567 8901'), and a long UTR a receipt
 * wrapped onto the next line, each checked with the UTR rules themselves (common/utr.ts). Pure.
 * OCR's usual confusions are undone only where the format leaves no doubt, so a look-alike is
 * never turned into a UTR.
 */
import { diagnoseUtr, type UtrCheckOptions } from '../../common/utr.ts';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** OCR's confidence in the word, 0 to 100. */
  confidence: number;
  /**
   * OCR's confidence in each character of `text`, when it gives them: a word's own confidence
   * also suffers from what is not the UTR (a copy icon read as part of it), so the characters a
   * candidate is made of are what counts.
   */
  characters?: readonly number[];
  box: OcrBox;
}

export interface OcrLine {
  words: readonly OcrWord[];
}

/** A piece of a word: words are split at ':' ('UTR:4123…') and trimmed of punctuation. */
export interface Piece {
  raw: string;
  core: string;
  word: OcrWord;
  /** How sure OCR is of the characters of `core`. */
  confidence: number;
}

export interface Candidate {
  /** The UTR as it would be submitted (normalised). */
  utr: string;
  confidence: number;
  box: OcrBox;
  /** The pieces it is made of: where it was read, for finding its label (./utr-layout.ts). */
  parts: readonly Piece[];
}

export const union = (a: OcrBox, b: OcrBox): OcrBox => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

// Brackets and quotes before a token, any punctuation after it ('4123…).' ends a sentence) go.
// Anything else before the digits says they are not a UTR: '+91…' is a phone number, '₹…' an
// amount, '**1234' or '•••1234' a masked account; those keep their mark and are never candidates.
const TRIM = /^[([{"'“‘]+|[^\p{L}\p{N}]+$/gu;

/** The lowest confidence among the characters of `core` within `word`, or the word's own. */
function confidenceOf(word: OcrWord, core: string): number {
  const at = word.text.indexOf(core);
  const characters = word.characters;
  if (!characters || characters.length !== word.text.length || at < 0 || core === '') return word.confidence;
  return Math.min(...characters.slice(at, at + core.length));
}

export function piecesOf(line: OcrLine): Piece[] {
  return line.words.flatMap((word) =>
    word.text
      .split(':')
      .filter((raw) => raw.trim() !== '')
      .map((raw) => {
        const core = raw.replace(TRIM, '');
        return { raw, core, word, confidence: confidenceOf(word, core) };
      }),
  );
}

// Which positions must be a digit (d) or a letter (L), or may be either (?) (docs/rules.md, UTR formats).
const SHAPES: Readonly<Record<number, string>> = {
  12: 'dddddddddddd',
  16: 'LLLL?ddddddddddd',
  22: 'LLLLL?dddddddddddddddd',
};

/**
 * The readings worth checking for one token: as read, and with OCR's usual confusions undone
 * where the format wants a digit (O → 0; l, I, | → 1) or a letter (0 → O, 1 → I), at most two.
 */
export function readings(token: string): string[] {
  const shape = SHAPES[token.length];
  if (!shape) return [token];
  const toDigit = (c: string) => (c === 'O' || c === 'o' ? '0' : 'lI|'.includes(c) ? '1' : c);
  const toLetter = (c: string) => (c === '0' ? 'O' : c === '1' ? 'I' : c);
  const chars = token.split('');
  const fixed = chars.map((c, i) => (shape[i] === 'd' ? toDigit(c) : shape[i] === 'L' ? toLetter(c) : c)).join('');
  const changes = chars.filter((c, i) => c !== fixed[i]).length;
  return changes > 0 && changes <= 2 ? [token, fixed] : [token];
}

const ALNUM = /^[A-Za-z0-9|]+$/;
const isDigits = (text: string, length: number) => text.length === length && /^\d+$/.test(text);

/**
 * Runs of 4-4-4 or 3-3-3-3 digit groups that make exactly 12 digits. The whole run of equal
 * groups must make 12: four groups of four are a card number, not a UTR and a stray group.
 */
function groupedRuns(pieces: readonly Piece[]): Array<{ from: number; to: number }> {
  const runs: Array<{ from: number; to: number }> = [];
  const group = (index: number, size: number) => isDigits(pieces[index]?.core ?? '', size);
  for (const size of [3, 4]) {
    let from = 0;
    while (from < pieces.length) {
      let to = from;
      // Only the last group may carry punctuation after it ('… 8901.').
      while (group(to, size) && (pieces[to]?.raw === pieces[to]?.core || !group(to + 1, size))) to++;
      if (to - from >= 2 && (to - from) * size === 12) runs.push({ from, to });
      from = Math.max(to, from + 1);
    }
  }
  return runs;
}

/** The first piece of `pieces` printed under `piece` (same column, lower): a wrapped value's rest. */
function continuationOf(piece: Piece, pieces: readonly Piece[]): number {
  const { box } = piece.word;
  return pieces.findIndex(
    (next) => next.word.box.y0 >= box.y1 - 4 && Math.abs(next.word.box.x0 - box.x0) < (box.y1 - box.y0) * 1.5,
  );
}

/** Every token of the text that passes the UTR rules, with what is printed before it. */
export function candidatesOf(lines: readonly OcrLine[], options: UtrCheckOptions): Candidate[] {
  const found: Candidate[] = [];
  const accept = (token: string, parts: readonly Piece[]) => {
    for (const reading of readings(token)) {
      const verdict = diagnoseUtr(reading, options);
      if (!verdict.ok) continue;
      found.push({
        utr: verdict.utr,
        confidence: Math.min(...parts.map((part) => part.confidence)),
        box: parts.map((part) => part.word.box).reduce(union),
        parts,
      });
      return;
    }
  };
  const pieceLines = lines.map(piecesOf);
  pieceLines.forEach((pieces, line) => {
    pieces.forEach((piece) => {
      if (ALNUM.test(piece.core)) accept(piece.core, [piece]);
    });
    for (const { from, to } of groupedRuns(pieces)) {
      const parts = pieces.slice(from, to);
      accept(parts.map((part) => part.core).join(''), parts);
    }
    // A long UTR wrapped onto the next line: the line's last piece, and the piece under it.
    const last = pieces[pieces.length - 1];
    const below = pieceLines[line + 1] ?? [];
    const at = last ? continuationOf(last, below) : -1;
    const rest = below[at];
    if (last && rest && last.core.length >= 8 && ALNUM.test(last.core) && ALNUM.test(rest.core)) {
      const alone = diagnoseUtr(last.core, options).ok || diagnoseUtr(rest.core, options).ok;
      if (!alone) accept(last.core + rest.core, [last, rest]);
    }
  });
  return found;
}
