/**
 * The QR code's lazy chunk (docs/rules.md, Lazy chunks: the `qrcode` library is the page's largest
 * optional part): the SVG on step 2, and the PNG a payer saves or shares (docs/rules.md, Saving
 * and sharing the QR code). All the work is in client/effects/qr-image.ts, inside the chunk; step 1
 * needs none of it, and fetches it only once idle (client/effects/qr-prefetch.ts).
 */
import { formatAmount, plainAmount } from '../../common/money.ts';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { QrPicture } from '../../common/qr-options.ts';
import { loadChunk } from './lazy.ts';
import type { QrPng } from './qr-image.ts';

const loadDrawing = () => loadChunk('qrcode', () => import('./qr-image.ts'));

/** Codes already drawn in this page, by the text they encode: a handful (the page's UPI options). */
const drawings = new Map<string, QrDrawing>();

export async function drawQrSvg(value: string): Promise<QrDrawing> {
  const known = drawings.get(value);
  if (known !== undefined) return known;
  const drawing = (await loadDrawing()).qrDrawing(value);
  drawings.set(value, drawing);
  return drawing;
}

/** A code drawn before (by the idle prefetch, or shown earlier), so a component can show it in its first render. */
export function drawnQrSvg(value: string): QrDrawing | null {
  return drawings.get(value) ?? null;
}

/** What the idle prefetch (client/effects/qr-prefetch.ts) does ahead of need: load the chunk, then draw the codes. */
export const qrPrefetchWork = {
  load: (): Promise<unknown> => loadDrawing(),
  draw: (value: string): Promise<unknown> => drawQrSvg(value),
};

/** The amount as the page writes it (₹1,500.50), and a file named after it: pay-1500.50-INR.png. */
const pngOf = ({ value, amount, address }: QrPicture): QrPng => ({
  value,
  amountText: formatAmount(amount),
  address,
  fileName: `pay-${plainAmount(amount)}-INR.png`,
});

export async function saveQrPng(picture: QrPicture): Promise<void> {
  return (await loadDrawing()).savePng(pngOf(picture));
}

/** Asked only where `navigator.canShare` exists, so elsewhere the chunk is not loaded for it. */
export async function canShareQrPng(picture: QrPicture): Promise<boolean> {
  if (typeof navigator.canShare !== 'function') return false;
  return (await loadDrawing()).canSharePng(pngOf(picture));
}

export async function shareQrPng(picture: QrPicture): Promise<'shared' | 'cancelled'> {
  return (await loadDrawing()).sharePng(pngOf(picture));
}
