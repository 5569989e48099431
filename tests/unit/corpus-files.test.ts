// The proof-file corpus (tests/corpus/files.jsonl) through the page's own checks: the declared type and size, then the bytes.
import { describe, expect, it } from 'vitest';
import { corpus, title } from '../corpus/corpus.ts';
import { fileBuffer, pngHeader } from '../corpus/files.ts';
import { MAX_PROOF_BYTES, PROOF_SNIFF_BYTES, proofProblem, sniffProofType } from '../../common/proof.ts';

/** What the page says of a chosen file: the message of its toast, or null for the thumbnail. */
function verdict(type: string, bytes: Buffer): string | null {
  const problem = proofProblem({ type, size: bytes.length });
  if (problem) return problem === 'type' ? 'File type not supported' : 'File size is too large';
  return sniffProofType(bytes.subarray(0, PROOF_SNIFF_BYTES)) ? null : 'File type not supported';
}

describe('files.jsonl', () => {
  it.each(corpus.files.map((item) => [title(item), item] as const))('%s', (_title, item) => {
    const bytes = fileBuffer(item.bytes);
    expect(verdict(item.type, bytes)).toBe(item.choose.kind === 'toast' ? item.choose.message : null);
  });
});

describe('the corpus files are what they claim', () => {
  it('sizes straddle the 10 MB limit exactly', () => {
    const sizes = corpus.files.map((item) => fileBuffer(item.bytes).length);
    expect(sizes).toContain(MAX_PROOF_BYTES);
    expect(sizes).toContain(MAX_PROOF_BYTES + 1);
    expect(sizes).toContain(0);
  });

  it('a PNG header claims its size in a valid IHDR', () => {
    const header = pngHeader(100_000, 100_000);
    expect(sniffProofType(header)).toBe('image/png');
    expect(header.readUInt32BE(16)).toBe(100_000);
    expect(header.readUInt32BE(20)).toBe(100_000);
    expect(header.subarray(12, 16).toString('ascii')).toBe('IHDR');
  });

  it('sniffs JPEG and WEBP signatures too, and nothing from too few bytes', () => {
    expect(sniffProofType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffProofType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe('image/webp');
    expect(sniffProofType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20]))).toBeNull();
    expect(sniffProofType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffProofType(new Uint8Array())).toBeNull();
  });
});
