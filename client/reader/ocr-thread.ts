/**
 * The OCR thread (docs/rules.md, Reading the UTR from a screenshot): gets the screenshot's bytes,
 * decodes and scales them (./ocr-image.ts), reads them with Tesseract (./ocr-engine.ts), picks the UTRs worth offering
 * (client/utr-finder/utr-finder.ts), reads each one's part of the picture a second time, and answers
 * with those read the same way twice and what the same first reading says about the payment
 * (client/utr-finder/payment-finder.ts) (or, for a receipt of a failed or reversed payment, only that),
 * a date's line read again with Hindi's model where the English one could not read it
 * (client/utr-finder/script-lines.ts); before that, in a
 * message of its own and only when the page asks, the engine's compiled module for the next reading
 * (./ocr-engine.ts). A thread started ahead of the picture loads the engine first and says when it
 * is ready, and decodes the picture as soon as it arrives (./early-picture.ts). Everything happens here, off the page's main thread; the picture never leaves
 * the device.
 */
import type { PaymentFindings } from '../utr-finder/payment-finder.ts';
import { noteDay } from '../utr-finder/payment-notes.ts';
import { readScreenshot } from '../utr-finder/read-screenshot.ts';
import { confirms, type OcrBox } from '../utr-finder/utr-finder.ts';
import { prepareNotes } from './prepare-notes.ts';
import { dayAndMonth } from './day-and-month.ts';
import { decodeEarly, decodedFor, type EarlyPicture } from './early-picture.ts';
import { readDevanagari, recognize, startEngine, type Rectangle } from './ocr-engine.ts';
import { ocrImage } from './ocr-image.ts';
import { digitsPicture, WARM_UP_DIGITS } from './ocr-warm-up.ts';
import type { ArrivedPicture, EngineReady, OcrAnswer, OcrRequest, WarmRequest } from './ocr-reader.ts';

interface ThreadScope {
  onmessage: ((event: MessageEvent<OcrRequest | WarmRequest | ArrivedPicture>) => void) | null;
  postMessage(message: OcrAnswer | EngineReady): void;
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
}
const scope = self as unknown as ThreadScope;

/**
 * A suggestion's box with room around it, so the second reading sees whole characters: half a
 * line above and below, but less than a space's width at the sides, or the edge of the word before
 * ('RRN 4123…') is read into the number as one more digit.
 */
function around(box: OcrBox): Rectangle {
  const height = box.y1 - box.y0;
  const side = Math.round(height / 5);
  const left = Math.max(0, box.x0 - side);
  const top = Math.max(0, box.y0 - Math.round(height / 2));
  return { left, top, width: box.x1 + side - left, height: box.y1 + Math.round(height / 2) - top };
}

/**
 * A line's box with room around it, for Hindi's model to read it again whole: a line's height at
 * each side (a label's first letter may lie left of what the English model found), a third above
 * and below.
 */
function aroundLine(box: OcrBox): Rectangle {
  const height = box.y1 - box.y0;
  const left = Math.max(0, box.x0 - height);
  const top = Math.max(0, box.y0 - Math.round(height / 3));
  return { left, top, width: box.x1 + height - left, height: box.y1 + Math.round(height / 3) - top };
}

let engine: Promise<WebAssembly.Module> | undefined;

/**
 * A thread started ahead reads a made-up line once its engine has loaded (./ocr-warm-up.ts), unless
 * the picture has come by then. A picture that comes during it waits for the part under way: the
 * engine reads one picture at a time.
 */
let warmedUp: Promise<unknown> = Promise.resolve();
let pictureCame = false;

/** The language the notes were prepared for in this thread (./prepare-notes.ts), if any. */
let prepared: string | undefined;

/** The picture as it arrived, decoding while the page checks it (./early-picture.ts); the latest only. */
let early: EarlyPicture<Uint8Array> | undefined;

async function warmUp(): Promise<void> {
  const picture = digitsPicture(WARM_UP_DIGITS);
  // Both ways the thread reads: the whole picture, then one block, as a confirmation does.
  for (const mode of ['3', '6'] as const) {
    if (pictureCame) return;
    await recognize(picture, mode);
  }
}

type Found = { utrs: string[]; payment: PaymentFindings; paidOn: string | null } | { failedPayment: true };

/**
 * Hands the page the engine's module in a message of its own (EngineReady): a browser that cannot
 * unpack it there fails that message alone (client/reader/ocr-reader.ts, engineRefused).
 */
function sendEngine(ready: WebAssembly.Module): void {
  try {
    scope.postMessage({ ready });
  } catch {
    // A browser that cannot pass a WebAssembly module between threads: this thread still reads with it.
  }
}

async function read({
  image,
  type,
  testMode,
  now,
  language,
  openedAt,
  saveData,
  engine: compiled,
  sendEngine: send,
}: OcrRequest): Promise<Found> {
  pictureCame = true;
  engine ??= startEngine(compiled);
  const decoded = decodedFor({ image, type }, early, ocrImage);
  early = undefined;
  // While the picture decodes and the engine loads: the notes' first call compiles their rules and
  // builds the language's date formatter, tens of milliseconds on a slow phone, that the reading
  // would otherwise wait for after Tesseract (docs/performance.md, Reading the payment). A thread
  // started ahead did it while it waited for the picture, for the language the page had then.
  if (prepared !== language) prepareNotes(language, openedAt);
  // Decoding and scaling run while the engine loads.
  const [bytes, module] = await Promise.all([decoded, engine]);
  // Before the answer, so the page has it when the answer ends this thread.
  if (send) sendEngine(module);
  await warmedUp;
  const options = { testMode, now: new Date(now) };
  const lines = await recognize(bytes, '3');
  const found = await readScreenshot(
    lines,
    options,
    async ({ box, utr }) => confirms(await recognize(bytes, '6', around(box)), utr, options),
    // Hindi's model is 1.5 MB the page did not count in what it said a reading downloads.
    saveData
      ? undefined
      : async (box) => {
          await readDevanagari();
          return recognize(bytes, '7', aroundLine(box));
        },
  );
  if ('failedPayment' in found) return found;
  // Written here, not on the page: a date formatter's locale data is a long task on a slow phone.
  const day = noteDay(found.payment.date, openedAt);
  return { ...found, paidOn: day ? dayAndMonth(day, language, day.otherYear) : null };
}

scope.onmessage = ({ data }) => {
  // Started ahead, on the payer's intent (client/reader/ocr-reader.ts, warmEngine): load the engine
  // now; the picture, when it comes, waits for this same load. A failure is the reading's to report.
  if ('warm' in data) {
    engine ??= startEngine(data.engine);
    // A failure here is no error: the picture's reading fails the same way and reports it.
    const { language } = data;
    warmedUp = engine
      .then(warmUp)
      .then(() => {
        // Idle until the picture comes: the notes' first run costs the reading nothing now.
        if (pictureCame) return;
        prepareNotes(language, Date.now());
        prepared = language;
      })
      .catch(() => undefined);
    if (data.sendEngine) engine.then(sendEngine, () => undefined);
    return;
  }
  // The picture has arrived and the page is checking it: decode it now, for the reading that follows.
  if ('arrived' in data) {
    pictureCame = true;
    early = decodeEarly({ image: data.arrived, type: data.type }, ocrImage);
    return;
  }
  read(data).then(
    (answer) => scope.postMessage(answer),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};

// Emscripten's loader can fail without rejecting the job waiting on it (a WebAssembly file that
// does not load): say so rather than leave the page waiting.
scope.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  scope.postMessage({ error: event.reason instanceof Error ? event.reason.message : String(event.reason) });
});
