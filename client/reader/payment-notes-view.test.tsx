// How the screenshot's notes are written (docs/rules.md, Reading the payment from a screenshot).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dayAndMonth } from './day-and-month.ts';
import { Filled } from './PaymentNotes.tsx';

describe('the date note', () => {
  it('is the day and the short month, the day as printed whatever the time zone', () => {
    expect(dayAndMonth({ year: 2026, month: 11, day: 18 }, 'en')).toBe('18 Nov');
    expect(dayAndMonth({ year: 2026, month: 1, day: 1 }, 'en')).toBe('1 Jan');
  });
  it('a day printed without a year, 29 Feb included', () =>
    expect(dayAndMonth({ year: null, month: 2, day: 29 }, 'en')).toBe('29 Feb'));
  it("in the page's language, with Latin digits as everywhere on the page", () => {
    const hindi = dayAndMonth({ year: 2026, month: 11, day: 18 }, 'hi');
    expect(hindi).toMatch(/^18 \p{Script=Devanagari}/u);
    expect(dayAndMonth({ year: 2026, month: 11, day: 18 }, 'bn')).toMatch(/^18 /);
  });
});

describe('a sentence with elements in it', () => {
  // React marks where one text node ends and the next begins; the words are what matters here.
  const html = (template: string) =>
    renderToString(
      createElement(Filled, { template, parts: { shown: createElement('b', null, 'a@ybl'), expected: 'x' } }),
    ).replaceAll('<!-- -->', '');
  it('puts each placeholder in its place', () =>
    expect(html('{shown} is not {expected}.')).toBe('<b>a@ybl</b> is not x.'));
  it('leaves an unknown placeholder as written, so a gap shows rather than hides', () =>
    expect(html('from {date}')).toBe('from {date}'));
});
