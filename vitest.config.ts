// Every suite, one project per runtime: `npm test` runs them all (docs/README.md, Tests). The unit
// tests sit beside their code and run from the root; every other project runs from its own folder
// under tests/, so its include and setup paths are relative to it.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { textModules } from './harness/text-modules.ts';
import { TURNSTILE_PASSES } from './tests/fixtures/turnstile-keys.ts';

/**
 * The run's order (`sequence.groupOrder`: groups run one after another, lowest first; the projects
 * of one group share Vitest's worker processes): first every file that may share the machine, two at
 * a time (the fast tier that `npm run test:fast` runs alone, then the browser projects, which Vitest
 * starts in that order), then the end-to-end files that time the main thread, one at a time with
 * nothing beside them, last the load test on its own, so its 50 connections, latencies and heap
 * readings share the machine with no browser (docs/README.md, Tests). Every project names its group:
 * Vitest runs a project left at the default 0 that gets one worker process (any project on two
 * cores) in a catch-all group after all the others. Vitest requires the projects of one group to ask
 * for the same number of worker processes.
 */
const GROUP = { shared: 1, alone: 2, load: 3 } as const;
/** Two files at once, one per core of the machines CI has used. */
const TWO_AT_ONCE = { fileParallelism: true, maxWorkers: 2 };
/** The fast tier shares its group with the browser files: its files fill the cores while browsers wait. */
const fastTier = { groupOrder: GROUP.shared };

/**
 * Two browser files at once: a serial run left the cores a third idle. The tests that once failed
 * beside a second file had the page worker's channel call overrun its 800 ms under the load; test
 * stacks give it 10 s (harness/e2e-stack.ts, testPageVars), and the files that check a limit to
 * the second or trace the browser run alone (docs/README.md, Tests).
 */
const browserFiles = {
  sequence: { groupOrder: GROUP.shared },
  ...TWO_AT_ONCE,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A browser round trip can take over a second on a busy machine, so `expect.poll` waits up to 10 s
  // instead of its 1 s.
  expect: { poll: { timeout: 10_000 } },
};

/** A file that times the page's main thread, or traces the browser, runs with nothing beside it. */
const onItsOwn = { ...browserFiles, sequence: { groupOrder: GROUP.alone }, fileParallelism: false, maxWorkers: 1 };

/**
 * The end-to-end files that run on their own (onItsOwn): the main thread's timing, and the screenshot
 * reader's longest task while it reads (ocr-flow), both in wall time, which a second file's work
 * would lengthen. The other files that trace a browser (harness/renderer-probe.ts) launch one of
 * their own (`browserFor({ own: true })`) and measure CPU time and memory, which a second file beside
 * them does not change; page-clock limits are checked from the moment the page set its timer, so
 * they need no quiet machine either (tests/e2e/submission.test.ts).
 */
const TIMING_FILES = ['main-thread.test.ts', 'ocr-flow.test.ts'];

/**
 * Where the `unit` project finds its files, by folder: beside the code in every folder whose code
 * runs in Node or is pure (the page worker's modules among them, run in Node as plain functions),
 * and the two folders of tests/ that check across folders. The browser, workerd and load projects
 * each keep a folder of tests/ of their own.
 */
