/**
 * Builds the client and bundles both workers only when a source is newer
 * than the output. A test project's global setup calls it, so a project run
 * on its own is never stale, and one run after another in `npm test` (which
 * has built and bundled already) costs nothing.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient } from '../build/build-client.ts';
import { bundleWorkers } from './local-stack.ts';
import { root } from '../build/paths.ts';

const CLIENT_SOURCES = ['client', 'page', 'common', 'build', 'vite.config.ts', 'package.json', 'package-lock.json'];
const WORKER_SOURCES = [...CLIENT_SOURCES, 'worker', 'sandbox', 'wrangler.toml'];

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

/** Modification time of a build output; 0 when it is missing, so it counts as stale. */
const builtAt = (path: string) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

export async function ensureBuilt(): Promise<void> {
  // buildClient writes client-assets.ts last, after dist/client.
  if (builtAt('worker/generated/client-assets.ts') < newest(CLIENT_SOURCES)) await buildClient();
  const bundledAt = Math.min(builtAt('dist/worker/index.js'), builtAt('dist/sandbox/index.js'));
  if (bundledAt < newest(WORKER_SOURCES)) bundleWorkers();
}
