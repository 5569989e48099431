/** The error helper of decision 18 and the catalogue's default message. */

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
        const cleaned = typeof msg === 'string' ? msg.replaceAll('"', '') : '';
        if (cleaned.trim()) return cleaned;
      }
    }
  }
  return fallback || DEFAULT_ERROR;
}
