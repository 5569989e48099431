/**
 * The picture as it arrived, decoded in the OCR thread while the page still checks it (docs/rules.md,
 * Reading the UTR from a screenshot). The page's check (client/proof/proof-check.ts) decodes the
 * file once to accept it; the thread decoded it again only after that, and the two decodes of a
 * phone screenshot were about a tenth of a first reading. A thread started ahead now gets the bytes
 * as soon as the file arrives (./ocr-reader.ts, pictureArrived) and starts its own decode at once;
 * the reading then takes that decode only if the picture it is asked to read has the very same
 * bytes and type, so a picture replaced, re-typed or refused meanwhile is never read from the
 * arrival's copy.
 */

/** A picture's bytes and type, as the page hands them to the thread. */
export interface PictureBytes {
  image: ArrayBuffer;
  type: string;
}

/** The arrival's copy: its bytes, kept to compare, and its decode under way. */
export interface EarlyPicture<T> {
  bytes: Uint8Array;
  type: string;
  decoded: Promise<T>;
}

/**
 * Starts decoding a picture that has just arrived. A failed decode rejects only the reading that
 * takes it: a decode no reading takes fails unseen.
 */
export function decodeEarly<T>(
  { image, type }: PictureBytes,
  decode: (image: ArrayBuffer, type: string) => Promise<T>,
): EarlyPicture<T> {
  const decoded = decode(image, type);
  decoded.catch(() => undefined);
  return { bytes: new Uint8Array(image), type, decoded };
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** The decoded picture to read: the arrival's, when it is the same picture; else decoded now. */
export function decodedFor<T>(
  picture: PictureBytes,
  early: EarlyPicture<T> | undefined,
  decode: (image: ArrayBuffer, type: string) => Promise<T>,
): Promise<T> {
  if (early && early.type === picture.type && sameBytes(early.bytes, new Uint8Array(picture.image))) {
    return early.decoded;
  }
  return decode(picture.image, picture.type);
}
