/**
 * Builds the embed loader (embed/loader.ts, docs/embedding.md) into one minified classic script and
 * writes it as `embed.js` among the static files, which Workers Static Assets serves at `/embed.js`
 * before the page worker runs, with its headers from client/public/_headers. A classic script, not a
 * module: `document.currentScript`, from which the loader learns the page's origin, is null in a
 * module. Run by make/client.ts, so every path that builds the client (the tests, `npm run deploy`)
 * builds this too.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { esbuildTargets } from './browser-targets.ts';
import { embedReactTypes, embedTypes } from './embed-types.ts';
import { root } from './paths.ts';

/** The loader as the browser runs it. */
export async function bundleEmbedLoader(): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    build: {
      write: false,
      target: esbuildTargets(),
      minify: true,
      lib: { entry: join(root, 'embed/loader.ts'), formats: ['iife'], name: 'PaymentPageLoader' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0])
    throw new Error(`build: expected one embed loader chunk, got ${chunks.length}`);
  return chunks[0].code;
}

/**
 * Bundles the loader and writes it to `clientDir`/embed.js (the client build's staging folder), with
 * the types merchants' code uses beside it, embed.d.ts and embed-react.d.ts (make/embed-types.ts).
 */
export async function buildEmbedLoader(clientDir: string): Promise<void> {
  writeFileSync(join(clientDir, 'embed.js'), await bundleEmbedLoader());
  writeFileSync(join(clientDir, 'embed.d.ts'), embedTypes());
  writeFileSync(join(clientDir, 'embed-react.d.ts'), embedReactTypes());
}
