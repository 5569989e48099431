/** Small steps the end-to-end tests share, written the way a payer acts. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import type { BrowserContextOptions, Download, Frame, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { E2E } from '../../harness/e2e-stack.ts';
import { INTERACTIVE_MARK } from '../../client/platform/interactive.ts';
import { wasMarked } from '../../harness/mark-recorder.ts';

/** A mid-range Android phone, 390 px wide, with touch: the payer most links reach. */
export const ANDROID_PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  hasTouch: true,
  isMobile: true,
};

/** An iPhone's Safari, where a upi:// link would do nothing. */
export const IPHONE: BrowserContextOptions = {
  ...ANDROID_PHONE,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** The 'Pay with a UPI app' link on step 2. */
export const upiAppLink = (page: Page) => page.getByRole('link', { name: 'Pay with a UPI app' });

/** Makes the page hidden, as when the payer switches to their UPI app, or visible again. */
export async function setVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    visible ? 'visible' : 'hidden',
  );
}

/**
 * Step 2 (UPI) as an Android payer sees it with everything on: the app link, Save and Share (the
 * Web Share API stubbed to accept files) and the prompt of a payer back from their UPI app.
 */
export async function phoneStep2(e2e: E2E, options: BrowserContextOptions = {}): Promise<Page> {
  const { page } = await e2e.open('about:blank', { ...ANDROID_PHONE, ...options });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { value: () => true });
    Object.defineProperty(navigator, 'share', { value: async () => undefined });
  });
  await page.goto(await e2e.link());
  await chooseFirstCard(page);
  await page.locator('.qr-image svg').waitFor();
  await page.getByRole('button', { name: 'Share QR code' }).waitFor();
  await setVisible(page, false);
  await setVisible(page, true);
  await page.getByTestId('return-prompt').waitFor();
  return page;
}

/**
 * Resolves after the page's next two animation frames: what its last event, timer or promise set
 * in motion has been rendered. A wait on the page, not on the clock, before checking that nothing
 * appeared.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * From now on, records every navigation the page's document starts (the Navigation API's
 * `navigate` event, which fires the moment a script or link asks to navigate, before any request):
 * the returned function reads their destinations. Proof that a redirect was never even begun.
 */
export async function navigationsFrom(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const started: string[] = [];
    Object.defineProperty(window, '__navigations', { value: started, configurable: true });
    const { navigation } = window as unknown as { navigation: EventTarget };
    navigation.addEventListener('navigate', (event) =>
      started.push((event as unknown as { destination: { url: string } }).destination.url),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);
}

/**
 * Runs `move` (Back or Forward) and resolves once the page has handled the popstate it causes and
 * drawn the outcome: a listener added after the page's own runs after it, then waits two frames.
 */
export async function afterPopState(page: Page, move: (page: Page) => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const handled = new Promise<void>((resolve) =>
      addEventListener('popstate', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
      }),
    );
    Object.defineProperty(window, '__popStateHandled', { value: handled, configurable: true });
  });
  await move(page);
  await page.evaluate(() => (window as unknown as { __popStateHandled: Promise<void> }).__popStateHandled);
}

/** A page, or a frame in a host page (the embedded page, tests/e2e/embed.test.ts): the steps below work in either. */
export type Surface = Page | Frame;

export const title = (page: Surface) => page.locator('#step-title').textContent();

/**
 * Hydration done (client/platform/interactive.ts): before it, a control that needs the script (the
 * type dropdown, say) does nothing when clicked, and the server's first paint is all there is.
 */
export async function waitForInteractive(page: Surface): Promise<void> {
  // Polled from Node, not with waitForFunction (which polls on the page's animation frames), and
  // read through harness/mark-recorder.ts: both hold under a test's installed clock (page.clock).
  // A plain loop rather than expect.poll, which the corpus files' concurrent tests may not call.
  // A document still being replaced answers with an error, which means not yet. 30 s is
  // Playwright's own limit for an action.
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(wasMarked, INTERACTIVE_MARK).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`the page did not become interactive within 30 s (${INTERACTIVE_MARK})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForStep(page: Surface, heading: string): Promise<void> {
  await expect.poll(() => title(page)).toBe(heading);
}

/**
 * Step 2 shown in full: its heading, then its panel, which comes with step 2's lazy chunk when the
 * page did not open on it (docs/rules.md, Lazy chunks). Checks that do not wait themselves
 * (`allTextContents`, `isVisible`) need the panel there, not only the heading.
 */
export async function waitForStepTwo(page: Surface, heading = 'Make Payment and submit confirmation'): Promise<void> {
  await waitForStep(page, heading);
  await page.getByTestId('utr-input').waitFor({ state: 'attached' });
}

/**
 * Chooses a channel the way a payer does once the page is interactive. Clicked before hydration, a
 * card is a plain link (docs/rules.md, Without JavaScript) and opens a fresh step-2 page, which a
 * test of the page's own history or timers does not expect; a loaded CI machine hydrates late.
 */
export async function clickCard(page: Surface, index = 0): Promise<void> {
  await waitForInteractive(page);
  await page.getByTestId('channel-card').nth(index).click();
}

/** `clickCard` on the first option, then step 2 shown in full (in English). */
export async function chooseFirstCard(page: Surface): Promise<void> {
  await clickCard(page);
  await waitForStepTwo(page);
}

export async function submitUtr(page: Surface, utr: string): Promise<void> {
  await page.getByTestId('utr-input').fill(utr);
  await page.getByTestId('submit').click();
}

export async function waitForDone(page: Surface): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: 'All Done' }).isVisible(), { timeout: 15_000 }).toBe(true);
}

export const toastTexts = (page: Surface) => page.locator('.toast-message').allTextContents();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now (WCAG 2.x A and AA rules and best practices). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; once per document,
  // since sending and compiling its half a megabyte again for each screen of one page costs more
  // than the audit itself (docs/README.md, Tests).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

/** A 1×1 PNG, the smallest real image a payer could attach. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** How far the page scrolls sideways at this viewport width (0: not at all). */
export async function sidewaysScroll(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 720 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every visible control smaller than 44 × 44 px at 360 px wide, as `<tag…> w×h`. */
export async function smallControls(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 740 });
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      'button, a[href], summary, input:not(.visually-hidden), [role="combobox"], [role="option"], label.dropzone',
    );
    return Array.from(controls)
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) => `${element.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
}

/**
 * Runs the page's CSS animations (their delays included) `rate` times faster, in this document and
 * every one the page navigates to: the page's clock moved by hand for what CSS waits for, as
 * `page.clock` moves it for timers (docs/README.md, Tests). Chromium only (the DevTools protocol).
 */
export async function cssClockTimes(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: rate });
}

/** The text a PNG's QR code holds, as a phone camera would read it (undefined: no code found). */
export function qrInPng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The QR code on screen, read back from a screenshot. */
export async function qrOnScreen(page: Page): Promise<string | undefined> {
  await page.locator('.qr-image svg').waitFor();
  return qrInPng(await page.locator('.qr-image').screenshot());
}

/** A download's bytes, read over the browser connection (the file is on the browser server's side). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The text of the QR code in the picture a press on the button labelled `label` saves. */
export async function savedQr(page: Page, label: string): Promise<string | undefined> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return qrInPng(await downloadedBytes(download));
}
