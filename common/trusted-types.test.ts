// The OCR thread's file-name pattern (docs/security.md, 'The OCR thread's policy'): one pattern the build, the
// Trusted Types policy and the page worker's CSP go by, and the static files' rule that gives those files their
// policy.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OCR_THREAD_PATH, QR_THREAD_PATH } from './trusted-types.ts';

const headersFile = readFileSync(fileURLToPath(new URL('../client/public/_headers', import.meta.url)), 'utf8');

/** The path rules of client/public/_headers (lines that start at the margin), each with its header lines. */
function headerRules(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = []));
    else current?.push(line.trim());
  }
  return rules;
}

/** A `_headers` path with `*` as Cloudflare reads it: any run of characters. */
const globMatches = (glob: string, path: string) =>
  new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path);

const threads = ['/assets/ocr-thread-BkR2x9_a.js', '/assets/ocr-thread-0123abcd.js', '/assets/ocr-thread-a-b_c.js'];
const others = [
  '/assets/ocr-thread.js',
  '/assets/ocr-thread-.js',
  '/assets/ocr-reader-BkR2x9_a.js',
  '/assets/ocr-thread-BkR2x9_a.js.map',
  '/assets/ocr-thread-a/b.js',
  '/x/assets/ocr-thread-BkR2x9_a.js',
  '/assets/tesseract-core-BkR2x9_a.js',
  '/assets/qr-thread-BkR2x9_a.js',
];

describe('OCR_THREAD_PATH', () => {
  it.each(threads)('names %s', (path) => {
    expect(OCR_THREAD_PATH.test(path)).toBe(true);
  });

  it.each(others)('does not name %s', (path) => {
    expect(OCR_THREAD_PATH.test(path)).toBe(false);
  });
});

const qrThreads = ['/assets/qr-thread-BkR2x9_a.js', '/assets/qr-thread-a-b_c.js'];

describe('QR_THREAD_PATH', () => {
  it.each(qrThreads)('names %s', (path) => {
    expect(QR_THREAD_PATH.test(path)).toBe(true);
  });

  it.each([...threads, '/assets/qr-thread.js', '/assets/qr-BkR2x9_a.js', '/x/assets/qr-thread-BkR2x9_a.js'])(
    'does not name %s',
    (path) => {
      expect(QR_THREAD_PATH.test(path)).toBe(false);
    },
  );

  it("runs under the static files' policy, which no rule replaces for it", () => {
    const matching = [...headerRules(headersFile)].filter(([glob]) =>
      qrThreads.every((path) => globMatches(glob, path)),
    );
    expect(matching.map(([glob]) => glob)).toEqual(['/*', '/assets/*']);
    expect(matching.flatMap(([, lines]) => lines)).toContain(
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(matching.flatMap(([, lines]) => lines)).not.toContain('! Content-Security-Policy');
  });
});

describe("client/public/_headers' rule for the OCR thread", () => {
  const rules = headerRules(headersFile);
  const own = [...rules].filter(([, lines]) => lines.some((line) => line.includes("'wasm-unsafe-eval'")));

  it("is one rule, the only one that lets a script compile WebAssembly, and it replaces the static files' policy", () => {
    expect(own).toHaveLength(1);
    expect(own[0]?.[1]).toContain('! Content-Security-Policy');
  });

  it.each(threads)('covers every file the pattern names (%s)', (path) => {
    expect(globMatches(own[0]?.[0] ?? '', path)).toBe(true);
  });

  it('covers no other script of the build', () => {
    for (const path of [
      '/assets/ocr-reader-BkR2x9_a.js',
      '/assets/index-BkR2x9_a.js',
      '/assets/tesseract-core-BkR2x9_a.js',
      '/assets/qr-thread-BkR2x9_a.js',
    ])
      expect(globMatches(own[0]?.[0] ?? '', path)).toBe(false);
  });
});
