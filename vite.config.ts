// The browser bundle: React 19 client, hashed files in dist/client/assets.
// make/client.ts reads the manifest and tells the page worker which files to serve.
import { defineConfig, type Plugin } from 'vite';
import { esbuildTargets } from './make/browser-targets.ts';
import { ocrDownloadSize, ocrEngine } from './make/ocr-assets.ts';
import { EAGER_CHUNKS, EAGER_COMPILE_HINT, EAGER_WORKERS } from './make/eager-compile.ts';
import { root } from './make/paths.ts';

/**
 * Vite wraps every dynamic import in its preload helper, even with `modulePreload: false` (a known
 * Vite shortcoming): about 0.7 KB gzip of step 1 for work this build never needs. The page worker's
 * HTML preloads what step 1 loads (make/client.ts), and no chunk imports CSS (the stylesheet is
 * inlined), so the helper only ever gets empty lists. It is loaded from here instead, reduced to the
 * import itself; a chunk that fails still rejects, as client/platform/lazy.ts expects. A chunk that
 * imports CSS would need the real helper, so it fails the build.
 */
function noPreloadHelper(): Plugin {
  return {
    name: 'payment-page:no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // The stylesheet's own entry is a CSS-only chunk, inlined and never imported.
        if (chunk.type !== 'chunk' || chunk.facadeModuleId?.endsWith('.css')) continue;
        if ((chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${chunk.fileName} imports CSS, which the reduced preload helper would not load`);
        }
      }
    },
  };
}

/**
 * React's packages as their production builds, named directly. Each package's entry file only
 * chooses its development or production build by NODE_ENV, and react-dom/client's also asks the
 * React DevTools extension whether the bundle was minified; through them the bundle carried a
 * CommonJS wrapper for each entry and that check, 176 bytes gzip of step 1. Only the production
 * build reads this file (make/client.ts), and it always ships production React.
 */
const REACT_PRODUCTION: Record<string, string> = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};

/**
 * Rolldown writes a line break after a banner, even an empty one (a byte in every chunk); only no
 * banner at all, `undefined`, writes nothing, which its types do not admit.
 */
const NO_BANNER = undefined as unknown as string;

/** V8's compile hint at the head of the named chunks, and nothing on the others (make/eager-compile.ts). */
const compileHintFor =
  (names: readonly string[]) =>
  (chunk: { name: string }): string =>
    names.includes(chunk.name) ? EAGER_COMPILE_HINT : NO_BANNER;

export default defineConfig({
  publicDir: 'client/public',
  resolve: {
    alias: Object.entries(REACT_PRODUCTION).map(([name, file]) => ({
      find: new RegExp(`^${name}$`),
      replacement: `${root}node_modules/${file}`,
    })),
  },
  // The OCR thread (docs/rules.md, Reading the UTR from a screenshot): a classic script, not a module,
  // so it can load Emscripten's engine script with importScripts; the engine's files come with its bundle.
  // Compiled while it loads, like step 2's chunks (make/eager-compile.ts): a reading runs most of it.
  worker: {
    format: 'iife',
    plugins: () => [ocrEngine()],
    rollupOptions: {
      output: { postBanner: compileHintFor(EAGER_WORKERS) },
    },
  },
  plugins: [ocrDownloadSize(), noPreloadHelper()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // From the browserslist field of package.json (docs/browsers.md, 'Declared browser targets'):
    // the JavaScript is lowered and the CSS minified for the oldest supported browsers.
    target: esbuildTargets(),
    // No runtime preloading: the page worker's HTML already modulepreloads every chunk step 1 needs
    // (make/client.ts), and the lazy chunks have nothing to preload.
    modulePreload: false,
    rollupOptions: {
      // The stylesheet is an input of its own, not imported by any script: the page worker inlines it
      // (make/client.ts), so no chunk may ask to load it at run time.
      input: ['client/main.tsx', 'page/styles.css'],
      output: {
        // Compiled while they stream in, not on first run (make/eager-compile.ts).
        postBanner: compileHintFor(EAGER_CHUNKS),
        // One lazy QR chunk (client/qr/qr-chunk.ts): the QR thread's starter, with the Trusted
        // Types policy that starting the thread needs, so a UPI option chosen early fetches one
        // file, not two in a row; the Turnstile loader and the OCR reader take the policy from it
        // too. Neither module imports any other, so the chunk pulls none in. React has one chunk of
        // its own, evaluated in its own task (client/main.tsx).
        manualChunks: (id: string) =>
          /\/client\/(?:qr\/qr-modules|platform\/trusted-urls)\.ts$/.test(id)
            ? 'qr-start'
            : /\/node_modules\/(?:react|react-dom|scheduler)\//.test(id)
              ? 'react'
              : undefined,
      },
    },
  },
});
