/**
 * Where the 'Pay with a UPI app' link shows (docs/rules.md, UPI app link). A `upi://pay` link
 * opens the chooser of installed UPI apps on Android; elsewhere it usually does nothing, so by
 * default the page worker offers it only to Android browsers, judged from the request's User-Agent.
 * An iPhone or iPad gets a row of the common UPI apps instead (docs/rules.md, UPI apps on iPhone).
 * The decisions travel in the boot data, so the first HTML and the hydrated page agree.
 */

/** The `UPI_APP_BUTTON` setting (docs/rules.md, Configuration). */
export type UpiAppButton = 'android' | 'all' | 'off';

const DEFAULT_UPI_APP_BUTTON: UpiAppButton = 'android';

/** The setting from its text: trimmed, any case; empty is the default; anything else is null (malformed). */
export function parseUpiAppButton(value: string | undefined): UpiAppButton | null {
  const word = value?.trim().toLowerCase() ?? '';
  if (!word) return DEFAULT_UPI_APP_BUTTON;
  return word === 'android' || word === 'all' || word === 'off' ? word : null;
}

/**
 * Whether a User-Agent is an Android device: Chrome, Samsung Internet, Firefox, and the WebViews
 * of in-app browsers (WhatsApp, Instagram, …) all name Android. Windows Phone's Edge also says
 * "Android" to look like one, and is not.
 */
export function isAndroid(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return /\bAndroid\b/i.test(userAgent) && !/Windows Phone/i.test(userAgent);
}

/** Whether this request gets the link. */
export function showsUpiAppLink(setting: UpiAppButton, userAgent: string | null | undefined): boolean {
  if (setting === 'all') return true;
  if (setting === 'off') return false;
  return isAndroid(userAgent);
}

/**
 * Whether a User-Agent is an iPhone, iPad or iPod: Safari, Chrome and Firefox on iOS, and the
 * in-app browsers of chat apps, all name the device. iPadOS Safari in its default desktop mode
 * says "Macintosh" like a Mac, so the edge cannot tell it; `touchPoints` (navigator.maxTouchPoints,
 * only in the browser) can: a Mac has none.
 */
export function isIos(userAgent: string | null | undefined, touchPoints = 0): boolean {
  if (!userAgent) return false;
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && touchPoints > 1);
}

/** Whether this request gets the row of UPI apps: iOS, unless the setting turns app links off. */
export function showsUpiApps(setting: UpiAppButton, userAgent: string | null | undefined): boolean {
  return setting !== 'off' && isIos(userAgent);
}
