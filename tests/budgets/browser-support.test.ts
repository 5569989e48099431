/**
 * The built client runs in every browser the browserslist field of
 * package.json declares (docs/browsers.md, 'Declared browser targets'): the
 * build's target comes from that list, every emitted chunk parses as ES2020
 * and calls no built-in newer than the oldest of them, and the inlined CSS is
 * lowered for them. The last block builds the client for `esnext` into a
 * temporary folder to show the checker reports what the targets would lack.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildTargets } from '../../make/browser-targets.ts';
import { inlineScripts, unsupportedCss, unsupportedIn } from './browser-support.ts';
import { readClientBuild } from '../../harness/sizes.ts';
import { root } from '../../make/paths.ts';
import viteConfig from '../../vite.config.ts';

describe('the build targets the declared browsers', () => {
  it('derives its targets from the browserslist field of package.json', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browserslist: string[] };
    expect(pkg.browserslist).toEqual(
      expect.arrayContaining(['Chrome >= 80', 'Safari >= 14', 'Firefox >= 115', 'Samsung >= 13']),
    );
    expect(esbuildTargets()).toEqual(['chrome80', 'firefox115', 'ios14', 'safari14']);
    expect(readFileSync(join(root, 'vite.config.ts'), 'utf8')).toMatch(/target: esbuildTargets\(\)/);
  });

  it('takes the oldest version of each family, WebView and Samsung Internet as the Chrome they are', () => {
    expect(
      esbuildTargets(['chrome 90', 'android 140', 'samsung 13.0', 'samsung 20', 'ios_saf 14.0-14.4', 'ios_saf 15.4']),
    ).toEqual(['chrome83', 'ios14']);
    expect(() => esbuildTargets(['opera 100'])).toThrow(/no build target for "opera 100"/);
  });
});

describe('every chunk of the client build', () => {
  const { step1, lazy, css } = readClientBuild();
  it.each([...step1, ...lazy].map((asset) => [asset.path, asset.bytes.toString('utf8')]))(
    '%s parses as ES2020 and calls no newer built-in',
    (path, code) => expect(unsupportedIn(path, code)).toEqual([]),
  );

  it('the inlined CSS uses nothing the targets cannot read', () => expect(unsupportedCss(css)).toEqual([]));
});

describe('the checker', () => {
  it.each([
    ['a ||= b', /syntax newer than ES2020/],
    ['class A { x = 1 }', /syntax newer than ES2020/],
    ['class A { static { } }', /syntax newer than ES2020/],
    ['await 1', /syntax newer than ES2020/],
    ["export * as n from './n.js'", /export \* as name/],
    ['/(?<=a)b/.test(s)', /lookbehind/],
    ["new RegExp('(?<!a)b')", /lookbehind/],
    ['[1].at(-1)', /Array\/String\.prototype\.at/],
    ["s.replaceAll('a', '')", /replaceAll/],
    ['Object.hasOwn(o, "a")', /Object\.hasOwn/],
    ['structuredClone(o)', /structuredClone/],
    ['fetch(u, { signal: AbortSignal.timeout(5) })', /AbortSignal\.timeout/],
    ['Promise.any([p])', /Promise\.any/],
  ])('reports %s', (code, message) => {
    const found = unsupportedIn('x.js', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    'a?.b ?? c',
    'const o = { at: 0 }; o.at',
    "typeof WeakRef === 'function'",
    '/(?:a)\\(?<=b/',
    '/[(?<=]/',
    "import('./lazy.js')",
  ])('accepts %s', (code) => expect(unsupportedIn('x.js', code)).toEqual([]));

  it('finds the inline scripts of a page that run, not data blocks or external scripts', () => {
    const html =
      '<script type="module" src="/a.js"></script><script type="application/json" id="boot">{"a":1}</script>' +
      '<script nonce="n">a ||= b</script><script type="module">export {}</script>';
    expect(inlineScripts(html)).toEqual(['a ||= b', 'export {}']);
    expect(unsupportedIn('inline script 1', inlineScripts(html)[0] ?? '')).toEqual([
      expect.stringMatching(/^inline script 1: syntax newer/),
    ]);
  });
});

describe('the checker fails on a build for esnext', () => {
  let outDir = '';
  let chunks: [file: string, code: string][] = [];
  let builtCss = '';

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'client-esnext-'));
    // The production build, as make/client.ts makes it, with only the target changed.
    const inherited = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // Not through configFile: Vite would merge the two targets into one list and keep the oldest.
      await build({
        ...viteConfig,
        root,
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        build: { ...viteConfig.build, outDir, emptyOutDir: true, target: 'esnext', manifest: false },
      });
    } finally {
      if (inherited === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = inherited;
    }
    const assets = join(outDir, 'assets');
    chunks = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(assets, file), 'utf8')]);
    builtCss = readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('');
  }, 120_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  // React has its own chunk and the app another (client/main.tsx evaluates them in separate tasks);
  // web-vitals' `x || (run(), x = true)` minifies to `x ||= …` for esnext, so the reporter's chunk is caught too.
  it('reports syntax newer than ES2020 (`||=` in React, qrcode and step 2, class fields in the app, `??=` in the OCR thread) in the React, app, reporter and step 2 chunks and the QR and OCR threads', () => {
    const reported = chunks.filter(([file, code]) =>
      unsupportedIn(file, code).some((message) => message.includes('syntax newer than ES2020')),
    );
    expect(reported.map(([file]) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'beacon',
      'hydrate',
      'ocr-thread',
      'qr-thread',
      'react',
      'step-two',
    ]);
  });

  it('reports the CSS the targets cannot read', () => {
    expect(unsupportedCss(builtCss)).toEqual([
      expect.stringMatching(/^media query range syntax/),
      expect.stringMatching(/^`inset`/),
    ]);
  });
});
