/**
 * A comment that names a file points at it: a repository path (`client/qr/qr-chunk.ts`), a path
 * relative to the comment's own file (`./index.test.ts`, `../fixtures/channels.ts`), or a bare
 * TypeScript file name, which means the file beside it (`citations.test.ts`) or at the repository's root
 * (`vite.config.ts`). A file moved or renamed leaves such pointers naming nothing: this finds
 * them in the comments of every tracked source file. (The docs' own paths: ./index.test.ts.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';

/** The repository's top folders: a path that starts with one of them is a repository path. */
const TOP_FOLDERS = new Set(
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path.includes('/'))
    .map((path) => path.slice(0, path.indexOf('/'))),
);

/**
 * The comments of a source file, as TypeScript's parser finds them (so a `/*` inside a string or a
 * glob is no comment); a CSS file's are its block comments.
 */
export function commentsOf(source: string, fileName = 'x.ts'): string[] {
  if (fileName.endsWith('.css')) return source.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = new Map<number, string>();
  const collect = (position: number) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(source, position) ?? []),
      ...(ts.getTrailingCommentRanges(source, position) ?? []),
    ]) {
      found.set(range.pos, source.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(node.getFullStart());
    collect(node.getEnd());
    node.forEachChild(visit);
  };
  visit(file);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
}

/** File names and paths in a text: a name with one of the repository's extensions, with or without folders. */
const MENTION =
  /(?<![\w@/.:*$-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w-][\w.-]*\.(?:tsx?|md|css|json|toml|js|txt|jsonl|html|svg|png))(?![\w/-])/g;

/**
 * The repository path a mention in `file` points at, or null when it is not a pointer this test
 * judges: a path outside the repository's top folders (a package's own file), or a bare name that
 * is not TypeScript (a served file such as `api.js`, a download such as `x.png`).
 */
export function pointedAt(file: string, mention: string, topFolders: ReadonlySet<string>): string[] | null {
  if (mention.startsWith('.')) return [normalize(join(dirname(file), mention))];
  if (mention.includes('/')) return topFolders.has(mention.slice(0, mention.indexOf('/'))) ? [mention] : null;
  if (/(?<!\.d)\.tsx?$/.test(mention)) return [join(dirname(file), mention), mention];
  return null;
}

/** The pointers in a source file's comments that name nothing on disk, as `file: mention`. */
function brokenPointers(file: string): string[] {
  return commentsOf(readFileSync(join(root, file), 'utf8'), file).flatMap((comment) =>
    [...comment.matchAll(MENTION)]
      .map(([, mention = '']) => ({ mention, paths: pointedAt(file, mention, TOP_FOLDERS) }))
      .filter(({ paths }) => paths !== null && !paths.some((path) => existsSync(join(root, path))))
      .map(({ mention }) => `${file}: ${mention}`),
  );
}

describe('pointers to files in comments', () => {
  it('read a repository path, a relative path and a bare name, and leave a package file or a served name alone', () => {
    const tops = new Set(['client', 'common']);
    expect(pointedAt('client/qr/qr-chunk.ts', './trusted-urls.ts', tops)).toEqual(['client/qr/trusted-urls.ts']);
    expect(pointedAt('client/qr/qr-chunk.ts', '../platform/lazy.ts', tops)).toEqual(['client/platform/lazy.ts']);
    expect(pointedAt('client/qr/qr-chunk.ts', 'common/upi.ts', tops)).toEqual(['common/upi.ts']);
    expect(pointedAt('client/qr/qr-chunk.ts', 'observe.ts', tops)).toEqual(['client/qr/observe.ts', 'observe.ts']);
    expect(pointedAt('client/qr/qr-chunk.ts', 'lib/core/version.js', tops)).toBeNull();
    expect(pointedAt('client/qr/qr-chunk.ts', 'api.js', tops)).toBeNull();
    expect(pointedAt('client/qr/qr-chunk.ts', 'embed.d.ts', tops)).toBeNull();
  });

  it('find the comments, not the code', () => {
    const source =
      "/** See ./a.ts. */\nconst url = 'https://example.com/b.ts'; // and c.ts\nconst glob = ['**/*.test.ts'];\nimport d from './d.ts';";
    expect(commentsOf(source)).toEqual(['/** See ./a.ts. */', '// and c.ts']);
  });

  it('in every tracked source file name a file that exists', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((path) => /\.(?:tsx?|js|css)$/.test(path) && existsSync(join(root, path)));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap(brokenPointers)).toEqual([]);
  });
});
