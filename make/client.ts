/**
 * Builds the client with Vite, then writes page-worker/generated/client-assets.ts:
 * the hashed entry, its static imports to preload, and the CSS to inline
 * (the page needs no stylesheet request); and the embed loader, dist/client/embed.js (make/embed.ts),
 * and the page worker's copy of the catalogues, page-worker/generated/catalogue-values.txt
 * (make/catalogue-values.ts).
 * Command line: node scripts/build.ts
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'vite';
import { OCR_THREAD_PATH, QR_THREAD_PATH } from '../common/trusted-types.ts';
import { writeCatalogueValues } from './catalogue-values.ts';
import { buildEmbedLoader } from './embed.ts';
import { root } from './paths.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Where a build goes: the real one, or a test's temporary copy (tests/budgets/production-build.test.ts). */
export interface ClientOutput {
  /** The published client (default dist/client). */
  outDir: string;
  /** The folder of the generated asset list (default page-worker/generated). */
  generatedDir: string;
}

const DEFAULT_OUTPUT: ClientOutput = {
  outDir: join(root, 'dist/client'),
  generatedDir: join(root, 'page-worker/generated'),
};

/** Vite builds beside the output first, so the published folder is never half-written. */
const stagingOf = (outDir: string) => join(dirname(outDir), '.client-staging');

/** The module step 2's lazy chunk is built from (docs/rules.md, Lazy chunks). */
const STEP_TWO_CHUNK = 'client/step-two/step-two.tsx';

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Puts the staged build in place without a moment where dist/client is empty or
 * half-written, so a running `npm start` (or test stack) keeps serving while it rebuilds.
 */
function publish(outDir: string): void {
  const stagingDir = stagingOf(outDir);
  const fresh = new Set(filesBelow(stagingDir));
  cpSync(stagingDir, outDir, { recursive: true });
  for (const file of filesBelow(outDir)) if (!fresh.has(file)) rmSync(join(outDir, file));
  rmSync(stagingDir, { recursive: true, force: true });
}

/**
 * A thread's hashed script, published (Vite emits it beside the manifest, not in it): the page's
 * CSP names the OCR thread and the QR thread, each by its file, in `worker-src` (docs/security.md,
 * 'The OCR thread's policy').
 */
function threadPath(outDir: string, pattern: RegExp, name: string): string {
  const found = readdirSync(join(outDir, 'assets'))
    .map((name) => `/assets/${name}`)
    .filter((path) => pattern.test(path));
  if (found.length !== 1) throw new Error(`build: expected one ${name} script, found ${found.length}`);
  return found[0] as string;
}

export async function buildClient({ outDir, generatedDir }: ClientOutput = DEFAULT_OUTPUT): Promise<void> {
  const stagingDir = stagingOf(outDir);
  // Always what ships. A build started from a test run inherits NODE_ENV=test, and
  // Vite takes it from the environment: React's development build and dev-mode JSX.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: stagingDir, emptyOutDir: true },
    });
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
  const manifestPath = join(stagingDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['client/main.tsx'];
  if (!entry) throw new Error('build: client/main.tsx is missing from the Vite manifest');

  // Step 1 needs the entry's static imports and the chunks the entry itself imports dynamically
  // (React, then the app: client/main.tsx evaluates them in separate tasks), with their static
  // imports: preload them all so they arrive in parallel. Dynamic imports further down (the QR
  // library, the Turnstile loader) stay lazy.
  // (Those chunks may import shared helpers back from the entry, which is no preload of its own.)
  const preload = new Set<string>();
  const visit = (key: string) => {
    const file = manifest[key]?.file;
    if (!file || file === entry.file || preload.has(file)) return;
    preload.add(file);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  for (const child of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(child);

  // Step 2's chunk (client/step-two/step-two.tsx) with its static imports that step 1 does not
  // preload already: what a page that opens on step 2 preloads besides (page-worker/render/document.ts).
  const stepOne = new Set(preload);
  const stepTwo = new Set<string>();
  const visitStepTwo = (key: string) => {
    const file = manifest[key]?.file;
    if (!file || file === entry.file || stepOne.has(file) || stepTwo.has(file)) return;
    stepTwo.add(file);
    for (const child of manifest[key]?.imports ?? []) visitStepTwo(child);
  };
  visitStepTwo(STEP_TWO_CHUNK);
  if (stepTwo.size === 0) throw new Error(`build: ${STEP_TWO_CHUNK} is missing from the Vite manifest`);

  const styles = manifest['page/styles.css']?.file;
  if (!styles) throw new Error('build: page/styles.css is missing from the Vite manifest');
  const cssFiles = [styles];
  const css = cssFiles.map((file) => readFileSync(join(stagingDir, file), 'utf8')).join('');
  if (css.includes('</')) throw new Error('build: CSS must not contain "</" (it is inlined in a <style>)');
  // Inlined: nobody should fetch these, so do not publish them.
  for (const file of cssFiles) rmSync(join(stagingDir, file));
  rmSync(join(stagingDir, '.vite'), { recursive: true, force: true });
  // Into the staging folder, so publish() puts it in place with the rest (and never deletes it
  // as a file the new build lacks); before page-worker/generated/client-assets.ts, which make/fresh.ts reads as the time
  // of the whole build.
  await buildEmbedLoader(stagingDir);

  publish(outDir);

  mkdirSync(generatedDir, { recursive: true });
  // Before the asset list, whose time make/fresh.ts reads as the whole build's.
  writeCatalogueValues(generatedDir);
  const assets = {
    entry: `/${entry.file}`,
    ocrThread: threadPath(outDir, OCR_THREAD_PATH, 'OCR thread'),
    qrThread: threadPath(outDir, QR_THREAD_PATH, 'QR thread'),
    preload: [...preload].map((file) => `/${file}`),
    stepTwo: [...stepTwo].map((file) => `/${file}`),
    icon: '/favicon.png',
    css: css.trim(),
  };
  writeFileSync(
    join(generatedDir, 'client-assets.ts'),
    `// Written by make/client.ts (node scripts/build.ts) from the Vite manifest. Do not edit.\nexport const clientAssets = ${JSON.stringify(assets, null, 2)} as const;\n`,
  );
}
