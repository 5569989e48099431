/**
 * A `.txt` import as wrangler makes it, a text module: the file's contents as a string
 * (page-worker/text-modules.d.ts). A Vite plugin for every Vitest project, since the tests and the
 * harness run the page worker's modules, its catalogues among them (vitest.config.ts).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const textModules: Plugin = {
  name: 'text-modules',
  enforce: 'pre',
  load(id) {
    return id.endsWith('.txt') ? `export default ${JSON.stringify(readFileSync(id, 'utf8'))};` : null;
  },
};
