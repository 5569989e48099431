/**
 * Does a built script run in every declared browser? A parse at the newest
 * ECMAScript edition all of them understand, plus the few things that edition
 * allows and the oldest Safari still refuses, plus the built-in APIs newer
 * than the oldest browsers (a parse cannot see those). Used by the budgets
 * tests beside it on every emitted chunk. See docs/browsers.md, 'Declared browser targets'.
 */
import { parse, type Node } from 'acorn';
import { ECMA_VERSION } from '../../make/browser-targets.ts';

/** Built-ins the oldest declared browsers lack, and the first Chrome / Safari that has each. */
const METHODS: Readonly<Record<string, string>> = {
  at: 'Array/String.prototype.at (Chrome 92, Safari 15.4)',
  replaceAll: 'String.prototype.replaceAll (Chrome 85)',
  findLast: 'Array.prototype.findLast (Chrome 97, Safari 15.4)',
  findLastIndex: 'Array.prototype.findLastIndex (Chrome 97, Safari 15.4)',
  toSorted: 'Array.prototype.toSorted (Chrome 110, Safari 16)',
  toReversed: 'Array.prototype.toReversed (Chrome 110, Safari 16)',
  toSpliced: 'Array.prototype.toSpliced (Chrome 110, Safari 16)',
};
const STATICS: Readonly<Record<string, string>> = {
  'Object.hasOwn': 'Object.hasOwn (Chrome 93, Safari 15.4)',
  'Object.groupBy': 'Object.groupBy (Chrome 117, Safari 17.4)',
  'Map.groupBy': 'Map.groupBy (Chrome 117, Safari 17.4)',
  'Promise.any': 'Promise.any (Chrome 85)',
  'Promise.withResolvers': 'Promise.withResolvers (Chrome 119, Safari 17.4)',
  'AbortSignal.timeout': 'AbortSignal.timeout (Chrome 103, Safari 16)',
  'AbortSignal.any': 'AbortSignal.any (Chrome 116, Safari 17.4)',
  'URL.canParse': 'URL.canParse (Chrome 120, Safari 17)',
  'URL.parse': 'URL.parse (Chrome 126, Safari 18)',
  'Array.fromAsync': 'Array.fromAsync (Chrome 121, Safari 16.4)',
};
const GLOBALS: Readonly<Record<string, string>> = {
  structuredClone: 'structuredClone (Chrome 98, Safari 15.4)',
  AggregateError: 'AggregateError (Chrome 85)',
  WeakRef: 'WeakRef (Chrome 84, Safari 14.1)',
  FinalizationRegistry: 'FinalizationRegistry (Chrome 84, Safari 14.1)',
  requestIdleCallback: 'requestIdleCallback (no Safari)',
};

