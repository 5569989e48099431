// What the load test counts as the rendered page (harness/load/targets.ts): the markup decides, not
// the boot data, which carries the English catalogue and so every screen's words.
import { describe, expect, it } from 'vitest';
import { wrongContent, type Target } from './targets.ts';

const link: Target = { kind: 'valid link', path: '/demo/a.b.c', expected: 200, amount: '₹1,500.50' };
const boot = '<script type="application/json" id="boot">{"text":{"errorBody":"Something went wrong."}}</script>';
const page = (root: string) => `<html><body><div id="root">${root}</div>${boot}</body></html>`;

describe('wrongContent', () => {
  it('takes a rendered step whose boot data holds the error screen’s words', () => {
    expect(wrongContent(link, page('<p>₹1,500.50</p>'))).toBeNull();
  });

  it('reports the error screen, the loading shell and a missing amount in the markup', () => {
    expect(wrongContent(link, page('<p>₹1,500.50</p><p>Something went wrong.</p>'))).toBe('Something went wrong.');
    expect(wrongContent(link, page('<p>₹1,500.50</p>Loading payment details'))).toBe('Loading payment details');
    expect(wrongContent(link, page('<p>Something went wrong.</p>'))).toBe('no ₹1,500.50');
  });
});
