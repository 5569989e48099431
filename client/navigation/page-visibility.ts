/**
 * Whether the payer is looking at the page (docs/rules.md, Coming back from the payment app): the
 * page is hidden while they pay in their UPI or banking app and visible again when they return.
 */

export function watchVisibility(onChange: (visible: boolean) => void): () => void {
  const listener = () => onChange(document.visibilityState === 'visible');
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
