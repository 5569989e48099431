// Pure modules (common/, client/flow) in plain Node.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit',
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
