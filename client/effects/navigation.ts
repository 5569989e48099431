/** Leaving the page: reload for 'Try again', replace for the redirect (Back must not return to a finished form). */

export function reloadPage(): void {
  window.location.reload();
}

export function navigateAway(url: string): void {
  window.location.replace(url);
}
