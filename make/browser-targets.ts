/**
 * The browsers the page supports, as build targets. The one list is the
 * `browserslist` field of package.json; this turns what browserslist resolves
 * it to into the esbuild-style targets Vite's `build.target` (and so its CSS
 * minifier) takes: the oldest version of each engine family. See
 * docs/browsers.md, 'Declared browser targets'.
 */
import browserslist from 'browserslist';
import { root } from './paths.ts';

/**
 * Samsung Internet's Chromium version; esbuild has no Samsung target. Only
 * the oldest declared version is looked up, so the table needs only low ones.
 */
const SAMSUNG_CHROMIUM: Readonly<Record<string, number>> = { '12.0': 79, '13.0': 83, '14.0': 87, '15.0': 90 };

/** The esbuild family a browserslist name builds for, and the version there. */
function family(name: string, version: number): [family: string, version: number] {
  switch (name) {
    // Android WebView is versioned like the Chrome it ships with.
    case 'chrome':
    case 'and_chr':
    case 'android':
      return ['chrome', version];
    case 'edge':
      return ['edge', version];
    case 'firefox':
    case 'and_ff':
      return ['firefox', version];
    case 'safari':
      return ['safari', version];
    case 'ios_saf':
      return ['ios', version];
    case 'samsung': {
      const chromium = SAMSUNG_CHROMIUM[version.toFixed(1)];
      if (chromium === undefined)
        throw new Error(`browser-targets: add Samsung Internet ${version}'s Chromium version to the table`);
      return ['chrome', chromium];
    }
    default:
      throw new Error(
        `browser-targets: no build target for "${name} ${version}"; declare only browsers this file maps`,
      );
  }
}

/**
 * ES2020: Chrome 80 (and so Android WebView 80) has all of it (optional
 * chaining and `??` arrived in 80) and none of ES2021's syntax (`||=` came in
 * Chrome 85); Safari 14, Firefox 115 and Samsung Internet 13 (Chromium 83) have
 * at least as much, except what the budget tests' syntax check lists
 * (tests/budgets/browser-support.ts). The OCR engine's script is lowered to it
 * (make/ocr-assets.ts), and that check parses every built chunk at it.
 */
export const ECMA_VERSION = 2020;

/** The browsers the `browserslist` field of package.json resolves to, e.g. `['chrome 80', 'ios_saf 14.0-14.4', …]`. */
export function declaredBrowsers(): string[] {
  // Without a config browserslist would quietly use its own defaults: refuse that.
  const queries = browserslist.loadConfig({ path: root });
  if (!queries) throw new Error('browser-targets: package.json has no browserslist field');
  // Newer caniuse data only adds newer versions; the oldest, all the build uses, stay. So no
  // "browsers data is old" nag in every build once the pinned data ages.
  const ignoreOld = process.env.BROWSERSLIST_IGNORE_OLD_DATA;
  process.env.BROWSERSLIST_IGNORE_OLD_DATA = '1';
  try {
    return browserslist(queries);
  } finally {
    if (ignoreOld === undefined) delete process.env.BROWSERSLIST_IGNORE_OLD_DATA;
    else process.env.BROWSERSLIST_IGNORE_OLD_DATA = ignoreOld;
  }
}

/** esbuild targets for a browserslist result: the oldest version per family, e.g. `['chrome80', 'ios14', 'safari14']`. */
export function esbuildTargets(browsers: readonly string[] = declaredBrowsers()): string[] {
  // The oldest version of each browserslist name first ("14.0-14.4": the lower end).
  const oldestByName = new Map<string, number>();
  for (const browser of browsers) {
    const [name = '', range = ''] = browser.split(' ');
    const version = Number.parseFloat(range.split('-')[0] ?? '');
    if (!Number.isFinite(version)) throw new Error(`browser-targets: cannot read the version of "${browser}"`);
    oldestByName.set(name, Math.min(oldestByName.get(name) ?? Infinity, version));
  }
  const oldest = new Map<string, number>();
  for (const [name, version] of oldestByName) {
    const [target, number] = family(name, version);
    oldest.set(target, Math.min(oldest.get(target) ?? Infinity, number));
  }
  if (oldest.size === 0)
    throw new Error('browser-targets: the browserslist field of package.json resolves to no browser');
  return [...oldest].map(([target, version]) => `${target}${version}`).sort();
}
