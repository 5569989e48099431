/**
 * The lint rule that keeps two feature folders from importing each other (docs/README.md, Layout;
 * `layout/feature-pairs` in eslint.config.js): a file of `client/qr/` that imports `client/step-two/`,
 * which already imports `client/qr/`, is an error; the same file as it is passes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';

const FILE = join(root, 'client/qr/qr-actions.ts');

async function pairErrors(text: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(text, { filePath: FILE });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layout/feature-pairs').map((m) => m.message);
}

describe('layout/feature-pairs', () => {
  it(
    'passes client/qr/ as it is, and fails it once it imports step-two/, which imports it',
    { timeout: 60_000 },
    async () => {
      const text = readFileSync(FILE, 'utf8');
      expect(readFileSync(join(root, 'client/step-two/step-two.tsx'), 'utf8')).toMatch(/from '\.\.\/qr\//);
      expect(await pairErrors(text)).toEqual([]);
      const paired = `import '../step-two/step-two.tsx';\n${text}`;
      expect(await pairErrors(paired)).toEqual([
        'client/qr/ and client/step-two/ import each other: make it one way, or make them one feature (docs/README.md, Layout).',
      ]);
    },
  );
});
