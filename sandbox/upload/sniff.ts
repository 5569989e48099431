/**
 * The real type of an uploaded image, from its first bytes. The file name and
 * the declared type are the sender's claims; the magic bytes are the file.
 */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Bytes needed to tell the supported types apart. */
export const SNIFF_LENGTH = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then 4 size bytes, then "WEBP"
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  return null;
}
