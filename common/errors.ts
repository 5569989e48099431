/** The error message helper (docs/rules.md) and the default message. */

export const DEFAULT_ERROR = 'Something went wrong';

/** First server validation-detail `msg` without double quotes, else the fallback, else the default. */
export function errorMessage(body: unknown, fallback?: string): string {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const detail = body.detail;
    if (Array.isArray(detail) && detail.length > 0) {
      const first: unknown = detail[0];
      if (typeof first === 'object' && first !== null && 'msg' in first) {
        const msg = first.msg;
        // A message that is empty once cleaned would be an empty toast: use the fallback.
        // A global replace, not replaceAll: Chrome 80 lacks it (docs/browsers.md, 'Declared browser targets').
        const cleaned = typeof msg === 'string' ? msg.replace(/"/g, '') : '';
        if (cleaned.trim()) return cleaned;
      }
    }
  }
  return fallback || DEFAULT_ERROR;
}
