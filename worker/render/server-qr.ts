/**
 * The server-drawn QR code: when a flag skips straight to a UPI channel, the
 * first HTML carries the code as inline SVG, so the payer can scan before any
 * script runs. The browser reuses it instead of loading the QR library.
 */
import { isUpi } from '../../common/channels.ts';
import { drawQr } from '../../common/qr-code.ts';
import type { DrawnQr } from '../../common/qr-drawing.ts';
import { upiLink } from '../../common/upi.ts';
import type { FlowState } from '../../page/flow/state.ts';

export function drawServerQr(state: FlowState): DrawnQr | null {
  if (state.step !== 2 || !state.channel || !isUpi(state.channel)) return null;
  const value = upiLink(state.channel, state.amount);
  try {
    return { value, drawing: drawQr(value) };
  } catch {
    // Too much data for a QR code (a server sent a huge UPI address): the page, without the code.
    return null;
  }
}
