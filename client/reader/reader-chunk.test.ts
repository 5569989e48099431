// The screenshot reader renders in the commit that shows the picture once its chunk is here
// (docs/performance.md, Reading a screenshot: time and memory).
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadReader, settled } from './reader-chunk.tsx';

const Found = () => 'the reader';
const module = { default: Found as ComponentType };
const render = (Component: ComponentType) =>
  renderToString(createElement(Suspense, { fallback: 'waiting' }, createElement(Component)));

describe('a settled thenable', () => {
  it('calls back in the caller’s own task', () => {
    let seen: string | null = null;
    void settled('here').then((value) => {
      seen = value;
    });
    expect(seen).toBe('here');
  });

  it('lets React.lazy render at once, where even a settled promise suspends', () => {
    // The server renderer marks the boundary: what shows inside it is what counts.
    expect(render(lazy(() => settled(module) as Promise<typeof module>))).toMatch(/^<!--\$-->the reader<!--\/\$-->$/);
    const suspended = render(lazy(() => Promise.resolve(module)));
    expect(suspended).toContain('waiting');
    expect(suspended).not.toContain('the reader');
  });
});

describe('the reader’s chunk', () => {
  it('is fetched once per page', async () => {
    const first = loadReader();
    expect(loadReader()).toBe(first);
    expect(typeof (await first).default).toBe('function');
  });
});
