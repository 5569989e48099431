/**
 * Lighthouse (the npm package's Node API) against the local page, in the
 * system Chromium: the default config, which is the mobile profile with
 * simulated (Lantern) throttling, and only the categories the budgets score.
 * Chromium is told to resolve no host but localhost, and every request the
 * page made is checked to be local, so a run never leaves the machine.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun as untypedMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { CdpBrowser } from '../../harness/cdp.ts';
import { openPhoneTab } from '../../harness/phone.ts';
import { CHROMIUM_FLAGS, chromePath } from '../../harness/chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed (higher is faster); simulated timings scale with it. */
  benchmarkIndex: number;
  /** The Chromium that ran the page. */
  browser: string;
  /** Audits that lost points in the three categories, for a reader chasing a score below 100. */
  failing: string[];
}

// Its .d.ts names the global LH.Result, which the package's entry does not declare: give it the entry's type.
const computeMedianRun = untypedMedianRun as (runs: Result[]) => Result;

// The tests' flags, plus new headless mode and a resolver that knows only localhost.
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const LOCAL = new Set(['127.0.0.1', 'localhost']);

/**
 * For each URL, Lighthouse's own median of `runs` runs (closest to the median
 * FCP and TTI), after one discarded warm-up run that pays for Chromium's and
 * workerd's cold start. One browser, always closed afterwards.
 */
export async function runLighthouse(urls: readonly string[], runs = 5): Promise<LighthouseScores[]> {
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const once = async (url: string, attempt = 1): Promise<Result> => {
    // The Node API never starts Lighthouse's error reporting (Sentry): only its CLI does, when asked.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    // A trace lost on a busy machine (NO_NAVSTART and the like) says "run Lighthouse again": do, twice at most.
    if (error && attempt < 3) return once(url, attempt + 1);
    if (error) throw new Error(`Lighthouse: ${error.code} ${error.message} (${url})`);
    assertLocal(result.lhr, url);
    return result.lhr;
  };
  try {
    if (urls[0]) await once(urls[0]);
    const results: LighthouseScores[] = [];
    for (const url of urls) {
      const lhrs: Result[] = [];
      for (let run = 0; run < runs; run++) lhrs.push(await once(url));
      results.push(scores(computeMedianRun(lhrs), url));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function scores(lhr: Result, url: string): LighthouseScores {
  const category = (id: string) => {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse: no ${id} score for ${url}`);
    return Math.round(score * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse: no ${id} value for ${url}`);
    return value;
  };
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${audit?.id} (${audit?.score})`),
  );
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    browser: /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium',
    failing,
  };
}

/** Every request the page made went to this machine (the network-requests audit lists them all). */
function assertLocal(lhr: Result, url: string): void {
  const details = lhr.audits['network-requests']?.details;
  const items = details && details.type === 'table' ? details.items : [];
  if (items.length === 0) throw new Error(`Lighthouse: no network requests recorded for ${url}`);
  for (const item of items) {
    const requested = typeof item.url === 'string' ? new URL(item.url) : null;
    if (requested && requested.protocol.startsWith('http') && !LOCAL.has(requested.hostname)) {
      throw new Error(`Lighthouse: the page requested ${requested.origin}, which is not this machine`);
    }
  }
}

/**
 * Lighthouse's benchmarkIndex without a whole Lighthouse run: its own page function (a second of
 * string building and array copying), run in a tab without slowdown, as Lighthouse runs it before
 * a page. For the bench's partial runs (`--only=`), which print it beside the load average.
 */
export async function benchmarkIndexOf(browser: CdpBrowser): Promise<number> {
  const tab = await openPhoneTab(browser, { cpu: 1, slowNetwork: false });
  try {
    const compute = (pageFunctions as { computeBenchmarkIndex: () => number }).computeBenchmarkIndex;
    return Math.round(await tab.evaluate<number>(`(${compute.toString()})()`));
  } finally {
    await tab.close();
  }
}