const UNIT_TESTS = [
  ...['common', 'page', 'client', 'embed', 'page-worker', 'make', 'harness', 'scripts'].map(
    (folder) => `${folder}/**/*.test.{ts,tsx}`,
  ),
  'tests/docs/**/*.test.ts',
  'tests/corpus/**/*.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        // Unit tests, in plain Node: each sits beside the file it tests (`client/qr/qr-modules.ts` beside `client/qr/qr-modules.test.ts`) in the
        // folders below; tests/docs and tests/corpus hold the checks that cross folders (docs/README.md,
        // Tests). A test's helpers beside it end in `.fixture.ts`.
        plugins: [textModules],
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          environment: 'node',
          sequence: fastTier,
          ...TWO_AT_ONCE,
          // One of Vitest's worker processes runs every file instead of a fresh one per file (about half
          // a second each): these files share no state but the globals they stub and restore themselves.
          // Passed three runs in a row and one in shuffled order (docs/README.md, Tests).
          isolate: false,
          // Property tests run thousands of cases; on a busy 2-core machine the 5 s default is too tight.
          testTimeout: 30_000,
        },
      },
      {
        // The page worker inside workerd with its wrangler.toml and test-only vars.
        root: 'tests/page-worker',
        plugins: [
          textModules,
          cloudflareTest({
            wrangler: { configPath: '../../wrangler.toml' },
            // Distinct origins for the payment worker, Turnstile and uploads, so the
            // CSP tests can tell them apart (the wrangler.toml defaults share one origin).
            miniflare: {
              bindings: {
                PAYMENT_WORKER_URL: 'https://pay.example/',
                TURNSTILE_SITE_KEY: TURNSTILE_PASSES,
                TURNSTILE_SCRIPT_URL: 'https://turnstile.test/turnstile/v0/api.js?render=explicit',
                UPLOAD_ORIGINS: 'https://uploads.example',
                REDIRECT_ALLOWED_HOSTS: '',
                // Production's value, nobody may frame a page: wrangler.toml's local one allows the
                // demo host, which tests/page-worker/frame-ancestors.test.ts sets where it means to.
                EMBED_ORIGINS: '',
                // These suites test the shell; tests/page-worker/prefetch.test.ts turns prefetch on with a stub
                // payment worker, so no test ever reaches a real network.
                EDGE_PREFETCH: 'off',
                // The beacon ticket key (tests/page-worker/helpers.ts, TEST_BEACON_SECRET): .dev.vars is not in git.
                BEACON_SECRET: 'test-beacon-secret-0123456789abcdef',
                // The link hash key (tests/page-worker/helpers.ts, TEST_LINK_HASH_KEY).
                LINK_HASH_KEY: 'test-link-hash-key-0123456789abcdef',
              },
              // Any fetch that would leave the machine fails the test loudly instead.
              outboundService: (request: Request) => {
                throw new Error(`worker tests must not reach the network: ${request.url}`);
              },
            },
          }),
        ],
        // wrangler.toml's [alias], which the plugin does not apply: the server render
        // runs page/components/ (React components) on preact/compat (without it the root
        // renders empty). Exact matches, so each specifier maps to its own entry
        // rather than by prefix through `react`.
        resolve: {
          alias: [
            { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
        // One workerd for every file instead of one per file (1-2 s each on two cores); every file
        // passed so three runs in a row and one in shuffled order (docs/README.md, Tests).
        test: {
          name: 'page-worker',
          include: ['**/*.test.ts'],
          sequence: fastTier,
          ...TWO_AT_ONCE,
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        // The sandbox payment worker inside workerd with its wrangler.toml bindings.
        root: 'tests/sandbox',
        plugins: [
          cloudflareTest({
            wrangler: { configPath: '../../sandbox/wrangler.toml' },
            // A page origin of the tests' own, so CORS tests do not depend on the dev ports.
            miniflare: { bindings: { ALLOWED_ORIGINS: 'https://page.test,http://127.0.0.1:8787' } },
          }),
        ],
        // One workerd for every file, as for `page-worker`: the files share the run's in-memory D1 and R2
        // but not a row, since every test uses a fresh app id and UTR (tests/sandbox/helpers.ts).
        test: { name: 'sandbox', include: ['**/*.test.ts'], sequence: fastTier, ...TWO_AT_ONCE, isolate: false },
      },
      {
        // The real page and sandbox in workerd, driven by headless Chromium: one Chromium for the run
        // (tests/e2e/global-setup.ts) and one stack per configuration, shared by the files that ask for it. Files
        // are not isolated, so the harness's stacks outlive each file (docs/README.md, Tests).
        root: 'tests/e2e',
        plugins: [textModules],
        test: {
          name: 'e2e',
          include: ['**/*.test.ts'],
          exclude: TIMING_FILES,
          globalSetup: ['./global-setup.ts'],
          setupFiles: ['./setup.ts'],
          isolate: false,
          ...browserFiles,
        },
      },
      {
        // The same harness for the files that time the main thread or trace the browser, one at a
        // time with nothing beside them (onItsOwn).
        root: 'tests/e2e',
        plugins: [textModules],
        test: {
          name: 'e2e-timing',
          include: TIMING_FILES,
          globalSetup: ['./global-setup.ts'],
          setupFiles: ['./setup.ts'],
          isolate: false,
          ...onItsOwn,
        },
      },
      {
        // The core flows again in a second engine, headless Firefox.
        root: 'tests/firefox',
        plugins: [textModules],
        test: { name: 'firefox', include: ['**/*.test.ts'], globalSetup: ['./global-setup.ts'], ...browserFiles },
      },
      {
        // The oldest engine the browserslist names, a real Chromium 80 (docs/browsers.md, Oldest engines).
        root: 'tests/chromium80',
        plugins: [textModules],
        test: { name: 'chromium80', include: ['**/*.test.ts'], globalSetup: ['./global-setup.ts'], ...browserFiles },
      },
      {
        // The iPhone's engine, WebKitGTK over W3C WebDriver (docs/browsers.md, Oldest engines).
        root: 'tests/webkit',
        plugins: [textModules],
        test: { name: 'webkit', include: ['**/*.test.ts'], globalSetup: ['./global-setup.ts'], ...browserFiles },
      },
      {
        // Byte budgets (docs/rules.md, Performance budgets): bytes, not timings, so they hold on any machine.
        root: 'tests/budgets',
        plugins: [textModules],
        test: {
          name: 'budgets',
          include: ['**/*.test.ts'],
          environment: 'node',
          sequence: fastTier,
          ...TWO_AT_ONCE,
          globalSetup: ['./global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The page worker in workerd under 50 connections for 30 s, in Node.
        root: 'tests/load',
        plugins: [textModules],
        test: {
          name: 'load',
          include: ['**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: GROUP.load },
          // One file at a time: the load's latencies and heap, and the starving experiment's budget, each alone.
          fileParallelism: false,
          globalSetup: ['./global-setup.ts'],
          // A warm-up of 10,000 requests (~20-30 s), 30 s measured, stack start and stop, two heap readings.
          testTimeout: 150_000,
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
