// The embed's words from the catalogues (make/embed-refused.ts): every language's close label, and
// its refusal note as a page of text in its own language and direction.
import { describe, expect, it } from 'vitest';
import { en } from '../page/i18n/en.ts';
import { languageCodes } from '../page/i18n/languages.ts';
import { ur } from '../page/i18n/ur.ts';
import { closeLabels, embedWords, refusedPage } from './embed-refused.ts';

describe("the embed's words", () => {
  it("are the catalogues', one set per language of the page's twelve", async () => {
    const words = await embedWords();
    expect(words.map((language) => language.code)).toEqual([...languageCodes]);
    expect(closeLabels(words)).toMatchObject({ en: en.embedClose, ur: ur.embedClose });
  });

  it('make a refusal note in its language and direction, its text escaped, and no script', async () => {
    const words = await embedWords();
    const urdu = refusedPage(words.find((language) => language.code === 'ur')!);
    expect(urdu).toContain('<html lang="ur-IN" dir="rtl">');
    expect(urdu).toContain(`<h1>${ur.embedRefusedTitle}</h1>`);
    expect(urdu).not.toContain('<script');
    const tricky = refusedPage({ ...words[0]!, title: '<b>"x"</b>', body: 'a & b' });
    expect(tricky).toContain('<h1>&#60;b&#62;&#34;x&#34;&#60;/b&#62;</h1>');
    expect(tricky).toContain('<p>a &#38; b</p>');
  });
});
