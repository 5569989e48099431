// Every suite, one project per runtime: `npm test` runs them all.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'tests/unit/vitest.config.ts',
      'tests/e2e/vitest.config.ts',
      'tests/firefox/vitest.config.ts',
      'tests/chromium80/vitest.config.ts',
      'tests/webkit/vitest.config.ts',
      'tests/sandbox/vitest.config.ts',
      'tests/worker/vitest.config.ts',
      'tests/budgets/vitest.config.ts',
      'tests/load/vitest.config.ts',
    ],
  },
});
