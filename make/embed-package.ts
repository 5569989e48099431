/**
 * Builds the npm package `@payment-page/embed` (packages/embed/, docs/embedding.md, 'The npm
 * package') into packages/embed/dist: its two entries as ES2020 modules, `index.js` and `react.js`
 * (React stays the app's own import, and `react.js` imports `index.js`, so an app has one loader
 * state however it imports them), and their types (make/embed-types.ts). It is not published from
 * here: `npm pack` in packages/embed makes its tarball, which tests/e2e/embed-package.test.ts
 * installs into a fresh app. Run by that test and by `npm run build -- --package`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { embedVersion } from './embed.ts';
import { packageReactTypes, packageTypes } from './embed-types.ts';
import { root } from './paths.ts';

/** The package's folder. */
export const PACKAGE_DIR = join(root, 'packages/embed');

/** One entry, from TypeScript to the JavaScript an app's bundler takes. */
async function entry(file: string): Promise<string> {
  const { code } = await transform(readFileSync(join(PACKAGE_DIR, 'src', file), 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'es2020',
    define: { PACKAGE_VERSION: JSON.stringify(embedVersion()) },
  });
  // The one import between the entries, by the name it is published under.
  return code.replace(/from "\.\/index\.ts"/g, 'from "./index.js"');
}

/** Writes packages/embed/dist afresh; returns its folder. */
export async function buildEmbedPackage(): Promise<string> {
  const dist = join(PACKAGE_DIR, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.js'), await entry('index.ts'));
  writeFileSync(join(dist, 'react.js'), await entry('react.ts'));
  writeFileSync(join(dist, 'index.d.ts'), packageTypes());
  writeFileSync(join(dist, 'react.d.ts'), packageReactTypes());
  return dist;
}
