/**
 * The QR code's lazy chunk (docs/rules.md, Lazy chunks: the `qrcode` library is the page's largest
 * optional part): the SVG on step 2, and the PNG a payer saves or shares (docs/rules.md, Saving
 * and sharing the QR code). All the work is in client/effects/qr-image.ts, inside the chunk; step 1
 * needs none of it, and fetches it only once idle (client/effects/qr-prefetch.ts). This wiring is
 * in step 2's chunk (client/step-two/step-two.tsx).
 */
import { formatAmount, plainAmount } from '../../common/money.ts';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { QrPicture } from '../../common/qr-options.ts';
import { loadQrChunk } from './qr-chunk.ts';
import type { QrPng } from './qr-image.ts';

export interface QrDrawings {
  // Function properties, not methods: passed around unbound as actions.
  /** Draws the code of `value`, loading the chunk the first time; a code drawn before comes at once. */
  draw: (value: string) => Promise<QrDrawing>;
  /** A code drawn before (by the idle prefetch, or shown earlier), so a component can show it in its first render. */
  drawn: (value: string) => QrDrawing | null;
}

/**
 * The codes this page has drawn, by the text they encode: a handful (the page's UPI options). The
 * page owns the map (client/wiring/use-qr.ts), never this module, since a render reads it.
 */
export function qrDrawings(drawings: Map<string, QrDrawing>): QrDrawings {
  return {
    draw: async (value) => {
      const known = drawings.get(value);
      if (known !== undefined) return known;
      const drawing = (await loadQrChunk()).qrDrawing(value);
      drawings.set(value, drawing);
      return drawing;
    },
    drawn: (value) => drawings.get(value) ?? null,
  };
}

/** The amount as the page writes it (₹1,500.50), and a file named after it: pay-1500.50-INR.png. */
const pngOf = ({ value, amount, address }: QrPicture): QrPng => ({
  value,
  amountText: formatAmount(amount),
  address,
  fileName: `pay-${plainAmount(amount)}-INR.png`,
});

export async function saveQrPng(picture: QrPicture): Promise<void> {
  return (await loadQrChunk()).savePng(pngOf(picture));
}

/** Asked only where `navigator.canShare` exists, so elsewhere the chunk is not loaded for it. */
export async function canShareQrPng(picture: QrPicture): Promise<boolean> {
  if (typeof navigator.canShare !== 'function') return false;
  return (await loadQrChunk()).canSharePng(pngOf(picture));
}

export async function shareQrPng(picture: QrPicture): Promise<'shared' | 'cancelled'> {
  return (await loadQrChunk()).sharePng(pngOf(picture));
}
