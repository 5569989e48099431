/** The QR drawing (docs/rules.md, UPI link and QR code), in a lazy chunk: the `qrcode` library is the page's largest optional part. */
import { QR_OPTIONS } from '../../common/qr-options.ts';
import { loadChunk } from './lazy.ts';

export async function drawQrSvg(value: string): Promise<string> {
  const qrcode = await loadChunk('qrcode', () => import('qrcode'));
  return qrcode.toString(value, QR_OPTIONS);
}
