/**
 * Which UTRs to offer for what OCR read from a screenshot (docs/rules.md, Reading the UTR from a
 * screenshot). Pure: lines of words with their confidence and position in, suggestions out, best
 * first. Precision comes first, because a wrong suggestion is worse than none: only a token that
 * passes the UTR rules (./utr-tokens.ts), read with confidence and labelled as a UTR by the words
 * beside or above it (./utr-layout.ts, ./utr-labels.ts) is offered; an unlabelled number never is;
 * a weakly labelled number of the same shape silences them all; and each suggestion must be read
 * the same way a second time, from its own part of the picture, before it is shown (`confirms`).
 * A receipt that says its payment failed, was declined, reversed or refunded (./failed-payment.ts)
 * offers nothing at all, and says so (`readReceipt`).
 */
import type { UtrCheckOptions } from '../../common/utr.ts';
import { saysPaymentFailed, statusUnsure } from './failed-payment.ts';
import { labelKind, type LabelKind } from './utr-labels.ts';
import { labelTexts } from './utr-layout.ts';
import { candidatesOf, type Candidate, type OcrBox, type OcrLine } from './utr-tokens.ts';

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

/**
 * A 12-digit number that is an Indian mobile number with its country code (91 98765 43210): a
 * phone unless labelled a UTR outright (`labelOf`).
 */
export const isPhone = (utr: string): boolean => /^91[6-9]\d{9}$/.test(utr);

/**
 * What a candidate is labelled as: the first place around it (./utr-layout.ts) whose words say
 * anything. A phone-shaped number is 'other' unless its label names it a UTR outright: under a
 * weak label ('paid via UPI') it is the payer's phone, never a rival of the UTR; but a UPI
 * reference starts with the year's last digit and the day of the year, so in a year ending in 9
 * every one from day 160 to 199 is phone-shaped, and one labelled 'UTR' is the UTR.
 */
function labelOf(candidate: Candidate, lines: readonly OcrLine[]): LabelKind | null {
  let kind: LabelKind | null = null;
  for (const text of labelTexts(candidate.parts, lines)) {
    kind = labelKind(text);
    if (kind) break;
  }
  return isPhone(candidate.utr) && kind !== 'utr' ? 'other' : kind;
}

/**
 * The UTRs worth offering, best first: only numbers labelled as a UTR, read with confidence. When
 * another number of the same shape is labelled weakly ('Transaction ID', 'Refund UPI Ref No'), it
 * could be the UTR as well, and nothing is offered.
 */
export function findUtrs(lines: readonly OcrLine[], options: UtrCheckOptions): Suggestion[] {
  const labelled = new Map<string, Candidate>();
  const doubtful: Candidate[] = [];
  for (const candidate of candidatesOf(lines, options)) {
    const label = labelOf(candidate, lines);
    if (label === 'weak' || label === 'mixed') doubtful.push(candidate);
    if (label !== 'utr' || candidate.confidence < MIN_CONFIDENCE) continue;
    const seen = labelled.get(candidate.utr);
    if (!seen || seen.confidence < candidate.confidence) labelled.set(candidate.utr, candidate);
  }
  const rival = doubtful.some(
    (other) => !labelled.has(other.utr) && [...labelled.keys()].some((utr) => utr.length === other.utr.length),
  );
  if (rival) return [];
  return [...labelled.values()]
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, MAX_OFFERED)
    .map(({ utr, box }) => ({ utr, box }));
}

/** What a receipt offers: its suggestions, or nothing because it shows a failed or reversed payment. */
export type Finding = { kind: 'failed-payment' } | { kind: 'utrs'; suggestions: Suggestion[] };

/**
 * What to make of a whole receipt: a failed, declined, reversed or refunded payment's reference is
 * no payment, so such a receipt offers nothing, whatever it labels, and says why; one that leaves
 * its outcome in doubt offers nothing either (it may be a failed one); any other offers `findUtrs`.
 */
export function readReceipt(lines: readonly OcrLine[], options: UtrCheckOptions): Finding {
  if (saysPaymentFailed(lines)) return { kind: 'failed-payment' };
  return { kind: 'utrs', suggestions: statusUnsure(lines) ? [] : findUtrs(lines, options) };
}

/** Whether a second reading of a suggestion's part of the picture holds the same UTR. */
export function confirms(reread: readonly OcrLine[], utr: string, options: UtrCheckOptions): boolean {
  return candidatesOf(reread, options).some(
    (candidate) => candidate.utr === utr && candidate.confidence >= MIN_CONFIDENCE,
  );
}
