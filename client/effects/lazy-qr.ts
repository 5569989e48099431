/** The QR drawing (docs/rules.md, UPI link and QR code), in a lazy chunk: the `qrcode` library is the page's largest optional part. */
import { QR_OPTIONS } from '../../common/qr-options.ts';
import { loadChunk } from './lazy.ts';

const loadQrLibrary = () => loadChunk('qrcode', () => import('qrcode'));

/** Codes already drawn in this page, by the text they encode: a handful (the page's UPI options). */
const drawings = new Map<string, string>();

export async function drawQrSvg(value: string): Promise<string> {
  const known = drawings.get(value);
  if (known !== undefined) return known;
  const qrcode = await loadQrLibrary();
  const svg = await qrcode.toString(value, QR_OPTIONS);
  drawings.set(value, svg);
  return svg;
}

/** A code drawn before (by the idle prefetch, or shown earlier), so a component can show it in its first render. */
export function drawnQrSvg(value: string): string | null {
  return drawings.get(value) ?? null;
}

/** What the idle prefetch (client/effects/qr-prefetch.ts) does ahead of need: load the chunk, then draw the codes. */
export const qrPrefetchWork = {
  load: (): Promise<unknown> => loadQrLibrary(),
  draw: (value: string): Promise<unknown> => drawQrSvg(value),
};
