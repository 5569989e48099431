/**
 * The client bundle is always React's production build, even when the build
 * runs inside a test process (NODE_ENV=test), as `npm start` in the end-to-end
 * suite and the budget setup do. A development build once slipped into a CI run
 * that way: 474 KB of entry JavaScript and hydration warnings.
 *
 * It builds into a temporary folder, not dist/client: the build `npm test` made stays the one
 * every other test reads, and nothing it left becomes stale, so no later setup (nor `npm start`
 * in tests/e2e/npm-start.test.ts) builds again.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildClient } from '../../make/client.ts';

const scratch = mkdtempSync(join(tmpdir(), 'production-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('builds the production bundle even with NODE_ENV=test', async () => {
  expect(process.env.NODE_ENV).toBe('test');
  const output = { outDir: join(scratch, 'client'), generatedDir: join(scratch, 'generated') };
  await buildClient(output);
  expect(process.env.NODE_ENV).toBe('test');
  const generated = readFileSync(join(output.generatedDir, 'client-assets.ts'), 'utf8');
  const entry = /"entry": "([^"]+)"/.exec(generated)?.[1];
  expect(entry).toMatch(/^\/assets\/main-.+\.js$/);
  const code = readFileSync(join(output.outDir, entry!), 'utf8');
  // A message only React DOM's development build carries, and the dev JSX runtime's name.
  expect(code).not.toContain('some attributes of the server rendered HTML');
  expect(code).not.toContain('jsxDEV');
}, 60_000);
