/**
 * The UPI QR code's drawing options (docs/rules.md, UPI link and QR code), shared so the worker's
 * server-drawn code and the browser's lazily drawn one are the same picture.
 */
import type { QRCodeToStringOptions } from 'qrcode';

export const QR_OPTIONS: QRCodeToStringOptions = {
  type: 'svg',
  errorCorrectionLevel: 'L',
  margin: 4,
  width: 128,
  // Dark modules on white in every colour scheme: a QR code without a light quiet zone does not scan.
  color: { dark: '#000000ff', light: '#ffffffff' },
};

/** A drawn code and the exact text it encodes. */
export interface DrawnQr {
  value: string;
  svg: string;
}

/** What a saved or shared QR picture shows (docs/rules.md, Saving and sharing the QR code). */
export interface QrPicture {
  /** The UPI link the code encodes. */
  value: string;
  /** Paise, written under the code. */
  amount: number;
  address: string;
}
