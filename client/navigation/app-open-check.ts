/**
 * Whether a tapped UPI app opened (docs/rules.md, UPI apps on iPhone). A web page cannot ask iOS
 * whether an app is installed; it can only see whether it stays in front. After a tap this waits
 * APP_OPEN_WAIT_MS: a page hidden or left meanwhile means an app took over; a page still visible
 * means the app most likely is not on this phone, and `onStayed` runs.
 * Blur is not taken as leaving: Safari's own 'Open in …?' and 'address is invalid' alerts can blur
 * the page, and the second is exactly when the payer needs the note.
 */

export const APP_OPEN_WAIT_MS = 2500;

// The latest tap's wait: a second tap replaces it, so only the app tapped last can be named.
let stopLatest = () => {};

/**
 * Starts the wait, ending the previous tap's. Nothing else stops it: leaving step 2 meanwhile is the
 * reducer's to judge ('upiAppMissing' only counts on step 2).
 */
export function watchAppOpen(onStayed: () => void, waitMs = APP_OPEN_WAIT_MS): void {
  stopLatest();
  let left = false;
  const hidden = () => {
    if (document.visibilityState === 'hidden') left = true;
  };
  const gone = () => {
    left = true;
  };
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', hidden);
    removeEventListener('pagehide', gone);
  };
  const timer = setTimeout(() => {
    stop();
    if (!left && document.visibilityState === 'visible') onStayed();
  }, waitMs);
  document.addEventListener('visibilitychange', hidden);
  addEventListener('pagehide', gone);
  stopLatest = stop;
}
