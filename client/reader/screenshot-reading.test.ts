// How the screenshot reader writes a UTR and a download size (docs/rules.md, Reading the UTR from a screenshot).
import { describe, expect, it } from 'vitest';
import { megabytes, pixels, spaced } from './ScreenshotReading.tsx';

describe('a suggested UTR', () => {
  it('12 digits in groups of four, as UPI apps print them', () =>
    expect(spaced('412345678901')).toBe('4123 4567 8901'));
  it('the longer forms as they are', () => {
    expect(spaced('HDFCN52022062412345')).toBe('HDFCN52022062412345');
    expect(spaced('4123456789012')).toBe('4123456789012');
  });
});

describe('the download note', () => {
  it('in MB with one decimal, rounded up, the unit tied to the number', () => {
    expect(megabytes(2_605_207)).toBe('2.7\u00a0MB');
    expect(megabytes(2_600_000)).toBe('2.6\u00a0MB');
    expect(megabytes(1)).toBe('0.1\u00a0MB');
  });
});

describe('the too-large note', () => {
  it('gives the size the picture claims, and a size that cannot be read as question marks', () => {
    expect(pixels({ width: 20_000, height: 20_000 })).toBe('20000 × 20000');
    expect(pixels(null)).toBe('? × ?');
  });
});
