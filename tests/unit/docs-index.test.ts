/**
 * docs/ stays true to the repository: every rule in docs/rules.md names the
 * files that implement it, every repository path the docs mention exists, every
 * link into rules.md lands on a section, and no tracked file outside docs/
 * points to the product's outside reference documents instead of docs/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const DOCS = ['docs/README.md', 'docs/rules.md'] as const;

/** The `## ` sections of a markdown text: title and body. */
function sections(markdown: string): { title: string; body: string }[] {
  return markdown
    .split(/^## /m)
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
    .replace(/ /g, '-');

/** Top-level folders whose backticked mentions are repository paths. */
const TOP_FOLDERS = new Set(['client', 'page', 'build', 'common', 'worker', 'sandbox', 'scripts', 'harness', 'tests', 'docs', '.ci']);
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
    },
  );

  it('every section is in the index of docs/README.md', () => {
    const index = read('docs/README.md');
    const missing = rules.filter((section) => !index.includes(`(rules.md#${anchorOf(section.title)})`));
    expect(missing.map((section) => section.title)).toEqual([]);
  });
});

describe.each(DOCS)('%s', (file) => {
  it('mentions only repository paths that exist', () => {
    const paths = mentionedPaths(read(file));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('links only to sections of rules.md that exist', () => {
    const anchors = new Set(sections(read('docs/rules.md')).map((section) => anchorOf(section.title)));
    const links = [...read(file).matchAll(/rules\.md#([a-z0-9_-]+)/g)].map((match) => match[1] ?? '');
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([]);
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
