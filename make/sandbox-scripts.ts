/**
 * Turns the Turnstile stand-in's browser scripts (sandbox/turnstile/browser/*.ts,
 * type-checked with tsconfig.sandbox-browser.json) into
 * sandbox/generated/turnstile-scripts.ts, which exports each one as a string
 * for the sandbox to serve (api.js) or inline (the widget page).
 *
 * TypeScript's own transpiler, file by file, rather than a bundler: the output
 * keeps the source's names, quotes and comments, so what the browser runs reads
 * like the file (and the sandbox tests can find `render: render` in it). A browser
 * script imports types only; the few values it needs from the sandbox's side are
 * `declare const`s, replaced here by their values, the way a bundler's `define` would.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.ts';
import ts from 'typescript';
import {
  CHALLENGE_FAILED_CODE,
  DOMAIN_NOT_ALLOWED_CODE,
  TOKEN_LIFETIME_SECONDS,
} from '../sandbox/turnstile/protocol.ts';

const sourceDir = join(root, 'sandbox/turnstile/browser');
const output = join(root, 'sandbox/generated/turnstile-scripts.ts');

/** The exported constant → the browser script it holds. */
const SCRIPTS = { TURNSTILE_API_SCRIPT: 'api.ts', TURNSTILE_WIDGET_SCRIPT: 'widget.ts' } as const;

/** What a browser script's `declare const NAME` stands for. */
const CONSTANTS: Record<string, string | number> = {
  TOKEN_LIFETIME_MS: TOKEN_LIFETIME_SECONDS * 1000,
  CHALLENGE_FAILED_CODE,
  DOMAIN_NOT_ALLOWED_CODE,
};

/** The names a file declares with `declare const`; each must have a value in CONSTANTS. */
function declaredConstants(file: ts.SourceFile): string[] {
  return file.statements
    .filter(ts.isVariableStatement)
    .filter((statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword))
    .flatMap((statement) =>
      statement.declarationList.declarations.map((declaration) => declaration.name.getText(file)),
    );
}

/** Replaces every read of a declared constant with its value. */
function inlineConstants(names: ReadonlySet<string>): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (file) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isIdentifier(node) && names.has(node.text) && isRead(node)) {
        const value = CONSTANTS[node.text];
        return typeof value === 'number'
          ? ts.factory.createNumericLiteral(value)
          : ts.factory.createStringLiteral(String(value), true);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitEachChild(file, visit, context);
  };
}

/** An identifier used as a value, not a declaration's or a property's name. */
function isRead(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isShorthandPropertyAssignment(parent)) {
    throw new Error(`build-sandbox-scripts: write { ${node.text}: ${node.text} } for a build-time constant`);
  }
  return !(
    (ts.isVariableDeclaration(parent) && parent.name === node) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node)
  );
}

/** One browser script as the classic script the browser runs. */
function transpile(fileName: string): string {
  const path = join(sourceDir, fileName);
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const names = declaredConstants(file);
  const missing = names.filter((name) => !(name in CONSTANTS));
  if (missing.length > 0) throw new Error(`build-sandbox-scripts: no value for ${missing.join(', ')} in ${fileName}`);
  const { outputText } = ts.transpileModule(text, {
    fileName: path,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
    transformers: { before: [inlineConstants(new Set(names))] },
  });
  // A file that imports types is a module to TypeScript, which marks it with `export {};`. The browser gets a script.
  const script = outputText.replace(/^export \{\};\n?/m, '');
  if (/^\s*(import|export)\b/m.test(script))
    throw new Error(`build-sandbox-scripts: ${fileName} must import types only`);
  // The widget page inlines its script in a <script> element.
  if (script.includes('</')) throw new Error(`build-sandbox-scripts: ${fileName} must not contain "</"`);
  // Wrapped in a function of its own, so the file's top-level names stay out of the page's globals.
  return `/* Sandbox Turnstile stand-in (${fileName}): local development and tests only. */\n(function () {\n'use strict';\n${script}})();\n`;
}

/** Writes sandbox/generated/turnstile-scripts.ts, and only when it changes (its time stamp says when the sources did). */
export function buildSandboxScripts(): void {
  const exports = Object.entries(SCRIPTS).map(
    ([name, fileName]) => `export const ${name} = ${JSON.stringify(transpile(fileName))};\n`,
  );
  const text = `// Written by make/sandbox-scripts.ts from sandbox/turnstile/browser/. Do not edit.\n${exports.join('')}`;
  if (existsSync(output) && readFileSync(output, 'utf8') === text) return;
  mkdirSync(join(output, '..'), { recursive: true });
  writeFileSync(output, text);
}
