// Performance budgets (README.md, Performance): bytes, not timings, so they hold on any machine.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'budgets',
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
