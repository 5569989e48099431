/**
 * docs/ stays true to the repository: every rule in docs/rules.md names the
 * files that implement it, eight paths at most, folders where a feature has one
 * (that line is the index from rule to code), every
 * repository path the docs and the README mention exists, every link into a
 * docs page lands on a section, and no tracked file outside docs/ points to the
 * product's outside reference documents instead of docs/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const DOCS = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The `## ` (or, with `level` 3, `### `) sections of a markdown text: title and body. */
function sections(markdown: string, level = 2): { title: string; body: string }[] {
  return markdown
    .split(new RegExp(`^${'#'.repeat(level)} `, 'm'))
    .slice(1)
    .map((chunk) => {
      const end = chunk.indexOf('\n');
      return { title: chunk.slice(0, end).trim(), body: chunk.slice(end + 1) };
    });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .trim()
    .replace(/ /g, '-');

/** Top-level folders whose backticked mentions are repository paths. */
const TOP_FOLDERS = new Set([
  'client',
  'page',
  'make',
  'common',
  'page-worker',
  'sandbox',
  'scripts',
  'harness',
  'tests',
  'docs',
  '.ci',
]);
/** A file at the root, such as `wrangler.toml` or `README.md`. */
const ROOT_FILE = /^[\w.-]+\.(?:ts|tsx|md|json|jsonl|toml|txt|css)$/;

/**
 * The repository paths a markdown text mentions in backticks, without any
 * `#anchor`. Globs and templates (`*`, `{`, `<`, `…`) are not paths.
 */
function mentionedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, code = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const path = code.split('#')[0] ?? '';
    if (/[\s*{<…]/.test(path) || path.length === 0) continue;
    const first = path.split('/')[0] ?? '';
    if ((path.includes('/') && TOP_FOLDERS.has(first)) || ROOT_FILE.test(path)) paths.add(path);
  }
  return [...paths];
}

// Written so that this file's own text does not match it.
const OUTSIDE_REFERENCE = new RegExp(
  ['decisions? [0-9]', 'spec' + ' sections? [0-9]', 'spec [0-9]', 'issues? [0-9]'].join('|'),
  'i',
);

describe('docs/rules.md', () => {
  const rules = sections(read('docs/rules.md'));

  it('has sections', () => {
    expect(rules.length).toBeGreaterThan(20);
  });

  it.each(rules.map((section) => [section.title, section.body] as const))(
    "section '%s' ends with an Implemented in: line naming files",
    (_title, body) => {
      const line = body.split('\n').find((text) => text.startsWith('Implemented in:'));
      expect(line, 'no "Implemented in:" line').toBeDefined();
      expect(mentionedPaths(line ?? '').length, 'names no file').toBeGreaterThan(0);
      // An index, not an inventory: a feature with a folder is named by its folder.
      expect(mentionedPaths(line ?? '').length, 'names more than 8 paths').toBeLessThanOrEqual(8);
    },
  );
});

describe.each(DOCS)('%s', (file) => {
  it('mentions only repository paths that exist', () => {
    const paths = mentionedPaths(read(file));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('links only to sections of docs pages that exist', () => {
    const links = [...read(file).matchAll(/\b([\w-]+\.md)#([a-z0-9_-]+)/g)].map(([, page = '', anchor = '']) => ({
      page,
      anchor,
    }));
    const broken = links.filter(({ page, anchor }) => {
      const path = [join('docs', page), page].find((candidate) => existsSync(join(root, candidate)));
      if (!path) return true;
      const text = read(path);
      const titles = [...sections(text), ...sections(text, 3)].map((section) => anchorOf(section.title));
      return !titles.includes(anchor);
    });
    expect(broken).toEqual([]);
  });
});

describe('tracked files outside docs/', () => {
  it('cite docs/ sections, never the outside reference documents by number', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((path) => path.length > 0 && !path.startsWith('docs/') && existsSync(join(root, path)));
    const offending = files.flatMap((path) =>
      read(path)
        .split('\n')
        .flatMap((line, index) => (OUTSIDE_REFERENCE.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
