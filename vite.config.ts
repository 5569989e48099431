// The browser bundle: React 19 client, hashed files in dist/client/assets.
// harness/build-client.ts reads the manifest and tells the worker which files to serve.
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: 'client/main.tsx',
      output: {
        // Name the lazy QR chunk after what it is (its entry file is qrcode's browser.js).
        manualChunks: (id: string) => (id.includes('/node_modules/qrcode/') ? 'qrcode' : undefined),
      },
    },
  },
});
