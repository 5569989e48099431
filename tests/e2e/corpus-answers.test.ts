/**
 * The answer and file corpus end to end (tests/corpus/channels.jsonl,
 * submit-answers.jsonl, upload-answers.jsonl, files.jsonl, redirects.txt), in
 * Chromium against the local stack with the edge prefetch off, so the browser
 * makes every call itself and `page.route` can answer it. Every case must end
 * on the screen or toast its line names, with the form still filled in after a
 * toast, never a blank page, never the tripwire, no CSP violation (the
 * Turnstile frame included), no console or uncaught error.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { corpus, expandJson, title, type Answer, type SubmitExpect } from '../corpus/corpus.ts';
import { expectSettled, fulfill, load, PagePool, screenIn, watchedPage, type Watched } from '../corpus/browser.ts';
import { fileBuffer, TINY_PNG } from '../corpus/files.ts';
import { newUtr } from './deposits.ts';
import { clickCard, framesDrawn, navigationsFrom } from './steps.ts';
import { REDIRECT_DELAY_MS } from '../../common/redirect.ts';

/** Pages working through the lines side by side. */
const PAGES = 3;

let e2e: E2E;
let link: string;
let origins: string[];
let values: { SANDBOX: string; PAGE: string };

beforeAll(async () => {
  // `*`: any https host, so the redirect lines keep their ANY verdicts (see redirects.txt).
  e2e = await startE2E({ pageVars: { EDGE_PREFETCH: 'off', REDIRECT_ALLOWED_HOSTS: '*' } });
  link = await e2e.link();
  origins = [e2e.stack.pageUrl, e2e.stack.sandboxUrl];
  values = { SANDBOX: e2e.stack.sandboxUrl, PAGE: e2e.stack.pageUrl };
});
afterAll(() => e2e?.close());

const toastTexts = (page: Page) => page.locator('.toast-message').allTextContents();

/** A pool of pages, made on first use so each describe pays only for its own. */
function lazyPool<T>(make: () => Promise<T>, use: (item: T) => Watched) {
  let pool: Promise<PagePool> | null = null;
  const items = new Map<Watched, T>();
  const create = async () => {
    const pages: Watched[] = [];
    for (let i = 0; i < PAGES; i++) {
      const item = await make();
      items.set(use(item), item);
      pages.push(use(item));
    }
    return new PagePool(pages);
  };
  return async <R>(run: (item: T) => Promise<R>): Promise<R> => {
    pool ??= create();
    return (await pool).use((watched) => run(items.get(watched) as T));
  };
}

// ---------------------------------------------------------------------------
// get-channels, the browser's own call

interface ChannelsPage {
  watched: Watched;
  answer: Answer | null;
}

const channelsPages = lazyPool(
  async (): Promise<ChannelsPage> => {
    const item: ChannelsPage = { watched: await watchedPage(e2e), answer: null };
    // Each line stands alone: no channel remembered from an earlier line (docs/rules.md, Saved progress).
    await item.watched.page.addInitScript(() => {
      try {
        sessionStorage.clear();
      } catch {
        // about:blank has no storage of its own
      }
    });
    await item.watched.page.route(`${e2e.stack.sandboxUrl}/get-channels/**`, (route) =>
      item.answer ? fulfill(route, item.answer, e2e.stack.pageUrl, values) : route.abort(),
    );
    return item;
  },
  (item) => item.watched,
);

describe.concurrent('channels.jsonl, the browser path', () => {
  it.for(corpus.channels.map((item) => [title(item), item] as const))('%s', ([, item], { expect }) =>
    channelsPages(async (channels) => {
      const { watched } = channels;
      channels.answer = item.answer;
      const mark = watched.mark();
      await load(watched.page, item.query ? `${link}?${item.query}` : link);
      await expectSettled(expect, watched, item.expect, mark, origins);
      if (item.cards !== undefined) expect(await watched.page.getByTestId('channel-card').count()).toBe(item.cards);
      const text = await watched.page.locator('#root').innerText();
      for (const shown of item.shows) expect(text).toContain(shown);
    }),
  );
});

// ---------------------------------------------------------------------------
// The payer at step 2: submit-deposit and upload answers, files, redirects

interface Scenario {
  slot?: Answer;
  upload?: Answer;
  submit?: Answer;
}

interface Payer {
  watched: Watched;
  /** How routed calls are answered; a call with no answer set goes to the sandbox. */
  scenario: Scenario;
  submits: unknown[];
  uploads: number;
  /** Requests anywhere but the page and the sandbox (blob: thumbnails aside). */
  foreign: string[];
  navigations: number;
  /** The UTR typed in and the first detail shown on step 2, while the form is ready. */
  utr: string | null;
  detail: string | null;
}

