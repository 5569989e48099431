/**
 * The client bundle is always React's production build, even when the build
 * runs inside a test process (NODE_ENV=test), as `npm start` in the end-to-end
 * suite and the budget setup do. A development build once slipped into a CI run
 * that way: 474 KB of entry JavaScript and hydration warnings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildClient } from '../../make/client.ts';
import { root } from '../../make/paths.ts';

it('builds the production bundle even with NODE_ENV=test', async () => {
  expect(process.env.NODE_ENV).toBe('test');
  await buildClient();
  expect(process.env.NODE_ENV).toBe('test');
  const generated = readFileSync(join(root, 'worker/generated/client-assets.ts'), 'utf8');
  const entry = /"entry": "([^"]+)"/.exec(generated)?.[1];
  expect(entry).toMatch(/^\/assets\/main-.+\.js$/);
  const code = readFileSync(join(root, 'dist/client', entry!), 'utf8');
  // A message only React DOM's development build carries, and the dev JSX runtime's name.
  expect(code).not.toContain('some attributes of the server rendered HTML');
  expect(code).not.toContain('jsxDEV');
}, 60_000);
