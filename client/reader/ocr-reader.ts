/**
 * The OCR thread's other end, in the page (docs/rules.md, Reading the UTR from a screenshot): the
 * lazy `ocr-reader` chunk. Reads the picture's size from its headers, never by decoding it here:
 * skips pictures too small to hold a receipt and refuses those over the pixel cap or of a size
 * that cannot be read (common/image-size.ts); starts one thread per reading, hands it the picture's bytes
 * (transferred, not copied; the thread decodes and scales them) and the engine an earlier reading
 * compiled, where the browser lets the page keep it, and ends it when the answer comes,
 * when the reading is cancelled (the payer removed the picture), or after a time limit, so a phone
 * never keeps computing for nothing. The thread's URL comes from the page's Trusted Types policy
 * (client/platform/trusted-urls.ts). On the payer's intent to attach a picture
 * (client/reader/ocr-intent.ts) one thread starts ahead, loading the engine; it gets each picture
 * as it arrives, to decode while the page checks it (./early-picture.ts), and the first reading
 * is its own.
 */
import { imageShape, tooLargeToRead, type ImageSize } from '../../common/image-size.ts';
import { proofProblem } from '../../common/proof.ts';
import { trustedScriptUrl } from '../platform/trusted-urls.ts';
import type { PaymentFindings } from '../utr-finder/payment-finder.ts';
import ocrThreadScript from './ocr-thread.ts?worker&url';

export interface ReadingOptions {
  testMode: boolean;
  /** Today for the UTR date rule, as milliseconds since the epoch. */
  now: number;
  /** The page's language as the reading starts: the thread writes the receipt's day in it (./day-and-month.ts). */
  language: string;
  /**
   * When the page was opened (ms since the epoch): the year a date note gives a day printed without
   * one, and whether it says the year (client/utr-finder/payment-notes.ts, noteDay).
   */
  openedAt: number;
  /**
   * The payer asked to save data: the reading fetches nothing beyond what the page said it would,
   * so not Hindi's model for a date the English one could not read (client/reader/ocr-engine.ts).
   */
  saveData: boolean;
}

export interface OcrRequest extends ReadingOptions {
  image: ArrayBuffer;
  /** The picture's type, for decoding it in the thread. */
  type: string;
  /** The engine as an earlier reading on this page compiled it, when there was one. */
  engine?: WebAssembly.Module;
  /** Whether the page would keep the engine's module: the thread then sends it, before its answer (EngineReady). */
  sendEngine: boolean;
}

/** A picture over the pixel cap, or of a size that cannot be read (null): not read, and the payer is told why. */
export interface TooLarge {
  tooLarge: ImageSize | null;
}

/** A receipt that says its payment failed, was declined, reversed or refunded: nothing of it is offered. */
export interface FailedPayment {
  failedPayment: true;
}

/**
 * What a picture that was read shows: the UTRs to offer, best first, and what it says about the
 * payment (docs/rules.md, Reading the payment from a screenshot), found in the same reading; null
 * when it was not read (cancelled, too small, a failure).
 */
export interface Found {
  utrs: readonly string[];
  payment: PaymentFindings | null;
  /** The receipt's one day as the date note writes it ('19 Nov', '6 Dec 2025' in another year), null when it shows no one day. */
  paidOn: string | null;
}

/** What a reading found, that the receipt shows a failed payment, or that the picture is too large to read. */
export type ReadAnswer = Found | TooLarge | FailedPayment;

/** Sent to a thread started ahead (warmEngine): load the engine now, the picture comes later. */
export interface WarmRequest {
  warm: true;
  /** The page's language now: the thread readies the notes' date formatter for it (./prepare-notes.ts). */
  language: string;
  engine?: WebAssembly.Module;
  /** As OcrRequest's: whether to send the engine's module once loaded. */
  sendEngine: boolean;
}

