/**
 * The payment notes in Firefox (docs/rules.md, Reading the payment from a screenshot): the
 * receipts of tests/e2e/ocr-notes.test.ts, shared through tests/e2e/ocr-notes-receipts.ts, read by
 * Firefox's own OCR thread and WebAssembly engine. On a ₹1,500.50 link, step 2 for the UPI option
 * to demo.store@okaxis: ₹150.50 gets the amount note, the right amount and payee none, another UPI
 * ID the payee note, a day ten days ago the date note, a day a year ago the date note with its
 * year, a day ten days ago printed with its month in Devanagari the date note; in English and in Hindi, one page each. On a link to 9876543210@ybl, a payment to
 * 9876543201@ybl gets the payee note.
 *
 * The pictures are drawn in Chromium (harness/receipts/draw.ts) before Firefox reads them: a PNG is
 * the same bytes whichever engine reads it. Each is attached through the page's own file input, as
 * a payer choosing it in the picker (WebDriver BiDi hands Firefox a path, so it is written to a
 * file first); the input shows only while no picture is attached (page/components/ProofInput.tsx:
 * an attached picture takes its place, with a button to remove it), so the next picture replaces
 * the last the way a payer using the picker does: 'Remove', then choose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle, Page } from 'puppeteer-core';
import { startFirefoxE2E, type FirefoxE2E, type FirefoxPage } from '../../harness/firefox-e2e.ts';
import { seeded } from '../../harness/receipts/values.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import {
  expectNotes,
  LINK_PAISE,
  MOBILE_APP,
  NOTE_CASES,
  noteReceiptFiles,
  notesInPage,
  type DrawnCase,
  type NoteCase,
} from '../e2e/ocr-notes-receipts.ts';
import { waitForStep } from './steps.ts';

/** A reading in Firefox may be slower than in Chromium: each gets a minute, as the Chromium tests' wait does. */
const READING_TIMEOUT = 60_000;

let e2e: FirefoxE2E;
/** Each case's receipt as a file on disk (seed 47), and how to remove them. */
let receipts: Record<DrawnCase, string>;
let removeReceipts: (() => void) | undefined;

beforeAll(async () => {
  const [started, drawn] = await Promise.all([startFirefoxE2E(), noteReceiptFiles(seeded(47))]);
  e2e = started;
  receipts = drawn.files;
  removeReceipts = drawn.remove;
});
afterAll(async () => {
  await e2e?.close();
  removeReceipts?.();
});

/**
 * Waits until the reading is in one of `statuses` (the suggestions' `data-reading`, 'none' while no
 * reader is mounted: tests/e2e/ocr-steps.ts), or until the page has reported a CSP violation
 * (harness/csp-recorder.ts): a thread whose answer the page may not take never answers, and its
 * reading would wait out its two minutes.
 */
const waitForReading = (page: Page, statuses: readonly string[]) =>
  page.waitForFunction(
    (wanted: readonly string[]) =>
      wanted.includes(document.querySelector('[data-reading]')?.getAttribute('data-reading') ?? 'none') ||
      (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0,
    { timeout: READING_TIMEOUT, polling: 50 },
    statuses,
  );

/**
 * Chooses `file` in the proof input, after removing the picture before it (its reader goes with
 * it, so the wait below sees only this picture's reading), and waits for the reading's answer.
 */
async function attach({ page, errors, cspViolations }: FirefoxPage, file: string): Promise<void> {
  if (await page.$('[data-testid="proof-preview"]')) {
    await page.locator('[data-testid="proof-preview"] button').click();
    await waitForReading(page, ['none']);
  }
  const input = (await page.waitForSelector('[data-testid="proof-input"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await waitForReading(page, ['found', 'done']);
  // The console's words first: they say what was refused.
  expect(errors).toEqual([]);
  expect(await cspViolations()).toEqual([]);
}

describe.each(['en', 'hi'] as const)('the payment notes in Firefox, in %s', (lang) => {
  it('another amount, the right one, another payee, an old day: each note only where it is due', async () => {
    const opened = await e2e.open(await e2e.link({ amountPaise: LINK_PAISE, query: `lang=${lang}` }));
    const { page, errors, cspViolations } = opened;
    await page.locator('[data-testid="channel-card"]').click();
    await waitForStep(page, catalogues[lang].stepPay);

    for (const noteCase of Object.keys(NOTE_CASES) as NoteCase[]) {
      await attach(opened, receipts[noteCase]);
      expectNotes(await page.evaluate(notesInPage), noteCase, lang);
    }
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});

describe('the payee note on a mobile number in Firefox', () => {
  // Firefox reads the same pixels as Chromium and WebKit: the thread scales the picture itself
  // (client/reader/area-scale.ts), where a canvas's own resampling once left this UPI ID unread.
  it('a payment to 9876543201@ybl on a link to 9876543210@ybl: another person, so the payee note', async () => {
    const opened = await e2e.open(await e2e.link({ appId: MOBILE_APP, amountPaise: LINK_PAISE, query: 'lang=en' }));
    await opened.page.locator('[data-testid="channel-card"]').click();
    await waitForStep(opened.page, catalogues.en.stepPay);
    await attach(opened, receipts.otherMobile);
    expectNotes(await opened.page.evaluate(notesInPage), 'otherMobile', 'en');
  });
});

describe('a browser the page cannot tell refuses the engine it is handed', () => {
  // Firefox named as no engine in particular: the page asks the thread for the engine's module, and
  // Firefox refuses to unpack it into this page (client/reader/ocr-reader.ts, engineRefused).
  const unnamed = (page: Page) =>
    page.evaluateOnNewDocument(() =>
      Object.defineProperty(Navigator.prototype, 'userAgent', {
        get: () => 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)',
      }),
    );
  /** Waits for the reading's answer, whatever the page reports meanwhile. */
  const answered = (page: Page) =>
    page.waitForFunction(
      () => ['found', 'done'].includes(document.querySelector('[data-reading]')?.getAttribute('data-reading') ?? ''),
      { timeout: READING_TIMEOUT, polling: 50 },
    );

  it('still gets every answer, and asks for the engine no more after the first refusal', async () => {
    const { page, errors, cspViolations } = await e2e.open(
      await e2e.link({ amountPaise: LINK_PAISE, query: 'lang=en' }),
      unnamed,
    );
    await page.locator('[data-testid="channel-card"]').click();
    await waitForStep(page, catalogues.en.stepPay);
    const choose = async (file: string) => {
      const input = (await page.waitForSelector('[data-testid="proof-input"]')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await answered(page);
    };
    await choose(receipts.wrongAmount);
    expectNotes(await page.evaluate(notesInPage), 'wrongAmount', 'en');
    // The refusal: one message lost, reported once, and nothing else.
    expect(await cspViolations()).toHaveLength(1);
    await page.locator('[data-testid="proof-preview"] button').click();
    await choose(receipts.right);
    expectNotes(await page.evaluate(notesInPage), 'right', 'en');
    expect(await cspViolations()).toHaveLength(1);
    expect(errors.filter((line) => !/WebAssembly/i.test(line))).toEqual([]);
  });
});