/** A node as acorn gives it: its type, where it starts, and any child fields. */
type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit` on every node below `node`, with its parent. */
function walk(node: AnyNode, visit: (node: AnyNode, parent: AnyNode | undefined) => void, parent?: AnyNode): void {
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, node);
    } else if (isNode(value)) {
      walk(value, visit, node);
    }
  }
}

/** Whether a regular expression's source has a lookbehind, `(?<=` or `(?<!` outside escapes and classes. */
export function hasLookbehind(pattern: string): boolean {
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') index++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (pattern.startsWith('(?<=', index) || pattern.startsWith('(?<!', index)) return true;
  }
  return false;
}

const name = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Identifier' ? (node as unknown as { name: string }).name : undefined;

/**
 * Everything in `code` (an ES module) that some declared browser cannot run,
 * one message each, prefixed with `label` and the line and column.
 */
export function unsupportedIn(label: string, code: string): string[] {
  let program: AnyNode;
  try {
    program = parse(code, { ecmaVersion: ECMA_VERSION, sourceType: 'module', locations: true }) as unknown as AnyNode;
  } catch (error) {
    // acorn's SyntaxError carries the offset: show the code there, which says more than "Unexpected token".
    const pos = (error as { pos?: number }).pos ?? 0;
    return [
      `${label}: syntax newer than ES${ECMA_VERSION}: ${(error as Error).message} near \`${code.slice(Math.max(0, pos - 12), pos + 12)}\``,
    ];
  }
  const found: string[] = [];
  const at = (node: AnyNode, what: string) => {
    const start = (node as unknown as { loc: { start: { line: number; column: number } } }).loc.start;
    found.push(`${label}:${start.line}:${start.column + 1}: ${what}`);
  };
  walk(program, (node, parent) => {
    switch (node.type) {
      case 'ExportAllDeclaration':
        // Safari 14.0 and iOS 14.0-14.4 refuse the whole module.
        if (node.exported) at(node, '`export * as name` (Safari 14.1, iOS 14.5)');
        break;
      case 'Literal': {
        // Safari before 16.4 refuses to parse a script with a lookbehind anywhere in it.
        const regex = node.regex as { pattern: string } | undefined;
        if (regex && hasLookbehind(regex.pattern)) at(node, 'regular-expression lookbehind (Safari 16.4)');
        break;
      }
      case 'NewExpression':
      case 'CallExpression': {
        const [first] = node.arguments as unknown[];
        if (
          name(node.callee) === 'RegExp' &&
          isNode(first) &&
          typeof first.value === 'string' &&
          hasLookbehind(first.value)
        )
          at(node, 'regular-expression lookbehind (Safari 16.4)');
        break;
      }
      case 'MemberExpression': {
        if (node.computed) break;
        const property = name(node.property);
        const object = name(node.object);
        const qualified = object && property ? STATICS[`${object}.${property}`] : undefined;
        // A method counts when called (`list.at(-1)`): `{ at: 0 }.at` is a plain property.
        const called = parent?.type === 'CallExpression' && parent.callee === node;
        const method = called && property && Object.hasOwn(METHODS, property) ? METHODS[property] : undefined;
        if (qualified ?? method) at(node, qualified ?? method ?? '');
        break;
      }
      case 'Identifier': {
        const global = Object.hasOwn(GLOBALS, name(node) ?? '') ? GLOBALS[name(node) ?? ''] : undefined;
        if (!global || !parent) break;
        // A property name, or a feature test (`typeof WeakRef`), is not a use.
        const isPropertyName =
          (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
          (parent.type === 'Property' && parent.key === node && !parent.computed);
        const isTypeofTest = parent.type === 'UnaryExpression' && parent.operator === 'typeof';
        if (!isPropertyName && !isTypeofTest) at(node, global);
        break;
      }
    }
  });
  return found;
}

/** The bodies of the inline scripts in an HTML document that a browser would run (not JSON data, not `src=` scripts). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const type = /\btype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const runs = type === undefined || type === 'module' || type === 'text/javascript';
    if (runs && !/\bsrc\s*=/i.test(attributes)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * CSS the oldest declared browsers drop, as the build's CSS minifier would
 * leave it when it is not told the targets. Older browsers skip a whole rule
 * or query they cannot read, so each of these would silently lose styles.
 * (Flex `gap` and `:focus-visible` degrade gracefully: docs/browsers.md.)
 */
const CSS_FEATURES: readonly [pattern: RegExp, what: string][] = [
  [
    /@media[^{]*\(\s*(?:width|height)\s*[<>]/,
    'media query range syntax such as `(width>=40rem)` (Chrome 104, Safari 16.4)',
  ],
  [/(?:^|[{;\s])inset\s*:/, '`inset` (Chrome 87, Safari 14.1)'],
  [/:(?:is|where)\(/, '`:is()` / `:where()` (Chrome 88)'],
  [/:has\(/, '`:has()` (Chrome 105, Safari 15.4)'],
  [/color-mix\(|\boklch\(|\boklab\(/, '`color-mix()` / OKLCH colours (Chrome 111, Safari 16.2)'],
  [/@container\b/, 'container queries (Chrome 105, Safari 16)'],
  [/@layer\b/, 'cascade layers (Chrome 99, Safari 15.4)'],
  [/\d(?:dvh|svh|lvh|dvw|svw|lvw)\b/, 'dynamic viewport units (Chrome 108, Safari 15.4)'],
];

/** What in a stylesheet some declared browser cannot read, one message per kind. */
export function unsupportedCss(css: string): string[] {
  return CSS_FEATURES.filter(([pattern]) => pattern.test(css)).map(([, what]) => what);
}
