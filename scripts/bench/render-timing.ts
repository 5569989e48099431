/**
 * Server render time: the page worker's own `renderPage` bundled with esbuild under
 * the page worker build's aliases (react → preact/compat), timed in Node. Node runs
 * the same V8 as workerd, and workerd's clock only advances on I/O (a Spectre
 * mitigation), so timing a tight loop has to happen here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build, stop } from 'esbuild';
import { root } from '../../make/paths.ts';

export interface RenderTiming {
  renders: number;
  /** Milliseconds per render. */
  median: number;
  p95: number;
}

type RenderPage = (boot: unknown, nonce: string) => string;

/** The boot data the page worker embedded in a page it served: exactly the state it rendered. */
export function bootOf(html: string): unknown {
  const match = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot data in the served page');
  return JSON.parse(match[1]);
}

/** The server render's module, from the repository's root (render-timing.test.ts checks it is there). */
export const RENDER_PAGE_SOURCE = 'page-worker/render/render-page.tsx';

/**
 * page-worker/render/render-page.tsx as the page worker's bundle compiles it (aliases from wrangler.toml, minified, production).
 */
async function loadRenderPage(): Promise<{ renderPage: RenderPage; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-render-'));
  const outfile = join(dir, 'render.mjs');
  await build({
    stdin: { contents: `export { renderPage } from './${RENDER_PAGE_SOURCE}';`, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    tsconfig: join(root, 'tsconfig.page-worker.json'),
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/compat/jsx-runtime' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // The catalogues are a text module, as wrangler bundles them (page-worker/text-modules.d.ts).
    loader: { '.txt': 'text' },
    minify: true,
    outfile,
    logLevel: 'error',
  });
  const module = (await import(pathToFileURL(outfile).href)) as { renderPage: RenderPage };
  return {
    renderPage: module.renderPage,
    dispose() {
      rmSync(dir, { recursive: true, force: true });
      // esbuild keeps a service process for further builds: there are none.
      void stop();
    },
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** Times `renders` renders of each boot, after as many warm-up renders as the JIT needs to settle. */
export async function timeRenders(boots: readonly unknown[], renders = 2_000): Promise<RenderTiming[]> {
  const { renderPage, dispose } = await loadRenderPage();
  try {
    return boots.map((boot) => {
      // A fresh nonce per render, as the page worker does.
      const nonces = Array.from({ length: renders }, () => randomBytes(16).toString('base64'));
      for (let i = 0; i < 500; i++) renderPage(boot, nonces[i % renders] ?? '');
      const times: number[] = [];
      for (const nonce of nonces) {
        const start = performance.now();
        renderPage(boot, nonce);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { renders, median: percentile(times, 0.5), p95: percentile(times, 0.95) };
    });
  } finally {
    dispose();
  }
}