/** A payer page; `routed` lets the scenario answer the calls, otherwise they all reach the sandbox untouched. */
async function makePayer(routed = true): Promise<Payer> {
  const watched = await watchedPage(e2e);
  const payer: Payer = {
    watched,
    scenario: {},
    submits: [],
    uploads: 0,
    foreign: [],
    navigations: 0,
    utr: null,
    detail: null,
  };
  const { page } = watched;
  const { sandboxUrl, pageUrl } = e2e.stack;
  const answer = (pick: (scenario: Scenario) => Answer | undefined) => async (route: Route) => {
    const chosen = pick(payer.scenario);
    return chosen ? fulfill(route, chosen, pageUrl, values) : route.fallback();
  };
  if (routed) {
    await page.route(
      `${sandboxUrl}/get-upload-url/**`,
      answer((scenario) => scenario.slot),
    );
    await page.route(
      `${sandboxUrl}/upload/**`,
      answer((scenario) => scenario.upload),
    );
    await page.route(
      `${sandboxUrl}/submit-deposit/**`,
      answer((scenario) => scenario.submit),
    );
  }
  page.on('request', (request: Request) => {
    const url = request.url();
    if (request.method() === 'POST' && url.startsWith(`${sandboxUrl}/submit-deposit/`))
      payer.submits.push(request.postDataJSON());
    if (request.method() === 'POST' && url.startsWith(`${sandboxUrl}/upload/`)) payer.uploads += 1;
    if (
      !url.startsWith(`${pageUrl}/`) &&
      !url.startsWith(`${sandboxUrl}/`) &&
      !url.startsWith('blob:') &&
      url !== 'about:blank'
    ) {
      payer.foreign.push(url);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) payer.navigations += 1;
  });
  return payer;
}

/** The page at step 2 with a channel, a fresh UTR typed in, and the proof attached or not. */
async function ready(expect: ExpectStatic, payer: Payer, proof: boolean): Promise<void> {
  const { page } = payer.watched;
  const inForm =
    (await screenIn(page)) === 'step2' &&
    payer.utr !== null &&
    (await page.getByTestId('utr-input').inputValue()) === payer.utr;
  if (!inForm) {
    // A new payment on the same link: forget the last one, whose done marker would
    // otherwise bring this tab straight back to the done screen (docs/rules.md, Saved progress).
    if (page.url().startsWith(`${e2e.stack.pageUrl}/`)) await page.evaluate(() => sessionStorage.clear());
    await load(page, link);
    await expect.poll(() => screenIn(page), { timeout: 15_000 }).toMatch(/^step[12]$/);
    if ((await screenIn(page)) === 'step1') await clickCard(page);
    await expect.poll(() => screenIn(page)).toBe('step2');
    payer.utr = newUtr();
    await page.getByTestId('utr-input').fill(payer.utr);
    payer.detail = await page.getByTestId('copy-value').first().textContent();
  }
  const attached = (await page.getByTestId('proof-preview').count()) > 0;
  if (proof && !attached) {
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect.poll(() => page.getByTestId('proof-preview').count()).toBe(1);
  }
  if (!proof && attached) {
    await page.getByRole('button', { name: 'Remove proof' }).click();
    await expect.poll(() => page.getByTestId('proof-preview').count()).toBe(0);
  }
}

/** After Submit (or choosing a file): the outcome the line names, checked to the end. */
async function expectOutcome(
  expect: ExpectStatic,
  payer: Payer,
  expected: SubmitExpect,
  mark: number[],
  proof: boolean,
): Promise<void> {
  const { watched } = payer;
  const { page } = watched;
  if (expected.kind === 'toast') {
    await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toEqual([expected.message]);
    await expectSettled(expect, watched, 'step2', mark, origins);
    // Failed calls: the form as it was, the channel and the UTR (and the proof) still there.
    expect(await page.getByTestId('utr-input').inputValue()).toBe(payer.utr);
    expect(await page.getByTestId('copy-value').first().textContent()).toBe(payer.detail);
    expect(await page.getByTestId('proof-preview').count()).toBe(proof ? 1 : 0);
    expect(await page.getByTestId('submit').isEnabled()).toBe(true);
    // A toast may dismiss itself between being listed and being clicked (its own timer runs on):
    // then there is nothing left to click, and the poll below still requires every toast gone.
    for (const close of await page.getByRole('button', { name: 'Close notification' }).all())
      await close.click({ force: true, timeout: 2000 }).catch(() => undefined);
    await expect.poll(() => toastTexts(page)).toEqual([]);
    return;
  }
  payer.utr = null;
  await expectSettled(expect, watched, expected.kind, mark, origins);
  if (expected.kind === 'done') expect(await page.getByText('You may close this window').isVisible()).toBe(true);
}

