/**
 * A real Chromium 80, the oldest engine the `browserslist` field names, for the oldest-engine tests
 * (tests/chromium80). It comes from the npm package `chrome-aws-lambda@2.1.1` (a dev dependency):
 * `bin/chromium.br` is the browser and `bin/aws.tar.br` the shared libraries it needs, both brotli.
 * They are unpacked once into node_modules/.cache/chromium-80 and driven by puppeteer-core 2.1.1
 * (`puppeteer-core-2`), the last puppeteer that speaks Chromium 80's DevTools protocol.
 *
 * The build runs only as one process (`--single-process --no-zygote`), where it cannot open a
 * second tab: each test launches its own browser and uses the tab it starts with.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import puppeteer, { type Browser } from 'puppeteer-core-2';
import { root } from '../make/paths.ts';

const cacheDir = join(root, 'node_modules', '.cache', 'chromium-80');
const browserPath = join(cacheDir, 'chromium');
const libraryDir = join(cacheDir, 'aws', 'lib');

/** Where chrome-aws-lambda keeps its compressed browser; a clear one-line error when it is not installed. */
function packageBin(): string {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('chrome-aws-lambda/package.json')), 'bin');
  } catch {
    throw new Error('No Chromium 80: run `npm install` (the dev dependency chrome-aws-lambda@2.1.1 carries it).');
  }
}

/** Unpacks the browser and its libraries once; later calls return at once. Returns the browser's path. */
export function ensureChromium80(): string {
  if (existsSync(browserPath) && existsSync(libraryDir)) return browserPath;
  const bin = packageBin();
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(join(cacheDir, 'aws'), { recursive: true });
  const tar = spawnSync('tar', ['-x', '-C', join(cacheDir, 'aws')], {
    input: brotliDecompressSync(readFileSync(join(bin, 'aws.tar.br'))),
    maxBuffer: 1 << 20,
  });
  if (tar.status !== 0) throw new Error(`Unpacking Chromium 80's libraries failed: ${tar.stderr.toString().trim()}`);
  // Written under another name and renamed, so a run cut short never leaves half a browser behind.
  const partial = `${browserPath}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))));
  chmodSync(partial, 0o755);
  renameSync(partial, browserPath);
  return browserPath;
}

/** The flags this build needs to run as root in a container, plus the Chromium tests' no-calls-home set. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--single-process',
  '--no-zygote',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium 80, with the system's fonts (Noto for the Indian scripts) and its own libraries. */
export function launchChromium80(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: ensureChromium80(),
    headless: true,
    args: FLAGS,
    env: { ...process.env, LD_LIBRARY_PATH: libraryDir },
  });
}
