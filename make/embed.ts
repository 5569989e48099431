/**
 * Builds the embed loader (embed/loader.ts, docs/embedding.md) into one minified classic script and
 * writes it as `embed.js` among the static files, which Workers Static Assets serves at `/embed.js`
 * before the page worker runs, with its headers from client/public/_headers. A classic script, not a
 * module: `document.currentScript`, from which the loader learns the page's origin, is null in a
 * module. The loader carries its version (the npm package's, packages/embed/package.json) and the
 * close control's label in each language (make/embed-refused.ts); beside it go its types and the
 * note a silent frame shows, per language. Run by make/client.ts, so every path that builds the
 * client (the tests, `npm run deploy`) builds this too.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { esbuildTargets } from './browser-targets.ts';
import { closeLabels, embedWords, REFUSED_CSS, refusedPage, type EmbedWords } from './embed-refused.ts';
import { embedReactTypes, embedTypes, GUIDE_PATH } from './embed-types.ts';
import { root } from './paths.ts';

/** The embed's version: the npm package's, which the loader reports as `PaymentPage.version`. */
export const embedVersion = (): string =>
  (JSON.parse(readFileSync(join(root, 'packages/embed/package.json'), 'utf8')) as { version: string }).version;

/** The loader as the browser runs it. */
export async function bundleEmbedLoader(words?: readonly EmbedWords[]): Promise<string> {
  const labels = closeLabels(words ?? (await embedWords()));
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    define: { CLOSE_LABELS: JSON.stringify(labels), LOADER_VERSION: JSON.stringify(embedVersion()) },
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
 * the types merchants' code uses beside it, embed.d.ts and embed-react.d.ts (make/embed-types.ts),
 * the guide they point at, embed.md (docs/embedding.md), and the refused note,
 * embed-refused/<code>.html and its stylesheet.
 */
export async function buildEmbedLoader(clientDir: string): Promise<void> {
  const words = await embedWords();
  writeFileSync(join(clientDir, 'embed.js'), await bundleEmbedLoader(words));
  writeFileSync(join(clientDir, 'embed.d.ts'), embedTypes());
  writeFileSync(join(clientDir, 'embed-react.d.ts'), embedReactTypes());
  // The guide the types point at (GUIDE_PATH), served beside them: docs/embedding.md as written.
  copyFileSync(join(root, 'docs/embedding.md'), join(clientDir, GUIDE_PATH.slice(1)));
  mkdirSync(join(clientDir, 'embed-refused'), { recursive: true });
  writeFileSync(join(clientDir, 'embed-refused/style.css'), REFUSED_CSS);
  for (const language of words)
    writeFileSync(join(clientDir, `embed-refused/${language.code}.html`), refusedPage(language));
}
