/**
 * Whether a chosen, dropped or pasted file may be the proof, and as what type
 * it is uploaded (docs/security.md, 'Proof files are decoded'). The declared
 * type and size come first (the clearer messages), then the first bytes'
 * signature, then a real decode: a PNG signature followed by SVG markup passes
 * the signature but is no image. An accepted file is re-typed from its bytes,
 * so a JPEG named `x.png` is uploaded as `image/jpeg`. A picture that claims more pixels than the
 * page decodes, or whose size cannot be read (common/image-size.ts), is not decoded here: decoding
 * it would hold gigabytes and the main thread; its headers were walked, and it goes up as proof
 * within the byte limit, shown without a thumbnail (the verdict says so, and the flow state keeps
 * it: page/flow/state.ts).
 * The header reader is a small lazy chunk (shared with the screenshot reader), so step 1 does not
 * carry it (docs/rules.md, Lazy chunks); where it cannot load, the file is decoded as it always was.
 */
import { proofProblem, sniffProofType } from '../../common/proof.ts';

/** An accepted file, and whether it may be decoded for its thumbnail. */
export type ProofVerdict =
  { kind: 'accepted'; file: File; thumbnail: boolean } | { kind: 'refused'; problem: 'type' | 'size' };

/** Resolves true when the bytes decode as an image; never rejects. */
type DecodeImage = (file: Blob) => Promise<boolean>;

/** The few browser APIs a decode needs, injectable for tests. */
export interface DecodeEnv {
  createImageBitmap?: (image: Blob) => Promise<{ close(): void }>;
  Image?: new () => { onload: (() => void) | null; onerror: (() => void) | null; src: string; naturalWidth: number };
  URL?: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void };
}

function decodeWithImage(
  file: Blob,
  Image: NonNullable<DecodeEnv['Image']>,
  urls: NonNullable<DecodeEnv['URL']>,
): Promise<boolean> {
  const url = urls.createObjectURL(file);
  return new Promise<boolean>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = url;
  }).finally(() => urls.revokeObjectURL(url));
}

/** createImageBitmap (the bitmap closed at once), or an Image on an object URL where it is missing. */
export function decodeImage(file: Blob, env: DecodeEnv = globalThis as DecodeEnv): Promise<boolean> {
  if (typeof env.createImageBitmap === 'function') {
    return env.createImageBitmap(file).then(
      (bitmap) => {
        bitmap.close();
        return true;
      },
      () => false,
    );
  }
  if (env.Image && env.URL) return decodeWithImage(file, env.Image, env.URL);
  return Promise.resolve(false);
}

export async function checkProof(file: File, decode: DecodeImage = decodeImage): Promise<ProofVerdict> {
  const problem = proofProblem(file);
  if (problem) return { kind: 'refused', problem };
  const sizing = await import('../../common/image-size.ts').catch(() => null);
  const head = await file
    .slice(0, 16)
    .arrayBuffer()
    .then(
      (buffer) => new Uint8Array(buffer),
      () => null,
    );
  const type = head && sniffProofType(head);
  if (!type) return { kind: 'refused', problem: 'type' };
  const shape = await sizing?.imageShape(file).catch(() => ({ size: null, data: false }));
  // Over the cap, or of a size that cannot be read: not decoded, so the walk must reach image data.
  const large = Boolean(shape && sizing?.tooLargeToRead(shape.size));
  const decoded = large ? Boolean(shape?.data) : await decode(file).catch(() => false);
  if (!decoded) return { kind: 'refused', problem: 'type' };
  const accepted = new File([file], file.name, { type, lastModified: file.lastModified });
  // Not decoded here, so not for its thumbnail either.
  return { kind: 'accepted', file: accepted, thumbnail: !large };
}

export interface ProofChooser {
  choose(file: File): void;
  /** Forget any choice still being checked (the payer removed the proof or chose again). */
  cancel(): void;
  /**
   * Settles once the latest choice's verdict is handed on (at once with none being checked): Submit
   * waits for it, so a picture chosen just before the press goes with the UTR (docs/rules.md, Proof files).
   */
  settled: () => Promise<void>;
}

/** Checks each choice and hands on the verdict of the latest one only: a slow decode never overrides a later choice. */
export function createProofChooser(decode: DecodeImage, onVerdict: (verdict: ProofVerdict) => void): ProofChooser {
  let latest = 0;
  let checking: Promise<void> = Promise.resolve();
  return {
    choose(file) {
      const mine = ++latest;
      checking = checkProof(file, decode).then((verdict) => {
        if (mine === latest) onVerdict(verdict);
      });
    },
    cancel() {
      latest++;
      checking = Promise.resolve();
    },
    // A check that threw hands on no verdict; Submit goes on without the picture.
    settled: () => checking.catch(() => undefined),
  };
}
