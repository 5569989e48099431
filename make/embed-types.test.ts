/**
 * The loader's published types (make/embed-types.ts; docs/embedding.md, 'Types') against a
 * merchant's code written as the docs show it: docs/embedding.md's TypeScript example and its React
 * 19 example, saved beside the two .d.ts files, compile in strict mode with no error; and a mistake
 * a merchant could make (an event type that does not exist) does not.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { embedReactTypes, embedTypes } from './embed-types.ts';
import { root } from './paths.ts';

const docs = readFileSync(join(root, 'docs/embedding.md'), 'utf8');
/** The first fenced block of `language` after `heading` in docs/embedding.md. */
function example(heading: string, language: 'ts' | 'tsx'): string {
  const at = docs.indexOf(heading);
  const code = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(docs.slice(at))?.[1];
  if (at < 0 || !code) throw new Error(`docs/embedding.md: no ${language} block after "${heading}"`);
  return code;
}

const folder = mkdtempSync(join(tmpdir(), 'merchant-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** TypeScript's errors for these merchant files, beside the published types, as a merchant's strict project would see them. */
function errorsOf(files: Record<string, string>): string[] {
  const all = { 'payment-page.d.ts': embedTypes(), 'payment-page-react.d.ts': embedReactTypes(), ...files };
  for (const [name, text] of Object.entries(all)) writeFileSync(join(folder, name), text);
  const program = ts.createProgram(
    Object.keys(all).map((name) => join(folder, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      // A merchant's project has React's types installed; here, the page's own copy of them.
      paths: {
        react: [join(root, 'node_modules/@types/react')],
        'react/*': [join(root, 'node_modules/@types/react/*')],
      },
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe("a merchant's TypeScript against /embed.d.ts and /embed-react.d.ts", () => {
  const checkout = example('### Types', 'ts');
  const react = example('React 19 renders the element', 'tsx');

  it("compiles the docs' TypeScript and React 19 examples with no error", () => {
    expect(checkout).toContain("from './payment-page'");
    expect(react).toContain('<payment-page');
    expect(errorsOf({ 'checkout.ts': checkout, 'Checkout.tsx': react })).toEqual([]);
  });

  it('catches an event type the contract does not have, and an element without its link', () => {
    const wrongType = checkout.replace("event.type === 'done'", "event.type === 'paid'");
    expect(errorsOf({ 'checkout.ts': wrongType }).join('\n')).toMatch(/'"paid"'|"paid"/);
    const noLink = react.replace('<payment-page ref={ref} link={link} />', '<payment-page ref={ref} />');
    expect(errorsOf({ 'Checkout.tsx': noLink }).join('\n')).toMatch(/link/);
  });
});
