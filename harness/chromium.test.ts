// The features harness/chromium.ts turns off for a payer's Chromium are Playwright's own, less storage partitioning.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING } from './chromium.ts';

/** The `disabledFeatures` list in the installed playwright-core's Chromium switches. */
function playwrightDisabledFeatures(): string[] {
  const lib = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib');
  const bundle = readFileSync(join(lib, 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? '';
  return [...list.replace(/\/\/[^\n]*/g, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe("a payer's Chromium (harness/chromium.ts)", () => {
  it("turns off what Playwright turns off, but storage partitioning, which Playwright's list has", () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright).toContain('ThirdPartyStoragePartitioning');
    expect(PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING).toEqual(
      playwright.filter((feature) => feature !== 'ThirdPartyStoragePartitioning'),
    );
  });
});
