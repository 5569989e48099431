/**
 * Builds the client only when a source is newer than its output. `npm run typecheck` and
 * `npm run lint` start with it, so a fresh clone checks before anyone has run the build
 * (the worker imports the generated worker/generated/client-assets.ts, and the sandbox its
 * generated Turnstile scripts); once built, it costs a directory walk.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.ts';

/** What the client build reads: a change to any of these makes its output stale. */
export const CLIENT_SOURCES: readonly string[] = [
  'client',
  'page',
  'common',
  'build',
  'sandbox/turnstile',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

/** The newest modification time under these paths, recursively (0 when none exist). */
export function newest(paths: readonly string[]): number {
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
export const builtAt = (path: string): number =>
  existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0;

/** Builds the client when its output is missing or older than a source; says whether it built. */
export async function buildClientIfStale(): Promise<boolean> {
  // buildClient writes client-assets.ts last, after dist/client and the sandbox's scripts.
  if (builtAt('worker/generated/client-assets.ts') >= newest(CLIENT_SOURCES)) return false;
  // Vite loads only when there is something to build: the up-to-date case stays a directory walk.
  const { buildClient } = await import('./build-client.ts');
  await buildClient();
  return true;
}
