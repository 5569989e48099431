/**
 * The merchant demo host as the Firefox embed files drive it over WebDriver BiDi (docs/README.md, The
 * embedded page in three engines): a fresh context on the host, its loader run, every console error,
 * uncaught exception, CSP violation and message of the host recorded; the events it lists; the modal
 * opened from its Pay button. The Chromium twin is tests/e2e/embed-host.ts.
 */
import type { Browser, Frame, Page } from 'puppeteer-core';
import { expect } from 'vitest';
import type { EmbedMessage } from '../../common/embed-events.ts';
import { readCspViolations, recordCspViolations } from '../../harness/csp-recorder.ts';
import { readHostMessages, recordHostMessages } from '../../harness/merchant-demo/host-messages.ts';
import { SCREEN_TIMEOUT, waitForStep } from './steps.ts';

export interface Host {
  page: Page;
  /** console.error messages and uncaught exceptions (`uncaught: …`) of the host and its frames. */
  errors: string[];
  modalLink: string;
  inlineLink: string;
}

export const hostMessages = (page: Page) => page.evaluate(readHostMessages);

/** The demo host at `url` in a fresh context of `browser`, its loader run, with errors, CSP violations and messages recorded. */
export async function openHost(browser: Browser, url: string, width = 1280, height = 800): Promise<Host> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  await page.evaluateOnNewDocument(recordCspViolations);
  await page.evaluateOnNewDocument(recordHostMessages);
  await page.goto(url);
  await page.waitForSelector('html[data-loader="ready"]', { timeout: SCREEN_TIMEOUT * 2 });
  const modalLink = await page.$eval('#pay', (button) => (button as HTMLElement).dataset.link ?? '');
  const inlineLink = await page.$eval('payment-page', (element) => element.getAttribute('link') ?? '');
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

/** The events the host listed for the modal or the inline element, in order. */
export async function events(page: Page, from: 'modal' | 'inline'): Promise<EmbedMessage[]> {
  const texts = await page.$$eval(`#event-log li[data-from="${from}"] code`, (codes) =>
    codes.map((code) => code.textContent ?? ''),
  );
  return texts.map((text) => JSON.parse(text) as EmbedMessage);
}

export const withoutResize = (list: EmbedMessage[]) => list.filter((event) => event.type !== 'resize');
export const typesOf = (list: EmbedMessage[]): string[] => withoutResize(list).map((event) => event.type);

export async function waitForEvent(page: Page, from: 'modal' | 'inline', type: string): Promise<void> {
  await expect.poll(async () => typesOf(await events(page, from)).includes(type)).toBe(true);
}

/** Pay, then the modal's page on step 1 with its framed code run (Escape heard), and `ready` heard. */
export async function openModal(host: Host): Promise<Frame> {
  await host.page.locator('#pay').click();
  const frame = await frameOf(host.page, host.modalLink);
  await waitForStep(frame, 'Payment Options');
  await frame.waitForSelector('html.is-framed');
  await waitForEvent(host.page, 'modal', 'ready');
  return frame;
}

/** No console error or uncaught exception, and no CSP violation in the host or these frames. */
export async function expectClean(host: Host, frames: Frame[]): Promise<void> {
  expect(host.errors).toEqual([]);
  expect(await host.page.evaluate(readCspViolations)).toEqual([]);
  for (const frame of frames) expect(await frame.evaluate(readCspViolations)).toEqual([]);
}
