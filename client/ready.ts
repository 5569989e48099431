/**
 * Marking the page as run by its script (docs/rules.md, Without JavaScript and Start-up): the
 * `js-ready` class, which shows the controls that need the script, in the commit that attaches
 * their handlers (a layout effect), and the interactive mark once every effect below has run.
 * Whoever commits first marks, once: the page's root (client/hydrate.tsx), or, on a page that opens
 * on step 2, step 2's panel when its chunk hydrates it (client/step-two/load.tsx), so a payer never
 * types into a form whose handlers are not there yet.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { markInteractive } from './platform/interactive.ts';

/** The class CSS waits for before it shows what needs the script (page/styles.css). */
export const READY_CLASS = 'js-ready';

export function useMarkReady(active: boolean): void {
  const marked = useRef(false);
  useLayoutEffect(() => {
    const classes = document.documentElement.classList;
    if (!active || classes.contains(READY_CLASS)) return;
    classes.add(READY_CLASS);
    marked.current = true;
  }, [active]);
  useEffect(() => {
    if (!marked.current) return;
    marked.current = false;
    markInteractive();
  }, [active]);
}