/** The reading's answer: never the engine's module, which comes in a message of its own (EngineReady). */
export type OcrAnswer =
  { utrs: string[]; payment: PaymentFindings | null; paidOn: string | null } | FailedPayment | { error: string };

/** Sent to a thread started ahead when a picture arrives, before the page has checked it (pictureArrived). */
export interface ArrivedPicture {
  arrived: ArrayBuffer;
  type: string;
}

/**
 * The engine's compiled module, when the page asked for it (`sendEngine`): from a thread started
 * ahead once its engine is loaded, from a reading before its answer. A message of its own, so a
 * browser that cannot hand it to the page loses only it (`messageerror`), never the answer.
 */
export interface EngineReady {
  ready: WebAssembly.Module;
}

/** One picture being read: its answer, and a way to stop it. (The reader's state is client/reader/reading.ts, Reading.) */
export interface OcrRun {
  /** What to offer; no UTRs when cancelled. Rejects when the reading failed. */
  result: Promise<ReadAnswer>;
  cancel: () => void;
}

/**
 * The engine's compiled module from the last reading that answered: the next thread instantiates
 * it instead of compiling 2.9 MB of WebAssembly again, and runs the code optimised so far. Kept
 * for the page's life (a few MB of machine code), as a payer who replaces the picture reads again.
 */
let engine: WebAssembly.Module | undefined;

/**
 * Whether this page can take the engine's module from a thread. Firefox refuses to unpack a
 * WebAssembly module into a document whose policy does not allow `'wasm-unsafe-eval'`, as this
 * page's does not (docs/security.md): the message fails (`messageerror`) and the page reports a
 * policy violation. So threads are not asked for it in Firefox (its user agent names Gecko with a
 * version, which no other engine's does: theirs say 'like Gecko'); any other engine that refuses
 * it is asked no more after the first refusal. Either way each reading there compiles its own.
 */
let engineRefused = typeof navigator !== 'undefined' && /\bGecko\/\d/.test(navigator.userAgent);

/** Whether a thread should send the engine's module: the page has none yet, and can take one. */
const wantsEngine = () => engine === undefined && !engineRefused;

/** A message from a thread the page could not unpack: the engine's module, the only one that can fail so. */
const refused = () => {
  engineRefused = true;
};

/**
 * The thread warmEngine started, its engine loading or loaded, until a reading takes it or
 * SPARE_LIMIT_MS pass; `warmed`: whether one was ever started, so intent starts one per page.
 */
let spare: Worker | null = null;
let warmed = false;

/** How long a thread started ahead waits for a picture: a payer who closed the picker is not coming back soon. */
const SPARE_LIMIT_MS = 120_000;

const startThread = () => new Worker(trustedScriptUrl(new URL(ocrThreadScript, location.href)), { name: 'ocr' });

/** Keeps the module a thread started ahead has loaded, when it says so. */
const keepReady = (data: OcrAnswer | EngineReady): data is EngineReady => {
  if (!('ready' in data)) return false;
  // Not `??=`: the chunk stays within ES2020 as written (tests/budgets/browser-support.test.ts).
  if (engine === undefined) engine = data.ready;
  return true;
};

/**
 * Starts fetching and compiling the engine in a thread of its own, before any picture: the payer
 * opened the picker or dragged something over the page (client/reader/ocr-intent.ts). Once per
 * page, and not at all once a reading has left the engine's module behind. The next reading
 * takes that thread, loaded or still loading, so nothing is fetched or compiled twice.
 */
export function warmEngine(limitMs = SPARE_LIMIT_MS): void {
  if (warmed || engine) return;
  warmed = true;
  const thread = startThread();
  const drop = () => {
    if (spare !== thread) return;
    spare = null;
    thread.terminate();
  };
  thread.onmessage = (event: MessageEvent<OcrAnswer | EngineReady>) => {
    keepReady(event.data);
  };
  thread.onmessageerror = refused;
  // A failure here is the reading's to report, if one comes: it then starts a thread of its own.
  thread.onerror = (event) => {
    event.preventDefault();
    drop();
  };
  const request: WarmRequest = {
    warm: true,
    language: document.documentElement.lang || 'en',
    sendEngine: wantsEngine(),
  };
  thread.postMessage(request);
  spare = thread;
  setTimeout(drop, limitMs);
}

