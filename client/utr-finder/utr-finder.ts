/**
 * Which UTRs to offer for what OCR read from a screenshot (docs/rules.md, Reading the UTR from a
 * screenshot). Pure: lines of words with their confidence and position in, suggestions out, best
 * first. Precision comes first, because a wrong suggestion is worse than none: only a token that
 * passes the UTR rules (./utr-tokens.ts), read with confidence and not labelled as something else,
 * is offered; when more than one is left and none carries a UTR label, nothing is; and each
 * suggestion must be read the same way a second time, from its own part of the picture, before it
 * is shown (`confirms`).
 */
import type { UtrCheckOptions } from '../../common/utr.ts';
import { nearestLabel, type LabelKind } from './utr-labels.ts';
import { candidatesOf, union, type Candidate, type OcrBox, type OcrLine } from './utr-tokens.ts';

export type { OcrBox, OcrLine, OcrWord } from './utr-tokens.ts';

/** Below this character confidence a reading is a guess, and a misread digit would still pass the rules. */
export const MIN_CONFIDENCE = 80;
/** More than this many is no longer a suggestion but a puzzle. */
export const MAX_OFFERED = 3;

export interface Suggestion {
  utr: string;
  /** Where it was read: the part of the picture `confirms` reads again. */
  box: OcrBox;
}

const lineBox = (line: OcrLine): OcrBox | null =>
  line.words.length ? line.words.map((w) => w.box).reduce(union) : null;
const lineText = (line: OcrLine | undefined) => (line ? line.words.map((word) => word.text).join(' ') : '');

/**
 * The label of the nearest line to the left on the same row (a table's label column), else of
 * the line just above (a label printed over its value), that is not the candidate's own line.
 */
function labelAround(candidate: Candidate, lines: readonly OcrLine[]): LabelKind | null {
  const { box } = candidate;
  const height = box.y1 - box.y0;
  let left = -1;
  let leftX = -Infinity;
  let above = -1;
  let aboveY = -Infinity;
  lines.forEach((line, index) => {
    const other = lineBox(line);
    if (!other || index === candidate.line) return;
    const overlap = Math.min(other.y1, box.y1) - Math.max(other.y0, box.y0);
    if (overlap > height / 2 && other.x1 <= box.x0 && other.x1 > leftX) {
      left = index;
      leftX = other.x1;
    }
    const gap = box.y0 - other.y1;
    const overColumn = other.x0 < box.x1 && other.x1 > box.x0;
    if (gap >= -height / 4 && gap <= height * 1.5 && overColumn && other.y1 > aboveY) {
      above = index;
      aboveY = other.y1;
    }
  });
  return nearestLabel(lineText(lines[left])) ?? nearestLabel(lineText(lines[above]));
}

/**
 * What a candidate is labelled as: the nearest label among the few words before it on its own
 * line; only a value alone on its line looks beside and above it.
 */
function labelOf(candidate: Candidate, lines: readonly OcrLine[]): LabelKind | null {
  if (candidate.before.length > 0)
    return nearestLabel(
      candidate.before
        .slice(-6)
        .map((piece) => piece.raw)
        .join(' '),
    );
  return labelAround(candidate, lines);
}

/**
 * The UTRs worth offering, best first: those labelled as a UTR when there are any; otherwise the
 * one unlabelled UTR-shaped token when nothing else in the text has a UTR's shape; otherwise none.
 */
export function findUtrs(lines: readonly OcrLine[], options: UtrCheckOptions): Suggestion[] {
  const labelled = new Map<string, Candidate>();
  const unlabelled = new Map<string, Candidate>();
  let doubtful = 0;
  for (const candidate of candidatesOf(lines, options)) {
    const label = labelOf(candidate, lines);
    if (label === 'other') continue;
    if (candidate.confidence < MIN_CONFIDENCE) {
      doubtful++;
      continue;
    }
    const into = label === 'utr' ? labelled : unlabelled;
    const seen = into.get(candidate.utr);
    if (!seen || seen.confidence < candidate.confidence) into.set(candidate.utr, candidate);
  }
  const best = (found: Map<string, Candidate>): Suggestion[] =>
    [...found.values()]
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, MAX_OFFERED)
      .map(({ utr, box }) => ({ utr, box }));
  if (labelled.size > 0) return best(labelled);
  // Unlabelled, a UTR-shaped number is offered only when it is the one such number: a second one,
  // even one OCR was unsure of, might be the real UTR.
  return unlabelled.size === 1 && doubtful === 0 ? best(unlabelled) : [];
}

/** Whether a second reading of a suggestion's part of the picture holds the same UTR. */
export function confirms(reread: readonly OcrLine[], utr: string, options: UtrCheckOptions): boolean {
  return candidatesOf(reread, options).some(
    (candidate) => candidate.utr === utr && candidate.confidence >= MIN_CONFIDENCE,
  );
}
