/**
 * The QR code's drawings and pictures (docs/rules.md, Lazy chunks: the `qrcode` library is the
 * page's largest optional part, and runs in a thread of its own): the SVG on step 2, drawn here from
 * the modules the QR thread finds (client/qr/qr-modules.ts, in the lazy QR chunk:
 * ./qr-chunk.ts), and the PNG a payer saves or shares (docs/rules.md, Saving and sharing the QR
 * code; ./qr-image.ts). Step 1 needs none of it, and starts the thread only once idle
 * (client/qr/qr-prefetch.ts). This wiring is in step 2's chunk (client/step-two/step-two.tsx).
 */
import { formatAmount, plainAmount } from '../../common/money.ts';
import { drawingOf, modulesOfDrawing, type QrDrawing, type QrModules } from '../../common/qr-drawing.ts';
import type { QrPicture } from '../../common/qr-options.ts';
import { CHUNK_TIMEOUT_MS, ChunkLoadError } from '../platform/lazy.ts';
import { loadQrThread, qrThreadScript } from './qr-chunk.ts';
import { canSharePng, savePng, sharePng, type QrPng } from './qr-image.ts';

export interface QrDrawings {
  // Function properties, not methods: passed around unbound as actions.
  /** Draws the code of `value`, starting the QR thread the first time; a code drawn before comes at once. */
  draw: (value: string) => Promise<QrDrawing>;
  /** A code drawn before (by the idle prefetch, or shown earlier), so a component can show it in its first render. */
  drawn: (value: string) => QrDrawing | null;
}

/**
 * The modules of `value`'s code from the QR thread. A thread that did not load or answer within
 * the lazy chunks' limit is a chunk that did not load (the error screen); a value no QR code holds
 * is a plain error (no code shown).
 */
async function modulesOf(value: string): Promise<QrModules> {
  const result = await (await loadQrThread()).qrModulesOf(qrThreadScript, value, CHUNK_TIMEOUT_MS);
  if (result === 'failed') throw new ChunkLoadError('Loading chunk qr-thread failed.');
  if (result === 'too-long') throw new Error('too long for a QR code');
  return result;
}

/**
 * The codes this page has drawn, by the text they encode: a handful (the page's UPI options). The
 * page owns the map (client/qr/use-qr.ts), never this module, since a render reads it.
 */
export function qrDrawings(drawings: Map<string, QrDrawing>): QrDrawings {
  return {
    draw: async (value) => {
      const known = drawings.get(value);
      if (known !== undefined) return known;
      const drawing = drawingOf(await modulesOf(value));
      drawings.set(value, drawing);
      return drawing;
    },
    drawn: (value) => drawings.get(value) ?? null,
  };
}

/**
 * The picture of `picture`'s code: its modules read back from the code on screen when this page has
 * drawn it (the page worker's drawn ahead included), so saving needs no QR thread, else from the
 * thread. The amount as the page writes it (₹1,500.50), and a file named after it:
 * pay-1500.50-INR.png.
 */
const pngOf = ({ value, amount, address }: QrPicture, drawings: ReadonlyMap<string, QrDrawing>): QrPng => ({
  value,
  modules: () => {
    const drawing = drawings.get(value);
    const shown = drawing ? modulesOfDrawing(drawing) : null;
    return shown ? Promise.resolve(shown) : modulesOf(value);
  },
  amountText: formatAmount(amount),
  address,
  fileName: `pay-${plainAmount(amount)}-INR.png`,
});

export function saveQrPng(picture: QrPicture, drawings: ReadonlyMap<string, QrDrawing>): Promise<void> {
  return savePng(pngOf(picture, drawings));
}

/** Asked only where `navigator.canShare` exists, so elsewhere no picture is made for it. */
export async function canShareQrPng(picture: QrPicture, drawings: ReadonlyMap<string, QrDrawing>): Promise<boolean> {
  if (typeof navigator.canShare !== 'function') return false;
  return canSharePng(pngOf(picture, drawings));
}

export function shareQrPng(
  picture: QrPicture,
  drawings: ReadonlyMap<string, QrDrawing>,
): Promise<'shared' | 'cancelled'> {
  return sharePng(pngOf(picture, drawings));
}