/** Longer than a slow phone needs to download the engine and read a screenshot. */
const READING_LIMIT_MS = 120_000;

/** Pictures smaller than this on either side hold no readable receipt: they are not read at all. */
const MIN_SIDE_PX = 200;

const tooSmall = (size: ImageSize) => size.width < MIN_SIDE_PX || size.height < MIN_SIDE_PX;

/**
 * A picture has arrived (chosen, dropped or pasted: ./ocr-intent.ts) and the page is checking it:
 * the thread started ahead, if there is one, gets its bytes now and decodes them while the check
 * runs; the reading that follows takes that decode when it reads the same bytes
 * (./early-picture.ts). Only what the reading itself would decode: a file of a proof type within
 * the byte limit, its size known, under the pixel cap and not too small.
 */
export function pictureArrived(file: File): void {
  const thread = spare;
  if (!thread || proofProblem(file)) return;
  const send = async () => {
    const { size } = await imageShape(file);
    if (!size || tooLargeToRead(size) || tooSmall(size)) return;
    const image = await file.arrayBuffer();
    // Taken by a reading, or dropped, meanwhile: that reading sends its own picture.
    if (spare !== thread) return;
    const message: ArrivedPicture = { arrived: image, type: file.type };
    thread.postMessage(message, [image]);
  };
  // Only a head start: the reading reads the file itself whatever happens here.
  send().catch(() => undefined);
}

export function readPicture(file: File, options: ReadingOptions, limitMs = READING_LIMIT_MS): OcrRun {
  let thread: Worker | null = null;
  let cancelled = false;
  let settle: (answer: OcrAnswer | TooLarge) => void = () => {};
  const answer = new Promise<OcrAnswer | TooLarge>((resolve) => {
    settle = resolve;
  });
  const end = (reply: OcrAnswer | TooLarge) => {
    thread?.terminate();
    settle(reply);
  };
  const start = async () => {
    // A size that cannot be read counts as over the cap: the thread would decode whatever it claims.
    const { size } = await imageShape(file);
    if (!size || tooLargeToRead(size)) return end({ tooLarge: size });
    if (cancelled || tooSmall(size)) return end({ utrs: [], payment: null, paidOn: null });
    const image = await file.arrayBuffer();
    if (cancelled) return end({ utrs: [], payment: null, paidOn: null });
    const reading = spare ?? startThread();
    spare = null;
    thread = reading;
    reading.onmessage = (event: MessageEvent<OcrAnswer | EngineReady>) => {
      if (keepReady(event.data)) return;
      end(event.data);
    };
    reading.onmessageerror = refused;
    reading.onerror = (event) => {
      event.preventDefault();
      end({ error: event.message || 'the OCR thread failed' });
    };
    const request: OcrRequest = {
      ...options,
      image,
      type: file.type,
      sendEngine: wantsEngine(),
      ...(engine ? { engine } : {}),
    };
    reading.postMessage(request, [image]);
  };
  start().catch((error: unknown) => end({ error: error instanceof Error ? error.message : String(error) }));
  const timer = setTimeout(() => end({ error: 'the reading took too long' }), limitMs);
  return {
    result: answer.then((reply): ReadAnswer => {
      clearTimeout(timer);
      if ('error' in reply) throw new Error(reply.error);
      if ('tooLarge' in reply) return reply;
      return 'failedPayment' in reply
        ? { failedPayment: true }
        : { utrs: reply.utrs, payment: reply.payment, paidOn: reply.paidOn };
    }),
    cancel: () => {
      cancelled = true;
      end({ utrs: [], payment: null, paidOn: null });
    },
  };
}
