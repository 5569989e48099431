/**
 * What one reading of a screenshot comes to (docs/rules.md, Reading the UTR from a screenshot, and
 * Reading the payment from a screenshot): nothing but that it shows a failed payment, or the UTRs
 * read the same way twice and what the same whole-picture reading says about the payment, found
 * with the first confirmed UTR. The OCR thread (client/reader/ocr-thread.ts) runs this with a
 * second look at the picture; the corpus report and its cache (scripts/ocr-corpus.ts,
 * scripts/ocr-cache.ts) with the second looks the page took, so what they measure is exactly what
 * the page finds. Pure but for `confirm` and `readAgain`.
 */
import type { UtrCheckOptions } from '../../common/utr.ts';
import { findPayment, type PaymentFindings } from './payment-finder.ts';
import { lineBox, linesToReadAgain, withDevanagari } from './script-lines.ts';
import { readReceipt, type Suggestion } from './utr-finder.ts';
import type { OcrBox, OcrLine } from './utr-tokens.ts';

export type ScreenshotFinding = { failedPayment: true } | { utrs: string[]; payment: PaymentFindings };

/**
 * `lines`: the whole picture's reading; `confirm`: whether a second reading of a suggestion's part
 * of the picture holds the same UTR (client/utr-finder/utr-finder.ts, `confirms`); `readAgain`: a
 * line's part of the picture read with Hindi's model, for a date the whole reading could not read
 * (./script-lines.ts), called last, after every English reading.
 */
export async function readScreenshot(
  lines: readonly OcrLine[],
  options: UtrCheckOptions,
  confirm: (suggestion: Suggestion) => boolean | Promise<boolean>,
  readAgain?: (box: OcrBox) => Promise<readonly OcrLine[]>,
): Promise<ScreenshotFinding> {
  const finding = readReceipt(lines, options);
  if (finding.kind === 'failed-payment') return { failedPayment: true };
  const utrs: string[] = [];
  for (const suggestion of finding.suggestions) if (await confirm(suggestion)) utrs.push(suggestion.utr);
  // With the UTR just confirmed ('' for none, so the finder does not look for one again): no second
  // look, well under a millisecond once compiled (docs/performance.md, Reading the payment).
  const payment = findPayment(lines, options, utrs[0] ?? '');
  if (payment.date || !readAgain) return { utrs, payment };
  const again = [...lines];
  for (const index of linesToReadAgain(lines)) {
    const line = lines[index];
    const box = line && lineBox(line);
    // A reading that fails (Hindi's model did not load) leaves the line as it was: no date.
    if (line && box) again[index] = withDevanagari(line, await readAgain(box).catch(() => []));
  }
  // The date alone: the amount's and the payee's rules read the English model's words.
  return { utrs, payment: { ...payment, date: findPayment(again, options, utrs[0] ?? '').date } };
}
