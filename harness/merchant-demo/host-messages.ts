/**
 * Every message the merchant demo host's window receives, whoever sent it (docs/README.md, The
 * merchant demo host): the embed tests of each engine install the recorder before the host's own
 * scripts and read the list to check that nothing reached the host that should not. Both run in
 * the page (an init script and an evaluated function), so they use nothing from outside.
 */

/** Records every message the host's top window receives. */
export function recordHostMessages(): void {
  if (window !== window.top) return;
  const seen: unknown[] = [];
  Object.defineProperty(window, '__hostMessages', { value: seen });
  addEventListener('message', (event) => seen.push(event.data));
}

/** What `recordHostMessages` has recorded so far. */
export function readHostMessages(): unknown[] {
  return (window as unknown as { __hostMessages: unknown[] }).__hostMessages;
}
