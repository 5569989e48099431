// @ts-check
/**
 * ESLint (flat config): the JavaScript and TypeScript recommendations with type
 * information, React Hooks (including the React Compiler rules), accessibility
 * of JSX, no import cycles, and the folder layering written down in docs/README.md's
 * Layout. Formatting is Prettier's job (`npm run format`), so eslint-config-prettier
 * comes last and turns every stylistic rule off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom, as import-x/no-restricted-paths zones: files in `target`
 * may not import files in `from`. Paths are relative to the repository root.
 */
const layers = [
  {
    // The edge renders page/ (components, flow, catalogues) and never the browser's code.
    target: './page-worker',
    from: ['./client', './embed', './sandbox', './make', './harness'],
    message: 'page-worker/ runs at the edge: it may use page/ and common/, never client/ (the browser) or tools.',
  },
  {
    // What both sides draw may not reach for the browser or the edge: each entry supplies those.
    target: './page',
    from: ['./client', './embed', './page-worker', './sandbox', './make', './harness'],
    message: 'page/ is rendered on both sides: it may use common/ only; the browser and the edge hand it the rest.',
  },
  {
    target: './common',
    from: ['./client', './embed', './page', './page-worker', './sandbox', './make', './harness'],
    message: 'common/ is shared by every runtime and depends on none of them.',
  },
  {
    target: './client',
    from: ['./embed', './page-worker', './sandbox', './make', './harness'],
    message: 'The browser bundle must not pull in server code or build tools.',
  },
  {
    // The text rules that find a UTR are pure: tested in plain Node, run anywhere.
    target: './client/utr-finder',
    from: ['./client', './page'],
    except: ['./utr-finder'],
    message: 'client/utr-finder/ is pure: it may use common/ and itself only.',
  },
  {
    // The embed loader runs on merchants' pages, alone: the contract in common/ is all it may share.
    target: './embed',
    from: ['./client', './page', './page-worker', './sandbox', './make', './harness', './scripts', './tests'],
    message: "embed/ runs on merchants' pages: it may use common/ only.",
  },
  {
    // The npm package runs in merchants' apps: it takes the loader's and the contract's types, no code.
    target: './packages',
    from: ['./client', './page', './page-worker', './sandbox', './make', './harness', './scripts', './tests'],
    message: "packages/ runs in merchants' apps: it may use the types of common/ and embed/ only.",
  },
  {
    // Every production build step lives in make/ (not build/, which many tools skip as output).
    target: './make',
    from: ['./harness', './tests', './scripts', './client', './page-worker'],
    message: 'make/ produces the bundles: deploys depend on it, so it depends on no test or bench driver.',
  },
  {
    // The catalogues are data the build writes the page worker's copy of (make/catalogue-values.ts).
    target: './make',
    from: ['./page'],
    except: ['./i18n'],
    message: 'make/ produces the bundles: of page/ it reads the catalogues (page/i18n/) only.',
  },
  {
    target: './harness',
    from: ['./scripts', './tests'],
    message: 'harness/ is test and bench machinery that scripts/ and tests/ share; it depends on neither.',
  },
  { target: './tests', from: ['./scripts'], message: 'Tests use harness/, not the command-line scripts.' },
  { target: './scripts', from: ['./tests'], message: 'Scripts use harness/, not the tests.' },
];

/**
 * Inside these top folders each folder is a feature, and two features never import each other
 * (docs/README.md, Layout): one of them is the other's part, or both are one feature. Files at a
 * top folder's own level (its entries) are not features. Unit tests and fixtures do not count.
 */
const FEATURE_ROOTS = ['client', 'page', 'page-worker'];
const NOT_BUNDLED = /\.(test|fixture)\.tsx?$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The feature folder a repository path belongs to ('client/qr'), or null for an entry or another folder. */
function featureOf(path) {
  const parts = path.split('/');
  return FEATURE_ROOTS.includes(parts[0]) && parts.length >= 3 ? `${parts[0]}/${parts[1]}` : null;
}

