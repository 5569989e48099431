/**
 * `npm run build`: the client build (build/build-client.ts) from the command line.
 * Usage: node scripts/build.ts [--if-stale]
 *   --if-stale  build only when a source is newer than the output (build/fresh-client.ts):
 *               how `npm run typecheck` and `npm run lint` make the generated modules they read.
 */
import { buildClientIfStale } from '../build/fresh-client.ts';

if (process.argv.includes('--if-stale')) {
  if (await buildClientIfStale()) console.log('Built dist/client and worker/generated/client-assets.ts');
} else {
  const { buildClient } = await import('../build/build-client.ts');
  await buildClient();
  console.log('Built dist/client and worker/generated/client-assets.ts');
}
