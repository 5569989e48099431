/**
 * `.dev.vars.example` lists every variable a local run of the page worker may set, exactly those of
 * docs/rules.md's Configuration table, and what it sets unquoted would pass: the secrets long
 * enough, nothing else set, so copying it to `.dev.vars` changes no setting by surprise.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import { sectionOf, tableRows, unquote } from '../fixtures/docs-tables.ts';

const example = readFileSync(join(root, '.dev.vars.example'), 'utf8');
const documented = tableRows(sectionOf(readFileSync(join(root, 'docs/rules.md'), 'utf8'), 'Configuration')).map(
  ([name = '']) => unquote(name),
);

/** `NAME="value"` lines, set or commented out (`# NAME="value"`). */
const entries = [...example.matchAll(/^(# )?([A-Z][A-Z0-9_]*)="([^"]*)"$/gm)].map(
  ([, commented, name = '', value = '']) => ({
    set: commented === undefined,
    name,
    value,
  }),
);

describe('.dev.vars.example', () => {
  it('names every configuration variable once, and no other', () => {
    expect(documented.length).toBeGreaterThan(10);
    expect(entries.map((entry) => entry.name).sort()).toEqual([...documented].sort());
  });

  it('sets only the two secrets, each at least 32 characters, and holds no other kind of line', () => {
    expect(entries.filter((entry) => entry.set).map((entry) => entry.name)).toEqual(['BEACON_SECRET', 'LINK_HASH_KEY']);
    for (const entry of entries.filter((item) => item.set)) expect(entry.value.length).toBeGreaterThanOrEqual(32);
    const other = example
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#') && !/^[A-Z_]+="[^"]*"$/.test(line));
    expect(other).toEqual([]);
  });
});
