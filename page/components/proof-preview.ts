/**
 * Which proof pictures get a thumbnail (docs/rules.md, Proof files): every one but a picture whose
 * header declares more pixels than the page decodes (common/image-size.ts). A thumbnail is an
 * <img> on the file, and the browser decodes all of it to draw 56 px: 1 GB for a 16,000 × 16,000
 * PNG. The proof check (client/effects/proof-check.ts) marks such a file as it accepts it; the
 * form (./ProofInput.tsx) shows it by its name alone.
 */
const withoutPreview = new WeakSet<File>();

/** The proof check found `file` over the pixel cap: it is never decoded, not even for a thumbnail. */
export function refusePreview(file: File): void {
  withoutPreview.add(file);
}

export const hasPreview = (file: File): boolean => !withoutPreview.has(file);
