/**
 * Once per run: the worker bundles the load test serves must match the
 * sources. `npm test` has just built the client; bundle only when stale, so a
 * run with the e2e project does not bundle twice.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient } from '../../harness/build-client.ts';
import { bundleWorkers } from '../../harness/local-stack.ts';
import { root } from '../../harness/paths.ts';

/** The newest modification time under these paths, recursively (0 when none exist). */
function newest(paths: readonly string[]): number {
  let latest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

const builtAt = (path: string) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

export default async function setup(): Promise<void> {
  const client = ['client', 'common', 'vite.config.ts'];
  if (builtAt('worker/generated/client-assets.ts') < newest(client)) await buildClient();
  const bundled = Math.min(builtAt('dist/worker/index.js'), builtAt('dist/sandbox/index.js'));
  if (bundled < newest([...client, 'worker', 'sandbox', 'wrangler.toml', 'sandbox/wrangler.toml'])) bundleWorkers();
}
