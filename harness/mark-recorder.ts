/**
 * Keeps the names of the User Timing marks a page sets, where a test can read them even with
 * Playwright's clock installed: that clock swaps `window.performance` for a stand-in whose `mark`
 * stores nothing and whose `getEntriesByName` is always empty, so the page's interactive mark
 * (client/platform/interactive.ts) would never be seen. The recorder wraps `mark` on whichever
 * `performance` the page has, the real one or, set later, the clock's, so the order in which
 * the two init scripts run, and whether the clock comes before or after the load, do not matter.
 */

/** Runs in the page before its own scripts. */
export function recordMarks(): void {
  const seen: string[] = [];
  Object.defineProperty(window, '__marksSeen', { value: seen });
  const watched = (timeline: Performance): Performance => {
    const mark = timeline.mark.bind(timeline);
    timeline.mark = (...args: Parameters<Performance['mark']>) => {
      seen.push(args[0]);
      return mark(...args);
    };
    return timeline;
  };
  let current = watched(window.performance);
  Object.defineProperty(window, 'performance', {
    configurable: true,
    get: () => current,
    set: (next: Performance) => {
      current = watched(next);
    },
  });
}

/** Runs in the page: whether `name` was marked, by the recorder or on the real timeline. */
export function wasMarked(name: string): boolean {
  const seen = (window as unknown as { __marksSeen?: string[] }).__marksSeen;
  return (seen?.includes(name) ?? false) || performance.getEntriesByName(name).length > 0;
}
