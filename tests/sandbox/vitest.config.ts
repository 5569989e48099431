// The sandbox payment worker, tested inside workerd with its wrangler.toml bindings.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: '../../sandbox/wrangler.toml' },
      // A page origin of the tests' own, so CORS tests do not depend on the dev ports.
      miniflare: { bindings: { ALLOWED_ORIGINS: 'https://page.test,http://127.0.0.1:8787' } },
    }),
  ],
  test: {
    name: 'sandbox',
    include: ['**/*.test.ts'],
  },
});
