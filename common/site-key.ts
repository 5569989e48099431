/**
 * A Turnstile site key's shape (docs/rules.md, Configuration): a digit, `x`, then 1 to 30 letters,
 * digits, `_` or `-`. A real one begins `0x4AAAAAAA`; Cloudflare's testing ones are
 * `1x00000000000000000000AA`, `2x00000000000000000000AB` and `3x00000000000000000000FF`, 24
 * characters each; a secret key, 35 characters, is longer than any. The page worker refuses a
 * `TURNSTILE_SITE_KEY` of another shape (page-worker/config/read-config.ts), and the sandbox's
 * Turnstile stand-in refuses a widget or a token asked for with one (sandbox/turnstile/sitekeys.ts),
 * as Cloudflare refuses a key it never issued, so a test against the sandbox cannot pass with a key
 * production would refuse.
 */
const SITE_KEY = /^\dx[\w-]{1,30}$/;

export function isSiteKey(value: unknown): value is string {
  return typeof value === 'string' && SITE_KEY.test(value);
}
