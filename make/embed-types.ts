/**
 * The types a merchant's code uses with the embed loader (docs/embedding.md, 'Types'), published
 * beside it as `/embed.d.ts`, and the React 19 declaration of `<payment-page>` as
 * `/embed-react.d.ts`. Made from the code itself, so they cannot drift from it: the event contract
 * (common/embed-events.ts) and the loader's options (embed/modal.ts), each file's declarations as
 * TypeScript emits them, keeping only the types (no function or value a merchant could not call).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './paths.ts';

/** The type declarations of `file`, its values' literal types written in where a type names them. */
function typesOf(file: string): string {
  const source = readFileSync(join(root, file), 'utf8');
  const { outputText } = ts.transpileDeclaration(source, {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, allowImportingTsExtensions: true },
  });
  const declarations = ts.createSourceFile('types.d.ts', outputText, ts.ScriptTarget.ES2022, true);
  const printer = ts.createPrinter({ removeComments: false });
  // `export declare const EMBED_SOURCE = "payment-page"`: a type says `typeof EMBED_SOURCE`.
  const literals = new Map<string, string>();
  const kept: string[] = [];
  for (const statement of declarations.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          literals.set(declaration.name.text, declaration.initializer.getText(declarations));
      }
    } else if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      kept.push(printer.printNode(ts.EmitHint.Unspecified, statement, declarations));
    }
  }
  return kept
    .join('\n')
    .replace(/typeof (\w+)/g, (whole, name: string) => literals.get(name) ?? whole)
    .replace(/^(interface|type) /gm, 'export $1 ');
}

const HEADER = `// The payment page's embed loader, /embed.js: its event contract, the PaymentPage global and the
// <payment-page> element (docs/embedding.md on the page's own site says how to use them).
// Made from the page's own code at build time; do not edit.`;

/** `/embed.d.ts`: the contract, the options, and the globals the loader defines. */
export function embedTypes(): string {
  return `${HEADER}

${typesOf('common/embed-events.ts')}

${typesOf('embed/modal.ts').replace('export interface Modal ', 'export interface PaymentPageModal ')}

/** What /embed.js puts on window: open a payer link as a modal. */
export interface PaymentPageApi {
  /** Opens the payer link as a modal, or returns the one already open; throws for a link that is not a payer link. */
  open(link: string, options?: OpenOptions): PaymentPageModal;
}

declare global {
  interface Window {
    /** Defined once /embed.js has run. */
    PaymentPage?: PaymentPageApi;
  }
  interface HTMLElementTagNameMap {
    'payment-page': HTMLElement;
  }
  interface HTMLElementEventMap {
    /** Each event the inline element's page posts; cancelable on \`done\` to keep the payer here. */
    'payment-page': CustomEvent<EmbedMessage>;
  }
}
`;
}

/** `/embed-react.d.ts`: \`<payment-page link="…">\` in React 19's JSX. */
export function embedReactTypes(): string {
  return `${HEADER}
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'payment-page': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { link: string };
    }
  }
}
`;
}
