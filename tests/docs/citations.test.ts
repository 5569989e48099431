/**
 * Code, tests and docs cite a rule by its page and heading, "(docs/rules.md, Lazy chunks)" or
 * "docs/security.md, 'The OCR thread's policy'", never by copying it (docs/README.md, Where things
 * are). A heading renamed or removed leaves such citations pointing nowhere: this finds them, in
 * every tracked text file.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';

/** A page and the words cited after it, as they were written. */
interface Citation {
  page: string;
  cited: string;
}

/**
 * The citations in a text: a docs page (or the README) and, after a comma, either a quoted heading
 * (a quote inside a word, as in "thread's", does not close it) or capitalised words up to the first
 * bracket or punctuation. Comment markers at line starts are dropped first, so a citation may wrap.
 */
export function citationsIn(text: string): Citation[] {
  const flat = text.replace(/\n\s*(?:\*|\/\/|#)?\s*/g, ' ');
  return [
    ...flat.matchAll(
      /\b(docs\/[\w-]+\.md|README\.md),\s+(?:'(.+?)'(?![A-Za-z])|([A-Z][^)(;,.:'`|\]]*(?:\([^)]*\))?))/g,
    ),
  ].map(([, page = '', quoted, plain]) => ({ page, cited: (quoted ?? plain ?? '').trim() }));
}

/** Every heading of a markdown text, any level. */
export const headingsOf = (markdown: string): string[] =>
  [...markdown.matchAll(/^#+ (.+)$/gm)].map(([, title = '']) => title.trim());

/**
 * A citation holds when a heading of its page begins with the cited words, or the cited words
 * begin with a heading ("Lazy chunks and Start-up" names two).
 */
export const holds = (cited: string, headings: readonly string[]): boolean =>
  headings.some((heading) => heading.startsWith(cited) || cited.startsWith(heading));

const TEXT_FILE = /\.(?:ts|tsx|js|md|css|toml|json)$|(?:^|\/)_headers$|^\.ci\/run$/;

describe('citations of docs sections', () => {
  it('find the page and the heading, quoted or not, across a wrapped comment', () => {
    expect(citationsIn("// (docs/rules.md, Lazy chunks). And docs/security.md, 'The OCR thread's policy'.")).toEqual([
      { page: 'docs/rules.md', cited: 'Lazy chunks' },
      { page: 'docs/security.md', cited: "The OCR thread's policy" },
    ]);
    expect(citationsIn(' * See (docs/browsers.md,\n * Oldest engines).')).toEqual([
      { page: 'docs/browsers.md', cited: 'Oldest engines' },
    ]);
  });

  it('hold for a heading shortened or two headings joined, and fail for one that does not exist', () => {
    const headings = ['UTR dates (India Standard Time)', 'Lazy chunks', 'Start-up'];
    expect(holds('UTR dates', headings)).toBe(true);
    expect(holds('Lazy chunks and Start-up', headings)).toBe(true);
    expect(holds("The OCR worker's policy", headings)).toBe(false);
  });

  it('in every tracked file name a heading that exists', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((path) => TEXT_FILE.test(path));
    const headings = new Map<string, string[]>();
    const headingsFor = (page: string) => {
      let found = headings.get(page);
      if (!found) {
        try {
          found = headingsOf(readFileSync(join(root, page), 'utf8'));
        } catch {
          found = [];
        }
        headings.set(page, found);
      }
      return found;
    };
    // Inside docs/, a bare README.md is docs/README.md, as its links are.
    const pageOf = (path: string, page: string) =>
      path.startsWith('docs/') && page === 'README.md' ? 'docs/README.md' : page;
    const broken = files.flatMap((path) =>
      citationsIn(readFileSync(join(root, path), 'utf8'))
        .filter(({ page, cited }) => !holds(cited, headingsFor(pageOf(path, page))))
        .map(({ page, cited }) => `${path}: ${page}, '${cited}'`),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });
});
