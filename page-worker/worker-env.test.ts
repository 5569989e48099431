/**
 * The page worker's Env is written by hand (docs/README.md, Config files, says why), and must not
 * drift from wrangler.toml: every var and binding that `wrangler types` generates from it, for the
 * local configuration and for each environment, is declared in worker-env.ts, optional (a
 * deployment may lack any of them: the configuration reader names what is missing) and of the
 * type wrangler gives it, or a narrower face of it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../make/paths.ts';

/** The members of each interface in a declaration text: name, whether optional, and type. */
function interfaces(source: string): Map<string, Map<string, { optional: boolean; type: string }>> {
  const found = new Map<string, Map<string, { optional: boolean; type: string }>>();
  for (const [, name = '', body = ''] of source.matchAll(/interface (\w+)(?: extends [\w.]+)? \{([^}]*)\}/g)) {
    const members = new Map<string, { optional: boolean; type: string }>();
    for (const [, member = '', optional, type = ''] of body.matchAll(/^\s*([A-Z][A-Z0-9_]*)(\?)?:\s*([^;]+);/gm)) {
      members.set(member, { optional: optional === '?', type: type.trim() });
    }
    found.set(name, members);
  }
  return found;
}

/** What worker-env.ts may declare for each type wrangler generates: the same, or the narrow face the code uses. */
const FACES: Record<string, string[]> = {
  string: ['string'],
  AnalyticsEngineDataset: ['AnalyticsEngineDataset', 'PageEventsDataset'],
  Fetcher: ['Fetcher'],
};

const scratch = mkdtempSync(join(tmpdir(), 'wrangler-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `wrangler types` for wrangler.toml, without the runtime's types and with plain `string` vars. */
function generated(): string {
  const out = join(scratch, 'worker-configuration.d.ts');
  execFileSync(
    join(root, 'node_modules/.bin/wrangler'),
    ['types', out, '--include-runtime=false', '--strict-vars=false', '--config', join(root, 'wrangler.toml')],
    { cwd: scratch, stdio: 'pipe', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );
  return readFileSync(out, 'utf8');
}

describe("the page worker's Env against wrangler types", () => {
  it('declares every var and binding wrangler generates, in every environment, optional and of its type', () => {
    const declared = interfaces(readFileSync(join(root, 'page-worker/worker-env.ts'), 'utf8')).get('Env');
    expect(declared?.size).toBeGreaterThan(10);
    const fromWrangler = interfaces(generated());
    // The local configuration's (its base interface) and production's and staging's.
    const configurations = [...fromWrangler.entries()].filter(([name]) => /Env$/.test(name) && name !== 'Env');
    expect(configurations.map(([name]) => name).sort()).toEqual(['ProductionEnv', 'StagingEnv', '__BaseEnv_Env']);
    const problems = configurations.flatMap(([configuration, members]) =>
      [...members].flatMap(([member, { type }]) => {
        const ours = declared?.get(member);
        if (!ours) return [`${configuration}.${member}: not in worker-env.ts`];
        if (!ours.optional) return [`${member}: not optional in worker-env.ts`];
        if (!(FACES[type] ?? [type]).includes(ours.type)) return [`${member}: ${ours.type} where wrangler has ${type}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  }, 60_000);
});
