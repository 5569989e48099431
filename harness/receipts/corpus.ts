/**
 * The reading corpus (docs/rules.md, Reading the UTR from a screenshot): the everyday receipts of
 * ./index.ts, the misleading ones of ./tricky.ts and the failed or reversed payments of ./failed.ts, each captured as payers send them (a phone's
 * PNG screenshot, a chat app's JPEG at quality 50 and 720 px wide, a photo of the screen: blurred,
 * slightly turned, with moiré; a wide desktop screenshot), split with a fixed seed into a tuning
 * set, which the rules may be changed by, and a held-out set, which only measures them. The failed
 * payments, in layouts the rules were not tuned on, are all held out; they come after the others,
 * so adding them moved no receipt from one set to the other. Last come the receipts of ./apps.ts,
 * each checked against a link of its own: of each app's two receipts for one way of differing, one
 * is for tuning and one held out.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { APPS, appReceipt, MISMATCHES, type CheckedLink } from './apps.ts';
import { DUE, paymentFor, type Case } from './family-values.ts';
import { FAMILIES, familyBody, printedBy, themeOf, type Family, type FamilyLayout } from './families.ts';
import { documentHtml, FONTS } from './layouts.ts';
import { makeReceipts, type Receipt } from './index.ts';
import { FAILED_KINDS, failedReceipt } from './failed.ts';
import { TRICKY_KINDS, trickyReceipt } from './tricky.ts';
import { seeded, type Printed } from './values.ts';

export type Capture = 'screen' | 'chat' | 'photo' | 'desktop';
/**
 * 'held-out': the everyday, misleading and app receipts' held-out half (in the same layouts as the
 * tuning half) and the failed payments; 'held-out layouts': the receipt families' held-out layouts
 * (./families.ts), which the tuning half never has.
 */
export type Split = 'tuning' | 'held-out' | 'held-out layouts';
export const SPLITS: readonly Split[] = ['tuning', 'held-out', 'held-out layouts'];

export interface CorpusReceipt {
  name: string;
  /** The UTR printed, '' when none is. Any other number offered is a wrong UTR. */
  utr: string;
  offer: string | null;
  misleading: boolean;
  /** A failed, declined or reversed payment: nothing may be offered, and the page should say why. */
  failed: boolean;
  capture: Capture;
  split: Split;
  html: string;
  /** What it prints about its payment. */
  printed: Printed;
  /** CSS pixels wide. */
  width: number;
  /** For the app and family receipts: the link the payment is checked against, and how it differs from it. */
  checked?: { link: CheckedLink; mismatch: Case };
  /** For the family receipts: which app, which of its layouts, which language. */
  family?: { family: Family; layout: FamilyLayout; lang: 'en' | 'hi' };
  /** Cropped to the receipt: no status bar, no empty screen below it. */
  cropped?: boolean;
}

/** The corpus's size and seed: fixed, so every run draws and splits the same receipts. */
export const CORPUS = { everyday: 104, misleading: 56, failed: 25, seed: 2026, splitSeed: 11 } as const;
/** Each app's receipts: two for each way of differing from the link, one of them held out. */
const APP_ROUNDS = 2;

const captureOf = (index: number): Capture => (index % 5 === 1 ? 'chat' : index % 7 === 3 ? 'photo' : 'screen');

