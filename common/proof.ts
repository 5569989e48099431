/** The proof file rules (spec sections 5 and 9), shared by the page and the sandbox. */

export const MAX_PROOF_BYTES = 10_485_760;
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ProofProblem = 'type' | 'size' | null;

/** Why a chosen file cannot be the proof, or null when it can. Type first: it is the clearer message. */
export function proofProblem(file: { type: string; size: number }): ProofProblem {
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_PROOF_BYTES || file.size === 0) return 'size';
  return null;
}
