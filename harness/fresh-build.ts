/**
 * Builds the client and bundles both workers only when a source is newer
 * than the output. A test project's global setup calls it, so a project run
 * on its own is never stale, and one run after another in `npm test` (which
 * has built and bundled already) costs nothing.
 */
import { buildClientIfStale, builtAt, CLIENT_SOURCES, newest } from '../build/fresh-client.ts';
import { bundleWorkers } from './local-stack.ts';

const WORKER_SOURCES = [...CLIENT_SOURCES, 'worker', 'sandbox', 'wrangler.toml'];

export async function ensureBuilt(): Promise<void> {
  await buildClientIfStale();
  const bundledAt = Math.min(builtAt('dist/worker/index.js'), builtAt('dist/sandbox/index.js'));
  if (bundledAt < newest(WORKER_SOURCES)) bundleWorkers();
}
