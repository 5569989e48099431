// The page worker's catalogues, made from the lists the build writes (make/catalogue-values.ts),
// are page/i18n/'s exactly: every key, every value, in every language.
import { describe, expect, it } from 'vitest';
import { OTHER_CATALOGUES } from '../../make/catalogue-values.ts';
import { en } from '../../page/i18n/en.ts';
import { languageCodes } from '../../page/i18n/languages.ts';
import { catalogues } from './catalogues.ts';

describe("the page worker's catalogues", () => {
  it('are the twelve languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...languageCodes].sort());
    expect(catalogues.en).toBe(en);
  });

  it.each(Object.entries(OTHER_CATALOGUES))('%s is page/i18n/ exactly, key by key', (code, catalogue) => {
    const made = catalogues[code as keyof typeof OTHER_CATALOGUES];
    expect(Object.keys(made)).toEqual(Object.keys(en));
    expect(made).toEqual(catalogue);
  });
});
