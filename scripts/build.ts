/**
 * `npm run build`: the build steps in make/ from the command line.
 * Usage: node scripts/build.ts [--if-stale] [--deploy]
 *   (none)      the client (make/client.ts) and the sandbox's browser scripts (make/sandbox-scripts.ts)
 *   --if-stale  each only when a source is newer than its output (make/fresh.ts): how
 *               `npm run typecheck` and `npm run lint` make the generated modules they read
 *   --all       the page worker's and the sandbox payment worker's bundles the local stack runs too
 *               (what `npm test` needs, with --if-stale): the page worker inlines the client's
 *               stylesheet, so a stack started after a client-only build would still serve the old one
 *   --deploy    the client alone: what `wrangler deploy` ships (the sandbox is never deployed)
 *   --package   the npm package @payment-page/embed alone, into packages/embed/dist (make/embed-package.ts),
 *               for `npm pack` there (docs/embedding.md, 'The npm package')
 */
import { buildClientIfStale, buildSandboxScriptsIfStale, ensureBuilt } from '../make/fresh.ts';

const flags = new Set(process.argv.slice(2));
if (flags.has('--package')) {
  const { buildEmbedPackage } = await import('../make/embed-package.ts');
  console.log(`Built ${await buildEmbedPackage()}`);
} else if (flags.has('--if-stale') && flags.has('--all')) {
  await ensureBuilt();
} else if (flags.has('--if-stale')) {
  await buildSandboxScriptsIfStale();
  if (await buildClientIfStale()) console.log('Built dist/client and page-worker/generated/client-assets.ts');
} else {
  const { buildClient } = await import('../make/client.ts');
  await buildClient();
  console.log('Built dist/client and page-worker/generated/client-assets.ts');
  if (!flags.has('--deploy')) {
    const { buildSandboxScripts } = await import('../make/sandbox-scripts.ts');
    buildSandboxScripts();
  }
  if (flags.has('--all')) {
    const { bundleWorkers } = await import('../make/workers.ts');
    bundleWorkers();
    console.log('Bundled the workers the local stack runs');
  }
}