const scriptedPayers = lazyPool(
  () => makePayer(true),
  (payer) => payer.watched,
);
const sandboxPayers = lazyPool(
  () => makePayer(false),
  (payer) => payer.watched,
);

const ACCEPTED: Answer = { status: 200, body: { status: 'pending' } };

describe.concurrent('submit-answers.jsonl', () => {
  it.for(corpus.submitAnswers.map((item) => [title(item), item] as const))('%s', ([, item], { expect }) =>
    scriptedPayers(async (payer) => {
      payer.scenario = { submit: item.answer };
      await ready(expect, payer, false);
      const { page } = payer.watched;
      const before = { submits: payer.submits.length, url: page.url(), navigations: payer.navigations };
      const mark = payer.watched.mark();
      await page.getByTestId('submit').click();
      await expectOutcome(expect, payer, item.expect, mark, false);
      expect(payer.submits.length).toBe(before.submits + 1);
      expect(payer.submits.at(-1)).toEqual({
        channel_id: expect.anything() as unknown,
        utr_number: expect.stringMatching(/^\d{12}$/) as unknown,
      });
      expect(page.url()).toBe(before.url);
      expect(payer.navigations).toBe(before.navigations);
      expect(payer.foreign).toEqual([]);
    }),
  );
});

describe('the watch', () => {
  it('reaches the Turnstile frame, where a CSP violation would be caught too', async ({ expect }) => {
    const payer = await makePayer();
    try {
      payer.scenario = { submit: ACCEPTED };
      await ready(expect, payer, false);
      const mark = payer.watched.mark();
      await payer.watched.page.getByTestId('submit').click();
      await expectOutcome(expect, payer, { kind: 'done' }, mark, false);
      await expect
        .poll(() => payer.watched.framesWatched)
        .toEqual([expect.stringContaining(`${e2e.stack.sandboxUrl}/turnstile/`)]);
    } finally {
      await payer.watched.page.context().close();
    }
  });
});

describe.concurrent('upload-answers.jsonl', () => {
  it.for(corpus.uploadAnswers.map((item) => [title(item), item] as const))('%s', ([, item], { expect }) =>
    scriptedPayers(async (payer) => {
      payer.scenario = { slot: item.slot, ...(item.upload ? { upload: item.upload } : {}), submit: ACCEPTED };
      await ready(expect, payer, true);
      const { page } = payer.watched;
      const before = {
        submits: payer.submits.length,
        uploads: payer.uploads,
        url: page.url(),
        navigations: payer.navigations,
      };
      const mark = payer.watched.mark();
      await page.getByTestId('submit').click();
      await expectOutcome(expect, payer, item.expect, mark, true);
      // The upload is posted only where the page may post, and a refused one never navigates anywhere.
      expect(payer.uploads).toBe(before.uploads + (item.upload ? 1 : 0));
      expect(page.url()).toBe(before.url);
      expect(payer.navigations).toBe(before.navigations);
      expect(payer.foreign).toEqual([]);
      if (item.expect.kind === 'done') {
        expect(payer.submits.length).toBe(before.submits + 1);
        const slot = expandJson(item.slot.body, values) as { upload_id: unknown };
        expect(payer.submits.at(-1)).toMatchObject({ upload_id: slot.upload_id });
      } else {
        expect(payer.submits.length).toBe(before.submits);
      }
    }),
  );
});

/** Extensions the browser maps to a proof's declared type when it reads a file from disk. */
const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * What to give setInputFiles: small files as bytes (any name, any type); files
 * of megabytes from disk, so they are not shipped to the browser as base64.
 * A file from disk gets its type from its extension, so that must agree.
 */
async function fileInput(
  name: string,
  type: string,
  buffer: Buffer,
): Promise<string | { name: string; mimeType: string; buffer: Buffer }> {
  if (buffer.length < 1024 * 1024) return { name, mimeType: type, buffer };
  if (EXTENSION_TYPES[name.split('.').pop() ?? ''] !== type || name.includes('/')) {
    throw new Error(`a file of megabytes needs a plain name whose extension gives its type: ${name} (${type})`);
  }
  const path = join(await bigFiles(), name);
  await writeFile(path, buffer);
  return path;
}

