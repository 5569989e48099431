/**
 * Reading the UTR from the attached screenshot, as state (docs/rules.md, Reading the UTR from a
 * screenshot): a small pure machine of its own, next to the payer flow rather than in it, because
 * the code that runs it (client/reader/ScreenshotReader.tsx) is a lazy chunk loaded with the first picture
 * and step 1 must not carry any of it. One reader runs per picture: removing or replacing the
 * picture ends it, so an answer for a picture the payer no longer has never arrives here. Every
 * reading still has an id, so an answer is taken only by the reading that asked for it, and an
 * answer that arrives after the payer changed the UTR field is dropped: their typing always wins.
 */

import type { ImageSize } from '../../common/image-size.ts';

/** How this browser reads: by itself, only when asked (the payer turned on Save-Data), or not at all. */
export type Reader = 'auto' | 'save-data' | 'off';

export type Reading =
  /** No picture, or a browser that cannot read one. */
  | { status: 'none'; id: number }
  /** 'Read the UTR from my screenshot' is offered; with Save-Data it says how many bytes that downloads. */
  | { status: 'offered'; id: number; downloadNote: number | null }
  /** Reading; `utrAtStart` is the field as it was, so later typing can be told apart. */
  | { status: 'reading'; id: number; utrAtStart: string }
  /** What to suggest under the field, until the payer uses one. */
  | { status: 'found'; id: number; utrs: readonly string[] }
  /** The receipt says its payment failed, was declined, reversed or refunded: nothing is offered, and the payer is told why. */
  | { status: 'failed-payment'; id: number }
  /** The picture is over the pixel cap, or its size cannot be read (null): not read, and the payer is told so. */
  | { status: 'too-large'; id: number; size: ImageSize | null }
  /** Read (nothing found, failed, dropped or used): nothing more to show for this picture. */
  | { status: 'done'; id: number };

export const noReading: Reading = { status: 'none', id: 0 };

/**
 * A new picture: read it at once when the browser reads by itself and the UTR field is empty;
 * otherwise offer the button. Each picture gets the next id.
 */
export function readingForProof(previous: Reading, reader: Reader, utr: string, downloadBytes = 0): Reading {
  const id = previous.id + 1;
  if (reader === 'off') return { status: 'none', id };
  if (reader === 'auto' && utr.trim() === '') return { status: 'reading', id, utrAtStart: utr };
  return { status: 'offered', id, downloadNote: reader === 'save-data' && downloadBytes > 0 ? downloadBytes : null };
}

/** The payer pressed 'Read the UTR from my screenshot'; `busy`: a submission runs, and the form is locked. */
export function readingAsked(reading: Reading, utr: string, busy: boolean): Reading {
  return reading.status === 'offered' && !busy ? { status: 'reading', id: reading.id, utrAtStart: utr } : reading;
}

/**
 * A reading's answer, with the field as it is now. Dropped when it is not the current reading's
 * or the payer changed the field since it started; a picture too large to read, or one that shows a
 * failed payment, is said whatever the field holds, as that is about the picture.
 */
export function readingFinished(
  reading: Reading,
  id: number,
  answer: readonly string[] | { tooLarge: ImageSize | null } | { failedPayment: true },
  utr: string,
): Reading {
  if (reading.status !== 'reading' || reading.id !== id) return reading;
  if ('tooLarge' in answer) return { status: 'too-large', id, size: answer.tooLarge };
  if ('failedPayment' in answer) return { status: 'failed-payment', id };
  if (utr !== reading.utrAtStart || answer.length === 0) return { status: 'done', id };
  return { status: 'found', id, utrs: answer };
}

/** Whether 'Use it' on `utr` counts: only a suggestion on screen, and not while a submission runs. */
export const canUse = (reading: Reading, utr: string, busy: boolean): boolean =>
  !busy && reading.status === 'found' && reading.utrs.includes(utr);

/** A suggestion used: it is in the field now, and nothing more is offered for this picture. */
export const readingUsed = (reading: Reading): Reading => ({ status: 'done', id: reading.id });
