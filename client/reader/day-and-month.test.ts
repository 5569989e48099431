// The date note's day as the OCR thread writes it (docs/rules.md, Reading the payment from a screenshot).
import { describe, expect, it } from 'vitest';
import { dayAndMonth } from './day-and-month.ts';

describe('dayAndMonth', () => {
  it("writes the day and month, and the year only when asked: a day not in the page's year", () => {
    expect(dayAndMonth({ year: 2026, month: 12, day: 6 }, 'en')).toBe('6 Dec');
    expect(dayAndMonth({ year: 2025, month: 12, day: 6 }, 'en', true)).toBe('6 Dec 2025');
    expect(dayAndMonth({ year: 2025, month: 12, day: 6 }, 'hi', true)).toBe('6 दिस॰ 2025');
    // 29 February without a year stays itself.
    expect(dayAndMonth({ year: null, month: 2, day: 29 }, 'en')).toBe('29 Feb');
  });
});
