/**
 * docs/rules.md's Configuration table against the code (docs/rules.md, Configuration): the table
 * names exactly the variables the page worker declares (page-worker/worker-env.ts) and reads
 * (page-worker/config/read-config.ts); a variable marked required breaks the configuration when missing and
 * one that is not does not; and each documented default, written out, configures the page worker
 * exactly as leaving the variable unset does. The bindings in the same files are named in the section too.
 */
import { describe, expect, it } from 'vitest';
import rulesMd from '../../docs/rules.md?raw';
import readConfigSource from '../../page-worker/config/read-config.ts?raw';
import beaconTicketSource from '../../page-worker/beacon/beacon-ticket.ts?raw';
import linkHashSource from '../../page-worker/beacon/link-hash.ts?raw';
import sandboxEnvSource from '../../sandbox/sandbox-env.ts?raw';
import workerEnvSource from '../../page-worker/worker-env.ts?raw';
import { sectionOf, tableRows, unquote } from '../fixtures/docs-tables.ts';
import { TURNSTILE_PASSES } from '../fixtures/turnstile-keys.ts';
import { readConfig } from '../../page-worker/config/read-config.ts';
import type { Env } from '../../page-worker/worker-env.ts';

const section = sectionOf(rulesMd, 'Configuration');
const documented = tableRows(section).map(([name = '', required = '', fallback = '']) => ({
  name: unquote(name),
  required: required === 'yes',
  fallback,
}));

/** The members of an interface in a source text: the string ones are vars, the others bindings. */
function envMembers(source = workerEnvSource, name = 'Env'): { vars: string[]; bindings: string[] } {
  const body = new RegExp(`interface ${name} \\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1] ?? '';
  const members = [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\??:\s*([^;]+);/gm)];
  return {
    vars: members.filter((member) => member[2]?.trim() === 'string').map((member) => member[1] ?? ''),
    bindings: members.filter((member) => member[2]?.trim() !== 'string').map((member) => member[1] ?? ''),
  };
}

/** A fresh env with every required variable set (fresh: readConfig caches per env object). */
function requiredOnly(): Env {
  return { PAYMENT_WORKER_URL: 'https://pay.example/api/', TURNSTILE_SITE_KEY: TURNSTILE_PASSES };
}

/** The value a default cell stands for: backticked text, `empty`, or 'the origin of `NAME`'. */
function defaultValue(cell: string, env: Env): string {
  if (cell.startsWith('empty')) return '';
  const origin = /^the origin of `([A-Z_]+)`$/.exec(cell)?.[1];
  if (origin) {
    const url = env[origin as keyof Env];
    if (typeof url !== 'string') throw new Error(`a default names ${origin}, which is not a variable`);
    return new URL(url).origin;
  }
  const literal = /^`([^`]+)`$/.exec(cell)?.[1];
  if (literal === undefined) throw new Error(`a default the test cannot read: ${cell}`);
  return literal;
}

describe("docs/rules.md's Configuration table", () => {
  it('names exactly the variables worker-env.ts declares', () => {
    expect(documented.map((row) => row.name).sort()).toEqual(envMembers().vars.sort());
  });

  it('names exactly the variables the page worker reads (read-config.ts, and beacon-ticket.ts and link-hash.ts for their keys)', () => {
    const sources = readConfigSource + beaconTicketSource + linkHashSource;
    const read = new Set([...sources.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
    expect(documented.map((row) => row.name).sort()).toEqual([...read].sort());
  });

  it('names every binding of the page worker and the sandbox', () => {
    const sandbox = envMembers(sandboxEnvSource, 'SandboxBindings');
    const bindings = [...envMembers().bindings, ...sandbox.vars, ...sandbox.bindings];
    expect(bindings.length).toBeGreaterThan(4);
    expect(bindings.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });

  it.each(documented)('$name: required exactly when marked so', ({ name, required }) => {
    const env = Object.fromEntries(Object.entries(requiredOnly()).filter(([key]) => key !== name)) as Env;
    const result = readConfig(env);
    expect(result.ok).toBe(!required);
    if (!result.ok) expect(result.problem).toContain(name);
  });

  it.each(documented)('$name: its documented default changes nothing', ({ name, required, fallback }) => {
    if (required) {
      expect(fallback).toBe('none');
      return;
    }
    const unset = readConfig(requiredOnly());
    expect(unset.ok).toBe(true);
    const written = readConfig({ ...requiredOnly(), [name]: defaultValue(fallback, requiredOnly()) });
    expect(written).toEqual(unset);
  });
});
