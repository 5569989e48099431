/**
 * The page's taps on a phone (docs/performance.md, What each row means): choosing a language, an
 * option, a copy button, Back, a screenshot and Submit, each timed as Interaction to Next Paint
 * counts one interaction: the longest Event Timing entry that shares its `interactionId` (from the
 * input to the next frame presented, which the browser rounds to 8 ms). Attaching a screenshot
 * has no input event of its own in the page (the picker answers with a `change`), so it is timed
 * from that event to the next frame presented, the reading after it left out. One fresh tab per
 * run, at the given CPU slowdown and slow 4G: the language is switched on step 1, then an option is
 * chosen, its UPI address copied, Back tapped and the option chosen again, a screenshot attached,
 * a UTR typed and Submit tapped (its time up to the bot check's screen), a second and a half of
 * quiet before each tap, as a payer reads before tapping.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { CdpBrowser } from '../../harness/cdp.ts';
import { waitForInteractive } from '../../harness/page-timing.ts';
import { openPhoneTab, type PhoneTab } from '../../harness/phone.ts';

/** The interactions timed, in the order a run makes them, with what is tapped for each. */
export const INTERACTIONS = [
  { name: 'language', label: 'choosing हिन्दी in the language menu', selector: '.lang-link[hreflang="hi-IN"]' },
  { name: 'choice', label: 'choosing a UPI option', selector: '[data-testid="channel-card"]' },
  { name: 'copy', label: 'a copy button', selector: '.copy-field .copy-button' },
  { name: 'back', label: 'Back (the arrow on step 2)', selector: 'button.back' },
  {
    name: 'screenshot',
    label: 'attaching a screenshot (its change → the next frame)',
    selector: '[data-testid="proof-input"]',
  },
  { name: 'submit', label: 'Submit, up to the bot check', selector: '[data-testid="submit"]' },
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
  // A file picker's answer: from its change event to the frame after it, as Event Timing would count it.
  window.__pickerFrames = [];
  document.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'file') return;
    const started = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__pickerFrames.push(performance.now() - started);
      channel.port2.postMessage(0);
    });
  }, true);
})()`;

/** Under the Event Timing API's 16 ms floor: what an interaction it never reported is counted as. */
export const UNREPORTED_MS = 16;

export const quiet = (ms = 1_500) => new Promise((resolve) => setTimeout(resolve, ms));

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
export function waitFor(tab: PhoneTab, condition: string, what: string): Promise<unknown> {
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
export const typeUtr = (utr: string) => `(() => {
  const input = document.querySelector('[data-testid="utr-input"]');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(utr)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
})()`;

/** The selector an interaction taps. */
const selectorOf = (name: InteractionName): string => INTERACTIONS.find((each) => each.name === name)?.selector ?? '';

/** The newest picker frame's time after `count` were recorded, waiting (at most 5 s) for it. */
function pickerFrame(tab: PhoneTab, count: number): Promise<number> {
  return tab.evaluate<number>(`new Promise((resolve, reject) => {
    const started = performance.now();
    const look = () => {
      if (window.__pickerFrames.length > ${count}) return resolve(window.__pickerFrames[${count}]);
      if (performance.now() - started > 5000) return reject(new Error('no frame after the picker within 5 s'));
      setTimeout(look, 50);
    };
    look();
  })`);
}

/** A phone screenshot's size of picture (1080 × 2340), blank: what the picker hands the page, the reading aside. */
function screenshotFile(): string {
  const path = join(tmpdir(), 'bench-screenshot-1080x2340.png');
  if (!existsSync(path)) {
    const png = new PNG({ width: 1080, height: 2340 });
    png.data.fill(255);
    writeFileSync(path, PNG.sync.write(png));
  }
  return path;
}

/** One run at `cpu`× slowdown: the six interactions on a fresh tab, each one's latency. */
export async function timeInteractionsOnce(browser: CdpBrowser, link: string, cpu: number): Promise<Interactions> {
  const tab = await openPhoneTab(browser, {
    cpu,
    initScripts: [INTERACTIONS_SCRIPT],
    permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'],
  });
  const [language, choice, copy, back, screenshot, submit] = [
    selectorOf('language'),
    selectorOf('choice'),
    selectorOf('copy'),
    selectorOf('back'),
    selectorOf('screenshot'),
    selectorOf('submit'),
  ];
  const qrShown = `document.querySelector('.qr-image svg, .qr-image img')`;
  try {
    await tab.navigate(link);
    await waitForInteractive(tab);
    await quiet();
    await tab.tap('.lang-toggle');
    await waitFor(tab, `document.querySelector('.lang-menu').open`, 'open language menu');
    await quiet(500);
    const measured: Partial<Interactions> = {};
    measured.language = await tapLatency(tab, language);
    await waitFor(tab, `document.documentElement.lang === 'hi-IN'`, 'page in Hindi');
    await quiet();
    measured.choice = await tapLatency(tab, choice);
    await waitFor(tab, qrShown, 'QR code');
    await quiet();
    measured.copy = await tapLatency(tab, copy);
    await quiet();
    measured.back = await tapLatency(tab, back);
    await waitFor(tab, `document.querySelector(${JSON.stringify(choice)})`, 'step 1 again');
    await quiet();
    await tab.tap(choice);
    await waitFor(tab, `${qrShown} && document.querySelector(${JSON.stringify(screenshot)})`, 'step 2 again');
    await quiet();
    await tab.attach(screenshot, screenshotFile());
    measured.screenshot = await pickerFrame(tab, 0);
    await quiet();
    await tab.evaluate(typeUtr(String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999))));
    await quiet();
    measured.submit = await tapLatency(tab, submit);
    return measured as Interactions;
  } finally {
    await tab.close();
  }
}
