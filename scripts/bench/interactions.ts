/**
 * The page's other taps on a phone (docs/performance.md, What each row means): choosing a language,
 * a copy button and Submit, each timed as Interaction to Next Paint counts one interaction: the
 * longest Event Timing entry that shares its `interactionId` (from the input to the next frame
 * presented, which the browser rounds to 8 ms). One fresh tab per run, at 4× CPU and slow 4G: the
 * language is switched on step 1, then an option is chosen, its UPI address copied, a UTR typed and
 * Submit tapped, a second and a half of quiet before each tap, as a payer reads before tapping.
 */
import type { CdpBrowser } from '../../harness/cdp.ts';
import { waitForInteractive } from '../../harness/page-timing.ts';
import { openPhoneTab, type PhoneTab } from '../../harness/phone.ts';

/** The interactions timed, in the order a run makes them, with what is tapped for each. */
export const INTERACTIONS = [
  { name: 'language', label: 'choosing हिन्दी in the language menu', selector: '.lang-link[hreflang="hi-IN"]' },
  { name: 'copy', label: 'a copy button', selector: '.copy-field .copy-button' },
  { name: 'submit', label: 'Submit', selector: '[data-testid="submit"]' },
] as const;

export type InteractionName = (typeof INTERACTIONS)[number]['name'];

/** Each interaction's latency, ms (of one run, or the median of several). */
export type Interactions = Record<InteractionName, number>;

/**
 * In every document: the longest entry per interaction id. The Event Timing API reports only
 * entries of 16 ms or more, so an interaction it never reports took less than that.
 */
export const INTERACTIONS_SCRIPT = `(() => {
  const longest = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) || 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__interactions = longest;
})()`;

/** Under the Event Timing API's 16 ms floor: what an interaction it never reported is counted as. */
export const UNREPORTED_MS = 16;

const quiet = (ms = 1_500) => new Promise((resolve) => setTimeout(resolve, ms));

/** Taps `selector`, then answers the longest entry of the interaction that tap made, ms. */
async function tapLatency(tab: PhoneTab, selector: string): Promise<number> {
  const before = await tab.evaluate<number[]>('[...window.__interactions.keys()]');
  await tab.tap(selector);
  // Entries come once the frame after the tap is presented; its siblings (pointerdown, pointerup,
  // click) within a moment of the first.
  return tab.evaluate<number>(`new Promise((resolve) => {
    const known = new Set(${JSON.stringify(before)});
    const started = performance.now();
    let seen = 0;
    const look = () => {
      const fresh = [...window.__interactions.entries()].filter(([id]) => !known.has(id));
      if (fresh.length && !seen) seen = performance.now();
      if (seen && performance.now() - seen > 300) return resolve(Math.max(...fresh.map(([, ms]) => ms)));
      if (!seen && performance.now() - started > 3000) return resolve(${UNREPORTED_MS});
      setTimeout(look, 50);
    };
    look();
  })`);
}

/** Waits (at most 30 s) until `condition`, a page expression, holds. */
function waitFor(tab: PhoneTab, condition: string, what: string): Promise<unknown> {
  return tab.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    const look = () => {
      if (${condition}) return resolve(true);
      if (performance.now() - started > 30000) return reject(new Error(${JSON.stringify(`no ${what} within 30 s`)}));
      setTimeout(look, 50);
    };
    look();
  })`);
}

/** A UTR typed as the input's own events would set it, so React's onChange sees it. */
const typeUtr = (utr: string) => `(() => {
  const input = document.querySelector('[data-testid="utr-input"]');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(utr)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
})()`;

/** One run: the three taps on a fresh tab, each interaction's latency. */
export async function timeInteractionsOnce(browser: CdpBrowser, link: string): Promise<Interactions> {
  const tab = await openPhoneTab(browser, {
    initScripts: [INTERACTIONS_SCRIPT],
    permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'],
  });
  try {
    await tab.navigate(link);
    await waitForInteractive(tab);
    await quiet();
    await tab.tap('.lang-toggle');
    await waitFor(tab, `document.querySelector('.lang-menu').open`, 'open language menu');
    await quiet(500);
    const language = await tapLatency(tab, INTERACTIONS[0].selector);
    await waitFor(tab, `document.documentElement.lang === 'hi-IN'`, 'page in Hindi');
    await quiet();
    await tab.tap('[data-testid="channel-card"]');
    await waitFor(tab, `document.querySelector('.qr-image svg, .qr-image img')`, 'QR code');
    await quiet();
    const copy = await tapLatency(tab, INTERACTIONS[1].selector);
    await quiet();
    await tab.evaluate(typeUtr(String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999))));
    await quiet();
    const submit = await tapLatency(tab, INTERACTIONS[2].selector);
    return { language, copy, submit };
  } finally {
    await tab.close();
  }
}
