/**
 * The corpus end to end: a Chromium page that watches for everything a hostile
 * input must never cause. Payloads try to call `__corpusPwned()`, which is a
 * tripwire here (as is any alert/confirm/prompt dialog); CSP violations are
 * recorded from every frame, the Turnstile iframe included; console errors,
 * uncaught errors and renderer crashes are kept. After each case the page must
 * show a defined screen, hydrated, with text, and a DOM holding nothing that
 * could run.
 */
import type { Page, Route } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import type { E2E } from '../../harness/e2e-stack.ts';
import { answerText, TRIPWIRE, type Answer, type Placeholders } from './corpus.ts';

export interface Watched {
  page: Page;
  /** Child frames (Turnstile's) seen with the CSP watch installed; a frame without it is a problem. */
  framesWatched: string[];
  /** Where the problems list stands now; `problemsSince` reports what came after. */
  mark(): number[];
  problemsSince(mark: number[]): string[];
}

/** A fresh browser context watching for tripwire calls, dialogs, CSP violations, errors and crashes. */
export async function watchedPage(e2e: E2E): Promise<Watched> {
  const { page, errors } = await e2e.open('about:blank');
  const pwned: string[] = [];
  const csp: string[] = [];
  const crashes: string[] = [];
  await page.exposeBinding(TRIPWIRE, ({ frame }, ...args: unknown[]) => {
    pwned.push(`${TRIPWIRE}(${args.map((arg) => JSON.stringify(arg)).join(', ')}) in ${frame.url().slice(0, 120)}`);
  });
  await page.exposeBinding('__corpusCsp', ({ frame }, violation: string) => {
    csp.push(`${violation} in ${frame.url().slice(0, 120)}`);
  });
  // In every frame and every document: report CSP violations to the test.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __corpusCsp?: (text: string) => void }).__corpusCsp;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  page.on('dialog', (dialog) => {
    pwned.push(`a ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('crash', () => crashes.push('the renderer crashed'));
  // Prove the watch reaches every frame, the cross-origin Turnstile iframe included.
  const framesWatched: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() || frame.url() === 'about:blank') return;
    frame
      .evaluate(() => typeof (window as unknown as { __corpusCsp?: unknown }).__corpusCsp)
      .then(
        (kind) =>
          kind === 'function'
            ? framesWatched.push(frame.url())
            : csp.push(`no CSP watch in ${frame.url().slice(0, 120)}`),
        () => undefined, // detached before it could be asked: gone, nothing to watch
      );
  });
  // The browser's own line for a response status the corpus provokes on purpose is not a page error.
  const pageErrors = () => errors.filter((message) => !message.startsWith('Failed to load resource'));
  return {
    page,
    framesWatched,
    mark: () => [pwned.length, csp.length, pageErrors().length, crashes.length],
    problemsSince: ([a = 0, b = 0, c = 0, d = 0]) => [
      ...pwned.slice(a).map((text) => `tripwire: ${text}`),
      ...csp.slice(b).map((text) => `CSP violation: ${text}`),
      ...pageErrors()
        .slice(c)
        .map((text) => `error: ${text}`),
      ...crashes.slice(d),
    ],
  };
}

/** The whole-page screen in the browser, in the corpus's words. */
export type BrowserScreen =
  'step1' | 'step2' | 'done' | 'error' | 'not-found' | 'loading' | 'bot-check' | 'blank' | 'unknown';

interface PageState {
  screen: BrowserScreen;
  /** Whether React owns the page (hydration happened): the toast regions are always rendered. */
  hydrated: boolean;
}

/**
 * Which screen the page shows, and whether React owns it; with `until`, false unless the page shows
 * that screen hydrated (for waitForFunction). Runs in the page, so it uses nothing from this module.
 */
function pageState(until?: BrowserScreen): PageState | false {
  const screen = ((): BrowserScreen => {
    const root = document.getElementById('root');
    if (!root || root.innerText.trim() === '') return 'blank';
    const error = root.querySelector('.screen-error');
    if (error) return error.querySelector('button') ? 'error' : 'not-found';
    if (root.querySelector('.screen-loading')) return 'loading';
    if (root.querySelector('.screen-botcheck')) return 'bot-check';
    const title = document.getElementById('step-title')?.textContent;
    if (title === 'Payment Options') return 'step1';
    if (title === 'Make Payment and submit confirmation' || title === 'Resubmit confirmation data') return 'step2';
    if (title === 'Thank you') return 'done';
    return 'unknown';
  })();
  const region = document.querySelector('.toast-list');
  const hydrated = region !== null && Object.keys(region).some((key) => key.startsWith('__react'));
  if (until !== undefined && !(screen === until && hydrated)) return false;
  return { screen, hydrated };
}

const stateIn = async (page: Page): Promise<PageState> => (await page.evaluate(pageState, undefined)) as PageState;

export async function screenIn(page: Page): Promise<BrowserScreen> {
  return (await stateIn(page)).screen;
}

/**
 * Waits, inside the page, until it shows `expected` and React owns it: the page checks itself every
 * 25 ms, with no round trip to the test per check. Gives up quietly after 15 s; the caller then
 * names what the page shows.
 */
async function settleOn(page: Page, expected: BrowserScreen): Promise<void> {
  // 30 s: a submission with its upload and bot check, on a 2-core machine running every test
  // project at once, once took over 15 s to reach All Done; a page stuck on a screen still fails below.
  await page.waitForFunction(pageState, expected, { timeout: 30_000, polling: 25 }).catch(() => undefined);
}

/**
 * Anything in the live DOM that could run or load what the page did not mean
 * to: event-handler attributes, scripts other than the page's own, Turnstile's
 * and the boot JSON, frames other than Turnstile's, images other than the
 * proof thumbnail, script URLs in links.
 */
export function liveDomProblems(page: Page, allowedScriptOrigins: string[]): Promise<string[]> {
  return page.evaluate((origins) => {
    const problems: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 120);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) problems.push(`an event handler: ${describe(element)}`);
        if (
          /^\s*(javascript|vbscript|data):/i.test(attribute.value) &&
          /^(href|src|action|formaction|data|srcdoc|xlink:href)$/i.test(attribute.name)
        ) {
          problems.push(`a script URL: ${describe(element)}`);
        }
      }
    }
    for (const script of Array.from(document.scripts)) {
      const inert = script.type === 'application/json' && script.id === 'boot';
      const allowed = script.src !== '' && origins.includes(new URL(script.src).origin);
      if (!inert && !allowed) problems.push(`a script: ${describe(script)}`);
    }
    for (const frame of Array.from(document.querySelectorAll('iframe, frame, object, embed'))) {
      const src = frame.getAttribute('src') ?? '';
      if (!(frame.tagName === 'IFRAME' && src && origins.includes(new URL(src, location.href).origin)))
        problems.push(`a frame: ${describe(frame)}`);
    }
    for (const image of Array.from(document.images)) {
      if (!image.src.startsWith('blob:')) problems.push(`an image: ${describe(image)}`);
    }
    if (Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'))
      problems.push('Object.prototype was polluted');
    // Long server text wraps: nothing pushes the page, or a button, out sideways.
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    for (const button of Array.from(document.querySelectorAll('button'))) {
      const box = button.getBoundingClientRect();
      if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
        problems.push(`a button outside the viewport: ${describe(button)}`);
    }
    return problems;
  }, allowedScriptOrigins);
}

/**
 * Wait until the page settles on `expected` (hydrated, never blank), then
 * insist it holds nothing that could run and nothing fired since `mark`.
 * `expect` is the test's own (cases run concurrently).
 */
export async function expectSettled(
  expect: ExpectStatic,
  watched: Watched,
  expected: BrowserScreen,
  mark: number[],
  scriptOrigins: string[],
): Promise<void> {
  const { page } = watched;
  await settleOn(page, expected);
  // What the page shows now: the screen it settled on, or the one it got stuck on, named.
  const state = await stateIn(page);
  expect(state.screen).toBe(expected);
  expect(state.hydrated, 'hydrated').toBe(true);
  expect(await liveDomProblems(page, scriptOrigins)).toEqual([]);
  // Two frames for anything asynchronous a payload might have set off (an image error, a load event).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(watched.problemsSince(mark)).toEqual([]);
}

/** Statuses whose responses carry no body. */
const NULL_BODY = new Set([204, 205, 304]);

/**
 * Answer a routed payment-worker call with a corpus answer, as a cross-origin
 * server would (CORS for the page's origin, the preflight included).
 */
export async function fulfill(route: Route, answer: Answer, pageOrigin: string, values: Placeholders): Promise<void> {
  const cors = {
    'Access-Control-Allow-Origin': pageOrigin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, CF-Turnstile-Response, Content-Type',
    'Access-Control-Max-Age': '600',
  };
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  if (answer.abort) return route.abort('connectionfailed');
  return route.fulfill({
    status: answer.status,
    headers: { ...cors, 'Content-Type': answer.contentType ?? 'application/json' },
    body: NULL_BODY.has(answer.status) ? '' : answerText(answer, values),
  });
}

/** A few watched pages shared by concurrent cases: each case borrows one and gives it back. */
export class PagePool {
  private readonly free: Watched[];
  private readonly waiting: ((watched: Watched) => void)[] = [];

  constructor(pages: Watched[]) {
    this.free = [...pages];
  }

  async use<T>(run: (watched: Watched) => Promise<T>): Promise<T> {
    const watched = this.free.pop() ?? (await new Promise<Watched>((resolve) => this.waiting.push(resolve)));
    try {
      return await run(watched);
    } finally {
      const next = this.waiting.shift();
      if (next) next(watched);
      else this.free.push(watched);
    }
  }
}

/**
 * Load a URL as a fresh document, without waiting for every subresource: `expectSettled` waits for
 * what matters. A URL that differs from the current one only by its fragment is a same-document
 * navigation (Playwright answers it with no response), so the page is then reloaded at that URL.
 * Never by way of about:blank: that detour moves the tab to a new renderer process and back, twice
 * a load, which cost more than the page itself (docs/README.md, Tests).
 */
export async function load(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  return response ?? page.reload({ waitUntil: 'domcontentloaded' });
}
