/**
 * The QR code's lazy chunk (docs/rules.md, Lazy chunks: the `qrcode` library is the page's largest
 * optional part): the SVG on step 2, and the PNG a payer saves or shares (docs/rules.md, Saving
 * and sharing the QR code). All the work is in client/effects/qr-image.ts, inside the chunk; step 1
 * never loads any of it.
 */
import { formatAmount, plainAmount } from '../../common/money.ts';
import type { QrPicture } from '../../common/qr-options.ts';
import { loadChunk } from './lazy.ts';
import type { QrPng } from './qr-image.ts';

const loadDrawing = () => loadChunk('qrcode', () => import('./qr-image.ts'));

export async function drawQrSvg(value: string): Promise<string> {
  return (await loadDrawing()).qrSvg(value);
}

/** The amount as the page writes it (₹1,500.50), and a file named after it: pay-1500.50-INR.png. */
const pngOf = ({ value, amount, address }: QrPicture): QrPng => ({
  value,
  amountText: formatAmount(amount),
  address,
  fileName: `pay-${plainAmount(amount)}-INR.png`,
});

export async function saveQrPng(picture: QrPicture): Promise<void> {
  return (await loadDrawing()).saveQrPng(pngOf(picture));
}

/** Asked only where `navigator.canShare` exists, so elsewhere the chunk is not loaded for it. */
export async function canShareQrPng(picture: QrPicture): Promise<boolean> {
  if (typeof navigator.canShare !== 'function') return false;
  return (await loadDrawing()).canShareQrPng(pngOf(picture));
}

export async function shareQrPng(picture: QrPicture): Promise<'shared' | 'cancelled'> {
  return (await loadDrawing()).shareQrPng(pngOf(picture));
}