let bigFilesDir: Promise<string> | null = null;
const bigFiles = () => (bigFilesDir ??= mkdtemp(join(tmpdir(), 'corpus-files-')));
afterAll(async () => {
  if (bigFilesDir) await rm(await bigFilesDir, { recursive: true, force: true });
});

describe.concurrent('files.jsonl, against the sandbox', () => {
  it.for(corpus.files.map((item) => [title(item), item] as const))('%s', ([, item], { expect }) =>
    sandboxPayers(async (payer) => {
      payer.scenario = {};
      await ready(expect, payer, false);
      const { page } = payer.watched;
      const mark = payer.watched.mark();
      await page
        .getByTestId('proof-input')
        .setInputFiles(await fileInput(item.fileName, item.type, fileBuffer(item.bytes)));
      if (item.choose.kind === 'toast') {
        await expectOutcome(expect, payer, item.choose, mark, false);
        return;
      }
      // The thumbnail and the file name, as text; the page stays responsive whatever the image claims.
      await expect.poll(() => page.getByTestId('proof-preview').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('.proof-name').textContent()).toBe(item.fileName);
      expect(await page.locator('img.proof-thumb').getAttribute('src')).toMatch(/^blob:/);
      const startedAt = Date.now();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(Date.now() - startedAt).toBeLessThan(5000);
      await expectSettled(expect, payer.watched, 'step2', mark, origins);
      if (!item.submit) return;
      await page.getByTestId('submit').click();
      await expectOutcome(expect, payer, item.submit, mark, true);
    }),
  );
});

/** Pay at `link` with `redirectUrl`, then check the done screen goes there (`follows`) or says 'You may close this window' and stays. */
async function redirectFromDone(
  expect: ExpectStatic,
  stack: E2E,
  link: string,
  redirectUrl: string,
  follows: boolean,
): Promise<void> {
  const watched = await watchedPage(stack);
  const { page } = watched;
  const here = [stack.stack.pageUrl, stack.stack.sandboxUrl];
  try {
    const landed: string[] = [];
    await page.route(/^https:\/\/[^/]*\.example\//, (route) => {
      landed.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'the merchant' });
    });
    // A fake clock that still runs: a refused redirect is checked by moving it past the delay.
    await page.clock.install();
    const mark = watched.mark();
    await load(page, `${link}?redirect_url=${encodeURIComponent(redirectUrl)}`);
    await expectSettled(expect, watched, 'step1', mark, here);
    await clickCard(page);
    await page.getByTestId('utr-input').fill(newUtr());
    await page.getByTestId('submit').click();
    await expectSettled(expect, watched, 'done', mark, here);
    const doneUrl = page.url();
    if (follows) {
      expect(await page.getByText('Redirecting...').isVisible()).toBe(true);
      await page.waitForURL(new URL(redirectUrl).href, { timeout: 5000 });
      expect(landed).toEqual([new URL(redirectUrl).href]);
    } else {
      expect(await page.getByText('You may close this window').isVisible()).toBe(true);
      // Past the moment a redirect would start, on the page's clock; then no navigation was even begun.
      const navigations = await navigationsFrom(page);
      await page.clock.fastForward(REDIRECT_DELAY_MS * 2);
      await framesDrawn(page);
      expect(await navigations()).toEqual([]);
      expect(page.url()).toBe(doneUrl);
      expect(landed).toEqual([]);
    }
    expect(watched.problemsSince(mark)).toEqual([]);
  } finally {
    await page.context().close();
  }
}

const e2eRedirects = corpus.redirects.filter((item) => item.e2e);

describe.concurrent('redirects.txt, from the done screen (REDIRECT_ALLOWED_HOSTS=*)', () => {
  it.for(e2eRedirects.map((item) => [title(item, JSON.stringify(item.url)), item] as const))(
    '%s',
    ([, item], { expect }) => redirectFromDone(expect, e2e, link, item.url, item.anyHost),
  );
});

describe.concurrent(
  'redirects.txt, from the done screen with REDIRECT_ALLOWED_HOSTS empty (the default): no redirect at all',
  () => {
    let closed: E2E;
    let closedLink: string;
    beforeAll(async () => {
      closed = await startE2E({ pageVars: { EDGE_PREFETCH: 'off', REDIRECT_ALLOWED_HOSTS: '' } });
      closedLink = await closed.link();
    });
    afterAll(() => closed?.close());

    // The lines `*` follows: an empty list must follow none of them.
    it.for(
      e2eRedirects.filter((item) => item.anyHost).map((item) => [title(item, JSON.stringify(item.url)), item] as const),
    )('%s is not followed', ([, item], { expect }) => redirectFromDone(expect, closed, closedLink, item.url, false));
  },
);
