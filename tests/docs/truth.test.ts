/**
 * What the docs say about commands and environment variables is what the code has (docs/README.md,
 * Tests): every `npm run X` / `npm X` the README and docs/ name is a package.json script, every
 * script is in the README's table; every variable-like name the docs mention is one the code
 * declares or reads; and every variable the command-line tools read is in docs/operations.md's
 * table with the default the code uses. The page worker's own variables are checked against its code
 * in tests/page-worker/docs-config.test.ts. Also the counts and lists that drift as the code grows: the
 * Debian packages a sentence says `.ci/run` installs are the ones it does, the number of Vitest
 * projects the docs give is vitest.config.ts's, and a duration the docs give for a test command
 * names the machine and its load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import { sectionOf, tableRows, unquote } from '../fixtures/docs-tables.ts';

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** npm's own commands that run a script of the same name without `run`. */
const NPM_SHORTHANDS = new Set(['start', 'test', 'stop', 'restart']);
/** npm commands that are not scripts at all. */
const NPM_COMMANDS = new Set(['install', 'ci', 'exec', 'view', 'ls', 'audit', 'init', 'pack']);

/** The code in a markdown text: fenced blocks and backticked spans, where commands are written. */
const codeOf = (markdown: string) =>
  [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((match) => match[1] ?? match[2] ?? '').join('\n');

/** Every script a markdown text names in its code: `npm run X` and `npm X`. */
function namedScripts(markdown: string): string[] {
  const code = codeOf(markdown);
  const names = [...code.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => match[1] ?? '');
  const shorthands = [...code.matchAll(/\bnpm ([\w:.-]+)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'run' && !NPM_COMMANDS.has(name));
  return [...names, ...shorthands];
}

/** The tools' variables, their default and the files of scripts/ and harness/ that read them. */
function toolReads(): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(`${folder}/${entry.name}`)
        : entry.name.endsWith('.ts')
          ? [`${folder}/${entry.name}`]
          : [],
    );
  for (const file of [...walk('scripts'), ...walk('harness')]) {
    // A read, not an assignment (`process.env.X = …` saves and restores a variable for a library).
    for (const [, name = ''] of read(file).matchAll(/(?<!['"])process\.env\.([A-Z][A-Z0-9_]*)\b(?!\s*=[^=])/g))
      reads.set(name, [...(reads.get(name) ?? []), file]);
  }
  return reads;
}

describe('npm scripts in the docs', () => {
  it.each(DOCS)('%s names only scripts package.json has', (path) => {
    const missing = namedScripts(read(path)).filter((name) => !scripts.includes(name));
    expect(missing).toEqual([]);
  });

  it("every package.json script is a row of the README's Scripts table", () => {
    const rows = tableRows(sectionOf(read('README.md'), 'Scripts')).map(([command = '']) => unquote(command));
    const listed = rows.map((command) => command.replace(/^npm (run )?/, ''));
    expect(rows.every((command) => command.startsWith('npm '))).toBe(true);
    expect(
      scripts.filter(
        (name) => !listed.includes(name) || (!NPM_SHORTHANDS.has(name) && !rows.includes(`npm run ${name}`)),
      ),
    ).toEqual([]);
    expect(listed.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

describe('environment variables in the docs', () => {
  const workerEnv = read('page-worker/worker-env.ts');
  const sandboxEnv = read('sandbox/sandbox-env.ts');
  const tools = toolReads();
  const declared = (name: string) =>
    new RegExp(`^\\s*${name}\\??:`, 'm').test(workerEnv) ||
    new RegExp(`^\\s*${name}\\??:`, 'm').test(sandboxEnv) ||
    tools.has(name);

  it('the tools read some', () => {
    expect(tools.size).toBeGreaterThan(0);
  });

  it.each(DOCS)('%s names only variables the code declares or reads', (path) => {
    const named = new Set(
      [...read(path).matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)].map((match) => match[1] ?? ''),
    );
    expect([...named].filter((name) => !declared(name))).toEqual([]);
  });

  it("every variable the tools read is in docs/operations.md's table, with the default the code uses", () => {
    const rows = tableRows(sectionOf(read('docs/operations.md'), 'Local development'));
    const documented = new Map(rows.map(([name = '', fallback = '']) => [unquote(name), unquote(fallback)]));
    expect([...tools.keys()].filter((name) => !documented.has(name)).sort()).toEqual([]);
    for (const [name, fallback] of documented) {
      const files = tools.get(name) ?? [];
      expect(files, `${name} is not read by scripts/ or harness/`).not.toEqual([]);
      // The default is a literal in the file that reads it: `?? 8787`, or a path it falls back to;
      // `empty` is `?? ''`.
      const literal =
        fallback === 'empty'
          ? /\?\?\s*''/
          : new RegExp(`\\?\\?\\s*${fallback}\\b|['"]${fallback.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`);
      expect(
        files.some((file) => literal.test(read(file))),
        `${name}: default ${fallback}`,
      ).toBe(true);
    }
  });
});

/** A markdown text's prose as sentences: paragraphs joined into lines, split after a full stop; tables left out. */
function sentencesOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => !line.startsWith('|'))
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' '))
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=[A-Z`(])/));
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
/** '5' or 'five' as a number; NaN for anything else. */
const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));

/** The Debian packages .ci/run installs when they are missing: each `missing+=(name)`. */
const ciPackages = (script: string): string[] =>
  [...script.matchAll(/\bmissing\+=\(([\w.+-]+)\)/g)].map((match) => match[1] ?? '');

describe('what the docs say .ci/run installs', () => {
  const installed = ciPackages(read('.ci/run'));
  /** The sentences that say what .ci/run installs. */
  const claims = (markdown: string) =>
    sentencesOf(markdown).filter((sentence) => sentence.includes('`.ci/run`') && /\binstall/.test(sentence));

  it('.ci/run installs Debian packages', () => {
    expect(installed.length).toBeGreaterThan(0);
  });

  it('the docs say what it installs somewhere', () => {
    expect(DOCS.flatMap((path) => claims(read(path)))).not.toEqual([]);
  });

  it.each(DOCS)(
    '%s: each such sentence names only packages .ci/run installs, and all of them or their number',
    (path) => {
      for (const sentence of claims(read(path))) {
        // Backticked names that could be Debian packages: lower case, no path, no space.
        const named = [...sentence.matchAll(/`([a-z0-9][a-z0-9.+-]+)`/g)].map((match) => match[1] ?? '');
        expect(
          named.filter((name) => !installed.includes(name)),
          sentence,
        ).toEqual([]);
        const counts = [...sentence.matchAll(/\ball\s+(\w+)\b|\b(\w+)\s+(?:Debian\s+)?packages\b/gi)]
          .map((match) => numberOf(match[1] ?? match[2] ?? ''))
          .filter((count) => count >= 0);
        for (const count of counts) expect(count, sentence).toBe(installed.length);
        if (counts.length === 0) expect([...new Set(named)].sort(), sentence).toEqual([...installed].sort());
      }
    },
  );
});

describe('the Vitest projects in the docs', () => {
  /** The projects' names, in vitest.config.ts order. */
  const projects = [...read('vitest.config.ts').matchAll(/\bname: '([\w-]+)'/g)].map((match) => match[1] ?? '');

  it('vitest.config.ts has projects', () => {
    expect(projects.length).toBeGreaterThan(1);
  });

  it.each(DOCS)('%s gives the number of projects vitest.config.ts has', (path) => {
    for (const [, word = ''] of read(path).matchAll(/\b(\w+) Vitest projects\b/g)) {
      if (numberOf(word) >= 0) expect(numberOf(word), `${word} Vitest projects`).toBe(projects.length);
    }
  });

  it("docs/README.md's Tests table has one row per project", () => {
    const tests = read('docs/README.md').split('\n### Tests\n')[1] ?? '';
    expect(
      tableRows(tests)
        .map(([name = '']) => unquote(name))
        .sort(),
    ).toEqual([...projects].sort());
  });
});

describe('durations in the docs', () => {
  /** A sentence or table row that gives a test command's duration. */
  const durations = (markdown: string) =>
    [...sentencesOf(markdown), ...markdown.split('\n').filter((line) => line.startsWith('|'))].filter(
      (text) =>
        /`npm (?:run )?test[\w:]*`|`\.ci\/run`|\bthe tests (?:take|took)\b/.test(text) &&
        /\b\d+(?:[.,–-]\d+)?\s*(?:minutes?|min|seconds?|s)\b/.test(text),
    );

  it.each(DOCS)(
    '%s: every duration of a test command names the day, the cores and the load it was taken at',
    (path) => {
      for (const text of durations(read(path))) {
        expect(text, 'the day').toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
        expect(text, 'the number of cores').toMatch(/\b\d+ cores?\b/);
        expect(text, 'the load average').toMatch(/\bload\b[^|]*\d/);
      }
    },
  );

  it('catches a bare duration', () => {
    const bare = '`npm test` builds the client and runs nine Vitest projects (about 15 minutes on 2 cores).';
    expect(durations(bare)).toEqual([bare]);
    expect(bare).not.toMatch(/\bload\b[^|]*\d/);
  });
});
