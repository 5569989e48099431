// Pure modules (common/, page/flow, client/utr-finder) and effects with fakes, in plain Node.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // Property tests run thousands of cases; on a busy 2-core machine the 5 s default is too tight.
    testTimeout: 30_000,
    name: 'unit',
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
