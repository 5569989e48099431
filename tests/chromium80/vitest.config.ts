// The oldest engine the browserslist names: the real page and sandbox in workerd, driven by a real Chromium 80.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'chromium80',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two cores: one file at a time, one stack for it and one browser per test.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
