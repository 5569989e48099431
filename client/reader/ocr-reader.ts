/**
 * The OCR worker's other end, in the page (docs/rules.md, Reading the UTR from a screenshot): the
 * lazy `ocr-reader` chunk. Skips pictures too small to hold a receipt, starts one worker per
 * reading, hands it the picture's bytes (transferred, not copied), and ends it when the answer
 * comes, when the reading is cancelled (the payer removed the picture), or after a time limit, so a
 * phone never keeps computing for nothing.
 */

export interface ReadingOptions {
  testMode: boolean;
  /** Today for the UTR date rule, as milliseconds since the epoch. */
  now: number;
}

export interface OcrRequest extends ReadingOptions {
  image: ArrayBuffer;
}

export type OcrAnswer = { utrs: string[] } | { error: string };

/** One picture being read: its answer, and a way to stop it. (The reader's state is client/reader/reading.ts, Reading.) */
export interface OcrRun {
  /** The UTRs to offer, best first; empty when cancelled. Rejects when the reading failed. */
  result: Promise<string[]>;
  cancel: () => void;
}

/** Longer than a slow phone needs to download the engine and read a screenshot. */
const READING_LIMIT_MS = 120_000;

/** Pictures smaller than this on either side hold no readable receipt: they are not read at all. */
const MIN_SIDE_PX = 200;

/** Whether the picture is too small to read; where the browser cannot tell, it is read. */
async function tooSmall(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return false;
  const bitmap = await createImageBitmap(file);
  const small = bitmap.width < MIN_SIDE_PX || bitmap.height < MIN_SIDE_PX;
  bitmap.close();
  return small;
}

export function readPicture(file: File, options: ReadingOptions, limitMs = READING_LIMIT_MS): OcrRun {
  let worker: Worker | null = null;
  let cancelled = false;
  let settle: (answer: OcrAnswer) => void = () => {};
  const answer = new Promise<OcrAnswer>((resolve) => {
    settle = resolve;
  });
  const end = (reply: OcrAnswer) => {
    worker?.terminate();
    settle(reply);
  };
  const start = async () => {
    const [small, image] = await Promise.all([tooSmall(file), file.arrayBuffer()]);
    if (cancelled || small) return end({ utrs: [] });
    const reading = new Worker(new URL('./ocr-worker.ts', import.meta.url), { name: 'ocr' });
    worker = reading;
    reading.onmessage = (event: MessageEvent<OcrAnswer>) => end(event.data);
    reading.onerror = (event) => {
      event.preventDefault();
      end({ error: event.message || 'the OCR worker failed' });
    };
    const request: OcrRequest = { ...options, image };
    reading.postMessage(request, [image]);
  };
  start().catch((error: unknown) => end({ error: error instanceof Error ? error.message : String(error) }));
  const timer = setTimeout(() => end({ error: 'the reading took too long' }), limitMs);
  return {
    result: answer.then((reply) => {
      clearTimeout(timer);
      if ('error' in reply) throw new Error(reply.error);
      return reply.utrs;
    }),
    cancel: () => {
      cancelled = true;
      end({ utrs: [] });
    },
  };
}
