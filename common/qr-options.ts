/**
 * The UPI QR code's drawing options (docs/rules.md, UPI link and QR code), shared so the page
 * worker's server-drawn code, the browser's lazily drawn one and the saved picture are the same code.
 */
import type { QRCodeRenderersOptions } from 'qrcode';

export const QR_OPTIONS = {
  errorCorrectionLevel: 'L',
  /** The quiet zone, in modules. */
  margin: 4,
} as const satisfies QRCodeRenderersOptions;

/** What a saved or shared QR picture shows (docs/rules.md, Saving and sharing the QR code). */
export interface QrPicture {
  /** The UPI link the code encodes. */
  value: string;
  /** Paise, written under the code. */
  amount: number;
  address: string;
}
