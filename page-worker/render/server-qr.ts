/**
 * The server-drawn QR codes (docs/rules.md, UPI link and QR code): when a flag skips straight to a
 * UPI channel, the first HTML carries the code as inline SVG, so the payer can scan before any
 * script runs; on step 1 the boot data carries the codes of the first UPI options, so choosing one
 * shows its code without the browser starting its QR thread. The browser reuses either instead of
 * loading the QR library.
 */
import { isUpi } from '../../common/channels.ts';
import { drawQr } from '../../common/qr-code.ts';
import type { DrawnQr } from '../../common/qr-drawing.ts';
import { offersQr, upiLink, upiValues } from '../../common/upi.ts';
import type { FlowState } from '../../page/flow/state.ts';

/**
 * How many of step 1's UPI options get their code drawn ahead: each adds about 450 bytes gzip to the
 * first HTML, so a page with many stays within its budget; the browser draws the rest (few pages
 * offer more).
 */
export const DRAWN_AHEAD = 4;

/**
 * The code of `value`, or null when it is too much data for a QR code (a server sent a huge UPI
 * address): the browser finds none either, and the page shows none.
 */
function drawn(value: string): DrawnQr | null {
  try {
    return { value, drawing: drawQr(value) };
  } catch {
    return null;
  }
}

/** The codes of step 1's first UPI options, in display order; none on any other first paint. */
export function drawAhead(state: FlowState): DrawnQr[] {
  if (state.phase !== 'ready' || state.page !== 'pay' || state.step !== 1) return [];
  return upiValues(state.groups, state.amount)
    .slice(0, DRAWN_AHEAD)
    .flatMap((value) => drawn(value) ?? []);
}

export function drawServerQr(state: FlowState): DrawnQr | null {
  if (state.step !== 2 || !state.channel || !isUpi(state.channel) || !offersQr(state.channel, state.amount))
    return null;
  return drawn(upiLink(state.channel, state.amount));
}
