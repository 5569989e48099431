/**
 * The performance budgets (docs/rules.md, Performance budgets), on the real build and on the first HTML the
 * local page worker serves for a fresh payer link (whatever it renders there:
 * the budget is on that response). The last block proves the checker fails
 * when a budget is exceeded, by running it on the same bytes with lower budgets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, largestFirstHtml, type Budgets, type Measured } from '../../harness/budgets.ts';
import { languageCodes, languages, type LanguageCode } from '../../page/i18n/languages.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import {
  chunkName,
  fetchFirstHtml,
  gzipSize,
  readClientBuild,
  readOcrDownloads,
  readWorkerModules,
  totalGzip,
  type Asset,
} from '../../harness/sizes.ts';
import { startStack, type LocalStack } from '../../harness/local-stack.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { inlineScripts, unsupportedIn } from './browser-support.ts';
import { ocrDownloadBytes } from '../../make/ocr-assets.ts';
import { EAGER_CHUNKS, EAGER_COMPILE_HINT, EAGER_WORKERS } from '../../make/eager-compile.ts';

let stack: LocalStack | undefined;
let measured: Measured;
/** Step 2 as a card link opens it (docs/rules.md, Without JavaScript): the UPI QR code drawn into the HTML. */
let step2Html: Buffer;

beforeAll(async () => {
  stack = await startStack();
  const link = await createPayerLink({
    pageUrl: stack.pageUrl,
    appId: 'demo',
    amountPaise: 150_050,
    secret: SANDBOX_JWT_SECRET,
  });
  const html = await fetchFirstHtml(link);
  // A budget met by an error screen would prove nothing.
  expect(html.status).toBe(200);
  const firstHtmlIn: Partial<Record<LanguageCode, Buffer>> = {};
  for (const code of languageCodes.filter((other) => other !== 'en')) {
    const translated = await fetchFirstHtml(`${link}?lang=${code}`);
    expect(translated.status).toBe(200);
    firstHtmlIn[code] = translated.bytes;
  }
  measured = {
    firstHtml: html.bytes,
    firstHtmlIn,
    client: readClientBuild(),
    worker: readWorkerModules(),
    ocr: readOcrDownloads(),
    embedLoader: await fetchEmbedLoader(stack.pageUrl),
  };
  const step2 = await fetchFirstHtml(`${link}?test=1&channel=upi-demo-1`);
  expect(step2.status).toBe(200);
  step2Html = step2.bytes;
});

