/**
 * The payment notes in WebKit, the engine of every iPhone browser (docs/rules.md, Reading the
 * payment from a screenshot): the receipts of tests/e2e/ocr-notes.test.ts, shared through
 * tests/e2e/ocr-notes-receipts.ts, read by WebKit's own OCR thread and WebAssembly engine. On a
 * ₹1,500.50 link, step 2 for the UPI option to demo.store@okaxis: ₹150.50 gets the amount note, the
 * right amount and payee none, another UPI ID the payee note, a day ten days ago the date note, a
 * day a year ago the date note with its year, a day ten days ago printed with its month in Devanagari
 * the date note; in English and in Hindi, one page each. On a link to
 * 9876543210@ybl, a payment to 9876543201@ybl gets the payee note.
 *
 * The pictures are drawn in Chromium (harness/receipts/draw.ts) before WebKit reads them: a PNG is
 * the same bytes whichever engine reads it. Each is attached through the page's own file input, as
 * a payer choosing it in the picker (classic WebDriver's Element Send Keys with the file's path);
 * the input shows only while no picture is attached (page/components/ProofInput.tsx: an attached
 * picture takes its place, with a button to remove it), so the next picture replaces the last the
 * way a payer using the picker does: 'Remove', then choose.
 *
 * Classic WebDriver shows no console (docs/browsers.md, Oldest engines): once the page has
 * hydrated, the test keeps in the page every console error (where a failed reading says so),
 * uncaught error, unhandled rejection and CSP violation, and insists on none.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payerLink, stackFor } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { seeded } from '../../harness/receipts/values.ts';
import { forgetPageState, launchWebKit, type WebKit } from '../../harness/webkit.ts';
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

/** A reading in WebKit may be slower than in Chromium: each gets a minute, as the Chromium tests' wait does. */
const READING_TIMEOUT = 60_000;

let stack: LocalStack;
let webkit: WebKit;
/** Each case's receipt as a file on disk (seed 48): WebDriver hands the browser a path, not bytes. */
let receipts: Record<DrawnCase, string>;
let removeReceipts: (() => void) | undefined;

beforeAll(async () => {
  let drawn: Awaited<ReturnType<typeof noteReceiptFiles>>;
  [stack, webkit, drawn] = await Promise.all([stackFor({}), launchWebKit(), noteReceiptFiles(seeded(48))]);
  receipts = drawn.files;
  removeReceipts = drawn.remove;
});
afterAll(async () => {
  await Promise.all([webkit?.close(), stack?.dispose()]);
  removeReceipts?.();
});
// Nothing one test's page saved reaches the next (harness/webkit.ts).
afterEach(() => forgetPageState(webkit.session));

/** Runs in the page: keeps every console error, uncaught error, unhandled rejection and CSP violation on `window`. */
function recordErrors(): void {
  const seen: string[] = [];
  Object.defineProperty(window, '__pageErrors', { value: seen });
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(args.map(String).join(' '));
    logError(...args);
  };
  window.addEventListener('error', (event) => seen.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => seen.push(`unhandled: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`csp: ${event.violatedDirective} ${event.blockedURI}`),
  );
}

const pageErrors = () => webkit.session.run(() => (window as unknown as { __pageErrors: string[] }).__pageErrors);

/**
 * Waits until the reading is in one of `statuses` (the suggestions' `data-reading`, 'none' while no
 * reader is mounted: tests/e2e/ocr-steps.ts), or until the page has reported an error, which the
 * caller then shows rather than wait out the reading's two minutes.
 */
const waitForReading = (statuses: readonly string[]) =>
  webkit.session.waitFor(
    `the reading to be ${statuses.join(' or ')}`,
    READING_TIMEOUT,
    (wanted: readonly string[]) =>
      wanted.includes(document.querySelector('[data-reading]')?.getAttribute('data-reading') ?? 'none') ||
      (window as unknown as { __pageErrors: string[] }).__pageErrors.length > 0,
    statuses,
  );

/**
 * Chooses `file` in the proof input, after removing the picture before it (its reader goes with
 * it, so the wait below sees only this picture's reading), and waits for the reading's answer.
 */
async function attach(file: string): Promise<void> {
  const { session } = webkit;
  if (await session.run(() => document.querySelector('[data-testid="proof-preview"]') !== null)) {
    await session.click(await session.find('[data-testid="proof-preview"] button'));
    await waitForReading(['none']);
  }
  await session.chooseFile(await session.find('[data-testid="proof-input"]'), file);
  await waitForReading(['found', 'done']);
  expect(await pageErrors()).toEqual([]);
}

describe.each(['en', 'hi'] as const)('the payment notes in WebKit, in %s', (lang) => {
  it('another amount, the right one, another payee, an old day: each note only where it is due', async () => {
    const { session } = webkit;
    await session.navigate(await payerLink(stack, { amountPaise: LINK_PAISE, query: `lang=${lang}` }));
    await session.waitFor('hydration', 15_000, () => document.documentElement.classList.contains('js-ready'));
    await session.run(recordErrors);
    await session.click(await session.find('[data-testid="channel-card"]'));
    await session.waitFor(
      'step 2',
      15_000,
      (title: string) => document.querySelector<HTMLElement>('#step-title')?.innerText.trim() === title,
      catalogues[lang].stepPay,
    );

    for (const noteCase of Object.keys(NOTE_CASES) as NoteCase[]) {
      await attach(receipts[noteCase]);
      expectNotes(await session.run(notesInPage), noteCase, lang);
    }
    expect(await pageErrors()).toEqual([]);
  });
});

describe('the payee note on a mobile number in WebKit', () => {
  it('a payment to 9876543201@ybl on a link to 9876543210@ybl: another person, so the payee note', async () => {
    const { session } = webkit;
    await session.navigate(await payerLink(stack, { appId: MOBILE_APP, amountPaise: LINK_PAISE, query: 'lang=en' }));
    await session.waitFor('hydration', 15_000, () => document.documentElement.classList.contains('js-ready'));
    await session.run(recordErrors);
    await session.click(await session.find('[data-testid="channel-card"]'));
    await session.waitFor(
      'step 2',
      15_000,
      (title: string) => document.querySelector<HTMLElement>('#step-title')?.innerText.trim() === title,
      catalogues.en.stepPay,
    );
    await attach(receipts.otherMobile);
    expectNotes(await session.run(notesInPage), 'otherMobile', 'en');
    expect(await pageErrors()).toEqual([]);
  });
});
