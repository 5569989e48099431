// The proof-file corpus (tests/corpus/files.jsonl) through the page's own checks: the declared type and size, the bytes, the decode.
import { describe, expect, it } from 'vitest';
import { corpus, title, type FileBytes } from './corpus.ts';
import { fileBuffer, pngHeader } from './files.ts';
import { MAX_PROOF_BYTES, sniffProofType } from '../../common/proof.ts';
import { checkProof } from '../../client/proof/proof-check.ts';

/**
 * Node cannot decode images: this stands in for the browser's decode by what each kind of
 * bytes is (a whole image, or only its start). The e2e run of the same lines decodes for real.
 */
const WHOLE_IMAGES = new Set<FileBytes['kind']>(['png', 'jpeg', 'png+fill']);

/** What the page says of a chosen file: the message of its toast, or null for the thumbnail. */
async function verdict(name: string, type: string, bytes: FileBytes): Promise<string | null> {
  const result = await checkProof(new File([new Uint8Array(fileBuffer(bytes))], name, { type }), async () =>
    WHOLE_IMAGES.has(bytes.kind),
  );
  if (result.kind === 'accepted') return null;
  return result.problem === 'type' ? 'File type not supported' : 'File size is too large';
}

describe('files.jsonl', () => {
  it.each(corpus.files.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    expect(await verdict(item.fileName, item.type, item.bytes)).toBe(
      item.choose.kind === 'toast' ? item.choose.message : null,
    );
  });

  it('an accepted file carries the type its bytes say, whatever it was declared as', async () => {
    const accepted = await checkProof(
      new File([new Uint8Array(fileBuffer({ kind: 'jpeg' }))], 'x.png', { type: 'image/png' }),
      async () => true,
    );
    expect(accepted.kind === 'accepted' && accepted.file.type).toBe('image/jpeg');
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
    expect(sniffProofType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe(
      'image/webp',
    );
    expect(sniffProofType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20]))).toBeNull();
    expect(sniffProofType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffProofType(new Uint8Array())).toBeNull();
  });
});
