/**
 * The JavaScript a payer's phone fetches in its first five seconds on step 1, idle prefetch
 * included (docs/rules.md, Performance budgets): every script the page, its threads and its idle
 * work request in that time, counted at its built file's gzip size, at most 100,000 bytes. Seen
 * from the network on the real page, so a prefetch added anywhere counts; the QR thread is not
 * among them, since the page worker drew step 1's codes ahead (docs/rules.md, UPI link and QR code).
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { FIRST_SECONDS_IDLE_CHUNKS, FIRST_SECONDS_JS_GZIP } from '../../harness/budgets.ts';
import { chunkName, readClientBuild } from '../../harness/sizes.ts';
import { ANDROID_PHONE, waitForInteractive } from './steps.ts';

const SECONDS = 5;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe(`the first ${SECONDS} seconds on step 1`, () => {
  it(`fetch at most ${FIRST_SECONDS_JS_GZIP.toLocaleString('en')} bytes of JavaScript gzip, and no QR thread`, async () => {
    const { step1, lazy } = readClientBuild();
    const built = new Map([...step1, ...lazy].map((asset) => [asset.path, gzipSync(asset.bytes, { level: 9 }).length]));
    const scripts = new Set<string>();
    const { page, errors } = await e2e.open('about:blank', ANDROID_PHONE);
    // The context's requests: a thread's own script is the thread's request, not the page's.
    page.context().on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    const opened = Date.now();
    await page.goto(await e2e.link());
    await waitForInteractive(page);
    await page.waitForTimeout(Math.max(0, SECONDS * 1_000 - (Date.now() - opened)));

    // Step 2's chunk and the language switcher (idle) and the reporter (idle, at most 5 s in) count
    // even when a busy machine has not fetched them yet: the budget holds for the page that has.
    const idleChunks = [...built.keys()].filter((path) => FIRST_SECONDS_IDLE_CHUNKS.includes(chunkName(path)));
    expect(idleChunks).toHaveLength(FIRST_SECONDS_IDLE_CHUNKS.length);
    const fetched = [...new Set([...scripts, ...idleChunks])];
    // Every script fetched is one the build made: none is left uncounted.
    expect(fetched.filter((path) => !built.has(path))).toEqual([]);
    const total = fetched.reduce((sum, path) => sum + (built.get(path) ?? 0), 0);
    const named = fetched.map((path) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1] ?? path);
    expect(named).toEqual(expect.arrayContaining(['main', 'react', 'hydrate']));
    expect(named.filter((name) => name.startsWith('qr-'))).toEqual([]);
    expect(total).toBeLessThanOrEqual(FIRST_SECONDS_JS_GZIP);
    expect(errors).toEqual([]);
  });
});
