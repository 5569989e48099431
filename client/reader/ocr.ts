/**
 * Reading the UTR from the payer's screenshot (docs/rules.md, Reading the UTR from a screenshot),
 * as the page starts it: whether this browser can read, whether the payer asked to save data, and
 * one reading of one picture that can be cancelled. The work is in the lazy `ocr-reader` chunk and
 * its thread; nothing of it is fetched before a picture is attached, or the payer shows the intent to
 * attach one (./ocr-intent.ts). Any failure is one console
 * line and no suggestion: reading is a help, never in the way.
 */
import type { Found, OcrRun, ReadAnswer, ReadingOptions } from './ocr-reader.ts';

/** What a cancelled or failed reading shows: nothing. Here, not imported: ocr-reader.ts loads with the reading. */
const nothing: Found = { utrs: [], payment: null, paidOn: null };

/** What a reading downloads (the engine, the model and the thread's script), for the note shown with Save-Data. */
export const OCR_DOWNLOAD_BYTES = typeof __OCR_DOWNLOAD_BYTES__ === 'number' ? __OCR_DOWNLOAD_BYTES__ : 0;

/** How this browser reads (./reader-mode.ts). */
export { readerMode } from './reader-mode.ts';

/**
 * Reads one picture: the UTRs to offer, best first, and what it says about the payment (none when
 * cancelled, when none was found or on any failure), or that the picture is too large to read.
 */
export function readProof(file: File, options: ReadingOptions): OcrRun {
  let cancelled = false;
  let stop = () => {};
  const result: Promise<ReadAnswer> = import('./ocr-reader.ts')
    .then((reader) => {
      if (cancelled) return nothing;
      const reading = reader.readPicture(file, options);
      stop = reading.cancel;
      return reading.result;
    })
    .catch((error: unknown) => {
      console.error(`Reading the screenshot failed: ${error instanceof Error ? error.message : String(error)}`);
      return nothing;
    });
  return {
    result,
    cancel: () => {
      cancelled = true;
      stop();
    },
  };
}