/** GET /embed.js from the running page worker, as a merchant's page would load it. */
async function fetchEmbedLoader(pageUrl: string): Promise<Buffer> {
  const response = await fetch(`${pageUrl}/embed.js`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The first HTML in a language: the plain link for English, `?lang=xx` for the others. */
const firstHtmlOf = (code: LanguageCode): Buffer =>
  code === 'en' ? measured.firstHtml : (measured.firstHtmlIn[code] ?? Buffer.alloc(0));
afterAll(() => stack?.dispose());

/** Messages of the violations of one check, so a failure says exactly what is over. */
const violationsOf = (check: string, budgets: Budgets = BUDGETS) =>
  checkBudgets(measured, budgets)
    .filter((violation) => violation.check === check)
    .map((violation) => violation.message);

describe('what is measured', () => {
  it('is the link page with its critical CSS inline, and the entry script', () => {
    const html = measured.firstHtml.toString('utf8');
    expect(html).toContain('<div id="root">');
    expect(html).toContain(measured.client.css);
    expect(measured.client.css.length).toBeGreaterThan(1000);
    expect(html).toContain(`src="${measured.client.step1[0]?.path}"`);
  });

  it('has the QR chunk, the QR thread and the Turnstile chunk apart from step 1', () => {
    expect(measured.client.lazy.map((asset) => chunkName(asset.path))).toEqual(
      expect.arrayContaining(['qr-start', 'qr-thread', 'turnstile']),
    );
  });

  it('has the OCR reader chunk and the OCR thread apart from step 1 (docs/rules.md, Reading the UTR from a screenshot)', () => {
    expect(measured.client.lazy.map((asset) => chunkName(asset.path))).toEqual(
      expect.arrayContaining(['ocr-reader', 'ocr-thread']),
    );
    expect(measured.client.step1.map((asset) => chunkName(asset.path))).not.toContain('ocr-reader');
  });

  it("has step 2's chunk apart from step 1, preloaded by a page that opens on step 2 only (docs/rules.md, Lazy chunks)", () => {
    const stepTwo = measured.client.lazy.find((asset) => chunkName(asset.path) === 'step-two');
    expect(stepTwo).toBeDefined();
    const preload = `<link rel="modulepreload" href="${stepTwo?.path}">`;
    expect(step2Html.toString('utf8')).toContain(preload);
    expect(measured.firstHtml.toString('utf8')).not.toContain(preload);
    // The panel between the markers of a finished Suspense boundary, which the browser hydrates.
    expect(step2Html.toString('utf8')).toMatch(/<!--\$--><div class="details details-upi">[\s\S]*<\/form><!--\/\$-->/);
  });

  it('has one lazy chunk per language, English too (its first HTML carries it), named after it', () => {
    expect(measured.client.lazy.map((asset) => chunkName(asset.path))).toEqual(
      expect.arrayContaining([...languageCodes]),
    );
  });

  it.each(languageCodes)('is the same prefetched step 1 in %s, in that language', (code) => {
    const html = firstHtmlOf(code).toString('utf8');
    expect(html).toContain(`<html lang="${languages[code].tag}"`);
    expect(html).toContain(`>${catalogues[code].stepOptions}</h1>`);
    expect(html).toContain('data-testid="channel-card"');
  });

  it('has the operations reporter (with web-vitals) apart from step 1 (docs/rules.md, Operations data)', () => {
    expect(measured.client.lazy.map((asset) => chunkName(asset.path))).toContain('beacon');
  });
});

describe('budgets (gzip level 9)', () => {
  it('first HTML of a fresh payer link ≤ 14,000 bytes, in every language', () =>
    expect(violationsOf('firstHtmlGzip')).toEqual([]));
  it.each(languageCodes)('first HTML in %s ≤ 14,000 bytes', (code) => {
    expect(gzipSize(firstHtmlOf(code))).toBeLessThanOrEqual(BUDGETS.firstHtmlGzip);
  });
  it('first HTML with step 2 rendered (a card link, the QR code inline) ≤ 14,000 bytes', () => {
    const html = step2Html.toString('utf8');
    expect(html).toMatch(/class="qr-image"[^>]*><svg/);
    const violations = checkBudgets({ ...measured, firstHtml: step2Html }).filter(
      (violation) => violation.check === 'firstHtmlGzip',
    );
    expect(violations.map((violation) => violation.message)).toEqual([]);
  });
  it('JavaScript for step 1 (entry + modulepreloads) ≤ 79,000 bytes (docs/rules.md, Performance budgets)', () =>
    expect(violationsOf('step1JsGzip')).toEqual([]));
  it('page worker bundle ≤ 80 KB (it carries every catalogue)', () => expect(violationsOf('workerGzip')).toEqual([]));
  it('the embed loader, GET /embed.js, ≤ 4 KB (docs/embedding.md)', () =>
    expect(violationsOf('embedLoaderGzip')).toEqual([]));
  it('one screenshot reading ≤ 4,000,000 bytes as served, with either engine build', () => {
    expect(violationsOf('ocrDownload')).toEqual([]);
  });
  it('the size the page tells a payer saving data is what a reading downloads, within 5 %', () => {
    const said = ocrDownloadBytes();
    const reader = measured.client.lazy.find((asset) => chunkName(asset.path) === 'ScreenshotReader');
    expect(reader?.bytes.includes(String(said))).toBe(true);
    const largest = Math.max(measured.ocr.simd.bytes, measured.ocr.plain.bytes);
    expect(Math.abs(said - largest) / largest).toBeLessThan(0.05);
  });
});

describe('compiled ahead (make/eager-compile.ts)', () => {
  it('React, the app, step 2, the QR library and the OCR thread start with the compile hint, and no other chunk does', () => {
    const all = [...measured.client.step1, ...measured.client.lazy];
    const hinted = all.filter(
      (asset) => asset.bytes.subarray(0, EAGER_COMPILE_HINT.length).toString() === EAGER_COMPILE_HINT,
    );
    expect(hinted.map((asset) => chunkName(asset.path)).sort()).toEqual([...EAGER_CHUNKS, ...EAGER_WORKERS].sort());
  });
});

describe('only in lazy chunks', () => {
  it('the QR library', () => expect(violationsOf('lazy:qrcode')).toEqual([]));
  it('the Turnstile loader', () => expect(violationsOf('lazy:turnstile')).toEqual([]));
  it('every catalogue, English too (docs/rules.md, Languages)', () =>
    expect(violationsOf('lazy:catalogues')).toEqual([]));
  it('the operations reporter, loaded after idle (docs/rules.md, Operations data)', () =>
    expect(violationsOf('lazy:reporter')).toEqual([]));
  it('web-vitals, which only the reporter imports', () => expect(violationsOf('lazy:web-vitals')).toEqual([]));
  it("the framed page's events, loaded only in a merchant's frame (docs/embedding.md)", () =>
    expect(violationsOf('lazy:framed')).toEqual([]));
  it('the OCR reader and engine (docs/rules.md, Reading the UTR from a screenshot)', () =>
    expect(violationsOf('lazy:ocr')).toEqual([]));
  it('the screenshot reader: its state, its suggestions and its button', () =>
    expect(violationsOf('lazy:reader')).toEqual([]));
  it("step 2's panel: the payment details, the UTR form and the proof input (docs/rules.md, Lazy chunks)", () =>
    expect(violationsOf('lazy:step-two')).toEqual([]));
  it("no chunk carries Vite's preload helper, which this build never needs (vite.config.ts)", () => {
    const all = [...measured.client.step1, ...measured.client.lazy];
    expect(all.filter((asset) => asset.bytes.includes('vite:preloadError')).map((asset) => asset.path)).toEqual([]);
  });
  it('neither is preloaded or loaded by the HTML', () => expect(violationsOf('html:lazy')).toEqual([]));
});

describe('the first HTML', () => {
  it('has no web fonts', () => expect(violationsOf('html:fonts')).toEqual([]));
  it('makes no render-blocking request (no stylesheet, no @import, no classic blocking <script>)', () =>
    expect(violationsOf('html:blocking')).toEqual([]));
  it('is painted whole: the one render-blocking link waits for the boot element, which follows the page (docs/rules.md, Start-up)', () => {
    const html = measured.firstHtml.toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link[^>]*blocking=[^>]*>/g)).toEqual(['<link rel="expect" href="#boot" blocking="render">']);
    // Only the boot data comes after the page: the expect link releases the first paint there.
    const boot = html.indexOf('<script type="application/json" id="boot">');
    expect(boot).toBeGreaterThan(html.lastIndexOf('data-testid='));
    expect(html.slice(boot).match(/<script[^>]*>/g)).toEqual(['<script type="application/json" id="boot">']);
  });
  it('has no inline code a declared browser cannot run (docs/browsers.md, Declared browser targets)', () => {
    const scripts = inlineScripts(measured.firstHtml.toString('utf8'));
    expect(scripts.flatMap((code, index) => unsupportedIn(`inline script ${index + 1}`, code))).toEqual([]);
  });
});

