/**
 * docs/security.md's 'Attacks and the tests that stop them' against the tree: every test file the
 * table names exists and holds the title it names, so the table cannot point at a test that was
 * renamed or removed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import { sectionOf, tableRows, unquote } from '../fixtures/docs-tables.ts';

const rows = tableRows(
  sectionOf(readFileSync(join(root, 'docs/security.md'), 'utf8'), 'Attacks and the tests that stop them'),
).map(([attack = '', file = '', title = '']) => ({ attack, file: unquote(file), title }));

describe("docs/security.md's attack table", () => {
  it('names every attack of the red-team pass, each with a test', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const attacks = rows.map((row) => row.attack).join('\n');
    for (const word of [
      'JPEG pixel cap',
      'Funnel inflation',
      'Ticket flooding',
      '404',
      'LCP outliers',
      'configuration errors',
      'Turnstile secret key',
      '`*` redirects to loopback',
      'failed payment',
      'Other methods on link paths',
      'Key rotation',
      'bound to their host',
    ])
      expect(attacks).toContain(word);
  });

  it.each(rows.map((row) => [row.file, row.title] as const))('%s holds "%s"', (file, title) => {
    expect(file).toMatch(/^[\w/.-]+\.test\.tsx?$/);
    expect(readFileSync(join(root, file), 'utf8')).toContain(title);
  });
});
