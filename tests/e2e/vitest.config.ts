// End-to-end: the real page and sandbox in workerd, driven by headless Chromium.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two cores: one file at a time, each with its own stack and browser.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
