// Load: the page worker in workerd under 50 connections for 30 s, in Node.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'load',
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    // A warm-up of 10,000 requests (~20-30 s), 30 s measured, stack start and stop, two heap readings.
    testTimeout: 150_000,
    hookTimeout: 150_000,
  },
});
