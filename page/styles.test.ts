/**
 * The stylesheet spaces nothing with flex `gap`, which Chrome 80-83 and Safari 14.0 ignore
 * (docs/browsers.md, Declared browser targets: Spacing): a rule that makes a flex container sets no gap. The Chromium 80
 * tests measure the result; this catches the rule before any browser runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../make/paths.ts';

/** Each rule's selector and declarations, comments dropped, at-rule wrappers flattened. */
function rules(css: string): { selector: string; body: string }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    body: match[2] ?? '',
  }));
}

/** Selectors of the rules that make a flex container and give it a gap. */
function flexGaps(css: string): string[] {
  return rules(css)
    .filter(({ body }) => /(^|;)\s*display:\s*(inline-)?flex\b/.test(body) && /(^|;)\s*((row|column)-)?gap:/.test(body))
    .map(({ selector }) => selector);
}

describe('spacing without flex gap (docs/browsers.md, Declared browser targets: Spacing)', () => {
  it('finds a flex container with a gap, and not a grid one', () => {
    expect(
      flexGaps(
        '.a { display: flex; gap: 1rem; } .b { display: grid; gap: 1rem; } .c { display: inline-flex; column-gap: 2px }',
      ),
    ).toEqual(['.a', '.c']);
  });

  it('page/styles.css gives no flex container a gap', () => {
    const css = readFileSync(join(root, 'page', 'styles.css'), 'utf8');
    expect(rules(css).length).toBeGreaterThan(100);
    expect(flexGaps(css)).toEqual([]);
  });
});
