/**
 * The merchant demo host as the Chromium embed files drive it (docs/README.md, The embedded page in
 * three engines): a fresh context on the host, its loader run, every console error, uncaught
 * exception, CSP violation and message of the host and its frames recorded; the events it lists; the
 * modal opened from its Pay button. Shared by tests/e2e/embed.test.ts and the files beside it.
 */
import type { Browser, BrowserContextOptions, ConsoleMessage, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EmbedMessage } from '../../common/embed-events.ts';
import { readCspViolations, recordCspViolations } from '../../harness/csp-recorder.ts';
import { readHostMessages, recordHostMessages } from '../../harness/merchant-demo/host-messages.ts';
import { waitForStep } from './steps.ts';

export interface Host {
  page: Page;
  /** console.error messages and uncaught exceptions of the host and every frame in it. */
  errors: string[];
  /** The modal's payer link, as the host's Pay button carries it. */
  modalLink: string;
  inlineLink: string;
}

export const hostMessages = (page: Page) => page.evaluate(readHostMessages);

/** The demo host at `url` in a fresh context, its loader run, with errors and CSP violations recorded everywhere. */
export async function openHost(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Host> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // Init scripts run in every frame, the page's cross-origin one too.
  await page.addInitScript(recordCspViolations);
  await page.addInitScript(recordHostMessages);
  await page.goto(url);
  await page.locator('html[data-loader="ready"]').waitFor({ state: 'attached' });
  const modalLink = (await page.locator('#pay').getAttribute('data-link')) ?? '';
  const inlineLink = (await page.locator('payment-page').getAttribute('link')) ?? '';
  return { page, errors, modalLink, inlineLink };
}

/** The frame whose document is `link` (the loader may add a fragment), once it exists. */
export async function frameOf(page: Page, link: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => {
      found = page.frames().find((frame) => frame.url().startsWith(link));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The events the host listed for the modal or the inline element, in order, as its `onEvent` got them. */
export async function events(page: Page, from: 'modal' | 'inline'): Promise<EmbedMessage[]> {
  const texts = await page.locator(`#event-log li[data-from="${from}"] code`).allTextContents();
  return texts.map((text) => JSON.parse(text) as EmbedMessage);
}

export const withoutResize = (list: EmbedMessage[]) => list.filter((event) => event.type !== 'resize');
export const typesOf = (list: EmbedMessage[]): string[] => withoutResize(list).map((event) => event.type);

export async function waitForEvent(page: Page, from: 'modal' | 'inline', type: EmbedMessage['type']): Promise<void> {
  await expect.poll(async () => typesOf(await events(page, from)).includes(type)).toBe(true);
}

/** Clicks Pay and waits until the modal's page is showing step 1 and the host heard `ready`. */
export async function openModal(host: Host): Promise<Frame> {
  await host.page.locator('#pay').click();
  const frame = await frameOf(host.page, host.modalLink);
  await waitForStep(frame, 'Payment Options');
  await waitForEvent(host.page, 'modal', 'ready');
  return frame;
}

/** Whether the modal's frame is still in the host. */
export const modalShown = (host: Host) => host.page.frames().some((frame) => frame.url().startsWith(host.modalLink));

/** No console error on the host or in a frame, and no CSP violation in the host or these frames. */
export async function expectClean(host: Host, frames: Frame[]): Promise<void> {
  expect(host.errors).toEqual([]);
  expect(await host.page.evaluate(readCspViolations)).toEqual([]);
  for (const frame of frames) expect(await frame.evaluate(readCspViolations)).toEqual([]);
}
