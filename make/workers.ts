/**
 * Bundles the page worker and the sandbox payment worker the way `wrangler deploy` would, into
 * dist/page-worker and dist/sandbox: what the local stack (`npm start`, the tests, the bench) runs in
 * workerd. A deploy does not use these bundles; wrangler bundles the page worker itself.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './paths.ts';

/** The page worker's and the sandbox payment worker's wrangler configs, and the folder each bundle goes to. */
export const WORKER_BUNDLES = [
  { config: 'wrangler.toml', outdir: 'dist/page-worker' },
  { config: 'sandbox/wrangler.toml', outdir: 'dist/sandbox' },
] as const;

export function bundleWorkers(): void {
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' };
  // Wrangler's script under the Node that runs this one (the project's Node 22, which wrangler 4
  // needs), whatever `node` the PATH would find first.
  const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
  for (const { config, outdir } of WORKER_BUNDLES) {
    // An absolute --outdir: wrangler resolves a relative one against the config's folder.
    const args = [wrangler, 'deploy', '--dry-run', '--env', '', '-c', config, '--outdir', join(root, outdir)];
    execFileSync(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}
