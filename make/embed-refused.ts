/**
 * The embed loader's words, from the page's catalogues (page/i18n/), for the build (make/embed.ts):
 * the close control's label in each language, which the loader carries, and the note a merchant's
 * frame shows when the page never answered in it (docs/embedding.md, 'Errors'): one static page per
 * language, `/embed-refused/<code>`, which any site may frame (client/public/_headers) because it
 * holds nothing but those words. The loader points a silent frame at it.
 *
 * The catalogues are read as data, by their paths: make/ builds the page and imports none of its code.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './paths.ts';

/** What the embed needs of one language: its tag and direction, and its three strings. */
export interface EmbedWords {
  code: string;
  tag: string;
  dir: 'ltr' | 'rtl';
  close: string;
  title: string;
  body: string;
}

interface CatalogueModule {
  [name: string]: Record<string, string>;
}

/** Each of the page's twelve languages' words for the embed, in the language menu's order. */
export async function embedWords(): Promise<EmbedWords[]> {
  const read = (path: string) => import(pathToFileURL(join(root, path)).href) as Promise<CatalogueModule>;
  const { languageCodes, languages } = (await read('page/i18n/languages.ts')) as unknown as {
    languageCodes: readonly string[];
    languages: Record<string, { tag: string; dir: 'ltr' | 'rtl' }>;
  };
  return Promise.all(
    languageCodes.map(async (code) => {
      const catalogue = (await read(`page/i18n/${code}.ts`))[code];
      const word = (key: string): string => {
        const text = catalogue?.[key];
        if (!text) throw new Error(`build: page/i18n/${code}.ts has no ${key}`);
        return text;
      };
      const { tag, dir } = languages[code] ?? { tag: code, dir: 'ltr' };
      return {
        code,
        tag,
        dir,
        close: word('embedClose'),
        title: word('embedRefusedTitle'),
        body: word('embedRefusedBody'),
      };
    }),
  );
}

/** The close control's label by language code: what make/embed.ts writes into the loader as CLOSE_LABELS. */
export const closeLabels = (words: readonly EmbedWords[]): Record<string, string> =>
  Object.fromEntries(words.map(({ code, close }) => [code, close]));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The note's stylesheet: the page's calm colours, light and dark, and its system fonts. */
export const REFUSED_CSS = `:root{color-scheme:light dark;--ink:#14213d;--soft:#4a5568;--canvas:#f3f5f9;--surface:#fff;--line:#dfe3ea;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Gujarati","Noto Sans Kannada","Noto Naskh Arabic",Arial,sans-serif;line-height:1.5;color:var(--ink);background:var(--canvas)}
@media (prefers-color-scheme:dark){:root{--ink:#e7ecf4;--soft:#bac4d4;--canvas:#0e1522;--surface:#172033;--line:#2d3b52}}
body{margin:0;padding:24px 16px}
main{max-width:28rem;margin:0 auto;padding:20px;background:var(--surface);border:1px solid var(--line);border-radius:12px}
h1{margin:0 0 8px;font-size:1.25rem;line-height:1.3}
p{margin:0;color:var(--soft)}
`;

/** The note in one language: a heading and a line, nothing to click, no script. */
export function refusedPage({ tag, dir, title, body }: EmbedWords): string {
  return `<!doctype html>
<html lang="${tag}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/embed-refused/style.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
</main>
</body>
</html>
`;
}
