/**
 * Every build step, run only when a source is newer than its output: the client (make/client.ts),
 * the sandbox's browser scripts (make/sandbox-scripts.ts) and the bundles of the page worker and
 * the sandbox payment worker (make/workers.ts). `npm test` runs it once before Vitest, and each test
 * project's global setup runs it again, so a project run on its own is never stale and one run
 * after another costs a directory walk. `npm run typecheck` and `npm run lint` make the generated
 * modules they read with it (the page worker imports page-worker/generated/client-assets.ts, the sandbox
 * its Turnstile scripts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.ts';
import { WORKER_BUNDLES } from './workers.ts';

/** What the client build reads: a change to any of these makes its output stale. */
export const CLIENT_SOURCES: readonly string[] = [
  'client',
  'embed',
  'page',
  'common',
  'make',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  // The loader carries the npm package's version, and its guide is served beside it (make/embed.ts).
  'packages/embed/package.json',
  'docs/embedding.md',
];

/** What the sandbox's browser scripts are made from. */
const SANDBOX_SCRIPT_SOURCES: readonly string[] = ['sandbox/turnstile', 'make/sandbox-scripts.ts'];

/**
 * What the page worker's and the sandbox payment worker's bundles are made from (the sandbox's generated scripts are
 * inside `sandbox`).
 */
const WORKER_SOURCES: readonly string[] = [...CLIENT_SOURCES, 'page-worker', 'sandbox', 'wrangler.toml'];

/** A unit test or its fixture beside the code: no build reads it, so editing one rebuilds nothing. */
const TEST_FILE = /\.(test|fixture)\.tsx?$/;

/** The newest modification time under these paths, recursively (0 when none exist), tests left out. */
export function newest(paths: readonly string[]): number {
  let latest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && !TEST_FILE.test(entry)) visit(join(path, entry));
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

/** Modification time of a build output; 0 when it is missing, so it counts as stale. */
export const builtAt = (path: string): number =>
  existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0;

/** Builds the client when its output is missing or older than a source; says whether it built. */
export async function buildClientIfStale(): Promise<boolean> {
  // buildClient writes page-worker/generated/client-assets.ts last, after dist/client. The embed loader (make/embed.ts)
  // is a file of dist/client that the asset list does not name, so it is checked on its own.
  const builtOutputs = ['page-worker/generated/client-assets.ts', 'dist/client/embed.js'];
  if (Math.min(...builtOutputs.map(builtAt)) >= newest(CLIENT_SOURCES)) return false;
  // Vite loads only when there is something to build: the up-to-date case stays a directory walk.
  const { buildClient } = await import('./client.ts');
  await buildClient();
  return true;
}

/** Makes the sandbox's browser scripts when missing or stale; says whether it made them. */
export async function buildSandboxScriptsIfStale(): Promise<boolean> {
  if (builtAt('sandbox/generated/turnstile-scripts.ts') >= newest(SANDBOX_SCRIPT_SOURCES)) return false;
  const { buildSandboxScripts } = await import('./sandbox-scripts.ts');
  buildSandboxScripts();
  return true;
}

/**
 * Everything the local stack runs: the client, the sandbox's scripts, the page worker's and the sandbox payment
 * worker's bundles.
 */
export async function ensureBuilt(): Promise<void> {
  await buildSandboxScriptsIfStale();
  await buildClientIfStale();
  const bundledAt = Math.min(...WORKER_BUNDLES.map(({ outdir }) => builtAt(`${outdir}/index.js`)));
  if (bundledAt < newest(WORKER_SOURCES)) {
    const { bundleWorkers } = await import('./workers.ts');
    bundleWorkers();
  }
}
