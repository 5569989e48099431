/**
 * Every TypeScript example in docs/embedding.md compiles, as a merchant's strict project would
 * compile it: the script-tag examples beside the types the page's origin serves (`/embed.d.ts`,
 * `/embed-react.d.ts`, saved as the guide says), the npm package's examples against the package's
 * own types (make/embed-types.ts), with React 19's types for the React ones. And a mistake a
 * merchant could make (an event type the contract does not have) does not compile.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { embedReactTypes, embedTypes, packageReactTypes, packageTypes } from '../../make/embed-types.ts';
import { root } from '../../make/paths.ts';

const docs = readFileSync(join(root, 'docs/embedding.md'), 'utf8');

interface Example {
  name: string;
  code: string;
  /** Written against the npm package (it imports `@payment-page/embed`). */
  usesPackage: boolean;
}

/** Each fenced `ts` and `tsx` block, in order; one with no import or export is made a module of its own. */
const examples: Example[] = [...docs.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map(
  ([, language = 'ts', code = ''], i) => ({
    name: `example-${i + 1}.${language}`,
    code: /^(import|export) /m.test(code) ? code : `${code}\nexport {};\n`,
    usesPackage: code.includes("from '@payment-page/embed"),
  }),
);

const folder = mkdtempSync(join(tmpdir(), 'merchant-docs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The package as an app has it installed: its package.json and its two entries' types. */
function installPackageTypes(into: string): void {
  const dir = join(into, 'node_modules/@payment-page/embed');
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), readFileSync(join(root, 'packages/embed/package.json')));
  writeFileSync(join(dir, 'dist/index.d.ts'), packageTypes());
  writeFileSync(join(dir, 'dist/react.d.ts'), packageReactTypes());
}

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  // TypeScript's own libraries are not the subject (the published types and React's still are).
  skipDefaultLibCheck: true,
  // A merchant's project has React's types installed; here, the page's own copy of them.
  paths: {
    react: [join(root, 'node_modules/@types/react')],
    'react/*': [join(root, 'node_modules/@types/react/*')],
  },
};

/** TypeScript's own libraries and React's types, parsed once for every project below (they are most of the work). */
const shared = new Map<string, ts.SourceFile | undefined>();
const host = ts.createCompilerHost(options);
const readSource = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, language, ...rest) => {
  if (fileName.startsWith(folder)) return readSource(fileName, language, ...rest);
  if (!shared.has(fileName)) shared.set(fileName, readSource(fileName, language, ...rest));
  return shared.get(fileName);
};

/** TypeScript's errors for these files, in a strict project of their own in `project`. */
function errorsOf(project: string, files: Record<string, string>): string[] {
  mkdirSync(project, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(project, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(project, name)),
    options,
    host,
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file?.fileName.replace(`${project}/`, '') ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}

const scriptTag = examples.filter((example) => !example.usesPackage);
const npmPackage = examples.filter((example) => example.usesPackage);
const asFiles = (list: Example[]) => Object.fromEntries(list.map((example) => [example.name, example.code]));
const servedTypes = { 'payment-page.d.ts': embedTypes(), 'payment-page-react.d.ts': embedReactTypes() };

describe("docs/embedding.md's TypeScript examples", () => {
  it('are there: the contract, the React element, the types, the stand-in, and the package and its component', () => {
    expect(scriptTag.length).toBeGreaterThanOrEqual(4);
    expect(npmPackage.length).toBeGreaterThanOrEqual(2);
    expect(examples.some((example) => example.code.includes('satisfies PaymentPageQueue'))).toBe(true);
    expect(examples.some((example) => example.code.includes("document.addEventListener('payment-page'"))).toBe(true);
  });

  it('compile in strict mode beside /embed.d.ts and /embed-react.d.ts', () => {
    expect(errorsOf(join(folder, 'script-tag'), { ...servedTypes, ...asFiles(scriptTag) })).toEqual([]);
  });

  it("compile in strict mode against the npm package's types", () => {
    const project = join(folder, 'package');
    installPackageTypes(project);
    expect(errorsOf(project, asFiles(npmPackage))).toEqual([]);
  });

  it('catch an event type the contract does not have, with either', () => {
    const wrong = (list: Example[]) =>
      asFiles(
        list.map((example) => ({ ...example, code: example.code.replace("type === 'done'", "type === 'paid'") })),
      );
    expect(errorsOf(join(folder, 'script-tag-wrong'), { ...servedTypes, ...wrong(scriptTag) }).join('\n')).toMatch(
      /"paid"/,
    );
    const project = join(folder, 'package-wrong');
    installPackageTypes(project);
    expect(errorsOf(project, wrong(npmPackage)).join('\n')).toMatch(/"paid"/);
  });
});
