/**
 * Keeps what OCR read from each corpus receipt (docs/rules.md, Reading the UTR from a screenshot),
 * so the UTR finder's rules can be tried on it again in seconds (scripts/ocr-cache.ts) instead of
 * reading the pictures again for minutes. Only for the harness: the page's OCR thread is served
 * with its `recognize` wrapped so that each reading's lines are also written to the thread's
 * console, which Playwright hands over here. The page's code is not changed; its bundle is, as
 * served to this one browser.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { UtrCheckOptions } from '../../common/utr.ts';
import { readScreenshot, type ScreenshotFinding } from '../../client/utr-finder/read-screenshot.ts';
import { confirms, type OcrBox, type OcrLine } from '../../client/utr-finder/utr-finder.ts';
import { OCR_THREAD_PATH } from '../../common/trusted-types.ts';
import type { CorpusReceipt } from './corpus.ts';
import type { Scored } from './score.ts';

/**
 * One call of the OCR thread's `recognize`: the whole picture (mode '3'), one suggestion's part of
 * it (mode '6'), or a date's line read again with Hindi's model (mode '7').
 */
export interface OcrRead {
  mode: string;
  rectangle: { left: number; top: number; width: number; height: number } | null;
  lines: OcrLine[];
}

/** A receipt as the cache keeps it: what it shows, what the page offered, and what OCR read. */
export interface CachedReceipt extends Omit<CorpusReceipt, 'html'> {
  offered: string[];
  /** Whether the page said the receipt shows a failed payment (absent in caches kept before it could). */
  failedNote?: boolean;
  reads: OcrRead[];
}

export interface OcrCache {
  /** The instant the corpus was made and read at: UTR dates are checked against it. */
  now: number;
  testMode: boolean;
  receipts: CachedReceipt[];
}

const MARK = '__ocr_read__';

/**
 * The OCR thread's bundle with its `recognize` (the one function asking Tesseract for `blocks`)
 * renamed and wrapped by one that logs what it returns. Throws when the bundle no longer looks like
 * that.
 */
export function wrapRecognize(bundle: string): string {
  const at = bundle.indexOf('output:{text:!1,blocks:!0}');
  const start = bundle.lastIndexOf('async function ', at);
  const head = /^async function ([\w$]+)\(/.exec(bundle.slice(start));
  if (at < 0 || start < 0 || !head?.[1]) throw new Error('the OCR thread bundle has no recognize function to wrap');
  const name = head[1];
  const wrapper =
    `async function ${name}(i,m,r){const l=await ${name}$read(i,m,r);` +
    `console.log(${JSON.stringify(MARK)}+JSON.stringify({mode:m,rectangle:r??null,lines:l}));return l}`;
  return `${bundle.slice(0, start)}${wrapper}async function ${name}$read(${bundle.slice(start + head[0].length)}`;
}

/**
 * Serves `context` the wrapped OCR thread bundle and collects the readings its threads log on
 * `page`; `take()` hands over (and forgets) those logged so far.
 */
export async function captureReads(context: BrowserContext, page: Page): Promise<{ take: () => OcrRead[] }> {
  await context.route(
    (url) => OCR_THREAD_PATH.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: wrapRecognize(await response.text()) });
    },
  );
  let reads: OcrRead[] = [];
  // Playwright's `worker` event: each thread (Web Worker) the page starts, the OCR thread among them.
  page.on('worker', (thread) =>
    thread.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(MARK)) reads.push(JSON.parse(text.slice(MARK.length)) as OcrRead);
    }),
  );
  return {
    take: () => {
      const taken = reads;
      reads = [];
      return taken;
    },
  };
}

/** A scored reading as the cache keeps it. */
export function cached({ receipt, offered, failedNote }: Scored, reads: OcrRead[]): CachedReceipt {
  const { html: _html, ...rest } = receipt;
  return { ...rest, offered, failedNote, reads };
}

const inside = (box: OcrBox, { rectangle }: OcrRead) =>
  rectangle !== null &&
  box.x0 >= rectangle.left &&
  box.y0 >= rectangle.top &&
  box.x1 <= rectangle.left + rectangle.width &&
  box.y1 <= rectangle.top + rectangle.height;

/**
 * What the page's OCR thread made of one receipt's readings, found again by the same code
 * (client/utr-finder/read-screenshot.ts), each suggestion confirmed by the second reading the
 * thread took of its part of the picture. A suggestion the kept run did not make has no second
 * reading: it counts as confirmed, and is named in `unconfirmed`, since only the page can tell. A
 * date's line the kept run did not read again with Hindi's model reads as nothing more. Null when
 * no whole-picture reading was kept.
 */
export async function replay(
  reads: readonly OcrRead[],
  options: UtrCheckOptions,
): Promise<{ finding: ScreenshotFinding; unconfirmed: string[] } | null> {
  const whole = reads.find((read) => read.mode === '3');
  if (!whole) return null;
  const unconfirmed: string[] = [];
  const finding = await readScreenshot(
    whole.lines,
    options,
    ({ box, utr }) => {
      const again = reads.find((read) => read.mode === '6' && inside(box, read));
      if (again) return confirms(again.lines, utr, options);
      unconfirmed.push(utr);
      return true;
    },
    (box) => Promise.resolve(reads.find((read) => read.mode === '7' && inside(box, read))?.lines ?? []),
  );
  return { finding, unconfirmed };
}
