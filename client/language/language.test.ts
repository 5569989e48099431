// The document's language, direction and title (client/language/language.ts, docs/rules.md,
// Start-up): each is written only when it changes, since writing `lang` or `dir` on the root, even
// unchanged, restyles the whole page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../page/i18n/languages.ts';
import { showLanguage } from './language.ts';

/** A stand-in document that counts every write of `lang`, `dir` and `title`. */
function fakeDocument(lang: string, dir: string, title: string) {
  const writes: string[] = [];
  const root = {
    get lang() {
      return lang;
    },
    set lang(value: string) {
      writes.push(`lang=${value}`);
      lang = value;
    },
    get dir() {
      return dir;
    },
    set dir(value: string) {
      writes.push(`dir=${value}`);
      dir = value;
    },
  };
  const document = {
    documentElement: root,
    get title() {
      return title;
    },
    set title(value: string) {
      writes.push(`title=${value}`);
      title = value;
    },
  };
  return { document, writes };
}

describe('showLanguage', () => {
  let fake: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    fake = fakeDocument('en-IN', 'ltr', 'Payment: ₹10.00');
    vi.stubGlobal('document', fake.document);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes nothing when the language and title are already shown', () => {
    showLanguage(languages.en, 'Payment: ₹10.00');
    expect(fake.writes).toEqual([]);
  });

  it('writes only the title when only the title changes', () => {
    showLanguage(languages.en, 'Paid: ₹10.00');
    expect(fake.writes).toEqual(['title=Paid: ₹10.00']);
  });

  it('writes the tag, not the direction, for another left-to-right language', () => {
    showLanguage(languages.hi, 'Payment: ₹10.00');
    expect(fake.writes).toEqual(['lang=hi-IN']);
  });

  it('writes the tag and the direction for a right-to-left language', () => {
    showLanguage(languages.ur, 'Payment: ₹10.00');
    expect(fake.writes).toEqual(['lang=ur-IN', 'dir=rtl']);
  });
});
