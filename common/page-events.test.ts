// What one page load counts once (common/page-events.ts, onceKey; docs/rules.md, Operations data):
// the one rule the browser's reporter and the page worker's ticket allowance both keep.
import { describe, expect, it } from 'vitest';
import { FUNNEL_KINDS, ONCE_PER_PAGE, VITAL_NAMES, onceKey } from './page-events.ts';

describe('onceKey', () => {
  it('counts step 2, done and the error screen once, whatever their detail', () => {
    expect(ONCE_PER_PAGE).toEqual(['step-2', 'done', 'error-screen']);
    expect(onceKey({ kind: 'step-2', detail: 'upi' })).toBe('step-2');
    expect(onceKey({ kind: 'step-2', detail: 'bank_transfer' })).toBe('step-2');
    expect(onceKey({ kind: 'done', detail: '' })).toBe('done');
    expect(onceKey({ kind: 'error-screen', detail: 'load' })).toBe('error-screen');
    expect(onceKey({ kind: 'error-screen', detail: 'chunk' })).toBe('error-screen');
  });

  it('counts a vital once per metric', () => {
    expect(VITAL_NAMES.map((metric) => onceKey({ kind: 'vital', detail: metric }))).toEqual(
      VITAL_NAMES.map((metric) => `vital:${metric}`),
    );
  });

  it('lets every other funnel kind repeat', () => {
    const repeating = FUNNEL_KINDS.filter((kind) => !ONCE_PER_PAGE.includes(kind));
    expect(repeating).toEqual([
      'submit-started',
      'upload-failed',
      'bot-check-failed',
      'submitted',
      'redirected',
      'ocr-note',
    ]);
    for (const kind of repeating) expect(onceKey({ kind, detail: '' })).toBeNull();
  });
});
