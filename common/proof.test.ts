// The proof's file types (docs/rules.md, Proof files): the picker's filter, the declared-type check and the
// signatures name the same three types.
import { describe, expect, it } from 'vitest';
import { PROOF_ACCEPT, proofProblem, sniffProofType } from './proof.ts';

const heads: [string, number[]][] = [
  ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]],
  ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ['WEBP', [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]],
];

describe('PROOF_ACCEPT', () => {
  const accepted = PROOF_ACCEPT.split(',');

  it.each(heads)('offers the type a %s signature is sniffed as, which proofProblem accepts', (_name, head) => {
    const type = sniffProofType(new Uint8Array(head));
    expect(type).not.toBeNull();
    expect(accepted).toContain(type);
    expect(proofProblem({ type: type ?? '', size: 1 })).toBeNull();
  });

  it('offers no other media type than those, and each ending of their names', () => {
    const types = accepted.filter((item) => item.includes('/'));
    const sniffed = heads.map(([, head]) => sniffProofType(new Uint8Array(head)));
    expect(types.sort()).toEqual([...sniffed].sort());
    expect(accepted.filter((item) => item.startsWith('.')).sort()).toEqual(['.jpeg', '.jpg', '.png', '.webp']);
  });

  it('is refused by proofProblem for any other declared type', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', '', '.png'])
      expect(proofProblem({ type, size: 1 })).toBe('type');
  });
});
