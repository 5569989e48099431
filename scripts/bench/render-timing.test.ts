// The bench's server render (./render-timing.ts) names its module by path: a move would only show in a full bench run.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RENDER_PAGE_SOURCE } from './render-timing.ts';

describe('the server render the bench times', () => {
  it('is a module that exports renderPage, where the bench looks for it', () => {
    const path = fileURLToPath(new URL(`../../${RENDER_PAGE_SOURCE}`, import.meta.url));
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toMatch(/export function renderPage\(/);
  });
});
