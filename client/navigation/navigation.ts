/**
 * Leaving the page: reload for 'Try again', replace for the redirect (Back must not return to a
 * finished form); and whether the page is in a frame, where it never leaves on its own: the embedder
 * decides (docs/embedding.md, 'The page inside a frame').
 */

export function reloadPage(): void {
  window.location.reload();
}

export function navigateAway(url: string): void {
  window.location.replace(url);
}

export function isFramed(): boolean {
  return window.top !== window;
}
