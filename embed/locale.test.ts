// The loader's language (embed/locale.ts; docs/embedding.md, 'Its words'): the merchant's code, else
// the browser's first of the page's twelve, as the page picks in a frame; the close label in it.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closeLabelIn, givenLanguage, languageOf } from './locale.ts';

// What make/embed.ts writes into the loader, here three of the twelve; read as the module loads.
vi.hoisted(() => {
  (globalThis as { CLOSE_LABELS?: object }).CLOSE_LABELS = { en: 'Close', hi: 'बंद करें', ta: 'மூடு' };
});
afterAll(() => delete (globalThis as { CLOSE_LABELS?: object }).CLOSE_LABELS);
afterEach(() => vi.unstubAllGlobals());

const browser = (languages: string[]) => vi.stubGlobal('navigator', { languages });

describe('the language the merchant gives', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI', 'hi'],
    ['fr', undefined],
    ['', undefined],
    [undefined, undefined],
    ['constructor', undefined],
    [42, undefined],
  ])('%j is %j in the frame address', (given, code) => {
    expect(givenLanguage(given)).toBe(code);
  });
});

describe("the page's language, and its close label", () => {
  it("takes the merchant's over the browser's", () => {
    browser(['ta-IN']);
    expect(languageOf('hi')).toBe('hi');
    expect(closeLabelIn(languageOf('hi'))).toBe('बंद करें');
  });

  it("without one (or one the page does not speak), the browser's first of the page's", () => {
    browser(['fr-FR', 'ta-IN', 'hi']);
    expect(languageOf(undefined)).toBe('ta');
    expect(languageOf('fr')).toBe('ta');
    expect(closeLabelIn('ta')).toBe('மூடு');
  });

  it('else English', () => {
    browser(['fr-FR', 'de']);
    expect(languageOf(null)).toBe('en');
    expect(closeLabelIn('en')).toBe('Close');
  });
});
