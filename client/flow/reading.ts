/**
 * Reading the UTR from the attached screenshot, as flow state (docs/rules.md, Reading the UTR from
 * a screenshot). Pure, like the rest of the flow: client/flow/state.ts calls these from its
 * reducer; the effect that reads (client/effects/ocr.ts) starts when the state says 'reading' and
 * reports back with the reading's id. Every reading has an id, so an answer for a picture the payer
 * has removed or replaced is recognised and dropped, and so is one that arrives after the payer
 * changed the UTR field: their typing always wins.
 */

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

/** The payer pressed 'Read the UTR from my screenshot'. */
export function readingAsked(reading: Reading, utr: string): Reading {
  return reading.status === 'offered' ? { status: 'reading', id: reading.id, utrAtStart: utr } : reading;
}

/**
 * A reading's answer. Dropped when it is not the current reading's (the picture was removed or
 * replaced) or the payer changed the field since it started.
 */
export function readingFinished(reading: Reading, id: number, utrs: readonly string[], utr: string): Reading {
  if (reading.status !== 'reading' || reading.id !== id) return reading;
  if (utr !== reading.utrAtStart || utrs.length === 0) return { status: 'done', id };
  return { status: 'found', id, utrs };
}

/** Whether `utr` is one of the suggestions on screen: only those can be used. */
export const isSuggested = (reading: Reading, utr: string): boolean =>
  reading.status === 'found' && reading.utrs.includes(utr);
