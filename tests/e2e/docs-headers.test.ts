/**
 * docs/security.md's 'Response headers' table against the static files as Workers Static Assets
 * serves them (docs/rules.md, Security headers): the local stack runs the page worker's assets
 * through Miniflare the way production does, with the rules in client/public/_headers. Each file
 * carries exactly the rows for `static` and for the path patterns it matches, and none that a
 * `(removed)` row takes away: the embed loader, `/embed.js`, has no document policy. The page
 * worker's own responses are checked in tests/page-worker/docs-headers.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { stackFor } from '../../harness/e2e-stack.ts';
import { clientAssets } from '../../page-worker/generated/client-assets.ts';
import { documentedHeaders, headerMismatches, unlistedTransportHeaders } from '../fixtures/docs-tables.ts';

const securityMd = readFileSync(join(root, 'docs/security.md'), 'utf8');
const rows = documentedHeaders(securityMd);
const unlisted = unlistedTransportHeaders(securityMd);

/** Whether a static path matches a `_headers`-style pattern, where `*` stands for any text. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path);

const ocrThread = readdirSync(join(root, 'dist/client/assets')).find((name) => name.startsWith('ocr-thread-'));
const files = [
  clientAssets.entry,
  `/assets/${ocrThread ?? 'ocr-thread-missing.js'}`,
  clientAssets.icon,
  '/embed.js',
  '/embed.d.ts',
  '/embed-react.d.ts',
  '/embed.md',
  '/embed-refused/en',
  '/embed-refused/ur',
];

let stack: LocalStack;
beforeAll(async () => {
  stack = await stackFor();
});
afterAll(() => stack?.dispose());

describe("docs/security.md's response headers table, static files", () => {
  it('has rows for path patterns', () => {
    expect(rows.filter((row) => row.sentOn.startsWith('/')).length).toBeGreaterThan(0);
    // The loader's rows, which the file's check below holds to (docs/embedding.md).
    expect(rows.filter((row) => row.sentOn === '/embed.js').length).toBeGreaterThan(0);
  });

  it.each(files)('matches %s header for header', async (path) => {
    const response = await fetch(`${stack.pageUrl}${path}`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    // A later row for the same header replaces an earlier one, as `! Name` does in _headers; a
    // `(removed)` row leaves the header out (headerMismatches then insists it is absent).
    const applying = rows.filter((row) => row.sentOn === 'static' || matches(row.sentOn, path));
    const expected = applying.filter((row, i) => !applying.slice(i + 1).some((later) => later.name === row.name));
    expect(headerMismatches(response.headers, expected, unlisted)).toEqual([]);
  });

  it('answers /favicon.ico from the page worker (no such file), nosniff', async () => {
    const response = await fetch(`${stack.pageUrl}/favicon.ico`);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