/** Source without its block comments and whole-line comments, so a path named in a comment is no import. */
const withoutComments = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Which features each feature imports, read once per lint run from the files' import specifiers. */
let featureImports = null;
function importsOf(feature) {
  if (!featureImports) {
    featureImports = new Map();
    const root = import.meta.dirname;
    for (const top of FEATURE_ROOTS) {
      for (const entry of readdirSync(join(root, top), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || NOT_BUNDLED.test(entry.name)) continue;
        const file = relative(root, join(entry.parentPath, entry.name));
        const from = featureOf(file);
        if (!from) continue;
        for (const [, specifier] of withoutComments(readFileSync(join(root, file), 'utf8')).matchAll(SPECIFIER)) {
          const to = featureOf(normalize(join(dirname(file), specifier)));
          if (to && to !== from) featureImports.set(from, (featureImports.get(from) ?? new Set()).add(to));
        }
      }
    }
  }
  return featureImports.get(feature) ?? new Set();
}

/** A local rule: an import from one feature into another that imports it back. */
const featurePairs = {
  meta: {
    type: 'problem',
    messages: {
      pair: '{{from}}/ and {{to}}/ import each other: make it one way, or make them one feature (docs/README.md, Layout).',
    },
    schema: [],
  },
  create(context) {
    const file = relative(import.meta.dirname, context.filename);
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(normalize(join(dirname(file), specifier)));
      if (to && to !== from && importsOf(to).has(from)) context.report({ node, messageId: 'pair', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Unit tests beside their code and the fixtures only they use (docs/README.md, Tests). */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.fixture.ts'];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'packages/*/dist/',
      // A merchant's app, checked by its own strict tsconfig in tests/e2e/embed-package.test.ts.
      'tests/e2e/embed-app/',
      'page-worker/generated/',
      'sandbox/generated/',
      'test-results/',
      'screenshots/',
      '.wrangler/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig that owns it (one per runtime).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // This file: plain JavaScript, and two of its plugins ship no types.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `interface ProvidedEnv extends Env {}` is how cloudflare:test's bindings are declared (merging needs an interface).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['tests/**/*.ts', ...TEST_FILES],
    rules: {
      // A wrong `!` in a test throws, and the test fails, which is what a test should do.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Stubs stand in for async calls: `async` turns a stub's throw into a rejection, as the real call's would be.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Components and hooks: page/'s (rendered on both sides), client/'s feature hooks, and the page worker's own
    // server-rendered ones.
    files: ['client/**/*.{ts,tsx}', 'page/**/*.{ts,tsx}', 'page-worker/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // page/ keeps no state of its own: what the payer did is flow state (page/flow/state.ts), so the
    // server and the browser render the same thing from the same data and every rule is tested in
    // the reducer. A module-level `let` or collection would be state beside it, shared by every
    // render (and, at the edge, by every request of an isolate).
    files: ['page/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].flatMap(
          (declaration) => [
            {
              selector: `${declaration}[kind="let"]`,
              message: 'No module-level `let` in page/: keep it in the flow state (page/flow/state.ts).',
            },
            {
              selector: `${declaration} > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]`,
              message:
                'No module-level Map, Set, WeakMap or WeakSet in page/: keep it in the flow state (page/flow/state.ts).',
            },
          ],
        ),
      ],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their files with the extension, so Node's resolution finds them.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle follows imports by parsing the imported files: TypeScript ones with TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [...TEST_FILES],
    plugins: { layout: { rules: { 'feature-pairs': featurePairs } } },
    rules: { 'layout/feature-pairs': 'error' },
  },
  {
    // A function a reader can hold: over 120 lines it is usually two (docs/README.md, Layout). Tests' describe
    // blocks are lists of cases, not functions to hold, and are left out.
    files: ['**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'tests/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // A unit test sits beside its code but is part of no bundle (the runtime tsconfigs and
    // make/fresh.ts leave it out), so the layering, which keeps bundles apart, does not bind it: it
    // may reach the fixtures and tools it needs (the sandbox's channels, the repository's root).
    files: [...TEST_FILES],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  prettier,
);
