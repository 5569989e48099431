/** The proof file rules (docs/rules.md, Proof files), shared by the page and the sandbox. */

export const MAX_PROOF_BYTES = 10_485_760;
/**
 * The one list of the proof's types, PNG, JPEG and WEBP, then their names' endings for pickers
 * that go by name: the file picker's `accept`, written out so the page worker's render carries a
 * string, not the code that would build it.
 */
export const PROOF_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
/** What sniffProofType finds; each is a media type of PROOF_ACCEPT (common/proof.test.ts). */
type ProofType = 'image/png' | 'image/jpeg' | 'image/webp';

type ProofProblem = 'type' | 'size' | null;

/**
 * Why a chosen file cannot be the proof, or null when it can, from what the
 * browser says of it. Type first: it is the clearer message. An empty file is
 * not too large: its bytes are checked next (`sniffProofType`), and no bytes
 * are no image.
 */
export function proofProblem(file: { type: string; size: number }): ProofProblem {
  // A media type of PROOF_ACCEPT (it has a `/`), not a name's ending.
  if (!file.type.includes('/') || !PROOF_ACCEPT.split(',').includes(file.type)) return 'type';
  if (file.size > MAX_PROOF_BYTES) return 'size';
  return null;
}

/** Bytes needed to tell the proof types apart by their signatures. */
export const PROOF_SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The proof's real type from its first bytes, or null when it is none of
 * PNG, JPEG and WEBP: the name and the declared type are only claims (a text
 * file renamed .png is reported as image/png). The sandbox checks the same
 * signatures on upload.
 */
export function sniffProofType(head: Uint8Array): ProofType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
