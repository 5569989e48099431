// The iPhone's engine: the real page and sandbox in workerd, driven in WebKitGTK over W3C WebDriver.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'webkit',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two cores: one file at a time, one stack and one browser for it.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
