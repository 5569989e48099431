/**
 * Once per run: make sure the client build and the worker bundles on disk
 * match the sources, so the budgets measure what would be deployed. `npm test`
 * has just built the client and the e2e setup bundles the workers; rebuilding
 * only what is stale avoids doing either twice.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient } from '../../harness/build-client.ts';
import { bundleWorkers } from '../../harness/local-stack.ts';
import { root } from '../../harness/paths.ts';

/** The newest modification time under these paths (files or folders, recursively). */
function newest(paths: readonly string[]): number {
  let latest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

/** Modification time of a build output; 0 when it is missing, so it counts as stale. */
const builtAt = (path: string) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

const CLIENT_SOURCES = [
  'client',
  'common',
  'vite.config.ts',
  'harness/browser-targets.ts',
  'package.json',
  'package-lock.json',
];
const WORKER_SOURCES = [...CLIENT_SOURCES, 'worker', 'sandbox', 'wrangler.toml'];

export default async function setup(): Promise<void> {
  // buildClient writes client-assets.ts last, after dist/client.
  if (builtAt('worker/generated/client-assets.ts') < newest(CLIENT_SOURCES)) await buildClient();
  const bundledAt = Math.min(builtAt('dist/worker/index.js'), builtAt('dist/sandbox/index.js'));
  if (bundledAt < newest(WORKER_SOURCES)) bundleWorkers();
}