/** The checker's messages with the lazy chunk `name` moved into step 1, as if a static import pulled it in. */
function withChunkInStep1(name: string): { chunk: Asset; messages: string[] } {
  const { step1, lazy } = measured.client;
  const chunk = lazy.find((asset) => chunkName(asset.path) === name);
  if (!chunk) throw new Error(`no ${name} chunk in dist/client/assets`);
  const bundled = { ...measured.client, step1: [...step1, chunk], lazy: lazy.filter((asset) => asset !== chunk) };
  return { chunk, messages: checkBudgets({ ...measured, client: bundled }).map((violation) => violation.message) };
}

describe('the checker fails when a budget is exceeded', () => {
  const actual = (): Budgets => ({
    firstHtmlGzip: largestFirstHtml(measured),
    step1JsGzip: totalGzip(measured.client.step1),
    workerGzip: totalGzip(measured.worker),
    ocrDownload: Math.max(measured.ocr.simd.bytes, measured.ocr.plain.bytes),
    embedLoaderGzip: gzipSize(measured.embedLoader),
  });

  it.each(Object.keys(BUDGETS) as Array<keyof Budgets>)(
    '%s: passes at the measured size, fails one byte below it',
    (name) => {
      const exact = actual();
      expect(violationsOf(name, exact)).toEqual([]);
      const lowered = { ...exact, [name]: exact[name] - 1 };
      const messages = violationsOf(name, lowered);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(`${name}:`);
      expect(messages[0]).toContain(`over the budget of ${(exact[name] - 1).toLocaleString('en-US')} bytes`);
    },
  );

  it('firstHtmlGzip lowered to 1,000 bytes is the only violation reported', () => {
    const violations = checkBudgets(measured, { ...BUDGETS, firstHtmlGzip: 1_000 });
    expect(violations.map((violation) => violation.check)).toEqual(['firstHtmlGzip']);
    expect(violations[0]?.message).toMatch(
      /^firstHtmlGzip: the first HTML is [\d,]+ bytes gzip, over the budget of 1,000 bytes$/,
    );
  });

  it.each([
    ['qr-thread', 'qrcode', 'the QR library (qrcode)'],
    ['turnstile', 'turnstile', 'the Turnstile loader'],
  ])('reports the %s script when it rides along in step 1', (name, check, what) => {
    const { chunk, messages } = withChunkInStep1(name);
    expect(messages).toContain(`lazy:${check}: ${what} is in step-1 JavaScript (${chunk.path})`);
  });

  it('reports the OCR reader chunk when it rides along in step 1', () => {
    const { chunk, messages } = withChunkInStep1('ocr-reader');
    expect(messages).toContain(`lazy:ocr: the OCR reader or engine is in step-1 JavaScript (${chunk.path})`);
  });

  it("reports the framed page's chunk when it rides along in step 1", () => {
    const { chunk, messages } = withChunkInStep1('framed');
    expect(messages).toContain(`lazy:framed: the framed page's events is in step-1 JavaScript (${chunk.path})`);
  });

  it("reports step 2's chunk when it rides along in step 1", () => {
    const { chunk, messages } = withChunkInStep1('step-two');
    expect(messages).toContain(`lazy:step-two: step 2's panel is in step-1 JavaScript (${chunk.path})`);
  });

  it('reports the screenshot reader chunk when it rides along in step 1', () => {
    const { chunk, messages } = withChunkInStep1('ScreenshotReader');
    expect(messages).toContain(`lazy:reader: the screenshot reader is in step-1 JavaScript (${chunk.path})`);
  });

  it('names the language when only a page in another language is over', () => {
    const english = gzipSize(measured.firstHtml);
    expect(largestFirstHtml(measured)).toBeGreaterThan(english);
    const messages = violationsOf('firstHtmlGzip', { ...BUDGETS, firstHtmlGzip: english });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^firstHtmlGzip: the first HTML in (hi|bn|mr|te|ta|gu|ur|kn|or|ml|pa) is [\d,]+ bytes gzip, over the budget of /,
    );
  });

  it('reports a catalogue that rides along in step 1', () => {
    const { chunk, messages } = withChunkInStep1('hi');
    expect(messages).toContain(`lazy:catalogues: a catalogue is in step-1 JavaScript (${chunk.path})`);
  });

  it('reports the operations reporter and web-vitals when they ride along in step 1', () => {
    const { chunk, messages } = withChunkInStep1('beacon');
    expect(messages).toContain(`lazy:reporter: the operations reporter is in step-1 JavaScript (${chunk.path})`);
    expect(messages).toContain(
      `lazy:web-vitals: the field-speed library (web-vitals) is in step-1 JavaScript (${chunk.path})`,
    );
  });

  it('reports a stylesheet, a blocking script, a web font and a preloaded lazy chunk', () => {
    const qr = measured.client.lazy.find((asset) => chunkName(asset.path) === 'qr-start');
    const extra =
      '<link rel="stylesheet" href="/a.css"><script src="/b.js"></script><style>@font-face{font-family:x}</style>' +
      `<link rel="preload" as="font" href="/c.woff2" crossorigin><link rel="modulepreload" href="${qr?.path}">`;
    const html = measured.firstHtml.toString('utf8').replace('</head>', `${extra}</head>`);
    const checks = checkBudgets({ ...measured, firstHtml: Buffer.from(html) }).map((violation) => violation.check);
    expect(checks.filter((check) => check.startsWith('html:')).sort()).toEqual([
      'html:blocking',
      'html:blocking',
      'html:fonts',
      'html:fonts',
      'html:lazy',
    ]);
  });
});
