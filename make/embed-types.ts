/**
 * The types a merchant's code uses with the embed loader (docs/embedding.md, 'Types'), published
 * beside it as `/embed.d.ts`, and the React 19 declaration of `<payment-page>` as
 * `/embed-react.d.ts`; and the npm package's own, the same and its two entries'
 * (make/embed-package.ts). Made from the code itself, so they cannot drift from it: the event
 * contract (common/embed-events.ts), the loader's options (embed/modal.ts) and API
 * (embed/loader.ts), each file's declarations as TypeScript emits them, keeping only the types (no
 * function or value a merchant could not call); the package's functions as its sources declare them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './paths.ts';

/** `file`'s declarations as TypeScript emits them, parsed, and a printer for its statements. */
function emitted(file: string): { statements: readonly ts.Statement[]; print: (node: ts.Node) => string } {
  const source = readFileSync(join(root, file), 'utf8');
  const { outputText } = ts.transpileDeclaration(source, {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, allowImportingTsExtensions: true },
  });
  const declarations = ts.createSourceFile('types.d.ts', outputText, ts.ScriptTarget.ES2022, true);
  const printer = ts.createPrinter({ removeComments: false });
  return {
    statements: declarations.statements,
    print: (node) => printer.printNode(ts.EmitHint.Unspecified, node, declarations),
  };
}

/** The type declarations of `file`, its values' literal types written in where a type names them. */
function typesOf(file: string): string {
  const { statements, print } = emitted(file);
  // `export declare const EMBED_SOURCE = "payment-page"`: a type says `typeof EMBED_SOURCE`.
  const literals = new Map<string, string>();
  const kept: string[] = [];
  for (const statement of statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          literals.set(declaration.name.text, declaration.initializer.getText());
      }
    } else if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      kept.push(print(statement));
    }
  }
  return kept
    .join('\n')
    .replace(/typeof (\w+)/g, (whole, name: string) => literals.get(name) ?? whole)
    .replace(/^(interface|type) /gm, 'export $1 ');
}

/** The declarations of `file` as TypeScript emits them, but its imports and the build's own constants. */
function declarationsOf(file: string): string {
  const { statements, print } = emitted(file);
  const exported = (statement: ts.Statement) =>
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  return statements
    .filter((statement) => !ts.isImportDeclaration(statement))
    .filter((statement) => !ts.isVariableStatement(statement) || exported(statement))
    .map(print)
    .join('\n');
}

/** Where a merchant reads how to use these: the guide the page's origin serves beside them. */
export const GUIDE_PATH = '/embed.md';

const HEADER = `// The payment page's embed loader, /embed.js: its event contract, the PaymentPage global and the
// <payment-page> element. How to use them: ${GUIDE_PATH} on the same origin as this file
// (https://PAGE-ORIGIN${GUIDE_PATH}, beside https://PAGE-ORIGIN/embed.js).
// Made from the page's own code at build time; do not edit.`;

const PACKAGE_HEADER = `// @payment-page/embed: the embed loader's event contract, API and globals, and loadPaymentPage.
// The guide: ${GUIDE_PATH} on the payment page's origin (https://PAGE-ORIGIN${GUIDE_PATH}).
// Made from the page's own code at build time; do not edit.`;

/**
 * What every merchant's code sees of the loader: the contract (common/embed-events.ts), the modal's
 * options (embed/modal.ts), the API and the stand-in (embed/loader.ts), and the globals, the
 * `payment-page` event typed on an element, the document and the window alike.
 */
function contractTypes(): string {
  return `${typesOf('common/embed-events.ts')}

${typesOf('embed/modal.ts')}

${typesOf('embed/loader.ts')}

declare global {
  interface Window {
    /** The loader's API once /embed.js has run; until then your stand-in ('Before the loader arrives'), or nothing. */
    PaymentPage?: PaymentPageApi | PaymentPageQueue;
  }
  interface HTMLElementTagNameMap {
    'payment-page': HTMLElement;
  }
  /** Each event the inline element's page posts, on the element and, as it bubbles, the document and the window; cancelable on \`done\` to keep the payer here. */
  interface HTMLElementEventMap {
    'payment-page': CustomEvent<EmbedMessage>;
  }
  interface DocumentEventMap {
    'payment-page': CustomEvent<EmbedMessage>;
  }
  interface WindowEventMap {
    'payment-page': CustomEvent<EmbedMessage>;
  }
}
`.replace(/\bModal\b/g, 'PaymentPageModal');
}

/** \`/embed.d.ts\`: the contract, the options, and the globals the loader defines. */
export function embedTypes(): string {
  return `${HEADER}

${contractTypes()}`;
}

/** \`<payment-page link="…">\` in React 19's JSX, for either file. */
const REACT_ELEMENT = `declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'payment-page': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { link: string; lang?: string };
    }
  }
}
`;

/** \`/embed-react.d.ts\`: \`<payment-page link="…">\` in React 19's JSX. */
export function embedReactTypes(): string {
  return `${HEADER}
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

${REACT_ELEMENT}`;
}

/** The npm package's dist/index.d.ts: everything /embed.d.ts has, and loadPaymentPage (packages/embed/src/index.ts). */
export function packageTypes(): string {
  return `${PACKAGE_HEADER}

${contractTypes()}
${declarationsOf('packages/embed/src/index.ts')}
`;
}

/** The npm package's dist/react.d.ts: its component (packages/embed/src/react.ts), and the element in JSX. */
export function packageReactTypes(): string {
  return `${PACKAGE_HEADER}
import type { CSSProperties, DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import type { EmbedMessage } from './index.js';

${declarationsOf('packages/embed/src/react.ts')}

${REACT_ELEMENT}`;
}
