/**
 * Draws the page's icon, `client/public/favicon.png`, from its source beside this script,
 * `scripts/favicon.svg`, in the system Chromium: `npm run favicon` after changing the
 * source, then commit both. The page links a PNG, not the SVG, because Chromium decodes a page's
 * icon on the page's own main thread, and an SVG one as a whole document: a task of 40 to 130 ms
 * at 6× CPU after every first paint (docs/performance.md, 'The page's icon'). 64 × 64 pixels is
 * sharp in a phone's tab list at a device pixel ratio of up to 4.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath } from '../harness/chromium.ts';
import { root } from '../make/paths.ts';

const SIZE = 64;
const svg = readFileSync(join(root, 'scripts', 'favicon.svg'), 'utf8').replace(
  '<svg ',
  `<svg width="${SIZE}" height="${SIZE}" `,
);
const browser = await chromium.launch({ executablePath: chromePath() });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } });
  writeFileSync(join(root, 'client', 'public', 'favicon.png'), png);
  process.stdout.write(`Wrote client/public/favicon.png (${png.length} bytes)\n`);
} finally {
  await browser.close();
}
