// The core flows again in a second engine: the real page and sandbox in workerd, driven by headless Firefox.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'firefox',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two cores: one file at a time, one stack and one Firefox for it.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
