// The proof's place in the payer flow (page/flow/state.ts), rule by rule: whether it gets a thumbnail
// (docs/rules.md, Proof files) and the key of its reading (docs/rules.md, Reading the UTR from a
// screenshot), both flow state rather than anything kept beside it.
import { describe, expect, it } from 'vitest';
import { reduce } from './state.ts';
import { onStep2, run } from './state.fixture.ts';

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('a proof picture (docs/rules.md, Proof files)', () => {
  it('starts with no proof, a thumbnail allowed and no reading yet', () => {
    const state = onStep2();
    expect(state.proof).toBeNull();
    expect(state.proofThumbnail).toBe(true);
    expect(state.proofKey).toBe(0);
  });

  it('over the pixel cap gets no thumbnail: proofChosen says so and the state keeps it', () => {
    const huge = picture('huge.png');
    const state = reduce(onStep2(), { type: 'proofChosen', file: huge, thumbnail: false });
    expect(state.proof).toBe(huge);
    expect(state.proofThumbnail).toBe(false);
  });

  it('within the cap gets its thumbnail, also after one over the cap', () => {
    const state = run(
      onStep2(),
      { type: 'proofChosen', file: picture('huge.png'), thumbnail: false },
      { type: 'proofChosen', file: picture('small.png'), thumbnail: true },
    );
    expect(state.proofThumbnail).toBe(true);
  });

  it('chosen while a submission runs changes neither the proof, its thumbnail nor its key', () => {
    const checking = reduce(onStep2(), { type: 'submitStarted', utr: '123456789012' });
    expect(checking.submission).toBe('checking');
    expect(reduce(checking, { type: 'proofChosen', file: picture('a.png'), thumbnail: false })).toBe(checking);
  });
});

describe("a proof's reading (docs/rules.md, Reading the UTR from a screenshot)", () => {
  it('every picture chosen gets a key of its own, the same file chosen again too', () => {
    const file = picture('a.png');
    const first = reduce(onStep2(), { type: 'proofChosen', file, thumbnail: true });
    const again = reduce(first, { type: 'proofChosen', file, thumbnail: true });
    expect(first.proofKey).toBeGreaterThan(0);
    expect(again.proofKey).not.toBe(first.proofKey);
  });

  it('removing the picture never brings an earlier key back for the next one', () => {
    const first = reduce(onStep2(), { type: 'proofChosen', file: picture('a.png'), thumbnail: true });
    const next = run(first, { type: 'proofRemoved' }, { type: 'proofChosen', file: picture('b.png'), thumbnail: true });
    expect(next.proofKey).toBeGreaterThan(first.proofKey);
  });
});
