/**
 * The hostile link and query corpus (tests/corpus/links.txt, query.txt) in
 * Chromium against the local stack, edge prefetch on: each line's status and
 * final screen, never a blank page, never the tripwire, no CSP violation, no
 * console or uncaught error, and a DOM holding nothing that could run.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { corpus, expand, title } from '../corpus/corpus.ts';
import { expectSettled, load, PagePool, watchedPage, type Watched } from '../corpus/browser.ts';

/** Pages working through the lines side by side. */
const PAGES = 3;

let e2e: E2E;
let pool: PagePool;
/** A real signed sandbox token for app demo. */
let jwt: string;
let origins: string[];

beforeAll(async () => {
  e2e = await startE2E();
  const pages: Watched[] = [];
  for (let i = 0; i < PAGES; i++) {
    const watched = await watchedPage(e2e);
    // Each line stands alone: no channel remembered from an earlier line (docs/rules.md, Saved progress) may move it to step 2.
    await watched.page.addInitScript(() => {
      try {
        sessionStorage.clear();
      } catch {
        // about:blank has no storage of its own
      }
    });
    pages.push(watched);
  }
  pool = new PagePool(pages);
  jwt = new URL(await e2e.link()).pathname.split('/')[2] ?? '';
  origins = [e2e.stack.pageUrl, e2e.stack.sandboxUrl];
});
afterAll(() => e2e?.close());

describe.concurrent('links.txt', () => {
  it.for(corpus.links.map((item) => [title(item, item.path), item] as const))('%s', ([, item], { expect }) =>
    pool.use(async (watched) => {
      const mark = watched.mark();
      const response = await load(watched.page, `${e2e.stack.pageUrl}${expand(item.path, { JWT: jwt })}`);
      expect(response?.status()).toBe(item.status);
      await expectSettled(expect, watched, item.screen, mark, origins);
    }),
  );
});

describe.concurrent('query.txt', () => {
  it.for(corpus.queries.map((item) => [title(item, item.query), item] as const))('%s', ([, item], { expect }) =>
    pool.use(async (watched) => {
      const mark = watched.mark();
      const response = await load(watched.page, `${e2e.stack.pageUrl}/demo/${jwt}?${expand(item.query)}`);
      expect(response?.status()).toBe(item.status);
      await expectSettled(expect, watched, item.screen, mark, origins);
      expect(await watched.page.locator('.badge-test').count()).toBe(item.testBadge ? 1 : 0);
    }),
  );
});