export function makeCorpus(now: Date): CorpusReceipt[] {
  const everyday = makeReceipts(CORPUS.everyday, CORPUS.seed, now).map(
    (receipt: Receipt, index): Omit<CorpusReceipt, 'split'> => ({
      name: receipt.name,
      utr: receipt.utr,
      offer: receipt.offer,
      misleading: false,
      failed: false,
      capture: captureOf(index),
      html: receipt.html,
      printed: receipt.printed,
      width: 360,
    }),
  );
  const random = seeded(CORPUS.seed + 1);
  const misleading = Array.from({ length: CORPUS.misleading }, (_, index): Omit<CorpusReceipt, 'split'> => {
    const kind = TRICKY_KINDS[index % TRICKY_KINDS.length] ?? 'header-table';
    const receipt = trickyReceipt(kind, random, now, Math.floor(index / TRICKY_KINDS.length));
    const capture = kind === 'desktop' ? 'desktop' : captureOf(index + 2);
    return {
      name: `tricky #${index + 1} ${kind} ${receipt.theme} ${receipt.lang} ${receipt.font}`,
      utr: receipt.utr,
      offer: receipt.offer,
      misleading: true,
      failed: false,
      capture,
      html: receipt.html,
      printed: receipt.printed,
      width: receipt.width,
    };
  });
  const split = seeded(CORPUS.splitSeed);
  const drawn = [...everyday, ...misleading].map((receipt): CorpusReceipt => ({
    ...receipt,
    name: `${receipt.name} ${receipt.capture}`,
    split: split() < 0.5 ? 'tuning' : 'held-out',
  }));
  const failedRandom = seeded(CORPUS.seed + 2);
  const failed = Array.from({ length: CORPUS.failed }, (_, index): CorpusReceipt => {
    const kind = FAILED_KINDS[index % FAILED_KINDS.length] ?? 'failed-card';
    const receipt = failedReceipt(kind, failedRandom, now, Math.floor(index / FAILED_KINDS.length));
    const capture = captureOf(index + 3);
    return {
      name: `failed #${index + 1} ${kind} ${receipt.theme} en ${receipt.font} ${capture}`,
      utr: receipt.utr,
      offer: null,
      misleading: false,
      failed: true,
      capture,
      split: 'held-out',
      html: receipt.html,
      printed: receipt.printed,
      width: 360,
    };
  });
  const appRandom = seeded(CORPUS.seed + 3);
  const apps = Array.from({ length: APPS.length * MISMATCHES.length * APP_ROUNDS }, (_, index): CorpusReceipt => {
    const app = APPS[index % APPS.length] ?? 'gpay';
    const mismatch = MISMATCHES[Math.floor(index / APPS.length) % MISMATCHES.length] ?? 'match';
    const round = Math.floor(index / (APPS.length * MISMATCHES.length));
    const receipt = appReceipt(app, mismatch, appRandom, now, index);
    const capture = captureOf(index + 4);
    return {
      name: `app #${index + 1} ${app} ${mismatch} ${receipt.theme} ${receipt.lang} ${receipt.font} ${capture}`,
      utr: receipt.utr,
      offer: receipt.utr,
      misleading: false,
      failed: false,
      capture,
      // Which round is held out alternates with the app, so each half has every app and both themes.
      split: (round + index) % 2 === 0 ? 'tuning' : 'held-out',
      html: receipt.html,
      printed: receipt.printed,
      width: 360,
      checked: { link: receipt.link, mismatch },
    };
  });
  return [...drawn, ...failed, ...apps, ...familyReceipts(now)];
}

/** Each family's receipts in its tuning layout: every case once. */
const TUNING_CASES: readonly Case[] = [
  'match',
  'amount',
  'payee',
  'date',
  'amount-1',
  'amount-100',
  'payee-digit',
  'payee-swap',
  'payee-letter',
  'payee-letters',
  'exactly-48h',
  'year-old',
];
/** In its held-out layout: every case, and the four plain ways again, half of them in Hindi. */
const HELD_OUT_CASES: readonly Case[] = [...TUNING_CASES, 'match', 'amount', 'payee', 'date'];

/**
 * The receipt families (./families.ts), after everything else so that adding them moved no receipt
 * from one half to the other: in each family's tuning layout, for tuning; in its other layout, the
 * held-out layouts.
 */
