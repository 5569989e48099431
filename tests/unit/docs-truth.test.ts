/**
 * What the docs say about commands and environment variables is what the code has (docs/README.md,
 * Tests): every `npm run X` / `npm X` the README and docs/ name is a package.json script, every
 * script is in the README's table; every variable-like name the docs mention is one the code
 * declares or reads; and every variable the command-line tools read is in docs/operations.md's
 * table with the default the code uses. The worker's own variables are checked against its code in
 * tests/worker/docs-config.test.ts.
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
const NPM_COMMANDS = new Set(['install', 'ci', 'exec', 'view', 'ls', 'audit', 'init']);

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
  const workerEnv = read('worker/worker-env.ts');
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
      // The default is a literal in the file that reads it: `?? 8787`, or a path it falls back to.
      const literal = new RegExp(
        `\\?\\?\\s*${fallback}\\b|['"]${fallback.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`,
      );
      expect(
        files.some((file) => literal.test(read(file))),
        `${name}: default ${fallback}`,
      ).toBe(true);
    }
  });
});
