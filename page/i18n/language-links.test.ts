// The switcher's links and the toasts' words (docs/rules.md, Languages): what a page in another language keeps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageHref } from '../components/LanguageMenu.tsx';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { languageCodes } from './languages.ts';
import { toasts, toastText } from '../toasts.ts';
import { flagParams, parseFlags } from '../../common/payer-link.ts';
import { flagsWith } from '../flow/state.fixture.ts';

/** The default flags: nothing on, UPI first, no redirect. */
const plain = flagsWith();

describe('flagParams', () => {
  it('writes nothing for the default flags', () => {
    expect(flagParams(plain)).toEqual([]);
  });

  it('writes each flag the page understood, in a fixed spelling', () => {
    const all = {
      resubmit: true,
      test: true,
      upiDefault: false,
      skipSelection: true,
      skipTrivialSelection: true,
      redirectUrl: null,
    };
    expect(flagParams(all)).toEqual([
      ['resubmit', '1'],
      ['test', '1'],
      ['upi_default', '0'],
      ['skip_selection', '1'],
      ['skip_trivial_selection', '1'],
    ]);
  });

  it('reads back to the same flags, whatever they are; redirect_url stays behind', () => {
    const flags = fc.record({
      resubmit: fc.boolean(),
      test: fc.boolean(),
      upiDefault: fc.boolean(),
      skipSelection: fc.boolean(),
      skipTrivialSelection: fc.boolean(),
      redirectUrl: fc.option(fc.string()),
    });
    fc.assert(
      fc.property(flags, (value) => {
        expect(parseFlags(new URLSearchParams(flagParams(value)))).toEqual({ ...value, redirectUrl: null });
      }),
    );
  });

  it('carries no raw value from the URL: a hostile query gives only known names and 0 or 1', () => {
    const flags = parseFlags(
      new URLSearchParams('test=<script>&resubmit=YES&upi_default=off&redirect_url=javascript:alert(1)'),
    );
    expect(flagParams(flags)).toEqual([
      ['resubmit', '1'],
      ['upi_default', '0'],
    ]);
  });
});

describe('languageHref', () => {
  it.each(languageCodes)('%s: a query-only link, so the path (the payer link) stays', (code) => {
    expect(languageHref(code, plain)).toBe(`?lang=${code}`);
  });

  it('keeps the flags after the language', () => {
    expect(languageHref('ta', { ...plain, test: true, upiDefault: false })).toBe('?lang=ta&test=1&upi_default=0');
  });
});

describe('toastText', () => {
  it('reads a key in the catalogue it is given, so an open toast follows the language', () => {
    expect(toastText(en, toasts.invalidUtr.message)).toBe('Invalid UTR');
    expect(toastText(hi, toasts.invalidUtr.message)).toBe(hi.toastInvalidUtr);
  });

  it("shows the payment worker's own words as they came, in any language", () => {
    expect(toastText(hi, { server: 'amount too low' })).toBe('amount too low');
  });
});