function familyReceipts(now: Date): CorpusReceipt[] {
  const random = seeded(CORPUS.seed + 4);
  let index = 0;
  return FAMILIES.flatMap((family) =>
    (['tuning', 'held-out'] as const).flatMap((layout) =>
      (layout === 'tuning' ? TUNING_CASES : HELD_OUT_CASES).map((which, n): CorpusReceipt => {
        const i = index++;
        const lang = n % 2 === 0 ? 'en' : 'hi';
        const theme = themeOf(Math.floor(n / 2) + (layout === 'tuning' ? 0 : 1));
        const cropped = n % 3 === 2;
        const font = FONTS[i % FONTS.length] ?? 'Liberation Sans';
        const capture = captureOf(i + 5);
        const payment = paymentFor(which, random, now);
        const drawn = familyBody(family, layout, payment, lang, random, now);
        return {
          name: `family #${i + 1} ${family} ${layout} ${which} ${theme} ${lang} ${font}${cropped ? ' cropped' : ''} ${capture}`,
          utr: payment.utr,
          offer: payment.utr,
          misleading: false,
          failed: false,
          capture,
          split: layout === 'tuning' ? 'tuning' : 'held-out layouts',
          html: documentHtml({ theme, font, lang, padTop: (i % 3) * 40, body: drawn.body, css: drawn.css, cropped }),
          printed: printedBy(payment, drawn),
          width: 360,
          checked: { link: payment.link, mismatch: which },
          family: { family, layout, lang },
          cropped,
        };
      }),
    ),
  );
}

/** The note a checked receipt is due against its own link (./family-values.ts). */
export const dueOf = (mismatch: Case) => DUE[mismatch];

/** A photo of a screen: a little blur, a slight turn, and the screen's pixel grid beating with the camera's. */
const PHOTO_CSS = `html{filter:blur(0.7px) contrast(0.9)}body{transform:rotate(1.3deg);transform-origin:50% 30%}
body::after{content:'';position:fixed;inset:-20px;pointer-events:none;background:repeating-linear-gradient(0deg,rgba(128,128,128,.10) 0 1px,transparent 1px 3px),repeating-linear-gradient(87deg,rgba(128,128,128,.08) 0 1px,transparent 1px 3px)}`;

const SETUPS: Record<Capture, { width: number; height: number; scale: number; jpeg?: number }> = {
  screen: { width: 360, height: 800, scale: 3 },
  chat: { width: 360, height: 800, scale: 2, jpeg: 50 },
  photo: { width: 360, height: 800, scale: 3, jpeg: 80 },
  desktop: { width: 1280, height: 720, scale: 1 },
};

export interface Drawn {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg';
}

/** Draws corpus receipts as their capture says, one browser context per capture. */
export function corpusDrawer(browser: Browser): {
  draw: (receipt: CorpusReceipt) => Promise<Drawn>;
  close: () => Promise<void>;
} {
  const contexts = new Map<Capture, Promise<BrowserContext>>();
  const contextFor = (capture: Capture) => {
    let context = contexts.get(capture);
    if (!context) {
      const { width, height, scale } = SETUPS[capture];
      context = browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, javaScriptEnabled: false });
      contexts.set(capture, context);
    }
    return context;
  };
  return {
    async draw(receipt) {
      const context = await contextFor(receipt.capture);
      const page = await context.newPage();
      try {
        const html =
          receipt.capture === 'photo' ? receipt.html.replace('</style>', `${PHOTO_CSS}</style>`) : receipt.html;
        await page.setContent(html, { waitUntil: 'load' });
        const quality = SETUPS[receipt.capture].jpeg;
        const options = quality ? ({ type: 'jpeg', quality } as const) : ({ type: 'png' } as const);
        // A cropped receipt is the body alone, as tall as what it prints.
        const bytes = await (receipt.cropped ? page.locator('body').screenshot(options) : page.screenshot(options));
        return { bytes, type: quality ? 'image/jpeg' : 'image/png' };
      } finally {
        await page.close();
      }
    },
    async close() {
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
  };
}
