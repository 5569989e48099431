/** The error message helper (docs/rules.md) and the default message. */
import { isObjectOrArray } from './json.ts';
import { isShownText } from './shown-text.ts';

export const DEFAULT_ERROR = 'Something went wrong';

/** First server validation-detail `msg` without double quotes (when it has no control or format character), else the fallback, else the default. */
export function errorMessage(body: unknown, fallback?: string): string {
  if (isObjectOrArray(body)) {
    const detail = body.detail;
    if (Array.isArray(detail) && detail.length > 0) {
      const first: unknown = detail[0];
      if (isObjectOrArray(first)) {
        const msg = first.msg;
        // A message that is empty once cleaned would be an empty toast: use the fallback.
        // A global replace, not replaceAll: Chrome 80 lacks it (docs/browsers.md, 'Declared browser targets').
        const cleaned = typeof msg === 'string' ? msg.replace(/"/g, '') : '';
        // A message with control or format characters (a bidi override, a NUL) is not shown at all.
        if (isShownText(cleaned)) return cleaned;
      }
    }
  }
  return fallback || DEFAULT_ERROR;
}
