// The page worker, tested inside workerd with its wrangler.toml and test-only vars.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: '../../wrangler.toml' },
      // Distinct origins for the payment worker, Turnstile and uploads, so the
      // CSP tests can tell them apart (the wrangler.toml defaults share one origin).
      miniflare: {
        bindings: {
          PAYMENT_WORKER_URL: 'https://pay.test/',
          TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
          TURNSTILE_SCRIPT_URL: 'https://turnstile.test/turnstile/v0/api.js?render=explicit',
          UPLOAD_ORIGINS: 'https://uploads.test',
          REDIRECT_ALLOWED_HOSTS: '',
          // These suites test the shell; prefetch.test.ts turns prefetch on with a stub
          // payment worker, so no test ever reaches a real network.
          EDGE_PREFETCH: 'off',
          // The beacon ticket key (tests/worker/helpers.ts, TEST_BEACON_SECRET): .dev.vars is not in git.
          BEACON_SECRET: 'test-beacon-secret-0123456789abcdef',
        },
        // Any fetch that would leave the machine fails the test loudly instead.
        outboundService: (request: Request) => {
          throw new Error(`worker tests must not reach the network: ${request.url}`);
        },
      },
    }),
  ],
  // wrangler.toml's [alias], which the plugin does not apply: the server render
  // runs the client's React components on preact/compat (without it the root
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
  test: {
    // Property tests run thousands of cases; on a busy 2-core machine the 5 s default is too tight.
    testTimeout: 30_000,
    name: 'worker',
    include: ['**/*.test.ts'],
  },
});
